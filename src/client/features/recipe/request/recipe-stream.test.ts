import { describe, expect, it, vi } from 'vitest';
import { controlledStream, jsonResponse, sseEvent } from '../../../test-utils/sse';
import { parseRetryAfter } from '../../../../shared/retry-after';
import { failureText } from './failure';
import { streamRecipe, type StreamResult } from './recipe-stream';

function run(fetchImpl: typeof fetch, signal = new AbortController().signal) {
  const texts: string[] = [];
  const result = streamRecipe(
    { ingredients: ['Egg', ' Rice '] },
    { signal, onDelta: (t) => texts.push(t), fetchImpl },
  );
  return { texts, result };
}

describe('streamRecipe', () => {
  it('posts the ingredients as typed and streams deltas until done', async () => {
    const s = controlledStream();
    const fetchImpl = vi.fn(async () => s.response);
    const { texts, result } = run(fetchImpl as unknown as typeof fetch);
    // Events split across reads, even mid-line and mid-character.
    const raw = sseEvent('delta', { text: '# Pan' }) + sseEvent('delta', { text: 'cakes – ok' });
    s.push(raw.slice(0, 10));
    s.push(raw.slice(10, 41));
    s.push(raw.slice(41));
    s.done('length');
    await expect(result).resolves.toEqual({ kind: 'done', finishReason: 'length' });
    expect(texts.join('')).toBe('# Pancakes – ok');
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/recipe');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ ingredients: ['Egg', ' Rice '] });
  });

  it('turns a JSON error answer into its code and retry time, and the page’s own words', async () => {
    const body = { error: { code: 'rate_limited', message: 'Slow down.' } };
    const fetchImpl = async () => jsonResponse(429, body, { 'Retry-After': '30' });
    const { result } = run(fetchImpl as typeof fetch);
    const r = (await result) as Extract<StreamResult, { kind: 'failed' }>;
    expect(r.kind).toBe('failed');
    expect(r.failure).toEqual({ code: 'rate_limited', retryAfterSeconds: 30 });
    expect(failureText(r.failure)).toBe(
      'You have asked for many recipes in a short time. Please try again in 30 seconds.',
    );
  });

  it('gives a plain message when the error body is not JSON', async () => {
    const fetchImpl = async () =>
      new Response('<html>502 Bad Gateway nginx</html>', { status: 502 });
    const r = (await run(fetchImpl as typeof fetch).result) as Extract<
      StreamResult,
      { kind: 'failed' }
    >;
    expect(r.failure.code).toBe('internal_error');
    expect(failureText(r.failure)).not.toMatch(/nginx|502|html/i);
  });

  const failedFetch = async () => {
    const fetchImpl = async () => {
      throw new TypeError('Failed to fetch');
    };
    return (await run(fetchImpl as typeof fetch).result) as Extract<
      StreamResult,
      { kind: 'failed' }
    >;
  };

  it('reports a network failure in plain words', async () => {
    const r = await failedFetch();
    expect(r.failure.code).toBe('network_error');
    expect(r.cause).toBeInstanceOf(TypeError);
  });

  it('with the browser offline, says so in one line: saved recipes still work', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const r = await failedFetch();
      expect(r.failure.code).toBe('offline');
      expect(failureText(r.failure)).toBe('You are offline: saved recipes still work');
    } finally {
      onLine.mockRestore();
    }
  });

  it('ends with the error event sent mid-stream', async () => {
    const s = controlledStream();
    const { texts, result } = run((async () => s.response) as typeof fetch);
    s.delta('Half a ');
    s.errorEvent({ code: 'stream_interrupted', message: 'The recipe stopped early.' });
    const r = (await result) as Extract<StreamResult, { kind: 'failed' }>;
    expect(texts).toEqual(['Half a ']);
    expect(r.failure).toEqual({ code: 'stream_interrupted' });
  });

  it('calls a stream that closes without done "cut short"', async () => {
    const s = controlledStream();
    const { result } = run((async () => s.response) as typeof fetch);
    s.delta('Half');
    s.close();
    const r = (await result) as Extract<StreamResult, { kind: 'failed' }>;
    expect(r.failure.code).toBe('cut_short');
  });

  it('calls a reset connection "cut short"', async () => {
    const s = controlledStream();
    const { result } = run((async () => s.response) as typeof fetch);
    s.delta('Half');
    s.fail();
    const r = (await result) as Extract<StreamResult, { kind: 'failed' }>;
    expect(r.failure.code).toBe('cut_short');
  });

  it('refuses malformed event data', async () => {
    const s = controlledStream();
    const { result } = run((async () => s.response) as typeof fetch);
    s.push('event: delta\ndata: {not json\n\n');
    const r = (await result) as Extract<StreamResult, { kind: 'failed' }>;
    expect(r.failure.code).toBe('bad_response');
    expect(s.cancelled()).toBe(true);
  });

  it('refuses a 200 answer that is not an event stream', async () => {
    const fetchImpl = async () => new Response('<html></html>', { status: 200 });
    const r = (await run(fetchImpl as typeof fetch).result) as Extract<
      StreamResult,
      { kind: 'failed' }
    >;
    expect(r.failure.code).toBe('bad_response');
  });

  it('reports an abort as aborted, not as a failure', async () => {
    const s = controlledStream();
    const abort = new AbortController();
    const { result } = run((async () => s.response) as typeof fetch, abort.signal);
    s.delta('Some');
    await new Promise((r) => setTimeout(r, 0));
    abort.abort();
    s.fail(new DOMException('aborted', 'AbortError'));
    await expect(result).resolves.toEqual({ kind: 'aborted' });
  });
});

