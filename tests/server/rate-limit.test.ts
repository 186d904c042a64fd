import { describe, expect, it } from 'vitest';
import { startFakeProvider } from '../fixtures/fake-provider';
import {
  fixedProvider,
  logCollector,
  postRecipe,
  readEvents,
  startApp,
  testConfig,
} from './helpers';

type ErrorJson = { error: { code: string; message: string; retryAfterSeconds?: number } };

describe('per-client rate limit on /api/recipe', () => {
  it('allows RATE_LIMIT_PER_MINUTE requests, then 429 with Retry-After and our error body', async () => {
    const server = await startApp(testConfig({ RATE_LIMIT_PER_MINUTE: '3' }), {
      provider: fixedProvider(),
    });
    try {
      for (let i = 0; i < 3; i++) {
        const res = await postRecipe(server.url, { ingredients: ['egg'] });
        expect(res.status).toBe(200);
        await res.text();
      }
      const limited = await postRecipe(server.url, { ingredients: ['egg'] });
      expect(limited.status).toBe(429);
      const retryAfter = Number(limited.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      const body = (await limited.json()) as ErrorJson;
      expect(body.error.code).toBe('rate_limited');
      expect(body.error.retryAfterSeconds).toBe(retryAfter);
      expect(body.error.message).toContain(`${retryAfter} second`);
      // Invalid requests count too: the limit is about traffic, not about successes.
      const invalid = await postRecipe(server.url, { ingredients: [] });
      expect(invalid.status).toBe(429);

      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      expect((await fetch(`${server.url}/api/config`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('counts clients apart by IP, from X-Forwarded-For only as far as TRUST_PROXY trusts', async () => {
    const oneHop = await startApp(testConfig({ RATE_LIMIT_PER_MINUTE: '1', TRUST_PROXY: '1' }), {
      provider: fixedProvider(),
    });
    const untrusted = await startApp(testConfig({ RATE_LIMIT_PER_MINUTE: '1' }), {
      provider: fixedProvider(),
    });
    try {
      const as = (base: string, xff: string) =>
        postRecipe(base, { ingredients: ['egg'] }, { headers: { 'x-forwarded-for': xff } });
      // The proxy (this test, on loopback) appended the address it saw: the right-most entry.
      expect((await as(oneHop.url, '203.0.113.1')).status).toBe(200);
      expect((await as(oneHop.url, '203.0.113.2')).status).toBe(200);
      expect((await as(oneHop.url, '203.0.113.1')).status).toBe(429);

      expect((await as(untrusted.url, '203.0.113.1')).status).toBe(200);
      // A forged header does not buy a fresh allowance.
      expect((await as(untrusted.url, '203.0.113.2')).status).toBe(429);
    } finally {
      await oneHop.close();
      await untrusted.close();
    }
  });

  it('with one trusted hop, a forged left-most X-Forwarded-For never buys a fresh allowance', async () => {
    const server = await startApp(testConfig({ RATE_LIMIT_PER_MINUTE: '5', TRUST_PROXY: '1' }), {
      provider: fixedProvider(),
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) {
        // What nginx sends for a visitor at 198.51.100.9 who wrote their own header.
        const xff = `10.0.${i}.${i + 1}, 198.51.100.9`;
        const res = await postRecipe(
          server.url,
          { ingredients: ['egg'] },
          { headers: { 'x-forwarded-for': xff } },
        );
        await res.text();
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      expect(statuses.slice(5)).toEqual(Array.from({ length: 25 }, () => 429));
    } finally {
      await server.close();
    }
  });

  it('trusts a list of proxy addresses and CIDR ranges, and nothing else', async () => {
    const server = await startApp(
      testConfig({ RATE_LIMIT_PER_MINUTE: '1', TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }),
      { provider: fixedProvider() },
    );
    try {
      const as = (xff: string) =>
        postRecipe(server.url, { ingredients: ['egg'] }, { headers: { 'x-forwarded-for': xff } });
      // 127.0.0.1 and 10.1.2.3 are proxies: the visitor is the first address that is not.
      expect((await as('203.0.113.5, 10.1.2.3')).status).toBe(200);
      expect((await as('198.51.100.1, 203.0.113.5, 10.1.2.3')).status).toBe(429);
      expect((await as('203.0.113.6')).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('reads TRUST_PROXY as Fastify does, rejects other values, and warns at start about true', async () => {
    expect(testConfig({}).trustProxy).toBe(false);
    expect(testConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(testConfig({ TRUST_PROXY: 'loopback, fd00::/8,192.168.1.7' }).trustProxy).toEqual([
      'loopback',
      'fd00::/8',
      '192.168.1.7',
    ]);
    for (const bad of ['yes', '10.0.0.0/33', 'proxy.example', '1.2.3']) {
      expect(() => testConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY: must be/);
    }
    const warned = async (value: string) => {
      const logs = logCollector();
      const server = await startApp(testConfig({ TRUST_PROXY: value, LOG_LEVEL: 'warn' }), {
        provider: fixedProvider(),
        logStream: logs.stream,
      });
      await server.close();
      return logs.lines().some((l) => String(l.msg).includes('TRUST_PROXY=true'));
    };
    expect(await warned('true')).toBe(true);
    expect(await warned('1')).toBe(false);
  });
});

describe('concurrent stream caps', () => {
  it('per client: past MAX_STREAMS_PER_CLIENT → 429 too_many_streams; freed when one ends', async () => {
    const fake = await startFakeProvider({ scenario: { tokens: 30, tokensPerSecond: 30 } });
    const server = await startApp(
      testConfig({ LLM_BASE_URL: fake.url, MAX_STREAMS_PER_CLIENT: '2', TRUST_PROXY: 'true' }),
    );
    try {
      const open = [
        await postRecipe(server.url, { ingredients: ['egg'] }),
        await postRecipe(server.url, { ingredients: ['egg'] }),
      ];
      for (const r of open) expect(r.status).toBe(200);
      const third = await postRecipe(server.url, { ingredients: ['egg'] });
      expect(third.status).toBe(429);
      expect(((await third.json()) as ErrorJson).error.code).toBe('too_many_streams');
      const other = await postRecipe(
        server.url,
        { ingredients: ['egg'] },
        { headers: { 'x-forwarded-for': '198.51.100.7' } },
      );
      expect(other.status).toBe(200);
      await other.text();

      await Promise.all(open.map((r) => readEvents(r)));
      const again = await postRecipe(server.url, { ingredients: ['egg'] });
      expect(again.status).toBe(200);
      await again.text();
    } finally {
      await server.close();
      await fake.close();
    }
  });

  it('in total: past MAX_STREAMS_TOTAL → 503 busy with Retry-After', async () => {
    const fake = await startFakeProvider({ scenario: { tokens: 30, tokensPerSecond: 30 } });
    const server = await startApp(
      testConfig({ LLM_BASE_URL: fake.url, MAX_STREAMS_TOTAL: '2', TRUST_PROXY: 'true' }),
    );
    try {
      const from = (ip: string) =>
        postRecipe(server.url, { ingredients: ['egg'] }, { headers: { 'x-forwarded-for': ip } });
      const open = [await from('198.51.100.1'), await from('198.51.100.2')];
      for (const r of open) expect(r.status).toBe(200);
      const busy = await from('198.51.100.3');
      expect(busy.status).toBe(503);
      expect(busy.headers.get('retry-after')).toMatch(/^\d+$/);
      const body = (await busy.json()) as ErrorJson;
      expect(body.error.code).toBe('busy');
      expect(body.error.retryAfterSeconds).toBeGreaterThan(0);
      await Promise.all(open.map((r) => r.text()));
      expect((await from('198.51.100.3')).status).toBe(200);
    } finally {
      await server.close();
      await fake.close();
    }
  });

  it('a failed provider call frees its slot at once', async () => {
    const fake = await startFakeProvider({ scenario: { status: 500, errorBody: { error: 'x' } } });
    const server = await startApp(
      testConfig({ LLM_BASE_URL: fake.url, MAX_STREAMS_PER_CLIENT: '1', LLM_MAX_RETRIES: '0' }),
    );
    try {
      for (let i = 0; i < 3; i++) {
        expect((await postRecipe(server.url, { ingredients: ['egg'] })).status).toBe(503);
      }
    } finally {
      await server.close();
      await fake.close();
    }
  });
});
