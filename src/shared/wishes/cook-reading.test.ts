import { beforeAll, describe, expect, it } from 'vitest';
import { loadFoodTable, type FoodTable } from '../food/food-table';
import { readRecipe } from '../recipe/read-recipe';
import { checkDiet } from './check-wishes';
import { COOK_CASES } from './fixtures/cook-reading';

/**
 * What a cook reads in a recipe (issue 38), each case in our own words: the dish being made, a
 * tool or a dough in the steps, a swap the notes suggest, plant foods named after animal ones,
 * malt, corn flours, and bought products by their usual recipe (D19).
 */

const HEADINGS: Record<string, [string, string]> = {
  en: ['Ingredients', 'Method'],
  fr: ['Ingrédients', 'Préparation'],
  pt: ['Ingredientes', 'Modo de preparo'],
  nl: ['Ingrediënten', 'Bereiding'],
  de: ['Zutaten', 'Zubereitung'],
  es: ['Ingredientes', 'Preparación'],
  it: ['Ingredienti', 'Preparazione'],
};

function recipe(lang: string, title: string, lines: string[], steps: string[], notes = '') {
  const [ingredients, method] = HEADINGS[lang]!;
  const list = lines.map((l) => `- ${l}`).join('\n');
  const numbered = steps.map((s, i) => `${i + 1}. ${s}`).join('\n');
  return readRecipe(
    `# ${title}\n\n## ${ingredients}\n\n${list}\n\n## ${method}\n\n${numbered}\n\n${notes}\n`,
  );
}

let table: FoodTable;
beforeAll(async () => {
  table = await loadFoodTable();
});

/** The cases of fixtures/cook-reading.json, each recipe read as the page reads it. */
const CASES = COOK_CASES.map(
  (c) =>
    [c.case, c.diet, c.status, recipe(c.language, c.title, c.lines, c.steps, c.notes)] as const,
);

describe('a recipe read as a cook reads it', () => {
  it.each(CASES)('%s (%s): %s', (_, diet, status, reading) => {
    expect(checkDiet(reading, diet, table).status).toBe(status);
  });

  it('keeps the wish with bought products by their usual recipe, each named for a label check', () => {
    const reading = recipe(
      'en',
      'Oven fries',
      [
        '500 g potatoes',
        '2 tbsp ketchup',
        '1 tbsp Dijon mustard',
        '1 tsp baking powder',
        '2 tbsp maple syrup',
      ],
      ['Bake for 30 minutes.'],
    );
    const finding = checkDiet(reading, 'vegan', table);
    expect(finding.status).toBe('kept');
    expect(finding.labelCheck).toEqual(['ketchup', 'mustard', 'baking powder', 'maple syrup']);
    expect(finding.words).toContain('bought products as they are usually made');
  });

  it('names no label check when every food is plain', () => {
    const reading = recipe('en', 'Salad', ['2 tomatoes', '1 tbsp olive oil', 'salt'], ['Mix.']);
    const finding = checkDiet(reading, 'vegan', table);
    expect(finding.status).toBe('kept');
    expect(finding.labelCheck).toBeUndefined();
  });
});
