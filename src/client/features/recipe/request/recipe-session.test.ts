import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StreamOptions, StreamResult } from './recipe-stream';
import type { RecipeRequest } from '../../../../shared/recipe-request';
import { RecipeSession } from './recipe-session';

interface Call {
  ingredients: string[];
  request: RecipeRequest;
  options: StreamOptions;
  end: (result: StreamResult) => void;
}

function setup() {
  const calls: Call[] = [];
  const frames: (() => void)[] = [];
  const logError = vi.fn();
  const session = new RecipeSession({
    stream: (request, options) =>
      new Promise<StreamResult>((end) =>
        calls.push({ ingredients: request.ingredients, request, options, end }),
      ),
    requestFrame: (callback) => frames.push(callback),
    cancelFrame: (handle) => {
      frames[handle - 1] = () => undefined;
    },
    logError,
  });
  let renders = 0;
  session.subscribe(() => renders++);
  const runFrames = () => {
    const pending = frames.splice(0);
    // Handles are positions; keep them stable by leaving placeholders.
    frames.length = 0;
    pending.forEach((frame) => frame());
  };
  return {
    session,
    calls,
    logError,
    state: () => session.getSnapshot(),
    renders: () => renders,
    runFrames,
    pendingFrames: () => frames.length,
  };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('RecipeSession', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps the overlay for the minimum delay and holds early text back ', async () => {
    const fixture = setup();
    fixture.session.start({ ingredients: ['Egg', 'Milk'] }, 2000);
    expect(fixture.state().phase).toBe('loading');
    expect(fixture.calls[0]?.ingredients).toEqual(['Egg', 'Milk']);
    fixture.calls[0]?.options.onDelta('# Omelette');
    fixture.calls[0]?.options.onDelta('\n\nBeat');
    await vi.advanceTimersByTimeAsync(1999);
    expect(fixture.state().phase).toBe('loading');
    expect(fixture.state().recipe).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(fixture.state().phase).toBe('streaming');
    expect(fixture.state().recipe?.text).toBe('# Omelette\n\nBeat');
    expect(fixture.state().recipe?.status).toBe('streaming');
  });

  it('waits past the delay for the first text when the model is slow', async () => {
    const fixture = setup();
    fixture.session.start({ ingredients: ['Egg'] }, 2000);
    await vi.advanceTimersByTimeAsync(5000);
    expect(fixture.state().phase).toBe('loading');
    fixture.calls[0]?.options.onDelta('Hi');
    expect(fixture.state().phase).toBe('streaming');
    expect(fixture.state().recipe?.text).toBe('Hi');
  });

  it('shows text at once with a delay of 0', () => {
    const fixture = setup();
    fixture.session.start({ ingredients: ['Egg'] }, 0);
    fixture.calls[0]?.options.onDelta('Hi');
    expect(fixture.state().phase).toBe('streaming');
  });

  it('renders streamed text at most once per animation frame', async () => {
    const fixture = setup();
    fixture.session.start({ ingredients: ['Egg'] }, 0);
    fixture.calls[0]?.options.onDelta('a');
    const before = fixture.renders();
    for (const piece of ['b', 'c', 'd', 'e']) fixture.calls[0]?.options.onDelta(piece);
    expect(fixture.renders()).toBe(before);
    expect(fixture.pendingFrames()).toBe(1);
    fixture.runFrames();
    expect(fixture.renders()).toBe(before + 1);
    expect(fixture.state().recipe?.text).toBe('abcde');
    fixture.calls[0]?.end({ kind: 'done', finishReason: 'stop' });
    await settle();
    expect(fixture.state().phase).toBe('done');
    expect(fixture.state().recipe?.status).toBe('complete');
  });

  it('flushes text still waiting for a frame when the stream ends', async () => {
    const fixture = setup();
    fixture.session.start({ ingredients: ['Egg'] }, 0);
    fixture.calls[0]?.options.onDelta('a');
    fixture.calls[0]?.options.onDelta('b');
    fixture.calls[0]?.end({ kind: 'done', finishReason: 'length' });
    await settle();
    expect(fixture.state().recipe).toMatchObject({ text: 'ab', status: 'truncated' });
  });

  it('Stop aborts the call and keeps the partial recipe', async () => {
    const fixture = setup();
    fixture.session.start({ ingredients: ['Egg'] }, 0);
    const call = fixture.calls[0] as Call;
    call.options.onDelta('Part');
    call.options.onDelta('ial');
    fixture.session.stop();
    expect(call.options.signal.aborted).toBe(true);
    expect(fixture.state()).toMatchObject({ phase: 'done', failure: null });
    expect(fixture.state().recipe).toMatchObject({ text: 'Partial', status: 'stopped' });
    call.options.onDelta('late');
    call.end({ kind: 'aborted' });
    await settle();
    expect(fixture.state().recipe?.text).toBe('Partial');
  });

  it('a failed call: logged, overlay ends after the delay, message shown, old recipe kept', async () => {
    const fixture = setup();
    fixture.session.start({ ingredients: ['Egg'] }, 0);
    fixture.calls[0]?.options.onDelta('Old recipe');
    fixture.calls[0]?.end({ kind: 'done', finishReason: 'stop' });
    await settle();
    const old = fixture.state().recipe;

    fixture.session.start({ ingredients: ['Egg', 'Milk'] }, 2000);
    const cause = new Error('boom');
    fixture.calls[1]?.end({
      kind: 'failed',
      failure: { code: 'provider_unavailable' },
      cause,
    });
    await settle();
    expect(fixture.logError).toHaveBeenCalledWith(
      expect.stringContaining('provider_unavailable'),
      cause,
    );
    expect(fixture.state().phase).toBe('loading');
    await vi.advanceTimersByTimeAsync(2000);
    expect(fixture.state().phase).toBe('error');
    expect(fixture.state().failure).toEqual({
      code: 'provider_unavailable',
      partial: false,
    });
    expect(fixture.state().recipe).toBe(old);
  });

  it('a 429 keeps its retry time for the message', async () => {
    const fixture = setup();
    fixture.session.start({ ingredients: ['Egg'] }, 0);
    fixture.calls[0]?.end({
      kind: 'failed',
      failure: { code: 'rate_limited', retryAfterSeconds: 42 },
      cause: null,
    });
    await settle();
    expect(fixture.state().failure?.retryAfterSeconds).toBe(42);
  });

  it('a stream cut short keeps the partial text, marked as cut short', async () => {
    const fixture = setup();
    fixture.session.start({ ingredients: ['Egg'] }, 0);
    fixture.calls[0]?.options.onDelta('Half a rec');
    fixture.calls[0]?.end({
      kind: 'failed',
      failure: { code: 'cut_short' },
      cause: new Error('reset'),
    });
    await settle();
    expect(fixture.state().phase).toBe('done');
    expect(fixture.state().recipe).toMatchObject({ text: 'Half a rec', status: 'cut-short' });
    expect(fixture.state().failure).toMatchObject({ code: 'cut_short', partial: true });
  });

  it('regenerate: the new recipe replaces the old one only when its text starts to arrive', async () => {
    const fixture = setup();
    fixture.session.start({ ingredients: ['Egg'] }, 0);
    fixture.calls[0]?.options.onDelta('First');
    fixture.calls[0]?.end({ kind: 'done', finishReason: 'stop' });
    await settle();
    const first = fixture.state().recipe;

    fixture.session.start({ ingredients: ['Egg'] }, 1000);
    await vi.advanceTimersByTimeAsync(1500);
    expect(fixture.state().recipe).toBe(first);
    fixture.calls[1]?.options.onDelta('Second');
    expect(fixture.state().recipe?.text).toBe('Second');
    expect(fixture.state().recipe?.id).not.toBe(first?.id);
  });

  it('a new request abandons the running one', async () => {
    const fixture = setup();
    fixture.session.start({ ingredients: ['Egg'] }, 0);
    const first = fixture.calls[0] as Call;
    fixture.session.start({ ingredients: ['Milk'] }, 0);
    expect(first.options.signal.aborted).toBe(true);
    first.options.onDelta('stale');
    first.end({ kind: 'done', finishReason: 'stop' });
    await settle();
    expect(fixture.state().phase).toBe('loading');
    expect(fixture.state().recipe).toBeNull();
  });

  it('an empty answer is a failure, not an empty recipe', async () => {
    const fixture = setup();
    fixture.session.start({ ingredients: ['Egg'] }, 0);
    fixture.calls[0]?.end({ kind: 'done', finishReason: 'stop' });
    await settle();
    expect(fixture.state().phase).toBe('error');
    expect(fixture.state().failure?.code).toBe('empty_recipe');
  });

  it('Stop (or the page closed) during the overlay aborts quietly', () => {
    const fixture = setup();
    fixture.session.start({ ingredients: ['Egg'] }, 2000);
    fixture.session.stop();
    expect(fixture.calls[0]?.options.signal.aborted).toBe(true);
    expect(fixture.state()).toMatchObject({ phase: 'idle', recipe: null, failure: null });
  });

  it('a change sends the shown recipe and the line; the old recipe stays through failure and Stop', async () => {
    const fixture = setup();
    fixture.session.start({ ingredients: ['Egg'] }, 0);
    fixture.calls[0]?.options.onDelta('# Omelette');
    fixture.calls[0]?.end({ kind: 'done', finishReason: 'stop' });
    await settle();
    const shown = fixture.state().recipe;

    const change = { recipe: '# Omelette', change: 'for two' };
    fixture.session.start({ ingredients: ['Egg'], ...change }, 0);
    expect(fixture.calls[1]?.request).toEqual({
      ingredients: ['Egg'],
      recipe: '# Omelette',
      change: 'for two',
    });
    fixture.calls[1]?.end({
      kind: 'failed',
      failure: { code: 'provider_unavailable' },
      cause: null,
    });
    await settle();
    expect(fixture.state()).toMatchObject({ phase: 'error', recipe: shown });

    fixture.session.start({ ingredients: ['Egg'], ...change }, 0);
    fixture.session.stop();
    expect(fixture.calls[2]?.options.signal.aborted).toBe(true);
    expect(fixture.state()).toMatchObject({ phase: 'done', recipe: shown, failure: null });

    fixture.session.start({ ingredients: ['Egg'], ...change }, 0);
    fixture.calls[3]?.options.onDelta('# Omelette for two');
    expect(fixture.state().recipe).toMatchObject({
      text: '# Omelette for two',
      ingredients: ['Egg'],
    });
    expect(fixture.calls[0]?.request).toEqual({ ingredients: ['Egg'] });
  });
});
