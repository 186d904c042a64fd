import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import type { ErrorBody, HealthResponse, PublicConfig } from '../../src/shared/api';
import { LIMITS } from '../../src/shared/limits';
import { tinyModelPath } from '../fixtures/tiny-gguf';
import { postRecipe, startApp, testConfig, type RunningApp } from './helpers';

const apps: RunningApp[] = [];
afterAll(() => Promise.all(apps.map((a) => a.close())));

async function appOn(modelPath: string, logs: string[] = []) {
  const config = testConfig({
    MODEL_PATH: modelPath,
    LOCAL_THREADS: '1',
    LOCAL_GPU: 'false',
    LOG_LEVEL: 'info',
  });
  const logStream = new Writable({
    write(chunk: Buffer, _enc, cb) {
      logs.push(chunk.toString());
      cb();
    },
  });
  const app = await startApp(config, { logStream });
  apps.push(app);
  const settled = await pollHealth(
    async () => (await (await fetch(`${app.url}/api/health`)).json()) as HealthResponse,
  );
  return { app, settled };
}

async function pollHealth(health: () => Promise<HealthResponse>): Promise<HealthResponse> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const h = await health();
    if (h.state === 'ready' || h.state === 'error' || Date.now() > deadline) return h;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('embedded model: the context', () => {
  it('refuses a model whose context cannot hold the prompt and the answer, saying why', async () => {
    const logs: string[] = [];
    const { app, settled } = await appOn(await tinyModelPath({ contextLength: 256 }), logs);
    expect(settled).toMatchObject({ ready: false, state: 'error' });
    const config = (await (await fetch(`${app.url}/api/config`)).json()) as PublicConfig;
    // The page is told why, with the figures it words: what the context holds and what is needed.
    expect(config.provider).toMatchObject({
      problem: 'context_too_small',
      context: { holds: 256 },
    });
    const needs = config.provider.context!.needs;
    expect(needs).toBeGreaterThan(1024 + 256);
    // The operator's log says the same in words.
    const line = logs.find((l) => l.includes('embedded model unavailable'));
    expect(line).toMatch(
      new RegExp(
        `context holds 256 tokens, but the longest allowed request needs ${needs} \\(\\d+ for the prompt and 1024 for the recipe\\)`,
      ),
    );
    const res = await postRecipe(app.url, { ingredients: ['egg', 'milk', 'flour', 'butter'] });
    expect(res.status).toBe(503);
    expect(((await res.json()) as ErrorBody).error.code).toBe('not_configured');
  });

  it('answers a request too long for the context with a plain 413, and keeps serving', async () => {
    const { app, settled } = await appOn(await tinyModelPath());
    expect(settled).toMatchObject({ ready: true, state: 'ready' });
    // Within the request limits, but each "€" is three byte tokens for this model.
    const dense = Array.from({ length: LIMITS.maxIngredients }, () =>
      '€'.repeat(LIMITS.maxIngredientLength),
    );
    const res = await postRecipe(app.url, { ingredients: dense });
    expect(res.status).toBe(413);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.code).toBe('request_too_long');
    expect(body.error.message).toBe(
      'The ingredient list is too long for the recipe model. Please shorten some ingredients and try again.',
    );
    const ok = await postRecipe(app.url, { ingredients: ['egg', 'milk', 'flour', 'butter'] });
    expect(ok.status).toBe(200);
    await ok.body?.cancel();
  });
});
