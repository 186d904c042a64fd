import { request, type ClientRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeProvider, type FakeProvider } from '../fixtures/fake-provider';
import { eventually, postRecipe, readEvents, sleep, startApp, testConfig } from './helpers';

/** `deltas` 0: ready on headers, or never. */
function openStream(base: string, deltas: number): { req: ClientRequest; ready: Promise<void> } {
  let req!: ClientRequest;
  const ready = new Promise<void>((resolve, reject) => {
    req = request(`${base}/api/recipe`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json' },
    });
    req.on('error', () => {}); // we destroy it on purpose
    req.on('response', (res) => {
      let seen = 0;
      res.on('data', (chunk: Buffer) => {
        seen += chunk.toString().split('event: delta').length - 1;
        if (seen >= deltas) resolve();
      });
      res.on('error', () => {});
    });
    req.end(JSON.stringify({ ingredients: ['egg', 'rice'] }));
    if (deltas === 0) resolve();
    setTimeout(() => reject(new Error('stream did not start')), 5000).unref();
  });
  return { req, ready };
}

describe('client disconnect aborts the provider call', () => {
  let fake: FakeProvider;

  beforeAll(async () => {
    fake = await startFakeProvider();
  });
  afterAll(() => fake.close());

  it('mid-stream: upstream aborted within 100 ms of the visitor leaving (measured)', async () => {
    const server = await startApp(
      testConfig({ LLM_BASE_URL: fake.url, MAX_STREAMS_PER_CLIENT: '1' }),
    );
    try {
      fake.setScenario({ tokens: 400, tokensPerSecond: 40 });
      const latencies: number[] = [];
      for (let i = 0; i < 5; i++) {
        const index = fake.requests.length;
        const { req, ready } = openStream(server.url, 3);
        await ready;
        const closedAt = performance.now();
        req.destroy();
        const record = await fake.waitForEnd(index, 2000);
        expect(record.abortedAt, 'the provider call was aborted').toBeDefined();
        expect(record.finishedAt).toBeUndefined();
        latencies.push((record.abortedAt ?? Infinity) - closedAt);
      }
      const sorted = [...latencies].sort((a, b) => a - b);
      console.log(
        `abort latency mid-stream (ms): ${latencies.map((l) => l.toFixed(1)).join(', ')}; ` +
          `median ${sorted[2]?.toFixed(1)}, max ${sorted[4]?.toFixed(1)}`,
      );
      // The median holds the 100 ms promise; one slow sample on a loaded machine (other test files
      // run alongside) is allowed, within a hard bound.
      expect(sorted[2]).toBeLessThan(100);
      for (const l of latencies) expect(l).toBeLessThan(300);

      // The stream slot was given back: this client (cap 1) can ask again at once.
      fake.setScenario({ tokens: 3 });
      const res = await postRecipe(server.url, { ingredients: ['egg'] });
      expect(res.status).toBe(200);
      expect((await readEvents(res)).at(-1)?.event).toBe('done');
    } finally {
      await server.close();
    }
  });

  it('before the first text: upstream aborted within 100 ms too', async () => {
    const server = await startApp(testConfig({ LLM_BASE_URL: fake.url }));
    try {
      for (const scenario of [{ firstTokenMs: 3000 }, { hang: true }]) {
        const latencies: number[] = [];
        for (let i = 0; i < 3; i++) {
          fake.setScenario(scenario);
          const index = fake.requests.length;
          const { req } = openStream(server.url, 0);
          await eventually(() => fake.requests.length > index);
          await sleep(50);
          const closedAt = performance.now();
          req.destroy();
          const record = await fake.waitForEnd(index, 2000);
          latencies.push((record.abortedAt ?? Infinity) - closedAt);
        }
        const sorted = [...latencies].sort((a, b) => a - b);
        console.log(
          `abort latency before text (${Object.keys(scenario)[0]}) (ms): ` +
            latencies.map((l) => l.toFixed(1)).join(', '),
        );
        expect(sorted[1]).toBeLessThan(100);
        for (const l of latencies) expect(l).toBeLessThan(300);
      }
    } finally {
      await server.close();
    }
  });
});

describe('open handles', () => {
  it('after the app closes, no socket or timer of it is left', async () => {
    const fake = await startFakeProvider();
    try {
      const counts = () => {
        const m = new Map<string, number>();
        for (const r of process.getActiveResourcesInfo()) m.set(r, (m.get(r) ?? 0) + 1);
        return m;
      };
      // What the app added: resources beyond the baseline (the runner's own timers come and go).
      const extra = (baseline: Map<string, number>) =>
        [...counts()]
          .filter(([type, n]) => n > (baseline.get(type) ?? 0))
          .map(([type, n]) => `${type} +${n - (baseline.get(type) ?? 0)}`);
      await sleep(20);
      const baseline = counts();

      const server = await startApp(
        testConfig({
          LLM_BASE_URL: fake.url,
          LLM_MAX_RETRIES: '1',
          LLM_FIRST_BYTE_TIMEOUT_MS: '5000',
          LLM_IDLE_TIMEOUT_MS: '5000',
        }),
      );
      // A finished recipe, an aborted one, a failure after a retry, and one still running.
      fake.setScenario({ tokens: 5 });
      await readEvents(await postRecipe(server.url, { ingredients: ['egg'] }));
      fake.setScenario({ tokens: 400, tokensPerSecond: 40 });
      const aborted = openStream(server.url, 2);
      await aborted.ready;
      aborted.req.destroy();
      fake.setScenario({ status: 503, errorBody: { error: 'x' } });
      expect((await postRecipe(server.url, { ingredients: ['egg'] })).status).toBe(503);
      fake.setScenario({ tokens: 10, tokensPerSecond: 20 });
      const running = openStream(server.url, 1);
      await running.ready;

      expect(extra(baseline)).not.toEqual([]);
      await server.close();
      running.req.destroy();

      await eventually(() => extra(baseline).length === 0, 3000);
      expect(extra(baseline)).toEqual([]);
      expect(fake.openConnections()).toBe(0);
    } finally {
      await fake.close();
    }
  });
});
