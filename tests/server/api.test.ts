import { describe, expect, it } from 'vitest';
import { FAKE_RECIPE } from '../fixtures/fake-provider';
import { SYSTEM_PROMPT } from '../../src/server/prompt';
import { join } from 'node:path';
import {
  NO_PAGE,
  TEST_KEY,
  appWithFakeForSuite,
  postRecipe,
  readEvents,
  recipeText,
  startApp,
  startAppWithFake,
  testConfig,
} from './helpers';

describe('recipe API against an OpenAI-compatible provider', () => {
  const setup = appWithFakeForSuite({ MIN_INGREDIENTS: '3', RECIPE_DELAY_MS: '750' });

  it('streams the recipe as Server-Sent Events, delta by delta, then done', async () => {
    setup.fake.setScenario({ tokens: 12 });
    const res = await postRecipe(setup.server.url, { ingredients: ['Egg', ' rice ', 'soy sauce'] });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('x-accel-buffering')).toBe('no');
    const events = await readEvents(res);
    expect(events.filter((e) => e.event === 'delta')).toHaveLength(12);
    expect(recipeText(events)).toBe(FAKE_RECIPE);
    expect(events.at(-1)).toEqual({ event: 'done', data: { finishReason: 'stop' } });
  });

  it('sends the provider the spec request: model, system + user message as typed, 1024 tokens, streamed, Bearer key', async () => {
    setup.fake.setScenario({ tokens: 3 });
    const before = setup.fake.requests.length;
    const res = await postRecipe(setup.server.url, { ingredients: ['Egg', ' rice ', 'soy sauce'] });
    await readEvents(res);
    const req = setup.fake.requests[before];
    expect(req?.headers.authorization).toBe(`Bearer ${TEST_KEY}`);
    expect(req?.body).toMatchObject({
      model: 'mistralai/Mistral-7B-Instruct-v0.3',
      max_tokens: 1024,
      stream: true,
      messages: [
        { role: 'system', content: SYSTEM_PROMPT },
        {
          role: 'user',
          content: "I have Egg,  rice , soy sauce. Please give me a recipe you'd recommend I make!",
        },
      ],
    });
  });

  it('sends text as soon as it comes (first delta before the provider has finished)', async () => {
    setup.fake.setScenario({ tokens: 20, tokensPerSecond: 20 }); // about one second in all
    const started = performance.now();
    const res = await postRecipe(setup.server.url, { ingredients: ['egg'] });
    const reader = res.body!.getReader();
    const first = await reader.read();
    const firstAt = performance.now() - started;
    expect(new TextDecoder().decode(first.value)).toContain('event: delta');
    expect(firstAt).toBeLessThan(500);
    await reader.cancel();
  });

  it('GET /api/health names the provider, the model and readiness', async () => {
    const res = await fetch(`${setup.server.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'ok',
      provider: 'remote',
      model: 'mistralai/Mistral-7B-Instruct-v0.3',
      ready: true,
      state: 'ready',
    });
  });

  it('GET /api/config gives the page its run-time settings', async () => {
    const res = await fetch(`${setup.server.url}/api/config`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      minIngredients: 3,
      recipeDelayMs: 750,
      provider: {
        kind: 'remote',
        model: 'mistralai/Mistral-7B-Instruct-v0.3',
        ready: true,
        state: 'ready',
      },
    });
  });

  it('an answer with no text is an error, not an empty recipe', async () => {
    setup.fake.setScenario({ chunks: [] });
    const res = await postRecipe(setup.server.url, { ingredients: ['egg'] });
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ error: { code: 'provider_bad_response' } });
  });

  it('unknown API paths answer 404 with a JSON error; other paths a plain 404', async () => {
    const api = await fetch(`${setup.server.url}/api/nothing-here?x=1`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({
      error: { code: 'not_found', message: expect.any(String) },
    });
    const post = await fetch(`${setup.server.url}/api/health`, { method: 'POST' });
    expect(post.status).toBe(404);
    const page = await fetch(`${setup.server.url}/some/page`);
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toContain('text/plain');
  });

  it('without a built page, the API works and / explains how to build it', async () => {
    const res = await fetch(`${setup.server.url}/`);
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('npm run build');
  });
});

describe('with no remote provider configured', () => {
  it('starts, reports the missing model, and answers recipes with a plain 503', async () => {
    // A model file that does not exist: the embedded model cannot start, and nothing is downloaded.
    const server = await startApp(
      testConfig({ MODEL_PATH: join(NO_PAGE, 'missing.gguf'), MODEL_CACHE_DIR: NO_PAGE }),
    );
    try {
      const health = (await (await fetch(`${server.url}/api/health`)).json()) as {
        ready: boolean;
      };
      expect(health.ready).toBe(false);
      const res = await postRecipe(server.url, { ingredients: ['egg'] });
      expect(res.status).toBe(503);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(['not_configured', 'model_not_ready']).toContain(body.error.code);
      expect(body.error.message).not.toMatch(/Error|stack|at /);
    } finally {
      await server.close();
    }
  });
});

describe('a keyless OpenAI-compatible server (Ollama, llama.cpp)', () => {
  it('sends no Authorization header at all', async () => {
    const { fake, server, close } = await startAppWithFake(
      { LLM_MODEL: 'llama3.2' },
      {},
      { keyless: true },
    );
    try {
      const res = await postRecipe(server.url, { ingredients: ['egg'] });
      expect(recipeText(await readEvents(res))).toBe(FAKE_RECIPE);
      expect(fake.requests[0]?.headers.authorization).toBeUndefined();
      expect(fake.requests[0]?.body.model).toBe('llama3.2');
    } finally {
      await close();
    }
  });
});
