import { describe, expect, it } from 'vitest';
import { FAKE_RECIPE, type FakeScenario } from '../fixtures/fake-provider';
import {
  TEST_KEY,
  appWithFakeForSuite,
  postRecipe,
  readEvents,
  recipeText,
  type ParsedEvent,
} from './helpers';
/** Put in every upstream error body: it must never reach the visitor. */
const UPSTREAM = 'UPSTREAM-DETAIL-7f3a';

function assertPlain(text: string) {
  expect(text).not.toContain(TEST_KEY);
  expect(text).not.toMatch(/Bearer/i);
  expect(text).not.toContain(UPSTREAM);
  expect(text).not.toMatch(/\n\s+at |Error:|undici|openai|127\.0\.0\.1|ECONN|socket/i);
}

interface Case {
  name: string;
  scenario: FakeScenario;
  status: number;
  code: string;
  retryAfter?: number;
}

const beforeText: Case[] = [
  {
    name: '401 bad token (string error body)',
    scenario: { status: 401, errorBody: { error: `Invalid credentials ${UPSTREAM}` } },
    status: 502,
    code: 'provider_auth',
  },
  {
    name: '403 token without permission (object error body)',
    scenario: {
      status: 403,
      errorBody: { error: { message: `Forbidden ${UPSTREAM}`, type: 'permission_error' } },
    },
    status: 502,
    code: 'provider_auth',
  },
  {
    name: '402 credits used up',
    scenario: { status: 402, errorBody: { error: `You have used your credits ${UPSTREAM}` } },
    status: 502,
    code: 'provider_credits',
  },
  {
    name: '400 model_not_supported',
    scenario: {
      status: 400,
      errorBody: {
        error: {
          message: `The requested model is not supported by any provider ${UPSTREAM}`,
          type: 'invalid_request_error',
          param: 'model',
          code: 'model_not_supported',
        },
      },
    },
    status: 502,
    code: 'provider_model_unavailable',
  },
  {
    name: '404 model not found',
    scenario: { status: 404, errorBody: { error: `Model not found ${UPSTREAM}` } },
    status: 502,
    code: 'provider_model_unavailable',
  },
  {
    name: '429 with Retry-After',
    scenario: {
      status: 429,
      headers: { 'retry-after': '30' },
      errorBody: { error: { message: `Rate limit reached ${UPSTREAM}` } },
    },
    status: 429,
    code: 'provider_rate_limited',
    retryAfter: 30,
  },
  {
    name: '429 without Retry-After',
    scenario: { status: 429, errorBody: { error: `Too many requests ${UPSTREAM}` } },
    status: 429,
    code: 'provider_rate_limited',
  },
  {
    name: '500 internal error',
    scenario: { status: 500, errorBody: { error: { message: `Traceback ${UPSTREAM}` } } },
    status: 503,
    code: 'provider_unavailable',
  },
  {
    name: '503 unavailable',
    scenario: { status: 503, errorBody: { error: `Service unavailable ${UPSTREAM}` } },
    status: 503,
    code: 'provider_unavailable',
  },
  {
    name: '503 with a non-JSON body',
    scenario: { status: 503, errorBody: `<html>${UPSTREAM}</html>` },
    status: 503,
    code: 'provider_unavailable',
  },
  {
    name: 'no answer at all (hang)',
    scenario: { hang: true },
    status: 504,
    code: 'provider_timeout',
  },
  {
    name: 'first token later than the first-byte timeout',
    scenario: { firstTokenMs: 1500 },
    status: 504,
    code: 'provider_timeout',
  },
  {
    name: 'connection reset before the response',
    scenario: { resetBeforeResponse: true },
    status: 503,
    code: 'provider_unavailable',
  },
  {
    name: 'malformed SSE before any text',
    scenario: { malformedAfterChunks: 0 },
    status: 502,
    code: 'provider_bad_response',
  },
  {
    name: 'an {"error"} event before any text',
    scenario: { errorEventAfterChunks: 0 },
    status: 503,
    code: 'provider_unavailable',
  },
  {
    name: 'a stream that ends without finishing, before any text',
    scenario: { chunks: [], omitDone: true },
    status: 502,
    code: 'provider_bad_response',
  },
];

