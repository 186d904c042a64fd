import { describe, expect, it } from 'vitest';
import { FAKE_RECIPE } from '../../../tests/fixtures/fake-provider';
import { RECIPE_SHAPES } from './fixtures/recipe-shapes';
import { readRecipe } from './read-recipe';

const md = (...lines: string[]) => lines.join('\n');

describe('readRecipe: the shapes models answer in', () => {
  it('holds its 84 shapes', () => expect(RECIPE_SHAPES.length).toBe(84));

  it.each(RECIPE_SHAPES.map((shape) => [shape.shape, shape] as const))('%s', (_name, shape) => {
    const reading = readRecipe(shape.markdown);
    expect(reading.title).toBe(shape.title);
    expect(
      reading.ingredients.map((group) => [group.name, group.lines.map((l) => l.text)]),
    ).toEqual(shape.groups);
    expect(reading.steps.map((step) => step.text)).toHaveLength(shape.steps);
    expect(reading.steps.flatMap((step) => step.durations.map((d) => d.label))).toEqual(
      shape.timers,
    );
    if (shape.servings !== undefined) expect(reading.servings).toEqual(shape.servings);
    expect(reading.times).toEqual(shape.times ?? {});
    expect(reading.language).toBe(shape.language ?? 'en');
  });

  it('holds recipes in each of the seven languages', () => {
    const languages = new Set(RECIPE_SHAPES.map((shape) => shape.language ?? 'en'));
    expect([...languages].sort()).toEqual(['de', 'en', 'es', 'fr', 'it', 'nl', 'pt']);
  });
});

const lines = (markdown: string) =>
  readRecipe(markdown).ingredients.flatMap((group) => group.lines.map((line) => line.text));
const steps = (markdown: string) => readRecipe(markdown).steps.map((step) => step.text);

describe('readRecipe: the ingredient cases of the kitchen panel', () => {
  const cases: [string, string, string[]][] = [
    [
      'a bullet list under "## Ingredients"',
      md(
        '# Rice',
        '',
        '## Ingredients',
        '',
        '- 2 eggs',
        '- 1 cup rice',
        '',
        '## Steps',
        '',
        '1. Cook.',
      ),
      ['2 eggs', '1 cup rice'],
    ],
    [
      'a numbered list under the heading',
      md('### Ingredients', '1. Egg', '2. Rice', '', '### Method', '1. Fry it.'),
      ['Egg', 'Rice'],
    ],
    [
      'a table, the ingredient column with its amount',
      md(
        '## Ingredients',
        '',
        '| Amount | Ingredient |',
        '| - | - |',
        '| 2 | Egg |',
        '| 1 cup | Rice |',
      ),
      ['Egg (2)', 'Rice (1 cup)'],
    ],
    ['the fake recipe', FAKE_RECIPE, ['Egg (2)', 'Rice (1 cup)', '1 tbsp oil', 'Salt to taste']],
    [
      'a bold label, inline markup removed',
      md(
        '**Ingredients:**',
        '',
        '- **2** eggs',
        '- *Rice*',
        '',
        '**Instructions:**',
        '',
        '1. Cook.',
      ),
      ['2 eggs', 'Rice'],
    ],
    [
      'no heading: the first list',
      md('# Quick rice', '', 'Gather:', '', '- Rice', '- Water', '', 'Then:', '', '1. Boil.'),
      ['Rice', 'Water'],
    ],
    ['no list at all', md('# Rice', '', 'Boil rice in water, add salt and serve.'), []],
    [
      'an ingredients heading over one sentence',
      md('## Ingredients', 'Rice and eggs.', '## Steps', '1. Cook.'),
      [],
    ],
    ['empty text', '', []],
  ];

  it.each(cases)('%s', (_name, markdown, expected) => expect(lines(markdown)).toEqual(expected));

  it('names the groups of labels and sub-headings', () => {
    const reading = readRecipe(
      md(
        '## Ingredients',
        '',
        'For the rice:',
        '',
        '- Rice',
        '',
        'For the sauce:',
        '',
        '- Soy sauce',
        '- Honey',
      ),
    );
    expect(reading.ingredients.map((group) => group.name)).toEqual([
      'For the rice',
      'For the sauce',
    ]);
    const headed = readRecipe(
      md('## Ingredients', '### Sauce', '- Soy sauce', '### Topping', '- Sesame'),
    );
    expect(headed.ingredients.map((group) => group.name)).toEqual(['Sauce', 'Topping']);
  });
});

