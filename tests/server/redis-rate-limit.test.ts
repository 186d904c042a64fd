/**
 * Scaling out: two server instances share one rate limit through a real redis-server on loopback.
 * Redis trouble fails open: the server neither crashes nor refuses recipes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedProvider, postRecipe, startApp, testConfig, type RunningApp } from './helpers';

async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address() as AddressInfo;
  await new Promise<void>((resolve) => srv.close(() => resolve()));
  return port;
}

async function startRedis(port: number): Promise<ChildProcess> {
  const proc = spawn(
    '/usr/bin/redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('redis-server did not start')), 10_000);
    proc.stdout?.on('data', (d: Buffer) => {
      if (d.toString().includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    proc.on('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
  });
  return proc;
}

async function stopRedis(proc: ChildProcess | undefined) {
  if (!proc || proc.exitCode !== null) return;
  const exited = new Promise((resolve) => proc.once('exit', resolve));
  proc.kill('SIGKILL');
  await exited;
}

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
    a = await startApp(config, { provider: fixedProvider() });
    b = await startApp(config, { provider: fixedProvider() });
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
