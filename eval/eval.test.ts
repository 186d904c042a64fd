import { readFileSync } from 'node:fs';
import { PAGE_LANGUAGES } from '../src/shared/languages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProvider } from '../src/server/providers';
import type { RecipeProvider } from '../src/server/providers/types';
import {
  startFakeProvider,
  type FakeProvider,
  type FakeScenario,
} from '../tests/fixtures/fake-provider';
import { testConfig } from '../tests/server/helpers';
import { readRecipe } from '../src/shared/recipe/read-recipe';
import { evaluate } from './lib/evaluate';
import { parseRequests, type EvalRequest } from './lib/run-requests';
import { formatTable } from './lib/score';

const silent = { info() {}, warn() {}, error() {} };

/** A recipe in plain markdown, with what it states. */
function recipe(r: {
  serves?: number;
  total?: string;
  lines: string[];
  steps: string[];
}): FakeScenario {
  const text = [
    '# Test dish',
    '',
    ...(r.serves ? [`Serves: ${r.serves}`, ''] : []),
    ...(r.total ? [`Total time: ${r.total}`, ''] : []),
    '## Ingredients',
    '',
    ...r.lines.map((l) => `- ${l}`),
    '',
    '## Steps',
    '',
    ...r.steps.map((s, i) => `${i + 1}. ${s}`),
    '',
  ].join('\n');
  return { chunks: text.match(/[\s\S]{1,20}/g) ?? [] };
}

const REQUESTS: EvalRequest[] = [
  {
    id: 'q1',
    ingredients: ['eggs', 'spinach', 'feta'],
    preferences: { diet: 'vegetarian', servings: 2, readyInMinutes: 30 },
  },
  {
    id: 'q2',
    ingredients: ['tofu', 'rice', 'broccoli'],
    preferences: { diet: 'vegan', avoid: ['peanut'], onlyWhatIHave: true },
  },
  {
    id: 'q3',
    ingredients: ['kale', 'almond butter', 'vinegar', 'agave', 'tamari'],
    preferences: { avoid: ['peanut'], onlyWhatIHave: true, readyInMinutes: 15 },
  },
  { id: 'q4', ingredients: ['rice', 'beans'], preferences: { diet: 'gluten-free', servings: 2 } },
  {
    id: 'q5',
    ingredients: ['pasta', 'tomatoes'],
    preferences: { diet: 'vegan', readyInMinutes: 30 },
  },
  { id: 'q6', ingredients: ['bread', 'cheese'], preferences: { servings: 1 } },
];

/** Answers that break wishes on purpose, one per request in order. */
const ANSWERS: FakeScenario[] = [
  // q1: not vegetarian (2 lines), serves 4 not 2, 55 minutes over 30.
  recipe({
    serves: 4,
    total: '55 minutes',
    lines: ['4 chicken thighs', '2 tbsp fish sauce', '2 eggs', '200 g spinach'],
    steps: ['Brown the chicken.', 'Add the rest and simmer.'],
  }),
  // q2: every wish kept.
  recipe({
    lines: ['200 g firm tofu', '1 cup rice', '1 head broccoli', '1 tbsp olive oil', 'Salt'],
    steps: ['Cook the rice.', 'Fry the tofu and broccoli.'],
  }),
  // q3: peanut in a step, 3 things not on the list, 20 minutes over 15.
  recipe({
    total: '20 minutes',
    lines: ['1 bunch kale', '2 pork chops', '2 sweet potatoes', '1 tbsp honey', '1 tbsp tamari'],
    steps: ['Roast the sweet potatoes.', 'Fry the chops and top with crushed peanuts.'],
  }),
  // q4: no ingredient list and no steps: both wishes unknown.
  { chunks: ['I am sorry, ', 'I cannot help with that today.'] },
  // q5: the provider fails.
  { status: 500, errorBody: { error: { message: 'boom' } } },
  // q6: cut at the token cap, still an answer; serves 1 as asked.
  {
    ...recipe({ serves: 1, lines: ['2 slices bread', '50 g cheese'], steps: ['Toast.'] }),
    finishReason: 'length',
  },
];