describe('readRecipe: the step cases of cook mode', () => {
  const cases: [string, string, string[]][] = [
    [
      'the fake recipe',
      FAKE_RECIPE,
      ['Heat the oil in a pan.', 'Scramble the eggs, then add the rice.', 'Season and serve hot.'],
    ],
    [
      '"## Instructions", not the list under "## Tips"',
      md(
        '## Tips',
        '1. a',
        '2. b',
        '3. c',
        '4. d',
        '',
        '## Instructions',
        '1. Boil water.',
        '2. Add pasta.',
      ),
      ['Boil water.', 'Add pasta.'],
    ],
    [
      'a deeper "### Method"',
      md('# Soup', '### Method', '1. Chop.', '2. Stir.'),
      ['Chop.', 'Stir.'],
    ],
    [
      'no steps heading: the longest numbered list',
      md('# Rice', '1. one', '', 'Then:', '', '1. Rinse.', '2. Soak.', '3. Cook.'),
      ['Rinse.', 'Soak.', 'Cook.'],
    ],
    ['bullets under "## Steps"', md('## Steps', '- Mix.', '- Bake.'), ['Mix.', 'Bake.']],
    [
      'two step sections in a row',
      md('## Preparation', '1. Wash.', '2. Dry.', '', '## Steps', '- Mix.'),
      ['Wash.', 'Dry.', 'Mix.'],
    ],
    [
      'inline markup, links and several paragraphs become plain text',
      md(
        '## Steps',
        '',
        '1. Heat **2 tbsp** oil.',
        '',
        '   Use a [wok](https://x.test).',
        '2. Add `rice`.',
      ),
      ['Heat 2 tbsp oil. Use a wok.', 'Add rice.'],
    ],
    [
      'a nested list stays part of its step',
      md('## Directions', '1. Prepare:', '   1. peel', '   2. chop', '2. Cook.'),
      ['Prepare: peel chop', 'Cook.'],
    ],
    [
      'lists under sub-headings of the steps, up to the next heading as high',
      md(
        '## Method',
        '### Sauce',
        '1. Melt butter.',
        '### Pasta',
        '1. Boil.',
        '## Serving',
        '1. Plate.',
      ),
      ['Melt butter.', 'Boil.'],
    ],
    [
      'a list that starts at 3 and uses ")"',
      md('## Step-by-step', '3) Whisk.', '4) Pour.'),
      ['Whisk.', 'Pour.'],
    ],
    [
      '"Step 1:" paragraphs',
      md('## Steps', 'Step 1: Mix.', '', 'Step 2: Bake.'),
      ['Mix.', 'Bake.'],
    ],
    ['an empty recipe', '', []],
  ];

  it.each(cases)('%s', (_name, markdown, expected) => expect(steps(markdown)).toEqual(expected));

  it('names the group of each step', () => {
    const reading = readRecipe(
      md('## Method', '### Sauce', '1. Melt butter.', '### Pasta', '1. Boil.'),
    );
    expect(reading.steps.map((step) => step.group)).toEqual(['Sauce', 'Pasta']);
  });
});

