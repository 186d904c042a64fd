import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  TEST_KEY,
  appWithFakeForSuite,
  eventually,
  logCollector,
  postRecipe,
  readEvents,
} from './helpers';

const MARKER = 'Zanzibar-saffron-4c1e';
const RECIPE_WORDS = ['Golden Egg', 'comforting', 'Scramble the eggs', 'Enjoy your meal'];

describe('request logging', () => {
  const logs = logCollector();
  const setup = appWithFakeForSuite(
    { LOG_LEVEL: 'trace', LLM_MAX_RETRIES: '1', LLM_RETRY_MAX_WAIT_MS: '100' },
    { logStream: logs.stream },
  );

  const requestLines = () => logs.lines().filter((l) => l.msg === 'request');

  it('logs one line per request with method, path, status, duration and error code, and no private text', async () => {
    const body = { ingredients: [MARKER, 'egg'] };

    setup.fake.setScenario({ tokens: 40 });
    const ok = await postRecipe(setup.server.url, body);
    expect((await readEvents(ok)).at(-1)?.event).toBe('done');

    // A provider failure before any text, echoing the prompt in its error body.
    setup.fake.setScenario({
      status: 401,
      errorBody: { error: { message: `Bad token for prompt: I have ${MARKER}` } },
    });
    expect((await postRecipe(setup.server.url, body)).status).toBe(502);

    // A retried 503, then a failure mid-stream.
    setup.fake.setScenario([
      { status: 503, errorBody: { error: `overloaded ${MARKER}` } },
      { errorEventAfterChunks: 10 },
    ]);
    const cut = await readEvents(await postRecipe(setup.server.url, body));
    expect(cut.at(-1)?.event).toBe('error');

    // Invalid input that quotes the marker; a malformed body that contains it.
    expect((await postRecipe(setup.server.url, { ingredients: [MARKER.repeat(10)] })).status).toBe(
      400,
    );
    expect(
      (await postRecipe(setup.server.url, `{"ingredients": ["${MARKER}"`, { raw: true })).status,
    ).toBe(400);

    expect((await fetch(`${setup.server.url}/api/health?q=${MARKER}`)).status).toBe(200);

    setup.fake.setScenario({ tokens: 200, tokensPerSecond: 50 });
    await new Promise<void>((resolve) => {
      const req = request(`${setup.server.url}/api/recipe`, {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json' },
      });
      req.on('error', () => {});
      req.on('response', (res) => {
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.end(JSON.stringify(body));
    });
    await eventually(() => requestLines().length >= 7);

    const lines = requestLines();
    expect(lines).toHaveLength(7);
    for (const line of lines) {
      expect(line).toMatchObject({
        method: expect.stringMatching(/^(GET|POST)$/),
        path: expect.stringMatching(/^\/api\/(recipe|health)$/),
        status: expect.any(Number),
        durationMs: expect.any(Number),
        requestId: expect.any(String),
      });
    }
    expect(new Set(lines.map((l) => l.requestId)).size).toBe(7);
    expect(lines.map((l) => [l.status, l.errorCode])).toEqual([
      [200, undefined],
      [502, 'provider_auth'],
      [200, 'stream_interrupted'],
      [400, 'invalid_request'],
      [400, 'invalid_request'],
      [200, undefined],
      [200, undefined],
    ]);
    expect(lines[1]).toMatchObject({ failure: 'provider_auth', upstreamStatus: 401 });
    expect(lines[6]).toMatchObject({ clientClosed: true });

    const retry = logs.lines().find((l) => l.msg === 'recipe provider failed; retrying');
    expect(retry).toMatchObject({ failure: 'provider_unavailable', upstreamStatus: 503 });

    const all = logs.text();
    expect(all).not.toContain(MARKER);
    expect(all).not.toContain(TEST_KEY);
    expect(all).not.toMatch(/authorization|bearer/i);
    for (const words of RECIPE_WORDS) expect(all).not.toContain(words);
    expect(all).not.toContain('?q=');
  });
});