describe('npm run eval, against the fake provider', () => {
  let fake: FakeProvider;
  let provider: RecipeProvider;
  beforeAll(async () => {
    fake = await startFakeProvider();
    const config = testConfig({ LLM_BASE_URL: fake.url, LLM_MAX_RETRIES: '0' });
    provider = createProvider(config, { log: silent });
  });
  afterAll(async () => {
    await provider.close();
    await fake.close();
  });

  const run = (stop = new AbortController(), onAnswer?: () => void, requests = REQUESTS) =>
    evaluate({
      provider,
      config: testConfig({ LLM_BASE_URL: fake.url, LLM_MAX_RETRIES: '0' }),
      requests,
      concurrency: 1,
      stop: stop.signal,
      read: readRecipe,
      onAnswer,
    });
  const runOn = (requests: EvalRequest[]) => run(undefined, undefined, requests);

  it('counts every broken wish, every failure and every unknown', async () => {
    fake.setScenario(ANSWERS);
    const { summary, answers } = await run();
    expect(answers.map((a) => a.outcome)).toEqual([
      'answered',
      'answered',
      'answered',
      'answered',
      'failed',
      'answered',
    ]);
    expect(summary.failed).toEqual({ provider_unavailable: 1 });
    expect(summary.cutAtLength).toBe(1);
    expect(summary.readable).toEqual({ both: 4, ingredients: 4, steps: 4 });
    expect(summary.wishes).toEqual({
      diet: { set: 4, kept: 1, 'not kept': 1, unknown: 1, failed: 1 },
      avoid: { set: 2, kept: 1, 'not kept': 1, unknown: 0, failed: 0 },
      onlyWhatIHave: { set: 2, kept: 1, 'not kept': 1, unknown: 0, failed: 0 },
      readyIn: { set: 3, kept: 0, 'not kept': 2, unknown: 0, failed: 1 },
      servings: { set: 3, kept: 1, 'not kept': 1, unknown: 1, failed: 0 },
    });
    // Extras: q1 chicken thighs and fish sauce; q3 pork chops, sweet potatoes, honey.
    expect(answers.map((a) => a.extras)).toEqual([2, 0, 3, null, null, 0]);
    expect(summary.extras).toMatchObject({ worst: 3, worstId: 'q3' });
    expect(summary.extras.mean).toBeCloseTo(5 / 4);
    expect(summary.listUsed).toMatchObject({ worst: 0.4, worstId: 'q3' });
    const q1 = answers[0]!.findings.find((f) => f.wish === 'diet');
    expect(q1?.words).toBe('Not vegetarian: chicken thighs, fish sauce.');

    const printed = formatTable(summary);
    expect(printed).toMatch(
      /Answers\s+5 of 6\s+1 failed: provider_unavailable 1; 1 cut at the token cap/,
    );
    expect(printed).toMatch(/Diet kept\s+1 of 4\s+not kept 1, unknown 1, failed 1/);
    expect(printed).toMatch(/Extras\s+mean 1\.3\s+worst 3 \(q3\)/);
  });

  it('stops on request and reports only what is done', async () => {
    fake.setScenario(ANSWERS);
    const stop = new AbortController();
    const { summary, answers } = await run(stop, () => stop.abort());
    expect(answers.map((a) => a.id)).toEqual(['q1']);
    expect(summary).toMatchObject({ requests: 6, done: 1 });
    expect(formatTable(summary)).toMatch(/stopped after 1 of 6 requests/);
  });

  it('counts an answer past the time limit as failed, as the server would end it', async () => {
    fake.setScenario({ hang: true });
    const config = testConfig({
      LLM_BASE_URL: fake.url,
      LLM_MAX_RETRIES: '0',
      RECIPE_MAX_MS: '1000',
    });
    const slow = createProvider(config, { log: silent });
    try {
      const { summary, answers } = await evaluate({
        provider: slow,
        config,
        requests: REQUESTS.slice(0, 1),
        concurrency: 1,
        stop: new AbortController().signal,
        read: readRecipe,
      });
      expect(answers.map((a) => [a.outcome, a.failure])).toEqual([['failed', 'recipe_time_limit']]);
      expect(summary.wishes.diet).toMatchObject({ set: 1, failed: 1 });
    } finally {
      await slow.close();
    }
  });

  it("splits the figures by the answer's language and counts the lines it could not check", async () => {
    const german = [
      '# Reis mit Gemüse',
      '',
      'Für 2 Personen',
      '',
      '## Zutaten',
      '',
      '- 200 g Reis',
      '- 2 Zwiebeln, gehackt',
      '- 1 EL XYZ-Paste',
      '',
      '## Zubereitung',
      '',
      '1. Den Reis in einem Topf mit Wasser kochen.',
      '2. Die Zwiebeln in der Pfanne anbraten und mit dem Reis mischen.',
    ].join('\n');
    fake.setScenario([ANSWERS[1]!, { chunks: german.match(/[\s\S]{1,20}/g) ?? [] }]);
    const requests: EvalRequest[] = [
      REQUESTS[1]!,
      {
        id: 'g1',
        ingredients: ['Reis', 'Zwiebeln'],
        preferences: { diet: 'vegan', servings: 2 },
        language: 'de',
      },
    ];
    const { summary, answers } = await runOn(requests);
    expect(answers.map((a) => [a.language, a.uncheckedLines])).toEqual([
      ['en', 0],
      ['de', 1],
    ]);
    expect(summary.uncheckedLines).toBe(1);
    expect(summary.byLanguage.de).toMatchObject({
      answers: 1,
      diet: { set: 1, kept: 0, unknown: 1 },
      uncheckedLines: 1,
    });
    expect(summary.byLanguage.en).toMatchObject({ answers: 1, diet: { set: 1, kept: 1 } });
    const printed = formatTable(summary);
    expect(printed).toMatch(/Lines not checked\s+1/);
    expect(printed).toMatch(/Language de\s+1 answer\s+diet kept 0 of 1 \(not kept 0, unknown 1\)/);
    expect(summary.asked).toEqual({
      en: { answers: 1, inAsked: 1, others: {} },
      de: { answers: 1, inAsked: 1, others: {} },
    });
    expect(printed).toMatch(/Asked in de\s+1 of 1 \(100%\)\s+every answer in de/);
    // The German request went out asking for German, in the prompt the server would send.
    expect(JSON.stringify(fake.requests.at(-1)?.body)).toContain(
      'write your whole answer in German',
    );
  });

  it('counts an answer that came back in another language than the one asked', async () => {
    fake.setScenario([ANSWERS[1]!]);
    const requests: EvalRequest[] = [
      { id: 'f1', ingredients: ['riz', 'tofu'], preferences: {}, language: 'fr' },
    ];
    const { summary } = await runOn(requests);
    expect(summary.asked).toEqual({ fr: { answers: 1, inAsked: 0, others: { en: 1 } } });
    expect(formatTable(summary)).toMatch(/Asked in fr\s+0 of 1 \(0%\)\s+the others in en 1/);
  });

  it('holds a request set in each of the seven languages, asked in that language', () => {
    const requests = parseRequests(
      JSON.parse(readFileSync('eval/requests-languages.json', 'utf8')),
    );
    for (const language of PAGE_LANGUAGES)
      expect(requests.filter((r) => (r.language ?? 'en') === language).length).toBe(3);
  });

  it('holds a request set of at least 50 requests the page could send', () => {
    const requests = parseRequests(JSON.parse(readFileSync('eval/requests.json', 'utf8')));
    expect(requests.length).toBeGreaterThanOrEqual(50);
    expect(new Set(requests.map((r) => r.id)).size).toBe(requests.length);
    for (const r of requests) {
      expect(r.ingredients.length).toBeGreaterThanOrEqual(2);
      expect(r.ingredients.length).toBeLessThanOrEqual(15);
      expect(Object.keys(r.preferences).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('rejects a request the page could not send', () => {
    expect(() => parseRequests([{ id: 'x', ingredients: [] }])).toThrow(/request x/);
    expect(() => parseRequests([{ ingredients: ['a'] }])).toThrow(/no "id"/);
  });
});
