import { describe, expect, it } from 'vitest';
import { FAKE_RECIPE } from '../../../../tests/fixtures/fake-provider';
import { outlineRecipe } from './recipe-outline';

const md = (...lines: string[]) => lines.join('\n');

const SHAPES: [string, string, string[]][] = [
  [
    'the ordered list under "## Steps"',
    FAKE_RECIPE,
    ['Heat the oil in a pan.', 'Scramble the eggs, then add the rice.', 'Season and serve hot.'],
  ],
  [
    '"## Instructions" wins over a longer list elsewhere',
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
    'a deeper "### Method" heading',
    md('# Soup', '### Method', '1. Chop.', '2. Stir.'),
    ['Chop.', 'Stir.'],
  ],
  [
    'a bold line standing for the heading',
    md('**Ingredients:**', '- egg', '', '**Directions:**', '', '1. Crack the egg.', '2. Fry it.'),
    ['Crack the egg.', 'Fry it.'],
  ],
  [
    'no steps heading: the longest ordered list',
    md('# Rice', '1. one', '', 'Then:', '', '1. Rinse.', '2. Soak.', '3. Cook.'),
    ['Rinse.', 'Soak.', 'Cook.'],
  ],
  ['no ordered list at all', md('## Steps', '- Mix.', '- Bake.'), []],
  [
    'a step heading followed by bullets falls back to an ordered list elsewhere',
    md('## Preparation', '1. Wash.', '2. Dry.', '', '## Steps', '- Mix.'),
    ['Wash.', 'Dry.'],
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
    'several ordered lists under sub-headings of the steps section',
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
  ['an empty recipe', '', []],
  ['"Step 1:" paragraphs are not a list', md('## Steps', 'Step 1: Mix.', '', 'Step 2: Bake.'), []],
];

describe('outlineRecipe: steps', () => {
  it.each(SHAPES)('%s', (_name, markdown, steps) => {
    expect(outlineRecipe(markdown).steps).toEqual(steps);
  });

  it('covers at least 10 shapes', () => expect(SHAPES.length).toBeGreaterThanOrEqual(10));
});

describe('outlineRecipe: ingredients', () => {
  it('reads the table rows and list items under "Ingredients"', () => {
    expect(outlineRecipe(FAKE_RECIPE).ingredients).toEqual([
      'Egg – 2',
      'Rice – 1 cup',
      '1 tbsp oil',
      'Salt to taste',
    ]);
  });

  it('keeps sub-sections and stops at the next heading as high', () => {
    const text = md(
      '## Ingredients',
      '### Sauce',
      '- butter',
      '### Rice',
      '- rice',
      '## Steps',
      '1. Go.',
    );
    expect(outlineRecipe(text).ingredients).toEqual(['butter', 'rice']);
  });

  it('is empty without an ingredients heading', () => {
    expect(outlineRecipe(md('1. Go.', '2. Stop.')).ingredients).toEqual([]);
  });
});
