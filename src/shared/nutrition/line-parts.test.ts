import { describe, expect, it } from 'vitest';
import foodData from '../food/food-table.json';
import { FoodTable } from '../food/food-table';
import type { FoodTableData } from '../food/food-table-data';
import { readRecipe } from '../recipe/read-recipe';
import { lineFood } from './line-food';
import { lineParts } from './line-parts';
import nutritionData from './nutrition-table.json';
import { NutritionTable } from './nutrition-table';
import type { NutritionTableData } from './nutrition-table-data';
import { recipeNutrition } from './recipe-nutrition';

const foods = new FoodTable(foodData as unknown as FoodTableData);
const nutrition = new NutritionTable(nutritionData as unknown as NutritionTableData);
const namesFood = (line: string) => lineFood(line, foods, nutrition, 'en').food !== null;

describe('a line that names two foods with their amounts', () => {
  it.each([
    ['2 tbsp each butter and olive oil', ['2 tbsp butter', '2 tbsp olive oil']],
    [
      '1 tsp each cumin, coriander and paprika',
      ['1 tsp cumin', '1 tsp coriander', '1 tsp paprika'],
    ],
    ['je 1 EL Butter und Öl', ['1 EL Butter', '1 EL Öl']],
    ['1 tbsp butter and 1 tbsp olive oil', ['1 tbsp butter', '1 tbsp olive oil']],
    ['1 onion (about 1 cup) and 2 carrots, diced', ['1 onion (about 1 cup)', '2 carrots, diced']],
    [
      '1/2 of each red, yellow and green bell pepper',
      ['1/2 red bell pepper', '1/2 yellow bell pepper', '1/2 green bell pepper'],
    ],
    [
      '1 cup each dried pinto beans and dried kidney beans, sorted and rinsed',
      ['1 cup dried pinto beans', '1 cup dried kidney beans'],
    ],
  ])('splits "%s"', (text, parts) => {
    expect(lineParts(text, namesFood)).toEqual(parts);
  });

  it.each([
    '1 cup and 2 tbsp flour',
    '2 and 1/2 cups flour',
    '1 cup plus 2 tbsp flour',
    'Salt and pepper',
    'Juice and zest of 1 lemon',
    '1 pound chicken breast (cut into 1 and 1/2 inch cubes)',
    '3/4 cup sugar, separated into 1/2 and 1/4 cups',
  ])('keeps "%s" one line', (text) => {
    expect(lineParts(text, namesFood)).toBeNull();
  });

  it('counts both foods, where one had been counted and the other lost', () => {
    const markdown = `# Dish\n\nServes 2\n\n## Ingredients\n\n- 200 g spaghetti\n- 2 tbsp each butter and olive oil\n\n## Instructions\n\n1. Cook.\n`;
    const result = recipeNutrition(readRecipe(markdown), foods, nutrition);
    expect(result.lines.map((l) => [l.text, l.rule, l.food])).toEqual([
      ['200 g spaghetti', 'counted', expect.stringMatching(/^Spaghetti/)],
      ['2 tbsp butter', 'counted', expect.stringMatching(/^Butter/)],
      ['2 tbsp olive oil', 'counted', expect.stringMatching(/^Oil, olive/)],
    ]);
  });
});
