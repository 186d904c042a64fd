import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StreamOptions, StreamResult } from '../api/recipe-stream';
import { RecipeSession } from './recipe-session';

interface Call {
  ingredients: string[];
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
        calls.push({ ingredients: request.ingredients, options, end }),
      ),
    requestFrame: (cb) => frames.push(cb),
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
    pending.forEach((f) => f());
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

  it('keeps the overlay for the minimum delay and holds early text back (D4)', async () => {
    const t = setup();
    t.session.request(['Egg', 'Milk'], 2000);
    expect(t.state().phase).toBe('loading');
    expect(t.calls[0]?.ingredients).toEqual(['Egg', 'Milk']);
    t.calls[0]?.options.onText('# Omelette');
    t.calls[0]?.options.onText('\n\nBeat');
    await vi.advanceTimersByTimeAsync(1999);
    expect(t.state().phase).toBe('loading');
    expect(t.state().recipe).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(t.state().phase).toBe('streaming');
    expect(t.state().recipe?.text).toBe('# Omelette\n\nBeat');
    expect(t.state().recipe?.status).toBe('streaming');
  });

  it('waits past the delay for the first text when the model is slow', async () => {
    const t = setup();
    t.session.request(['Egg'], 2000);
    await vi.advanceTimersByTimeAsync(5000);
    expect(t.state().phase).toBe('loading');
    t.calls[0]?.options.onText('Hi');
    expect(t.state().phase).toBe('streaming');
    expect(t.state().recipe?.text).toBe('Hi');
  });

  it('shows text at once with a delay of 0', () => {
    const t = setup();
    t.session.request(['Egg'], 0);
    t.calls[0]?.options.onText('Hi');
    expect(t.state().phase).toBe('streaming');
  });

  it('renders streamed text at most once per animation frame', async () => {
    const t = setup();
    t.session.request(['Egg'], 0);
    t.calls[0]?.options.onText('a');
    const before = t.renders();
    for (const piece of ['b', 'c', 'd', 'e']) t.calls[0]?.options.onText(piece);
    expect(t.renders()).toBe(before);
    expect(t.pendingFrames()).toBe(1);
    t.runFrames();
    expect(t.renders()).toBe(before + 1);
    expect(t.state().recipe?.text).toBe('abcde');
    t.calls[0]?.end({ kind: 'done', finishReason: 'stop' });
    await settle();
    expect(t.state().phase).toBe('done');
    expect(t.state().recipe?.status).toBe('complete');
  });

  it('flushes text still waiting for a frame when the stream ends', async () => {
    const t = setup();
    t.session.request(['Egg'], 0);
    t.calls[0]?.options.onText('a');
    t.calls[0]?.options.onText('b');
    t.calls[0]?.end({ kind: 'done', finishReason: 'length' });
    await settle();
    expect(t.state().recipe).toMatchObject({ text: 'ab', status: 'truncated' });
  });

  it('Stop aborts the call and keeps the partial recipe', async () => {
    const t = setup();
    t.session.request(['Egg'], 0);
    const call = t.calls[0] as Call;
    call.options.onText('Part');
    call.options.onText('ial');
    t.session.stop();
    expect(call.options.signal.aborted).toBe(true);
    expect(t.state()).toMatchObject({ phase: 'done', failure: null });
    expect(t.state().recipe).toMatchObject({ text: 'Partial', status: 'stopped' });
    call.options.onText('late');
    call.end({ kind: 'aborted' });
    await settle();
    expect(t.state().recipe?.text).toBe('Partial');
  });

  it('a failed call: logged, overlay ends after the delay, message shown, old recipe kept', async () => {
    const t = setup();
    t.session.request(['Egg'], 0);
    t.calls[0]?.options.onText('Old recipe');
    t.calls[0]?.end({ kind: 'done', finishReason: 'stop' });
    await settle();
    const old = t.state().recipe;

    t.session.request(['Egg', 'Milk'], 2000);
    const cause = new Error('boom');
    t.calls[1]?.end({
      kind: 'failed',
      failure: { code: 'provider_unavailable' },
      cause,
    });
    await settle();
    expect(t.logError).toHaveBeenCalledWith(expect.stringContaining('provider_unavailable'), cause);
    expect(t.state().phase).toBe('loading');
    await vi.advanceTimersByTimeAsync(2000);
    expect(t.state().phase).toBe('error');
    expect(t.state().failure).toEqual({
      code: 'provider_unavailable',
      partial: false,
    });
    expect(t.state().recipe).toBe(old);
  });

  it('a 429 keeps its retry time for the message', async () => {
    const t = setup();
    t.session.request(['Egg'], 0);
    t.calls[0]?.end({
      kind: 'failed',
      failure: { code: 'rate_limited', retryAfterSeconds: 42 },
      cause: null,
    });
    await settle();
    expect(t.state().failure?.retryAfterSeconds).toBe(42);
  });

  it('a stream cut short keeps the partial text, marked as cut short', async () => {
    const t = setup();
    t.session.request(['Egg'], 0);
    t.calls[0]?.options.onText('Half a rec');
    t.calls[0]?.end({
      kind: 'failed',
      failure: { code: 'cut_short' },
      cause: new Error('reset'),
    });
    await settle();
    expect(t.state().phase).toBe('done');
    expect(t.state().recipe).toMatchObject({ text: 'Half a rec', status: 'cut-short' });
    expect(t.state().failure).toMatchObject({ code: 'cut_short', partial: true });
  });

  it('regenerate: the new recipe replaces the old one only when its text starts to arrive', async () => {
    const t = setup();
    t.session.request(['Egg'], 0);
    t.calls[0]?.options.onText('First');
    t.calls[0]?.end({ kind: 'done', finishReason: 'stop' });
    await settle();
    const first = t.state().recipe;

    t.session.request(['Egg'], 1000);
    await vi.advanceTimersByTimeAsync(1500);
    expect(t.state().recipe).toBe(first);
    t.calls[1]?.options.onText('Second');
    expect(t.state().recipe?.text).toBe('Second');
    expect(t.state().recipe?.id).not.toBe(first?.id);
  });

  it('a new request abandons the running one', async () => {
    const t = setup();
    t.session.request(['Egg'], 0);
    const first = t.calls[0] as Call;
    t.session.request(['Milk'], 0);
    expect(first.options.signal.aborted).toBe(true);
    first.options.onText('stale');
    first.end({ kind: 'done', finishReason: 'stop' });
    await settle();
    expect(t.state().phase).toBe('loading');
    expect(t.state().recipe).toBeNull();
  });

  it('an empty answer is a failure, not an empty recipe', async () => {
    const t = setup();
    t.session.request(['Egg'], 0);
    t.calls[0]?.end({ kind: 'done', finishReason: 'stop' });
    await settle();
    expect(t.state().phase).toBe('error');
    expect(t.state().failure?.code).toBe('empty_recipe');
  });

  it('abandon (page closed) during the overlay aborts quietly', () => {
    const t = setup();
    t.session.request(['Egg'], 2000);
    t.session.abandon();
    expect(t.calls[0]?.options.signal.aborted).toBe(true);
    expect(t.state()).toMatchObject({ phase: 'idle', recipe: null, failure: null });
  });
});
