import { describe, expect, it } from 'vitest';
import { VIEW_NAMES } from '../../src/shared/view-failure';
import { fixedProvider, logCollector, startApp, testConfig } from './helpers';

const MARKER = 'Salt-and-saffron-7d2b';

function postFailure(base: string, body: unknown, raw = false): Promise<Response> {
  return fetch(`${base}/api/view-failure`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: raw ? (body as string) : JSON.stringify(body),
  });
}

function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('POST /api/view-failure', () => {
  it('counts a failed view by its name, and only a known name, with no recipe text logged', async () => {
    const logs = logCollector();
    const server = await startApp(testConfig({ METRICS: 'true', LOG_LEVEL: 'trace' }), {
      provider: fixedProvider(),
      logStream: logs.stream,
    });
    try {
      const before = await (await fetch(`${server.url}/metrics`)).text();
      for (const view of VIEW_NAMES) {
        expect(valueOf(before, `pantry_chef_view_failures_total{view="${view}"}`)).toBe(0);
      }

      const ok = await postFailure(server.url, { view: 'kitchen' });
      expect(ok.status).toBe(204);
      expect(await ok.text()).toBe('');
      expect((await postFailure(server.url, { view: 'kitchen' })).status).toBe(204);
      expect((await postFailure(server.url, { view: 'recipe' })).status).toBe(204);

      // Anything but a known view's name is refused: an unknown name, text alongside, no JSON.
      const unknown = await postFailure(server.url, { view: MARKER });
      expect(unknown.status).toBe(400);
      expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe(
        'invalid_request',
      );
      expect((await postFailure(server.url, { view: 'wishes', text: MARKER })).status).toBe(400);
      expect((await postFailure(server.url, {})).status).toBe(400);
      expect((await postFailure(server.url, `{"view": "${MARKER}`, true)).status).toBe(400);
      const large = await postFailure(server.url, { view: 'cook', pad: MARKER.repeat(40) });
      expect(large.status).toBe(413);
      const plain = await fetch(`${server.url}/api/view-failure`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: 'recipe',
      });
      expect(plain.status).toBe(415);

      const after = await (await fetch(`${server.url}/metrics`)).text();
      expect(valueOf(after, 'pantry_chef_view_failures_total{view="kitchen"}')).toBe(2);
      expect(valueOf(after, 'pantry_chef_view_failures_total{view="recipe"}')).toBe(1);
      expect(valueOf(after, 'pantry_chef_view_failures_total{view="wishes"}')).toBe(0);
      expect(valueOf(after, 'pantry_chef_view_failures_total{view="cook"}')).toBe(0);
      expect(after).not.toContain(MARKER);

      const lines = logs.lines().filter((l) => l.path === '/api/view-failure');
      expect(lines.filter((l) => l.view === 'kitchen')).toHaveLength(2);
      expect(logs.text()).not.toContain(MARKER);
    } finally {
      await server.close();
    }
  });

  it('is rate limited per address', async () => {
    const server = await startApp(testConfig({ METRICS: 'true' }), { provider: fixedProvider() });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 13; i++) {
        statuses.push((await postFailure(server.url, { view: 'export' })).status);
      }
      expect(statuses.slice(0, 12).every((s) => s === 204)).toBe(true);
      const limited = await postFailure(server.url, { view: 'export' });
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
      const text = await (await fetch(`${server.url}/metrics`)).text();
      expect(valueOf(text, 'pantry_chef_view_failures_total{view="export"}')).toBe(12);
    } finally {
      await server.close();
    }
  });

  it('answers without metrics too', async () => {
    const server = await startApp(testConfig({}), { provider: fixedProvider() });
    try {
      expect((await postFailure(server.url, { view: 'servings' })).status).toBe(204);
    } finally {
      await server.close();
    }
  });
});
