import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { RECIPE_MAX_BYTES } from '../../src/server/config';
import {
  fixedProvider,
  NO_PAGE,
  postRecipe,
  readEvents,
  recipeText,
  startApp,
  startAppWithFake,
  testConfig,
} from './helpers';

const EGG = { ingredients: ['egg'] };

describe('recipe time and size limits', () => {
  it("defaults: 180 s remote; the embedded model's own, from its measured pace", () => {
    expect(testConfig({ LLM_BASE_URL: 'http://127.0.0.1:1/v1' }).recipeLimits).toEqual({
      maxMs: 180_000,
      maxBytes: 64 * 1024,
    });
    // Left to the provider (see pace.test.ts and the embedded model's tests for its figure).
    expect(testConfig({}).recipeLimits.maxMs).toBeUndefined();
    expect(testConfig({ RECIPE_MAX_MS: '5000' }).recipeLimits.maxMs).toBe(5000);
    expect(() => testConfig({ RECIPE_MAX_MS: '10' })).toThrow(/RECIPE_MAX_MS/);
  });

  it('past RECIPE_MAX_MS: an error event recipe_time_limit, and the upstream call is aborted', async () => {
    const running = await startAppWithFake(
      { RECIPE_MAX_MS: '1000' },
      {},
      { scenario: { tokens: 200, tokensPerSecond: 20 } },
    );
    try {
      const started = performance.now();
      const res = await postRecipe(running.server.url, EGG);
      expect(res.status).toBe(200);
      const events = await readEvents(res);
      const elapsed = performance.now() - started;
      expect(elapsed).toBeGreaterThanOrEqual(950);
      expect(elapsed).toBeLessThan(5000);
      const last = events.at(-1);
      expect(last?.event).toBe('error');
      expect(last?.data.code).toBe('recipe_time_limit');
      expect(String(last?.data.message)).toMatch(/longer than this site allows/);
      expect(recipeText(events).length).toBeGreaterThan(0);
      const upstream = await running.fake.waitForEnd(0);
      expect(upstream.abortedAt).toBeDefined();
      expect(upstream.chunksSent).toBeLessThan(200);
    } finally {
      await running.close();
    }
  });

  it("unset, the provider's limit from its pace holds; RECIPE_MAX_MS, when set, wins", async () => {
    const cutAfter = async (env: Record<string, string>, providerLimitMs: number) => {
      const provider = Object.assign(
        fixedProvider(
          Array.from({ length: 100 }, () => 'slow '),
          { delayMs: 100 },
        ),
        { recipeTimeLimitMs: () => providerLimitMs },
      );
      const server = await startApp(testConfig(env), { provider });
      try {
        const started = performance.now();
        const events = await readEvents(await postRecipe(server.url, EGG));
        expect(events.at(-1)?.data.code).toBe('recipe_time_limit');
        expect(provider.aborted).toBe(1);
        return performance.now() - started;
      } finally {
        await server.close();
      }
    };
    const byPace = await cutAfter({}, 1000);
    expect(byPace).toBeGreaterThanOrEqual(950);
    expect(byPace).toBeLessThan(5000);
    const bySetting = await cutAfter({ RECIPE_MAX_MS: '1000' }, 60_000);
    expect(bySetting).toBeGreaterThanOrEqual(950);
    expect(bySetting).toBeLessThan(5000);
  });

  it('past 64 KB of text: an error event recipe_size_limit, and the upstream call is aborted', async () => {
    const piece = 'x'.repeat(1024);
    const running = await startAppWithFake(
      {},
      {},
      { scenario: { chunks: Array.from({ length: 200 }, () => piece), tokensPerSecond: 400 } },
    );
    try {
      const res = await postRecipe(running.server.url, EGG);
      const events = await readEvents(res);
      expect(events.at(-1)?.data.code).toBe('recipe_size_limit');
      const text = recipeText(events);
      expect(Buffer.byteLength(text)).toBeLessThanOrEqual(RECIPE_MAX_BYTES);
      expect(Buffer.byteLength(text)).toBeGreaterThan(RECIPE_MAX_BYTES - piece.length * 2);
      const upstream = await running.fake.waitForEnd(0);
      expect(upstream.abortedAt).toBeDefined();
      expect(upstream.chunksSent).toBeLessThan(200);
    } finally {
      await running.close();
    }
  });

  it('empty deltas and keep-alive comments do not reset the idle timer', async () => {
    const running = await startAppWithFake(
      { LLM_IDLE_TIMEOUT_MS: '600', LLM_MAX_RETRIES: '0' },
      {},
      { scenario: { chunks: ['# Soup', '\n\nStir.'], emptyDeltasEveryMs: 100 } },
    );
    try {
      const started = performance.now();
      const events = await readEvents(await postRecipe(running.server.url, EGG));
      const elapsed = performance.now() - started;
      expect(recipeText(events)).toBe('# Soup\n\nStir.');
      expect(events.at(-1)?.event).toBe('error');
      expect(events.at(-1)?.data.code).toBe('provider_timeout');
      // Six empty deltas came inside every 600 ms: only text may move the deadline.
      expect(elapsed).toBeGreaterThanOrEqual(550);
      expect(elapsed).toBeLessThan(4000);
      expect((await running.fake.waitForEnd(0)).abortedAt).toBeDefined();
    } finally {
      await running.close();
    }
  });
});

