// @vitest-environment node
import jsonld from 'jsonld';
import { scrapeRecipe } from 'recipe-scrapers';
import type { Recipe, WithContext } from 'schema-dts';
import { describe, expect, it } from 'vitest';
import type { RecipeReading } from '../../../shared/recipe/reading';
import { isoDuration, jsonFileName, recipeJsonLd, recipeJsonLdText } from './recipe-json-ld';
import { SCHEMA_ORG_CONTEXT } from './schema-org-context.fixture';
import { loadFoodTable } from '../../../shared/food/food-table';

// The diet claim reads the food table, which the page loads when a recipe completes.
await loadFoodTable();

const line = (text: string) => ({ text, start: 0, end: 0 });
const step = (text: string, group: string | null = null) => ({
  text,
  group,
  durations: [],
  start: 0,
  end: 0,
});

const READING: RecipeReading = {
  title: 'Tomato Chickpea Stew',
  description: 'A quick stew for a weeknight.',
  servings: { min: 8, max: 8, text: 'Serves 8' },
  times: { prepSeconds: 900, cookSeconds: 5400 },
  ingredients: [
    { name: null, lines: [line('2 (14.5 oz) cans diced tomatoes'), line('4 cups broth')] },
    { name: 'For the topping', lines: [line('½ cup coconut yogurt')] },
  ],
  steps: [
    step('Warm the oil in a pot.', 'For the stew'),
    step('Simmer for 20 minutes.', 'For the stew'),
    step('Stir the yogurt with the herbs.', 'For the topping'),
  ],
};

const CONTEXT = {
  preferences: { diet: 'vegan', cuisine: 'Moroccan' } as const,
  created: new Date('2026-11-24T17:00:00Z'),
};

/** Serves schema.org's context from the fixture: nothing is fetched. */
const documentLoader = async (url: string) => {
  if (!/^https?:\/\/schema\.org\/?/u.test(url)) throw new Error(`No network in tests: ${url}`);
  return { contextUrl: undefined, documentUrl: url, document: SCHEMA_ORG_CONTEXT };
};

function page(json: string): string {
  return `<!doctype html><html lang="en"><head><title>Stew</title>
<meta property="og:image" content="https://pantry-chef.example/plate.png">
<script type="application/ld+json">${json}</script></head><body></body></html>`;
}

