import { describe, expect, it, vi } from 'vitest';
import { controlledStream, jsonResponse, sseEvent } from '../test-utils/sse';
import { parseRetryAfter, retryHint } from './failure';
import { streamRecipe, type StreamResult } from './recipe-stream';

function run(fetchImpl: typeof fetch, signal = new AbortController().signal) {
  const texts: string[] = [];
  const result = streamRecipe(
    { ingredients: ['Egg', ' Rice '] },
    { signal, onText: (t) => texts.push(t), fetchImpl },
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

  it('turns a JSON error answer into the server message with its retry time', async () => {
    const body = { error: { code: 'rate_limited', message: 'Slow down.' } };
    const fetchImpl = async () => jsonResponse(429, body, { 'Retry-After': '30' });
    const { result } = run(fetchImpl as typeof fetch);
    const r = (await result) as Extract<StreamResult, { kind: 'failed' }>;
    expect(r.kind).toBe('failed');
    expect(r.failure).toEqual({
      code: 'rate_limited',
      message: 'Slow down.',
      retryAfterSeconds: 30,
    });
    expect(retryHint(r.failure)).toBe('Please try again in 30 seconds.');
  });

  it('gives a plain message when the error body is not JSON', async () => {
    const fetchImpl = async () =>
      new Response('<html>502 Bad Gateway nginx</html>', { status: 502 });
    const r = (await run(fetchImpl as typeof fetch).result) as Extract<
      StreamResult,
      { kind: 'failed' }
    >;
    expect(r.failure.code).toBe('internal_error');
    expect(r.failure.message).not.toMatch(/nginx|502|html/i);
  });

  it('reports a network failure in plain words', async () => {
    const fetchImpl = async () => {
      throw new TypeError('Failed to fetch');
    };
    const r = (await run(fetchImpl as typeof fetch).result) as Extract<
      StreamResult,
      { kind: 'failed' }
    >;
    expect(r.failure.code).toBe('network_error');
    expect(r.cause).toBeInstanceOf(TypeError);
  });

  it('ends with the error event sent mid-stream', async () => {
    const s = controlledStream();
    const { texts, result } = run((async () => s.response) as typeof fetch);
    s.delta('Half a ');
    s.errorEvent({ code: 'stream_interrupted', message: 'The recipe stopped early.' });
    const r = (await result) as Extract<StreamResult, { kind: 'failed' }>;
    expect(texts).toEqual(['Half a ']);
    expect(r.failure).toEqual({ code: 'stream_interrupted', message: 'The recipe stopped early.' });
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
  it('reads Retry-After as seconds or a date', () => {
    expect(parseRetryAfter('12')).toBe(12);
    expect(parseRetryAfter(new Date(61_000).toUTCString(), 0)).toBe(61);
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter(null)).toBeUndefined();
  });

  it('does not repeat a time the server message already gives', () => {
    expect(
      retryHint({ code: 'rate_limited', message: 'Try again in 5 seconds.', retryAfterSeconds: 5 }),
    ).toBe('');
    expect(retryHint({ code: 'rate_limited', message: 'Busy.', retryAfterSeconds: 1 })).toBe(
      'Please try again in 1 second.',
    );
    expect(retryHint({ code: 'rate_limited', message: 'Busy.', retryAfterSeconds: 150 })).toBe(
      'Please try again in 3 minutes.',
    );
    expect(retryHint({ code: 'rate_limited', message: 'Busy.' })).toBe('');
  });
});
