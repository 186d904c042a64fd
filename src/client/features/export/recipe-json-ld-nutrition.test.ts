// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadFoodTable } from '../../../shared/food/food-table';
import { loadNutritionTable } from '../../../shared/nutrition/nutrition-table';
import type { RecipeReading } from '../../../shared/recipe/reading';
import { recipeJsonLd } from './recipe-json-ld';

const tables = { foods: await loadFoodTable(), nutrition: await loadNutritionTable() };
const line = (text: string) => ({ text, start: 0, end: 0 });
const reading = (lines: string[]): RecipeReading => ({
  title: 'Butter biscuits',
  description: null,
  servings: { min: 4, max: 4, text: 'Serves 4' },
  times: {},
  ingredients: [{ name: null, lines: lines.map(line) }],
  steps: [],
});
const context = { preferences: {}, created: new Date('2026-01-01T00:00:00Z') };

describe('nutrition in the schema.org export', () => {
  it('is NutritionInformation per serving where the page shows a single figure', () => {
    const recipe = recipeJsonLd(reading(['400 g flour', '200 g butter', '100 g sugar']), {
      ...context,
      tables,
    });
    // Flour 364, butter 717, sugar 387 kcal per 100 g; 4 servings.
    const kcal = Math.round((4 * 364 + 2 * 717 + 387) / 4);
    expect(recipe.nutrition).toMatchObject({
      '@type': 'NutritionInformation',
      servingSize: '1 serving',
      calories: `${kcal} kcal`,
    });
    expect(recipe.nutrition).toHaveProperty('fatContent');
    expect(recipe.nutrition).toHaveProperty('sodiumContent');
  });

  it('weighs the recipe as written, whatever units the export shows', () => {
    const written = reading(['400 g flour', '200 g butter', '100 g sugar']);
    // The units control's kitchen rounding: 400 g as 14 oz, 200 g as 7 oz, 100 g as 3 ½ oz.
    const shown = reading(['14 oz flour', '7 oz butter', '3 ½ oz sugar']);
    const kcal = Math.round((4 * 364 + 2 * 717 + 387) / 4);
    const exported = recipeJsonLd(shown, { ...context, tables, weighed: written });
    expect(exported.nutrition).toMatchObject({ calories: `${kcal} kcal` });
    expect(exported.recipeIngredient).toEqual(['14 oz flour', '7 oz butter', '3 ½ oz sugar']);
    expect(recipeJsonLd(shown, { ...context, tables }).nutrition).not.toMatchObject({
      calories: `${kcal} kcal`,
    });
  });

  it('is left out where there is no single figure, or no data', () => {
    const unsure = reading(['400 g flour', '300 g zorblax paste']);
    expect(recipeJsonLd(unsure, { ...context, tables })).not.toHaveProperty('nutrition');
    expect(recipeJsonLd(reading(['400 g flour']), { ...context, tables: null })).not.toHaveProperty(
      'nutrition',
    );
  });
});
