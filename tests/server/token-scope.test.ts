import { describe, expect, it } from 'vitest';
import { HF_ROUTER_URL } from '../../src/server/config';
import { FAKE_RECIPE } from '../fixtures/fake-provider';
import { postRecipe, readEvents, recipeText, startAppWithFake, testConfig } from './helpers';

const HF = 'hf_exported_for_other_tools_must_stay_home_5b1e';
const KEY = 'llm-key-for-this-provider-only-7c2d';

async function headersSentWith(env: Record<string, string>) {
  const { fake, server, close } = await startAppWithFake(env, {}, { keyless: true });
  try {
    const res = await postRecipe(server.url, { ingredients: ['egg'] });
    expect(recipeText(await readEvents(res))).toBe(FAKE_RECIPE);
    return fake.requests[0]!.headers;
  } finally {
    await close();
  }
}

describe('the keys sent to a provider', () => {
  it('sends no HF_TOKEN to a provider other than the Hugging Face router', async () => {
    const alone = await headersSentWith({ HF_TOKEN: HF });
    expect(alone.authorization).toBeUndefined();
    expect(JSON.stringify(alone)).not.toContain(HF);

    const both = await headersSentWith({ HF_TOKEN: HF, LLM_API_KEY: KEY });
    expect(both.authorization).toBe(`Bearer ${KEY}`);
    expect(JSON.stringify(both)).not.toContain(HF);
  });

  it('sends HF_TOKEN to the router, named or by default', () => {
    expect(testConfig({ HF_TOKEN: HF }).remote).toMatchObject({
      baseUrl: HF_ROUTER_URL,
      apiKey: HF,
    });
    expect(testConfig({ HF_TOKEN: HF, LLM_BASE_URL: `${HF_ROUTER_URL}/` }).remote).toMatchObject({
      baseUrl: HF_ROUTER_URL,
      apiKey: HF,
    });
    expect(
      testConfig({ HF_TOKEN: HF, LLM_BASE_URL: 'https://router.example.com/v1' }).remote,
    ).toMatchObject({ apiKey: undefined });
  });
});

describe('a warning at start', () => {
  it.each([
    ['http://10.1.2.3:8000/v1', { LLM_API_KEY: KEY }, true],
    ['http://models.example.com/v1', { LLM_API_KEY: KEY }, true],
    ['https://models.example.com/v1', { LLM_API_KEY: KEY }, false],
    ['http://127.0.0.1:11434/v1', { LLM_API_KEY: KEY }, false],
    ['http://localhost:11434/v1', { LLM_API_KEY: KEY }, false],
    ['http://[::1]:11434/v1', { LLM_API_KEY: KEY }, false],
    ['http://10.1.2.3:8000/v1', {}, false],
    // HF_TOKEN is not sent there, so there is nothing to warn about.
    ['http://10.1.2.3:8000/v1', { HF_TOKEN: HF }, false],
  ])('%s with %o warns: %s', (base, keys, warns) => {
    const { warnings } = testConfig({ LLM_BASE_URL: base, ...keys });
    if (warns) {
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/plain http/);
      expect(warnings[0]).toContain(new URL(base).host);
      expect(warnings[0]).not.toContain(KEY);
    } else {
      expect(warnings).toEqual([]);
    }
  });
});
