import { describe, expect, it } from 'vitest';
import type { RecipeReading } from '../../../shared/recipe/reading';
import { readRecipe } from '../../../shared/recipe/read-recipe';
import { convertTemperatures } from './oven-temperature';
import { factorForHave } from './scale-to-have';
import { viewFactor, viewRecipe } from './view-recipe';

const MARKDOWN = `# Tomato Chickpea Stew

A quick stew for a weeknight.

Serves 4

## Ingredients

- 1 (14.5 oz) can diced tomatoes
- 2 cups vegetable broth
- 1 lb. potatoes, cubed
- 2-3 cloves garlic
- Salt to taste

## Instructions

1. Preheat the oven to 350°F.
2. Simmer everything for 20 minutes.
`;

/** The reading `readRecipe` gives for MARKDOWN, built by hand (offsets found in the text). */
function readingOf(markdown: string): RecipeReading {
  const range = (text: string) => {
    const start = markdown.indexOf(text);
    return { start, end: start + text.length, text };
  };
  return {
    title: 'Tomato Chickpea Stew',
    description: 'A quick stew for a weeknight.',
    servings: { min: 4, max: 4, text: 'Serves 4' },
    times: {},
    ingredients: [
      {
        name: null,
        lines: [
          '1 (14.5 oz) can diced tomatoes',
          '2 cups vegetable broth',
          '1 lb. potatoes, cubed',
          '2-3 cloves garlic',
          'Salt to taste',
        ].map(range),
      },
    ],
    steps: [
      { ...range('Preheat the oven to 350°F.'), group: null, durations: [] },
      { ...range('Simmer everything for 20 minutes.'), group: null, durations: [] },
    ],
  };
}

const READING = readingOf(MARKDOWN);

describe('viewRecipe', () => {
  it('returns the markdown itself as written, 1×', () => {
    expect(viewRecipe(MARKDOWN, READING, { factor: 1, units: 'as-written' })).toBe(MARKDOWN);
  });

  it('scales every ingredient line and the servings statement where they stand', () => {
    const view = viewRecipe(MARKDOWN, READING, { targetServings: 8, units: 'as-written' });
    expect(view).toContain('Serves 8');
    expect(view).toContain('- 2 (14.5 oz) cans diced tomatoes\n- 4 cups vegetable broth\n');
    expect(view).toContain('- 2 lb. potatoes, cubed\n- 4-6 cloves garlic\n- Salt to taste\n');
    expect(view).toContain('Preheat the oven to 350°F.');
  });

  it('converts amounts and oven temperatures to metric', () => {
    const view = viewRecipe(MARKDOWN, READING, { factor: 1, units: 'metric' });
    expect(view).toContain('- 1 (410 g) can diced tomatoes\n- 470 ml vegetable broth\n');
    expect(view).toContain('- 450 g potatoes, cubed');
    expect(view).toContain('Preheat the oven to 175°C.');
    expect(view).toContain('Serves 4');
  });

  it('changes nothing but amounts: headings, steps and chatter stay byte for byte', () => {
    const view = viewRecipe(MARKDOWN, READING, { factor: 2, units: 'us' });
    const strip = (s: string) => s.replace(/[\d½⅓⅔¼¾⅛]+/gu, '#').replace(/\b(cans?|lb\.)/gu, '');
    expect(strip(view).split('\n').length).toBe(strip(MARKDOWN).split('\n').length);
    expect(view.split('## Instructions')[1]).toBe(MARKDOWN.split('## Instructions')[1]);
  });

  it('counts servings from the lowest the recipe states', () => {
    const reading = { ...READING, servings: { min: 4, max: 6, text: 'Serves 4-6' } };
    expect(viewFactor(reading, { targetServings: 2, units: 'as-written' })).toBe(0.5);
    expect(viewFactor({ ...READING, servings: null }, { targetServings: 2, units: 'metric' })).toBe(
      1,
    );
  });
});