describe('readRecipe: what it states and where each part stands', () => {
  it('gives each line, step and duration its place', () => {
    const markdown = md(
      '# Soup',
      '',
      '## Ingredients',
      '- **2** leeks',
      '',
      '## Method',
      '1. Simmer 20 minutes.',
    );
    const reading = readRecipe(markdown);
    const line = reading.ingredients[0]?.lines[0];
    expect(line && markdown.slice(line.start, line.end)).toBe('**2** leeks');
    const step = reading.steps[0];
    expect(step && markdown.slice(step.start, step.end)).toBe('Simmer 20 minutes.');
    const duration = step?.durations[0];
    expect(duration && step.text.slice(duration.start, duration.end)).toBe('20 minutes');
  });

  it('keeps the echoed request and the opening words out of the introduction', () => {
    const text = md(
      'I have leeks.',
      '',
      'Sure! Here is one.',
      '',
      '# Soup',
      '',
      '## Ingredients',
      '- leek',
    );
    expect(readRecipe(text).description).toBeNull();
  });

  it('reads the introduction after the title', () => {
    const reading = readRecipe(
      md('Sure! Here you go.', '', '# Soup', '', 'A warm bowl.', '', '## Ingredients', '- leek'),
    );
    expect(reading).toMatchObject({ title: 'Soup', description: 'A warm bowl.' });
  });

  it.each([
    ['Serves 4', { min: 4, max: 4, text: '4 servings' }],
    ['**Servings:** 4-6', { min: 4, max: 6, text: '4-6 servings' }],
    ['Yield: 12 cookies', { min: 12, max: 12, text: '12 cookies' }],
    ['Makes about 24 small cookies.', { min: 24, max: 24, text: '24 small cookies' }],
    ['Serves two', { min: 2, max: 2, text: '2 servings' }],
    ['*Prep: 5 min • Serves 2 people*', { min: 2, max: 2, text: '2 servings' }],
    ['## Ingredients for 4 servings', { min: 4, max: 4, text: '4 servings' }],
    ['It feeds 6 hungry people, or 8 as a side.', { min: 6, max: 6, text: '6 servings' }],
  ])('reads the servings in %j', (line, servings) => {
    expect(readRecipe(md('# Dish', '', line, '', '## Ingredients', '- leek')).servings).toEqual(
      servings,
    );
  });

  it.each([
    ['Prep time: 15 minutes', { prepSeconds: 900 }],
    [
      '**Prep Time:** 10 mins **Cook Time:** 1 hour 5 minutes',
      { prepSeconds: 600, cookSeconds: 3900 },
    ],
    ['Total Time: 45 minutes', { totalSeconds: 2700 }],
    ['Cooking time: about 20 minutes', { cookSeconds: 1200 }],
    ['Ready in 30 minutes', { totalSeconds: 1800 }],
  ])('reads the times in %j', (line, times) => {
    expect(readRecipe(md('# Dish', '', line, '', '## Ingredients', '- leek')).times).toEqual(times);
  });

  it('reads no servings or times from the steps', () => {
    const reading = readRecipe(
      md('## Method', '1. Cook: sear for 5 minutes.', '2. Makes the sauce thick.'),
    );
    expect(reading).toMatchObject({ servings: null, times: {} });
    expect(reading.steps).toHaveLength(2);
  });

  it('is the same on every call', () => {
    for (const shape of RECIPE_SHAPES.slice(0, 5)) {
      expect(readRecipe(shape.markdown)).toEqual(readRecipe(shape.markdown));
    }
  });
});

describe('readRecipe: an answer cut anywhere', () => {
  it('reads every shape cut short, its places inside the text', () => {
    for (const { markdown } of RECIPE_SHAPES) {
      for (let cut = 0; cut < markdown.length; cut += 29) {
        const text = markdown.slice(0, cut);
        const reading = readRecipe(text);
        const parts = [...reading.ingredients.flatMap((g) => g.lines), ...reading.steps];
        for (const part of parts) {
          expect(part.start).toBeGreaterThanOrEqual(0);
          expect(part.end).toBeLessThanOrEqual(text.length);
        }
      }
    }
    // About 900 readings: a ceiling for a busy machine, not a measure of speed.
  }, 30_000);
});

describe('readRecipe: step text as cook mode shows it', () => {
  it('leaves out the bullets of sub-points indented into a bold title’s paragraph', () => {
    const shape = RECIPE_SHAPES.find((s) => s.shape.startsWith('**1. Title:**'));
    expect(steps(shape?.markdown ?? '')).toEqual([
      'Prepare: Heat the oven to 300°F (150°C). Butter a deep baking dish.',
      'Bake: Stir everything together in the dish. Bake for 2 to 2.5 hours, stirring once after 30 minutes.',
    ]);
  });
});
