import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_STATIC_ROOT } from '../../src/server/app';
import { startFakeProvider, type FakeProvider, type FakeScenario } from '../fixtures/fake-provider';
import { startApp, testConfig, type RunningApp } from './helpers';

const KEY = 'hf_SECRET_never_to_browser_91d2c4';

function fetchAll(
  base: string,
  path: string,
  init: { method?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, base), {
      method: init.method ?? 'GET',
      headers: { 'accept-encoding': 'identity', ...init.headers },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const head = res.rawHeaders.join('\n');
        resolve({ status: res.statusCode ?? 0, text: `${head}\n\n${Buffer.concat(chunks)}` });
      });
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

describe('the key stays on the server', () => {
  let fake: FakeProvider;
  let servers: RunningApp[];

  beforeAll(async () => {
    fake = await startFakeProvider({ apiKey: KEY });
    servers = [
      await startApp(
        testConfig({
          LLM_BASE_URL: fake.url,
          LLM_API_KEY: KEY,
          LLM_MAX_RETRIES: '0',
          RATE_LIMIT_PER_MINUTE: '30',
        }),
        { staticRoot: DEFAULT_STATIC_ROOT },
      ),
      // HF_TOKEN alone: it goes to the Hugging Face router only, so this provider refuses the call,
      // and those refusals must hold no key either.
      await startApp(
        testConfig({
          LLM_BASE_URL: fake.url,
          HF_TOKEN: KEY,
          LLM_MAX_RETRIES: '0',
          RATE_LIMIT_PER_MINUTE: '30',
        }),
        { staticRoot: DEFAULT_STATIC_ROOT },
      ),
    ];
  });
  afterAll(async () => {
    for (const s of servers) await s.close();
    await fake.close();
  });

  it('is in no page, asset, header, health, config or error answer', async () => {
    // Failures whose upstream bodies and headers echo the key, as a careless provider might.
    const echoes: FakeScenario[] = [
      { status: 401, errorBody: { error: `Invalid token Bearer ${KEY}` } },
      { status: 403, errorBody: { error: { message: `token ${KEY} lacks permission` } } },
      { status: 429, headers: { 'retry-after': '20', 'x-debug': KEY }, errorBody: { error: KEY } },
      { status: 500, errorBody: { error: { message: KEY, type: KEY } } },
      { errorEventAfterChunks: 2 },
      { malformedAfterChunks: 0 },
      { resetAfterChunks: 1 },
    ];
    let checked = 0;
    for (const server of servers) {
      const answers = [
        await fetchAll(server.url, '/'),
        await fetchAll(server.url, '/index.html'),
        await fetchAll(server.url, '/api/health'),
        await fetchAll(server.url, '/api/config'),
        await fetchAll(server.url, '/api/missing'),
        await fetchAll(server.url, '/api/recipe', {
          method: 'POST',
          body: '{"ingredients": 1}',
          headers: { 'content-type': 'application/json' },
        }),
      ];
      const page = answers[0]!.text;
      for (const [, asset] of page.matchAll(/(?:src|href)="(\/[^"]+)"/g)) {
        answers.push(await fetchAll(server.url, asset!));
      }
      for (const scenario of echoes) {
        fake.setScenario(scenario);
        answers.push(
          await fetchAll(server.url, '/api/recipe', {
            method: 'POST',
            body: JSON.stringify({ ingredients: ['egg', 'milk'] }),
            headers: { 'content-type': 'application/json' },
          }),
        );
      }
      for (const a of answers) {
        expect(a.text).not.toContain(KEY);
        expect(a.text).not.toContain(KEY.slice(3, 20));
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(2 * (6 + echoes.length));
    // The key did travel where it belongs: to the provider, from the server given LLM_API_KEY.
    const sent = fake.requests.filter((r) => r.headers.authorization === `Bearer ${KEY}`);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.length).toBeLessThan(fake.requests.length);
  });
});
