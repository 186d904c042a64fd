import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWatchdog } from './watchdog';

describe('watchdog: a moving deadline with one timer', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('expires once, with its kind, when nothing re-arms it in time', () => {
    const expired: string[] = [];
    const dog = createWatchdog<'first_byte' | 'idle'>((kind) => expired.push(kind));
    dog.arm('first_byte', 100);
    vi.advanceTimersByTime(99);
    expect(expired).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(expired).toEqual(['first_byte']);
    vi.advanceTimersByTime(1000);
    expect(expired).toEqual(['first_byte']);
  });

  it('moves with every arm, keeping a single timer', () => {
    const expired: string[] = [];
    const dog = createWatchdog<'idle'>((kind) => expired.push(kind));
    for (let i = 0; i < 20; i++) {
      dog.arm('idle', 50);
      vi.advanceTimersByTime(30);
      expect(vi.getTimerCount()).toBe(1);
    }
    expect(expired).toEqual([]);
    vi.advanceTimersByTime(20);
    expect(expired).toEqual(['idle']);
  });

  it('takes a shorter deadline at once, with the new kind', () => {
    const expired: string[] = [];
    const dog = createWatchdog<'first_byte' | 'idle'>((kind) => expired.push(kind));
    dog.arm('first_byte', 10_000);
    vi.advanceTimersByTime(100);
    dog.arm('idle', 50);
    vi.advanceTimersByTime(50);
    expect(expired).toEqual(['idle']);
  });

  it('has no deadline while paused or after stop', () => {
    const expired: string[] = [];
    const dog = createWatchdog<'idle'>((kind) => expired.push(kind));
    dog.arm('idle', 50);
    dog.pause();
    vi.advanceTimersByTime(1000);
    expect(expired).toEqual([]);
    dog.arm('idle', 50);
    vi.advanceTimersByTime(49);
    expect(expired).toEqual([]);
    dog.stop();
    vi.advanceTimersByTime(1000);
    expect(expired).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
