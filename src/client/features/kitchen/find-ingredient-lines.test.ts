import { describe, expect, it } from 'vitest';
import { FAKE_RECIPE } from '../../../../tests/fixtures/fake-provider';
import { findIngredientLines } from './find-ingredient-lines';
import { kitchenGroups } from './kitchen-groups';

const md = (...lines: string[]) => lines.join('\n');

describe('finding the ingredient list in a recipe', () => {
  const shapes: [string, string, string[] | null][] = [
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
    [
      'the fake recipe: a table and a list under one heading',
      FAKE_RECIPE,
      ['Egg (2)', 'Rice (1 cup)', '1 tbsp oil', 'Salt to taste'],
    ],
    [
      '"For the sauce:" labels between lists',
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
      ['Rice', 'Soy sauce', 'Honey'],
    ],
    [
      '"For the sauce:" items with nested lists',
      md(
        '## Ingredients',
        '',
        '- For the rice:',
        '  - Rice',
        '- For the sauce:',
        '  - Soy sauce',
        '- Salt',
      ),
      ['Rice', 'Soy sauce', 'Salt'],
    ],
    [
      'sub-headings under the ingredients heading',
      md(
        '## Ingredients',
        '### Sauce',
        '- Soy sauce',
        '### Topping',
        '- Sesame seeds',
        '## Steps',
        '- Mix',
      ),
      ['Soy sauce', 'Sesame seeds'],
    ],
    [
      'a bold "Ingredients:" label instead of a heading',
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
      'a heading that says what you will need',
      md("## What you'll need", '* Egg', '* Rice', '## How to make it', '* Fry'),
      ['Egg', 'Rice'],
    ],
    [
      'no heading: the first list',
      md('# Quick rice', '', 'Gather:', '', '- Rice', '- Water', '', 'Then:', '', '1. Boil.'),
      ['Rice', 'Water'],
    ],
    ['no list at all', md('# Rice', '', 'Boil rice in water, add salt and serve.'), null],
    [
      'an ingredients heading with nothing under it',
      md('## Ingredients', 'Rice and eggs.', '## Steps', '1. Cook.'),
      null,
    ],
    ['empty text', '', null],
  ];

  it.each(shapes)('%s', (_shape, markdown, expected) => {
    expect(findIngredientLines(markdown)).toEqual(expected);
  });
});

describe('kitchen groups from markdown', () => {
  it('sorts the fake recipe against the list', () => {
    expect(kitchenGroups(FAKE_RECIPE, ['Egg', 'Rice', 'Spring onion', 'Soy sauce'])).toEqual({
      have: [
        { line: 'Egg (2)', item: 'Egg' },
        { line: 'Rice (1 cup)', item: 'Rice' },
      ],
      staples: ['1 tbsp oil', 'Salt to taste'],
      toBuy: [],
      notUsed: ['Spring onion', 'Soy sauce'],
    });
  });

  it('is null without an ingredient list', () => {
    expect(kitchenGroups('Just text.', ['Egg'])).toBeNull();
  });
});
