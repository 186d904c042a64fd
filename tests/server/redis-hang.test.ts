import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedProvider, logCollector, postRecipe, startApp, testConfig } from './helpers';
import { freePort, freezableRelay, startRedis, stopRedis } from './redis-server';

const settings = { LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '100', RECIPES_PER_DAY: '100' };

async function askThree(url: string) {
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    const res = await postRecipe(url, { ingredients: ['egg'] });
    await res.text();
    expect(res.status).toBe(200);
    // The command timeout is 100 ms; the rest is room for a busy machine.
    expect(performance.now() - started).toBeLessThan(1_000);
  }
}

async function appThrough(relay: { url: string }) {
  const logs = logCollector();
  const server = await startApp(testConfig({ ...settings, REDIS_URL: relay.url }), {
    provider: fixedProvider(),
    logStream: logs.stream,
  });
  return { logs, server };
}

describe('a Redis that stops answering', () => {
  let redis: ChildProcess | undefined;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
  });
  afterAll(() => stopRedis(redis));

  it('after start: each request fails open within the command timeout, and it is logged', async () => {
    const relay = await freezableRelay(port);
    const { logs, server } = await appThrough(relay);
    try {
      await askThree(server.url);
      // Connected and ready; from now on every command waits for an answer that never comes.
      relay.freeze();
      await askThree(server.url);
      const warnings = logs.lines().map((l) => String(l.msg));
      expect(warnings).toContain('rate-limit store failed; requests are not being counted');
      expect(warnings).toContain('daily recipe count failed in Redis; counting in this instance');
      expect(logs.text()).toContain('Command timed out');
    } finally {
      await server.close();
      await relay.close();
    }
  });

  it('from the start: a server that accepts and never answers costs requests nothing', async () => {
    const relay = await freezableRelay(port);
    relay.freeze();
    const { logs, server } = await appThrough(relay);
    try {
      await askThree(server.url);
      expect(logs.text()).toContain('rate-limit store failed');
    } finally {
      await server.close();
      await relay.close();
    }
  });
});