// Paced, so the deltas before a reset are on the wire well before it.
const midStream: (Omit<Case, 'status'> & { keeps: number })[] = [
  {
    name: 'reset in the middle of the stream',
    scenario: { resetAfterChunks: 5, tokensPerSecond: 10 },
    code: 'stream_interrupted',
    keeps: 5,
  },
  {
    name: 'malformed SSE mid-stream',
    scenario: { malformedAfterChunks: 5 },
    code: 'stream_interrupted',
    keeps: 5,
  },
  {
    name: 'an {"error"} event mid-stream',
    scenario: { errorEventAfterChunks: 5 },
    code: 'stream_interrupted',
    keeps: 5,
  },
  {
    name: 'the stream stops without [DONE]',
    scenario: { tokens: 6, omitDone: true },
    code: 'stream_interrupted',
    keeps: 6,
  },
  {
    name: 'silence between chunks past the idle timeout',
    scenario: { tokens: 4, tokensPerSecond: 1.5 },
    code: 'provider_timeout',
    keeps: 1,
  },
];

describe('provider failures, one attempt each', () => {
  const setup = appWithFakeForSuite({
    LLM_MAX_RETRIES: '0',
    LLM_FIRST_BYTE_TIMEOUT_MS: '400',
    LLM_IDLE_TIMEOUT_MS: '400',
  });

  async function expectHealthy() {
    const health = await fetch(`${setup.server.url}/api/health`);
    expect(health.status).toBe(200);
    expect(((await health.json()) as { status: string }).status).toBe('ok');
  }

  it.each(beforeText)('$name → $status $code', async (c) => {
    setup.fake.setScenario(c.scenario);
    const res = await postRecipe(setup.server.url, { ingredients: ['egg', 'rice'] });
    const raw = await res.text();
    expect(res.status, raw).toBe(c.status);
    expect(res.headers.get('content-type')).toContain('application/json');
    const body = JSON.parse(raw) as {
      error: { code: string; message: string; retryAfterSeconds?: number };
    };
    expect(body.error.code).toBe(c.code);
    expect(body.error.message).toMatch(/^[A-Z][^\n]*\.$/);
    assertPlain(raw);
    for (const [name, value] of res.headers) {
      assertPlain(`${name}: ${value}`);
    }
    if (c.retryAfter !== undefined) {
      expect(res.headers.get('retry-after')).toBe(String(c.retryAfter));
      expect(body.error.retryAfterSeconds).toBe(c.retryAfter);
      expect(body.error.message).toContain(`${c.retryAfter} seconds`);
    } else {
      expect(res.headers.get('retry-after')).toBeNull();
    }
    await expectHealthy();
  });

  it.each(midStream)('$name → partial recipe kept, then an error event $code', async (c) => {
    setup.fake.setScenario(c.scenario);
    const res = await postRecipe(setup.server.url, { ingredients: ['egg', 'rice'] });
    expect(res.status).toBe(200);
    const events: ParsedEvent[] = await readEvents(res);
    const deltas = events.filter((e) => e.event === 'delta');
    // A reset errors the fetch body stream, which drops deltas received but not yet read (web
    // streams discard their queue on error): on a busy machine the last ones can be lost.
    const least = c.scenario.resetAfterChunks !== undefined ? 1 : c.keeps;
    expect(deltas.length).toBeGreaterThanOrEqual(least);
    expect(deltas.length).toBeLessThanOrEqual(c.keeps);
    expect(FAKE_RECIPE.startsWith(recipeText(events))).toBe(true);
    const last = events.at(-1);
    expect(last?.event).toBe('error');
    expect(last?.data.code).toBe(c.code);
    expect(events.some((e) => e.event === 'done')).toBe(false);
    assertPlain(JSON.stringify(last?.data));
    await expectHealthy();
  });

  it('after every failure above, a normal recipe still works', async () => {
    setup.fake.setScenario({ tokens: 8 });
    const res = await postRecipe(setup.server.url, { ingredients: ['egg'] });
    expect(res.status).toBe(200);
    expect(recipeText(await readEvents(res))).toBe(FAKE_RECIPE);
    // Nothing left open towards the provider but idle keep-alive connections.
    expect(setup.fake.openConnections()).toBeLessThanOrEqual(2);
  });
});

