import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProvider } from '../src/server/providers';
import type { RecipeProvider } from '../src/server/providers/types';
import { FAKE_IDEAS, startFakeProvider, type FakeProvider } from '../tests/fixtures/fake-provider';
import { testConfig } from '../tests/server/helpers';
import { loadFoodTable } from '../src/shared/food/food-table';
import { formatIdeasTable, runIdeas, summarizeIdeas } from './lib/ideas';
import type { EvalRequest } from './lib/run-requests';

const silent = { info() {}, warn() {}, error() {} };
const LIST = ['egg', 'rice', 'spring onion', 'soy sauce'];

describe('npm run eval -- --ideas', () => {
  let fake: FakeProvider;
  let provider: RecipeProvider;
  beforeAll(async () => {
    fake = await startFakeProvider();
    provider = createProvider(testConfig({ LLM_BASE_URL: fake.url, LLM_MODEL: 'm' }), {
      log: silent,
    });
  });
  afterAll(async () => {
    await provider.close();
    await fake.close();
  });

  it('counts three read, distinct, and the wishes each idea keeps by its ingredients', async () => {
    const requests: EvalRequest[] = [
      { id: 'a', ingredients: LIST, preferences: { diet: 'vegetarian' } },
      { id: 'b', ingredients: LIST, preferences: { avoid: ['egg'], onlyWhatIHave: true } },
      { id: 'c', ingredients: LIST, preferences: {} },
    ];
    fake.setScenario([
      {},
      { ideas: [FAKE_IDEAS[1]!, FAKE_IDEAS[1]!, FAKE_IDEAS[3]!] },
      { chunks: ['no ideas today'] },
    ]);
    const answers = await runIdeas(provider, requests, new AbortController().signal, () => {});
    const summary = summarizeIdeas(requests, answers, await loadFoodTable());
    expect(fake.requests[0]?.body.response_format).toMatchObject({ type: 'json_schema' });
    expect(summary.done).toBe(3);
    // a: three read and distinct; b: three read, one title twice; c: nothing readable.
    expect(summary.readable).toBe(2);
    expect(summary.distinct).toBe(1);
    // Paella's prawns, mussels and chorizo are not vegetarian; the other two keep it: oil, and
    // soy sauce and ketchup by their usual recipe (D19, each named for a label check).
    expect(summary.wishes.diet).toEqual({ set: 3, kept: 2, unknown: 0 });
    // b read two ideas: Egg Fried Rice names egg, Congee does not (and needs ginger bought).
    expect(summary.wishes.avoid).toEqual({ set: 2, kept: 1, unknown: 0 });
    expect(summary.wishes.onlyWhatIHave).toEqual({ set: 2, kept: 1, unknown: 0 });
    expect(formatIdeasTable(summary)).toContain('Three distinct titles');
  });
});
