import { beforeAll, describe, expect, it } from 'vitest';
import { loadFoodTable, type FoodTable } from '../food/food-table';
import type { Diet } from '../preference-options';
import { readRecipe } from '../recipe/read-recipe';
import { checkDiet, type WishStatus } from './check-wishes';

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

const CASES: [string, Diet, WishStatus, ReturnType<typeof recipe>][] = [
  [
    'a French "moule" in the steps is the tin',
    'vegetarian',
    'kept',
    recipe(
      'fr',
      'Gâteau au yaourt',
      ['200 g de farine', '100 g de sucre', '3 œufs'],
      ['Beurrer le moule et y verser la pâte.', 'Cuire 30 minutes au four.'],
    ),
  ],
  [
    'the coconut ice cream being made',
    'vegan',
    'kept',
    recipe(
      'en',
      'Coconut ice cream',
      ['400 ml coconut milk', '100 g sugar'],
      ['Churn the ice cream for 20 minutes.', 'Serve the ice cream in bowls.'],
    ),
  ],
  [
    'a dough made of almond flour',
    'gluten-free',
    'kept',
    recipe(
      'en',
      'Almond cookies',
      ['200 g almond flour', '2 eggs', '50 g sugar'],
      ['Mix into a soft dough.', 'Roll the dough and bake for 12 minutes.'],
    ),
  ],
  [
    'bread and butter pickles',
    'gluten-free',
    'kept',
    recipe('en', 'Burgers', ['500 g beef mince', '4 bread and butter pickles'], ['Grill them.']),
  ],
  [
    'masa harina',
    'gluten-free',
    'kept',
    recipe('en', 'Tortillas', ['2 cups masa harina', '1 1/2 cups warm water', '1 tsp salt'], []),
  ],
  [
    'leite de coco and tomatoes in Portuguese',
    'vegan',
    'kept',
    recipe('pt', 'Caril', ['200 ml de leite de coco', '2 tomates', '1 cebola'], ['Cozinhe.']),
  ],
  [
    'kokosmelk in Dutch',
    'dairy-free',
    'kept',
    recipe('nl', 'Curry', ['400 ml kokosmelk', '1 ui'], ['Kook alles 20 minuten.']),
  ],
  [
    'lait de coco in French',
    'vegan',
    'kept',
    recipe('fr', 'Curry', ['400 ml de lait de coco', '1 oignon'], ['Cuire 20 minutes.']),
  ],
  [
    'a pumpkin pie with coconut cream',
    'dairy-free',
    'kept',
    recipe('en', 'Pumpkin pie', ['1 can coconut cream', '1 cup pumpkin puree'], ['Bake.']),
  ],
  [
    'vegan butter and mayonnaise, almond milk',
    'vegan',
    'kept',
    recipe(
      'en',
      'Toast',
      ['2 tbsp vegan butter', '2 tbsp vegan mayonnaise', '1 cup almond milk', '2 potatoes'],
      ['Toast.'],
    ),
  ],
  [
    'polenta and rice flour',
    'gluten-free',
    'kept',
    recipe('en', 'Polenta', ['200 g polenta', '100 g rice flour'], ['Cook.']),
  ],
  [
    'malt vinegar holds gluten',
    'gluten-free',
    'not kept',
    recipe('en', 'Chips', ['500 g potatoes', '2 tbsp malt vinegar'], ['Fry.']),
  ],
  [
    'a swap the notes suggest for the diet',
    'vegan',
    'kept',
    recipe(
      'en',
      'Pasta',
      ['200 g dried pasta', '1 tbsp olive oil'],
      ['Cook the pasta for 10 minutes.'],
      'For a vegan version, use vegan Parmesan instead of Parmesan.',
    ),
  ],
  [
    'a note that names a breaking food with no swap',
    'vegan',
    'not kept',
    recipe(
      'en',
      'Pasta',
      ['200 g dried pasta', '1 tbsp olive oil'],
      ['Cook the pasta for 10 minutes.'],
      'Serve with grated Parmesan.',
    ),
  ],
  [
    'a swap after the comma that keeps the diet',
    'vegan',
    'kept',
    recipe('en', 'Potatoes', ['500 g potatoes, roasted in duck fat or olive oil'], ['Roast.']),
  ],
  [
    'a swap after the comma whose every food breaks the diet',
    'vegetarian',
    'not kept',
    recipe('en', 'Potatoes', ['500 g potatoes, roasted in duck fat or lard'], ['Roast.']),
  ],
  [
    'Worcestershire sauce: anchovies',
    'vegetarian',
    'not kept',
    recipe('en', 'Stew', ['500 g potatoes', '1 tbsp Worcestershire sauce'], ['Bake.']),
  ],
  [
    'pesto: Parmesan',
    'vegetarian',
    'not kept',
    recipe('en', 'Pasta', ['200 g dried pasta', '2 tbsp pesto'], ['Mix.']),
  ],
  [
    'soy sauce: wheat',
    'gluten-free',
    'not kept',
    recipe('en', 'Rice', ['200 g rice', '2 tbsp soy sauce'], ['Cook.']),
  ],
];

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
