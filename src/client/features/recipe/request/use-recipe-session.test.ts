import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { controlledStream, jsonResponse, type ControlledStream } from '../../../test-utils/sse';
import { useRecipeSession } from './use-recipe-session';

// The hook over the real fetch + SSE parsing path, with a fake fetch and fake timers.
let streams: ControlledStream[];
let answer: () => Response;

beforeEach(() => {
  vi.useFakeTimers();
  streams = [];
  answer = () => {
    const stream = controlledStream();
    streams.push(stream);
    return stream.response;
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      const response = answer();
      init?.signal?.addEventListener('abort', () =>
        streams.at(-1)?.fail(new DOMException('aborted', 'AbortError')),
      );
      return response;
    }),
  );
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Animation frames run when the test says so, to see the batching.
function withFrames() {
  const frames: (() => void)[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  const runFrames = () => act(() => frames.splice(0).forEach((frame) => frame()));
  return { runFrames, frames };
}

const tick = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('useRecipeSession', () => {
  it('holds SSE text behind the minimum delay, then streams once per frame', async () => {
    const animation = withFrames();
    const { result } = renderHook(() => useRecipeSession());
    act(() => result.current.start({ ingredients: ['Egg'] }, 2000));
    await tick();
    const stream = streams[0] as ControlledStream;
    stream.delta('# Eggs');
    await tick(500);
    expect(result.current.state.phase).toBe('loading');
    await tick(1500);
    expect(result.current.state.phase).toBe('streaming');
    expect(result.current.state.recipe?.text).toBe('# Eggs');

    stream.delta(' on');
    stream.delta(' toast');
    await tick();
    expect(result.current.state.recipe?.text).toBe('# Eggs');
    expect(animation.frames).toHaveLength(1);
    animation.runFrames();
    expect(result.current.state.recipe?.text).toBe('# Eggs on toast');

    stream.done();
    await tick();
    expect(result.current.state).toMatchObject({ phase: 'done', failure: null });
    expect(result.current.state.recipe?.status).toBe('complete');
  });

  it('a JSON error gives its code and retry time after the delay', async () => {
    answer = () =>
      jsonResponse(
        503,
        { error: { code: 'busy', message: 'Pantry Chef is busy right now.' } },
        {
          'Retry-After': '9',
        },
      );
    const { result } = renderHook(() => useRecipeSession());
    act(() => result.current.start({ ingredients: ['Egg'] }, 2000));
    await tick(100);
    expect(result.current.state.phase).toBe('loading');
    await tick(1900);
    expect(result.current.state.phase).toBe('error');
    expect(result.current.state.failure).toEqual({
      code: 'busy',
      retryAfterSeconds: 9,
      partial: false,
    });
    expect(console.error).toHaveBeenCalled();
  });

  it('Stop aborts the fetch and keeps the partial text', async () => {
    const { result } = renderHook(() => useRecipeSession());
    act(() => result.current.start({ ingredients: ['Egg'] }, 0));
    await tick();
    streams[0]?.delta('Partial');
    await tick();
    act(() => result.current.stop());
    const fetchInit = vi.mocked(fetch).mock.calls[0]?.[1] as RequestInit;
    expect(fetchInit.signal?.aborted).toBe(true);
    await tick(100);
    expect(result.current.state.recipe).toMatchObject({ text: 'Partial', status: 'stopped' });
    expect(result.current.state.failure).toBeNull();
  });

  it('a stream that closes without done is cut short, text kept', async () => {
    const { result } = renderHook(() => useRecipeSession());
    act(() => result.current.start({ ingredients: ['Egg'] }, 0));
    await tick();
    streams[0]?.delta('Half');
    streams[0]?.close();
    await tick();
    expect(result.current.state.recipe).toMatchObject({ text: 'Half', status: 'cut-short' });
    expect(result.current.state.failure).toMatchObject({ code: 'cut_short', partial: true });
  });

  it('pagehide and unmount abort the call', async () => {
    const { result, unmount } = renderHook(() => useRecipeSession());
    act(() => result.current.start({ ingredients: ['Egg'] }, 0));
    await tick();
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    const first = vi.mocked(fetch).mock.calls[0]?.[1] as RequestInit;
    expect(first.signal?.aborted).toBe(true);

    act(() => result.current.start({ ingredients: ['Egg'] }, 0));
    await tick();
    unmount();
    const second = vi.mocked(fetch).mock.calls[1]?.[1] as RequestInit;
    expect(second.signal?.aborted).toBe(true);
  });
});
