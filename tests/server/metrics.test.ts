import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/server/config';
import type { ProviderQueue } from '../../src/server/providers/types';
import {
  fixedProvider,
  postRecipe,
  readEvents,
  startApp,
  startAppWithFake,
  testConfig,
} from './helpers';

/** The value of one series in Prometheus text, e.g. `pantry_chef_recipes_total{outcome="stop"}`. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('is not served unless asked for', async () => {
    const server = await startApp(testConfig({}), { provider: fixedProvider() });
    try {
      expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('counts requests, recipe outcomes, first text, duration and pieces, with no visitor text', async () => {
    const running = await startAppWithFake({ METRICS: 'true', RATE_LIMIT_PER_MINUTE: '3' });
    const base = running.server.url;
    try {
      const secret = 'Unicorn Saffron';
      const ok = await postRecipe(base, { ingredients: [secret] });
      expect((await readEvents(ok)).at(-1)?.event).toBe('done');
      expect((await postRecipe(base, { ingredients: [] })).status).toBe(400);
      running.fake.setScenario({ status: 401 });
      expect((await postRecipe(base, { ingredients: ['egg'] })).status).toBe(502);
      expect((await postRecipe(base, { ingredients: ['egg'] })).status).toBe(429);
      await fetch(`${base}/api/health`);
      await fetch(`${base}/nowhere/${secret}`);

      const res = await fetch(`${base}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/plain');
      const text = await res.text();
      const at = (series: string) => valueOf(text, series);
      expect(
        at('pantry_chef_http_requests_total{route="/api/recipe",method="POST",status="200"}'),
      ).toBe(1);
      expect(
        at('pantry_chef_http_requests_total{route="/api/recipe",method="POST",status="429"}'),
      ).toBe(1);
      expect(
        at('pantry_chef_http_requests_total{route="/api/health",method="GET",status="200"}'),
      ).toBe(1);
      expect(
        at('pantry_chef_http_requests_total{route="unmatched",method="GET",status="404"}'),
      ).toBe(1);
      expect(at('pantry_chef_recipes_total{outcome="stop"}')).toBe(1);
      expect(at('pantry_chef_recipes_total{outcome="invalid_request"}')).toBe(1);
      expect(at('pantry_chef_recipes_total{outcome="provider_auth"}')).toBe(1);
      expect(at('pantry_chef_recipes_total{outcome="rate_limited"}')).toBe(1);
      expect(at('pantry_chef_recipe_pieces_total')).toBe(running.fake.requests[0]?.chunksSent);
      // Only the recipe that reached the model has a first text; both that did have a duration.
      expect(at('pantry_chef_recipe_first_text_seconds_count')).toBe(1);
      expect(at('pantry_chef_recipe_stream_seconds_count')).toBe(2);
      expect(at('pantry_chef_recipe_streams_running')).toBe(0);
      expect(at('pantry_chef_model_state{state="ready"}')).toBe(1);
      expect(at('pantry_chef_model_state{state="downloading"}')).toBe(0);
      expect(at('pantry_chef_model_queue_length')).toBe(0);
      expect(text).toContain('pantry_chef_process_resident_memory_bytes');
      expect(text).not.toContain('Unicorn');
      expect(text).not.toContain('Saffron');
      expect(text).not.toContain('/nowhere');
    } finally {
      await running.close();
    }
  });

  it('on METRICS_PORT: served there only (loopback by default), with the streams and the model line', async () => {
    const config = parseConfig({ LOG_LEVEL: 'silent', METRICS_PORT: '9464' });
    expect(config.metrics).toEqual({ onMainPort: false, port: 9464, host: '127.0.0.1' });
    expect(() => parseConfig({ PORT: '9464', METRICS_PORT: '9464' })).toThrow(/METRICS_PORT/);
    config.metrics.port = 0; // any free port, for the test
    const queue: ProviderQueue = { waiting: 3, running: 1 };
    const provider = {
      ...fixedProvider(['# Slow', ' soup'], { delayMs: 300 }),
      queue: () => queue,
    };
    const server = await startApp(config, { provider });
    try {
      expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
      const address = server.app.metricsAddress();
      expect(address?.address).toBe('127.0.0.1');
      const metricsUrl = `http://127.0.0.1:${address?.port}/metrics`;
      const streaming = await postRecipe(server.url, { ingredients: ['egg'] });
      const text = await (await fetch(metricsUrl)).text();
      expect(valueOf(text, 'pantry_chef_recipe_streams_running')).toBe(1);
      expect(valueOf(text, 'pantry_chef_model_queue_length')).toBe(3);
      await streaming.text();
      expect((await fetch(`http://127.0.0.1:${address?.port}/other`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