describe('viewRecipe on what readRecipe reads', () => {
  const markdown = `# Lemon Rice

**Serves:** 4 | **Prep time:** 15 minutes

## Ingredients

- **1 cup** basmati rice
- 1 (14.5 oz) can chickpeas, drained
- Juice of 1 lemon
- Salt to taste

## Instructions

1. Heat the oven to 400°F.
2. Bake for 20 minutes.
`;

  it('rewrites amounts in place, markup kept, and the servings statement', () => {
    const view = viewRecipe(markdown, readRecipe(markdown), { targetServings: 8, units: 'metric' });
    expect(view).toContain('**Serves:** 8 | **Prep time:** 15 minutes');
    expect(view).toContain('- **470 ml** basmati rice\n- 2 (410 g) cans chickpeas, drained\n');
    expect(view).toContain('- Juice of 2 lemons\n- Salt to taste\n');
    expect(view).toContain('1. Heat the oven to 200°C.\n2. Bake for 20 minutes.');
  });
});

describe('convertTemperatures', () => {
  it.each([
    ['Preheat the oven to 350°F.', 'metric', 'Preheat the oven to 175°C.'],
    ['Bake at 400 degrees F for 20 minutes.', 'metric', 'Bake at 200°C for 20 minutes.'],
    ['Roast at 425°F', 'metric', 'Roast at 220°C'],
    ['Bake at 180°C until golden.', 'us', 'Bake at 350°F until golden.'],
    ['Heat the oven to 200 ºC', 'us', 'Heat the oven to 400°F'],
    ['Bake at 350°F (175°C).', 'metric', 'Bake at 175°C (350°F).'],
    ['Bake at 350°F (175°C).', 'us', 'Bake at 350°F (175°C).'],
    ['Bake at 350°F.', 'as-written', 'Bake at 350°F.'],
    ['Simmer for 20 minutes, stirring.', 'metric', 'Simmer for 20 minutes, stirring.'],
  ] as const)('%s (%s) → %s', (text, units, expected) => {
    expect(convertTemperatures(text, units)).toBe(expected);
  });
});

describe('factorForHave: scale the recipe to what you have', () => {
  it.each([
    ['500 g minced beef', 'I have 140 g', 0.28],
    ['500g minced beef', '140g', 0.28],
    ['1 lb ground beef', '226.8 g', 0.5],
    ['2 cups rice', '1 cup', 0.5],
    ['4 eggs', '6', 1.5],
    ['2-3 cloves garlic', '6', 2],
  ])('%s, having %s → %s', (line, have, factor) => {
    expect(factorForHave(line, have)).toBeCloseTo(factor, 3);
  });

  it.each([
    ['2 cups flour', '200 g'],
    ['Salt to taste', '10 g'],
    ['4 eggs', 'none'],
    ['4 eggs', '6 cups'],
    ['1 egg', '100'],
  ])('%s, having %s: no factor', (line, have) => {
    expect(factorForHave(line, have)).toBeNull();
  });
});

describe('viewRecipe: the servings statement and amounts in the other six languages', () => {
  const cases: [string, string, string][] = [
    ['Für 2 Personen', '- 1 EL Butter', 'Für 4 Personen'],
    ['## Zutaten für 2 Personen', '- 1 EL Butter', '## Zutaten für 4 Personen'],
    ['Pour 2 personnes', '- 1 c. à soupe de beurre', 'Pour 4 personnes'],
    ['**Raciones:** 2', '- 1 cucharada de aceite', '**Raciones:** 4'],
    ['Dosi per 2 persone', '- 1 cucchiaio di olio', 'Dosi per 4 persone'],
    ['Rende 2 porções', '- 1 colher de sopa de manteiga', 'Rende 4 porções'],
    ['Voor 2 personen', '- 1 eetlepel boter', 'Voor 4 personen'],
  ];
  it.each(cases)('%s', (statement, line, scaled) => {
    const markdown = ['# Soep', '', statement, '', '## Ingredients', '', line, '- 1 onion'].join(
      '\n',
    );
    const reading = readRecipe(markdown);
    expect(reading.servings?.min).toBe(2);
    const out = viewRecipe(markdown, reading, { targetServings: 4, units: 'as-written' });
    expect(out).toContain(scaled);
    expect(out).not.toContain(line);
  });
});