describe('the stream slot', () => {
  it('is released when writing the stream headers fails', async () => {
    const app = buildApp(testConfig({ MAX_STREAMS_PER_CLIENT: '1', METRICS: 'true' }), {
      provider: fixedProvider(),
      staticRoot: NO_PAGE,
    });
    // A header Node refuses to write makes writeHead throw, as a broken hook would.
    app.addHook('preHandler', async (request, reply) => {
      if (request.headers['x-break'] !== undefined) reply.header('x-broken', 'a\nb');
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    try {
      for (let i = 0; i < 3; i++) {
        await expect(postRecipe(url, EGG, { headers: { 'x-break': '1' } })).rejects.toThrow();
      }
      const res = await postRecipe(url, EGG);
      expect(res.status).toBe(200);
      expect(recipeText(await readEvents(res))).toContain('Omelette');
      const metrics = await (await fetch(`${url}/metrics`)).text();
      expect(metrics).toMatch(/^pantry_chef_recipe_streams_running 0$/m);
    } finally {
      await app.close();
    }
  });
});

describe('slow clients', () => {
  it('sets request, connection and keep-alive timeouts on the server', async () => {
    const server = await startApp(testConfig({ KEEP_ALIVE_TIMEOUT_MS: '7000' }), {
      provider: fixedProvider(),
    });
    try {
      expect(server.app.server.requestTimeout).toBe(10_000);
      expect(server.app.server.timeout).toBe(10_000);
      expect(server.app.server.headersTimeout).toBe(10_000);
      expect(server.app.server.keepAliveTimeout).toBe(7_000);
      expect(testConfig({}).keepAliveTimeoutMs).toBe(10_000);
    } finally {
      await server.close();
    }
  });

  function slowRequest(url: string, parts: string[], everyMs: number) {
    const { port } = new URL(url);
    return new Promise<{ closedAfterMs: number; answer: string }>((resolve) => {
      const started = performance.now();
      const socket = connect(Number(port), '127.0.0.1');
      let answer = '';
      const queue = [...parts];
      const timer = setInterval(() => {
        const next = queue.shift();
        if (next !== undefined && !socket.destroyed) socket.write(next);
      }, everyMs);
      socket.on('data', (d: Buffer) => (answer += d.toString()));
      socket.on('error', () => {});
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ closedAfterMs: performance.now() - started, answer });
      });
      socket.write(
        'POST /api/recipe HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
          'Content-Length: 1000\r\n\r\n',
      );
      socket.write(queue.shift() ?? '');
    });
  }

  it('a body that stops after 10 of 1000 bytes is closed, and one that trickles too', async () => {
    const timeouts = { requestTimeoutMs: 1_000, connectionTimeoutMs: 600, checkEveryMs: 200 };
    const server = await startApp(testConfig({}), { provider: fixedProvider(), timeouts });
    try {
      const stalled = await slowRequest(server.url, ['{"ingredi'.padEnd(10, ' ')], 10_000);
      expect(stalled.closedAfterMs).toBeGreaterThanOrEqual(550);
      expect(stalled.closedAfterMs).toBeLessThan(5_000);
      // A byte every 200 ms never leaves the socket idle: the whole-request deadline ends it.
      const trickle = await slowRequest(
        server.url,
        Array.from({ length: 100 }, () => ' '),
        200,
      );
      expect(trickle.closedAfterMs).toBeGreaterThanOrEqual(950);
      expect(trickle.closedAfterMs).toBeLessThan(5_000);
      expect(trickle.answer).toMatch(/^HTTP\/1\.1 408/);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('a recipe that is silent for longer than the idle socket timeout still arrives', async () => {
    const timeouts = { connectionTimeoutMs: 300 };
    const server = await startApp(testConfig({}), {
      provider: fixedProvider(['# Slow', ' soup'], { delayMs: 700 }),
      timeouts,
    });
    try {
      const events = await readEvents(await postRecipe(server.url, EGG));
      expect(recipeText(events)).toBe('# Slow soup');
      expect(events.at(-1)?.event).toBe('done');
    } finally {
      await server.close();
    }
  });
});
