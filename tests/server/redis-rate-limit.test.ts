/** docs/scaling-out.md, "Running more than one": instances share one rate limit and cap through Redis. */
import type { ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeProvider, type FakeProvider } from '../fixtures/fake-provider';
import { startReverseProxy, type ReverseProxy } from '../fixtures/reverse-proxy';
import { fixedProvider, postRecipe, startApp, testConfig, type RunningApp } from './helpers';
import { freePort, startRedis, stopRedis } from './redis-server';

describe('rate limit shared through Redis', () => {
  let redis: ChildProcess | undefined;
  let port: number;
  let a: RunningApp;
  let b: RunningApp;

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    const config = testConfig({
      RATE_LIMIT_PER_MINUTE: '3',
      REDIS_URL: `redis://127.0.0.1:${port}`,
    });
    // Counting exactly: a stall of a busy test machine must not pass for a hung Redis.
    const deps = { redisCommandTimeoutMs: 2_000 };
    a = await startApp(config, { provider: fixedProvider(), ...deps });
    b = await startApp(config, { provider: fixedProvider(), ...deps });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await stopRedis(redis);
  });

  it('two instances count the same client together', async () => {
    const ask = async (server: RunningApp) => {
      const res = await postRecipe(server.url, { ingredients: ['egg'] });
      await res.text();
      return res;
    };
    expect((await ask(a)).status).toBe(200);
    expect((await ask(b)).status).toBe(200);
    expect((await ask(a)).status).toBe(200);
    // Each instance alone has seen at most 2: only a shared count can refuse now.
    const limitedB = await ask(b);
    expect(limitedB.status).toBe(429);
    expect(Number(limitedB.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await ask(a)).status).toBe(429);

    const client = new Redis(`redis://127.0.0.1:${port}`);
    try {
      const keys = await client.keys('pantry-chef-rate-*');
      expect(keys.length).toBe(1);
      expect(Number(await client.get(keys[0]!))).toBe(5);
    } finally {
      client.disconnect();
    }
  });

  it('when Redis goes away, recipes keep being served (fail open) and nothing crashes', async () => {
    await stopRedis(redis);
    redis = undefined;
    for (let i = 0; i < 3; i++) {
      const res = await postRecipe(a.url, { ingredients: ['egg'] });
      expect(res.status).toBe(200);
      await res.text();
    }
    expect((await fetch(`${b.url}/api/health`)).status).toBe(200);
  });
});

describe('Redis unreachable at start', () => {
  it('starts anyway, within the wait, and serves recipes', async () => {
    const nobody = await freePort();
    const started = performance.now();
    const server = await startApp(
      testConfig({ RATE_LIMIT_PER_MINUTE: '1', REDIS_URL: `redis://127.0.0.1:${nobody}` }),
      { provider: fixedProvider() },
    );
    try {
      expect(performance.now() - started).toBeLessThan(5000);
      const res = await postRecipe(server.url, { ingredients: ['egg'] });
      expect(res.status).toBe(200);
      await res.text();
    } finally {
      await server.close();
    }
  });
});

function recipeFrom(base: string, localAddress: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}/api/recipe`,
      { method: 'POST', localAddress, headers: { 'content-type': 'application/json' } },
      (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ ingredients: ['egg'] }));
  });
}

describe('running more than one: instances behind a proxy, one Redis, one model server', () => {
  let redis: ChildProcess | undefined;
  let model: FakeProvider;
  let instances: RunningApp[] = [];
  let proxy: ReverseProxy;

  beforeAll(async () => {
    const port = await freePort();
    redis = await startRedis(port);
    model = await startFakeProvider({ scenario: { tokens: 5 } });
    const config = testConfig({
      LLM_BASE_URL: model.url,
      TRUST_PROXY: '1',
      REDIS_URL: `redis://127.0.0.1:${port}`,
      RATE_LIMIT_PER_MINUTE: '3',
      RECIPES_PER_DAY: '5',
    });
    const deps = { redisCommandTimeoutMs: 2_000 };
    instances = await Promise.all([1, 2, 3].map(() => startApp(config, deps)));
    proxy = await startReverseProxy(instances.map((i) => i.url));
  });
  afterAll(async () => {
    await proxy?.close();
    await Promise.all(instances.map((i) => i.close()));
    await model?.close();
    await stopRedis(redis);
  });

  it('limits each visitor and caps the day across all instances', async () => {
    // Visitor A, at 127.0.0.2, spreads 4 requests over the 3 instances: the 4th is refused.
    const a = [];
    for (let i = 0; i < 4; i++) a.push(await recipeFrom(proxy.url, '127.0.0.2'));
    expect(a.map((r) => r.status)).toEqual([200, 200, 200, 429]);
    expect(a[3]?.body).toContain('"rate_limited"');
    // Visitor B is counted apart, until the day's 5 recipes are spent (3 by A, 2 by B).
    const b = [];
    for (let i = 0; i < 3; i++) b.push(await recipeFrom(proxy.url, '127.0.0.3'));
    expect(b.map((r) => r.status)).toEqual([200, 200, 429]);
    expect(b[2]?.body).toContain('"daily_limit_reached"');
    expect(b[2]?.body).toContain('midnight UTC');
    // A fresh visitor, on whichever instance, is refused too: the cap is the whole server's.
    const c = await recipeFrom(proxy.url, '127.0.0.4');
    expect(c.status).toBe(429);
    expect(c.body).toContain('"daily_limit_reached"');
    expect(new Set(proxy.served)).toEqual(new Set([0, 1, 2]));
    expect(model.requests.length).toBe(5);
  });
});