describe('retry times', () => {
  it('reads Retry-After as seconds or a date, in milliseconds', () => {
    expect(parseRetryAfter('12')).toBe(12_000);
    expect(parseRetryAfter(new Date(61_000).toUTCString(), 0)).toBe(61_000);
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter(null)).toBeUndefined();
  });

  it('says when to try again in seconds, then minutes, and "in a moment" when unknown', () => {
    expect(failureText({ code: 'busy', retryAfterSeconds: 1 })).toBe(
      'Pantry Chef is busy right now. Please try again in 1 second.',
    );
    expect(failureText({ code: 'busy', retryAfterSeconds: 150 })).toBe(
      'Pantry Chef is busy right now. Please try again in 3 minutes.',
    );
    expect(failureText({ code: 'busy' })).toBe(
      'Pantry Chef is busy right now. Please try again in a moment.',
    );
  });
});

describe('the stream contract', () => {
  it.each([
    ['a delta without text', 'event: delta\ndata: {"piece":"x"}\n\n'],
    ['a done with an unknown reason', 'event: done\ndata: {"finishReason":"tired"}\n\n'],
    ['an error without a code', 'event: error\ndata: {"message":"x"}\n\n'],
  ])('treats %s as a broken stream', async (_name, raw) => {
    const s = controlledStream();
    const { result } = run((async () => s.response) as typeof fetch);
    s.delta('Some');
    s.push(raw);
    const r = (await result) as Extract<StreamResult, { kind: 'failed' }>;
    expect(r.failure.code).toBe('bad_response');
  });

  it('reads on past an event this page does not know', async () => {
    const s = controlledStream();
    const { texts, result } = run((async () => s.response) as typeof fetch);
    s.push('event: progress\ndata: {"percent":3}\n\n');
    s.delta('Soup');
    s.done('stop');
    await expect(result).resolves.toEqual({ kind: 'done', finishReason: 'stop' });
    expect(texts).toEqual(['Soup']);
  });

  it('an error code this page does not know reads as the connection lost', async () => {
    const s = controlledStream();
    const { result } = run((async () => s.response) as typeof fetch);
    s.delta('Half');
    s.errorEvent({ code: 'some_future_code', message: 'x' });
    const r = (await result) as Extract<StreamResult, { kind: 'failed' }>;
    expect(r.failure).toEqual({ code: 'cut_short' });
  });
});