describe('retries: only before any text, bounded, honouring Retry-After', () => {
  const setup = appWithFakeForSuite({
    LLM_MAX_RETRIES: '2',
    LLM_RETRY_MAX_WAIT_MS: '2000',
    LLM_FIRST_BYTE_TIMEOUT_MS: '1000',
  });

  async function run(scenarios: FakeScenario[]) {
    setup.fake.setScenario(scenarios);
    const before = setup.fake.requests.length;
    const started = performance.now();
    const res = await postRecipe(setup.server.url, { ingredients: ['egg'] });
    const text = await res.text();
    return {
      res,
      text,
      attempts: setup.fake.requests.length - before,
      ms: performance.now() - started,
    };
  }

  it('503, 503, then success: three upstream requests, exactly one recipe', async () => {
    const { res, text, attempts } = await run([
      { status: 503, errorBody: { error: 'busy' } },
      { status: 503, errorBody: { error: 'busy' } },
      { tokens: 10 },
    ]);
    expect(res.status).toBe(200);
    expect(attempts).toBe(3);
    const events = await readEvents(new Response(text));
    expect(recipeText(events)).toBe(FAKE_RECIPE);
    expect(events.filter((e) => e.event === 'done')).toHaveLength(1);
  });

  it('a reset before the response, then success: retried once', async () => {
    const { res, attempts } = await run([{ resetBeforeResponse: true }, { tokens: 4 }]);
    expect(res.status).toBe(200);
    expect(attempts).toBe(2);
  });

  it('429 with a short Retry-After waits that long, then succeeds', async () => {
    const { res, attempts, ms } = await run([
      { status: 429, headers: { 'retry-after': '1' }, errorBody: { error: 'slow down' } },
      { tokens: 4 },
    ]);
    expect(res.status).toBe(200);
    expect(attempts).toBe(2);
    expect(ms).toBeGreaterThanOrEqual(950);
  });

  it('Retry-After longer than the longest wait: no wait, the visitor is told when to retry', async () => {
    const a = await run([
      { status: 503, headers: { 'retry-after': '120' }, errorBody: { error: 'x' } },
    ]);
    expect(a.res.status).toBe(503);
    expect(a.attempts).toBe(1);
    expect(a.ms).toBeLessThan(1000);
    expect(a.res.headers.get('retry-after')).toBe('120');
    expect(JSON.parse(a.text)).toMatchObject({
      error: { code: 'provider_unavailable', retryAfterSeconds: 120 },
    });

    const b = await run([
      { status: 429, headers: { 'retry-after': '90' }, errorBody: { error: 'x' } },
    ]);
    expect(b.res.status).toBe(429);
    expect(b.attempts).toBe(1);
    expect(b.ms).toBeLessThan(1000);
    expect(JSON.parse(b.text)).toMatchObject({
      error: { code: 'provider_rate_limited', retryAfterSeconds: 90 },
    });
  });

  it('gives up after the configured number of retries', async () => {
    const { res, attempts } = await run([{ status: 502, errorBody: { error: 'bad gateway' } }]);
    expect(res.status).toBe(503);
    expect(attempts).toBe(3);
  });

  it('never retries what cannot succeed (401)', async () => {
    const { res, attempts } = await run([
      { status: 401, errorBody: { error: 'no' } },
      { tokens: 3 },
    ]);
    expect(res.status).toBe(502);
    expect(attempts).toBe(1);
  });

  it('never retries once text was sent: no duplicate recipe', async () => {
    const { res, text, attempts } = await run([
      { resetAfterChunks: 3, tokensPerSecond: 10 },
      { tokens: 5 },
    ]);
    expect(res.status).toBe(200);
    expect(attempts).toBe(1);
    const events = await readEvents(new Response(text));
    const deltas = events.filter((e) => e.event === 'delta').length;
    expect(deltas).toBeGreaterThanOrEqual(1); // see the reset note above
    expect(deltas).toBeLessThanOrEqual(3);
    expect(events.at(-1)).toMatchObject({ event: 'error', data: { code: 'stream_interrupted' } });
  });
});