describe('recipeJsonLd', () => {
  const doc: WithContext<Recipe> = recipeJsonLd(READING, CONTEXT);

  it('holds the fields recipe apps import, at the shown servings and units', () => {
    expect(doc).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Tomato Chickpea Stew',
      description: 'A quick stew for a weeknight.',
      recipeIngredient: ['2 (14.5 oz) cans diced tomatoes', '4 cups broth', '½ cup coconut yogurt'],
      recipeYield: 'Serves 8',
      prepTime: 'PT15M',
      cookTime: 'PT1H30M',
      recipeCuisine: 'Moroccan',
      suitableForDiet: 'https://schema.org/VeganDiet',
      keywords: 'Moroccan, vegan, Pantry Chef',
      dateCreated: '2026-11-24T17:00:00.000Z',
    });
    expect(doc).not.toHaveProperty('totalTime');
    expect(JSON.stringify(doc.author)).toMatch(/language model.*Pantry Chef/u);
  });

  it('claims a diet only when the recipe keeps it', () => {
    const withDairy: RecipeReading = {
      ...READING,
      ingredients: [{ name: null, lines: [line('½ cup yogurt')] }],
    };
    const claimed = recipeJsonLd(withDairy, CONTEXT);
    expect(claimed).not.toHaveProperty('suitableForDiet');
    expect(claimed.keywords).toBe('Moroccan, Pantry Chef');
  });

  it('puts grouped steps in HowToSections (every step then in one) and ungrouped ones in HowToSteps', () => {
    expect(doc.recipeInstructions).toEqual([
      {
        '@type': 'HowToSection',
        name: 'For the stew',
        itemListElement: [
          { '@type': 'HowToStep', text: 'Warm the oil in a pot.' },
          { '@type': 'HowToStep', text: 'Simmer for 20 minutes.' },
        ],
      },
      {
        '@type': 'HowToSection',
        name: 'For the topping',
        itemListElement: [{ '@type': 'HowToStep', text: 'Stir the yogurt with the herbs.' }],
      },
    ]);
    const mixed = recipeJsonLd(
      { ...READING, steps: [step('Heat the oven.'), step('Mix.', 'For the dough')] },
      CONTEXT,
    );
    expect(mixed.recipeInstructions).toEqual([
      {
        '@type': 'HowToSection',
        name: 'Steps',
        itemListElement: [{ '@type': 'HowToStep', text: 'Heat the oven.' }],
      },
      {
        '@type': 'HowToSection',
        name: 'For the dough',
        itemListElement: [{ '@type': 'HowToStep', text: 'Mix.' }],
      },
    ]);
    const plain = recipeJsonLd({ ...READING, steps: [step('Mix.'), step('Bake.')] }, CONTEXT);
    expect(plain.recipeInstructions).toEqual([
      { '@type': 'HowToStep', text: 'Mix.' },
      { '@type': 'HowToStep', text: 'Bake.' },
    ]);
  });

  it('leaves out what the recipe does not state', () => {
    const bare = recipeJsonLd(
      { ...READING, title: null, description: null, servings: null, times: {} },
      { preferences: {}, created: CONTEXT.created },
    );
    expect(bare.name).toBe('Pantry Chef recipe');
    for (const key of [
      'description',
      'recipeYield',
      'prepTime',
      'recipeCuisine',
      'suitableForDiet',
    ]) {
      expect(bare).not.toHaveProperty(key);
    }
  });

  it('writes durations in ISO 8601', () => {
    expect([60, 900, 3600, 5400, 45, 0].map(isoDuration)).toEqual([
      'PT1M',
      'PT15M',
      'PT1H',
      'PT1H30M',
      'PT45S',
      'PT0M',
    ]);
    expect(jsonFileName('tomato-stew.md')).toBe('tomato-stew.json');
  });

  it('expands with a JSON-LD processor to schema.org terms', async () => {
    const text = recipeJsonLdText(READING, CONTEXT);
    const [recipe] = (await jsonld.expand(JSON.parse(text) as object, { documentLoader })) as [
      Record<string, unknown>,
    ];
    const S = 'http://schema.org/';
    expect(recipe['@type']).toEqual([`${S}Recipe`]);
    for (const key of Object.keys(recipe).filter((k) => !k.startsWith('@'))) {
      expect(key.startsWith(S)).toBe(true);
    }
    expect(recipe[`${S}name`]).toEqual([{ '@value': 'Tomato Chickpea Stew' }]);
    expect(recipe[`${S}recipeIngredient`]).toHaveLength(3);
    const sections = recipe[`${S}recipeInstructions`] as Record<string, unknown>[];
    expect(sections.map((s) => s['@type'])).toEqual([[`${S}HowToSection`], [`${S}HowToSection`]]);
    expect(Object.keys(recipe)).toHaveLength(Object.keys(JSON.parse(text) as object).length - 1);
  });

  it('reads back with a recipe scraper from a page holding it: name, lines and steps', async () => {
    const text = recipeJsonLdText(READING, CONTEXT);
    const scraped = await scrapeRecipe(page(text), 'https://pantry-chef.example/recipe');
    expect(scraped.title).toBe('Tomato Chickpea Stew');
    const lines = scraped.ingredients.flatMap((group) => group.items.map((item) => item.value));
    expect(lines).toEqual([
      '2 (14.5 oz) cans diced tomatoes',
      '4 cups broth',
      '½ cup coconut yogurt',
    ]);
    const steps = scraped.instructions.flatMap((group) => group.items.map((item) => item.value));
    expect(steps).toEqual(READING.steps.map((s) => s.text));
    expect(scraped.instructions.map((group) => group.name)).toEqual([
      'For the stew',
      'For the topping',
    ]);
  });
});
