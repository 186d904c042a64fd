import { describe, expect, it } from 'vitest';
import foodData from '../food/food-table.json';
import { FoodTable } from '../food/food-table';
import type { FoodTableData } from '../food/food-table-data';
import { readRecipe } from '../recipe/read-recipe';
import type { RecipeLanguage } from '../recipe/recipe-language';
import { lineFood } from './line-food';
import { lineGrams } from './line-grams';
import nutritionData from './nutrition-table.json';
import { NutritionTable } from './nutrition-table';
import type { NutritionTableData } from './nutrition-table-data';
import { recipeNutrition } from './recipe-nutrition';

const foods = new FoodTable(foodData as unknown as FoodTableData);
const nutrition = new NutritionTable(nutritionData as unknown as NutritionTableData);

function grams(line: string, language: RecipeLanguage = 'en'): number | null {
  const { food } = lineFood(line, foods, nutrition, language);
  return food ? lineGrams(line, food).grams : null;
}

function recipe(lines: string[], serves: string | null = 'Serves 4') {
  const markdown = `# Test dish\n\n${serves ?? ''}\n\n## Ingredients\n\n${lines.map((l) => `- ${l}`).join('\n')}\n\n## Instructions\n\n1. Mix and cook.\n`;
  return recipeNutrition(readRecipe(markdown), foods, nutrition);
}

describe('grams from what a line says', () => {
  it('converts weights and weighs volumes by the food', () => {
    expect(grams('500 g flour')).toBe(500);
    expect(grams('1 lb potatoes')).toBeCloseTo(453.6, 0);
    expect(grams('1 cup all-purpose flour')).toBeCloseTo(125, 0);
    expect(grams('2 tablespoons olive oil')).toBeCloseTo(27, 0);
  });

  it('reads the units of the seven languages', () => {
    expect(grams('2 EL Olivenöl', 'de')).toBeCloseTo(27, 0);
    expect(grams('250 g Mehl', 'de')).toBe(250);
    expect(grams("2 c. à soupe d'huile d'olive", 'fr')).toBeCloseTo(27, 0);
    expect(grams('1 cucharada de azúcar', 'es')).toBeCloseTo(12.5, 0);
    expect(grams('1 cucchiaio di zucchero', 'it')).toBeCloseTo(12.5, 0);
    expect(grams('2 colheres de sopa de azeite', 'pt')).toBeGreaterThan(20);
    expect(grams('1 eetlepel suiker', 'nl')).toBeCloseTo(12.5, 0);
  });

  it('weighs counted foods by their household measures', () => {
    expect(grams('2 large eggs')).toBe(100);
    expect(grams('1 onion, chopped')).toBe(110);
    expect(grams('3 cloves garlic')).toBe(9);
    expect(grams('3 Knoblauchzehen', 'de')).toBe(9);
    expect(grams('3 slices bacon')).toBe(87);
  });

  it('counts a can by the size written beside it, else as 400 g', () => {
    expect(grams('1 can of tomatoes')).toBe(400);
    expect(grams('1 (14.5 oz) can diced tomatoes')).toBeCloseTo(411, 0);
  });

  it('counts a range by its middle', () => {
    expect(grams('2-3 large eggs')).toBe(125);
  });
});

describe('nutrition per serving', () => {
  it('adds what was counted and divides by the servings', () => {
    const result = recipe(['400 g flour', '2 large eggs', '50 g butter']);
    expect(result.kind).toBe('figure');
    if (result.kind !== 'figure') return;
    // Flour 364, eggs 143, butter 717 kcal per 100 g.
    const kcal = (4 * 364 + 1 * 143 + 0.5 * 717) / 4;
    expect(result.perServing.kcal).toBeCloseTo(kcal, 0);
    expect(result.perServing.kJ).toBeCloseTo(kcal * 4.184, -1);
    expect(result.perServing.protein).toBeGreaterThan(10);
  });

  it('counts salt to taste as nothing and says so, with a single figure', () => {
    const result = recipe(['400 g spaghetti', '2 tablespoons olive oil', 'Salt to taste']);
    expect(result.kind).toBe('figure');
    expect(result.lines.find((l) => l.text === 'Salt to taste')?.rule).toBe('to-taste');
  });

  it('never adds a number for a line it did not identify', () => {
    const known = recipe(['400 g flour', '2 large eggs']);
    const withUnknown = recipe(['400 g flour', '2 large eggs', '300 g zorblax paste']);
    if (known.kind !== 'figure') throw new Error(known.kind);
    expect(withUnknown.lines.find((l) => l.text === '300 g zorblax paste')).toMatchObject({
      rule: 'no-food',
    });
    expect(withUnknown.lines.find((l) => l.text === '300 g zorblax paste')?.grams).toBeUndefined();
    // 300 g of something unknown could change the figure far past 10%: no single number.
    expect(withUnknown.kind).not.toBe('figure');
    if (withUnknown.kind === 'range')
      expect(withUnknown.perServing.kcal).toBe(known.perServing.kcal);
    expect('reason' in withUnknown && withUnknown.reason).toContain('zorblax');
  });

  it('bounds an unknown food counted in sprigs or cloves by the heaviest such measure USDA holds', () => {
    const result = recipe(['400 g rice', '2 sprigs zorblax leaves', '3 cloves quux']);
    const line = (text: string) => result.lines.find((l) => l.text === text);
    // At 9 kcal/g: 2 × 2.5 g and 3 × 3 g, not 250 g an item.
    expect(line('2 sprigs zorblax leaves')).toMatchObject({ rule: 'no-food', mayAdd: 45 });
    expect(line('3 cloves quux')).toMatchObject({ rule: 'no-food', mayAdd: 81 });
    expect(line('2 sprigs zorblax leaves')?.grams).toBeUndefined();
    expect(result.kind).toBe('figure');
    // Any other count of an unknown food may still be 250 g an item.
    const other = recipe(['400 g rice', '2 zorblax buns']);
    expect(other.lines[1]).toMatchObject({ rule: 'no-food', mayAdd: 4500 });
  });

  it('gives a range when what was not counted may change the figure by more than 10%', () => {
    const result = recipe(['1 kg potatoes', '400 g cheddar', '1 onion', 'Cream cheese']);
    expect(result.kind).toBe('range');
    if (result.kind !== 'range') return;
    expect(result.kcalHigh).toBeGreaterThan(result.perServing.kcal * 1.1);
    expect(result.reason).toContain('Cream cheese');
  });

  it('counts a plant milk the line does not name as the lightest, and says it may hold more', () => {
    // Unsweetened almond milk, 15 kcal/100 g, up to chocolate soy milk's 63: 262 g a cup.
    const cobbler = recipe([
      '1 cup flour',
      '1/2 cup sugar',
      '1/3 cup coconut oil',
      '1 cup plant milk',
    ]);
    const milk = cobbler.lines[3]!;
    expect(milk.rule).toBe('counted');
    expect(milk.grams).toBeCloseTo(262, 2);
    expect(milk.food).toMatch(/^Plant milk, kind not named/);
    expect(milk.mayAdd).toBeCloseTo(262 * 0.48, 1);
    // A little of it in a dish: one figure, counted at the lightest.
    expect(cobbler.kind).toBe('figure');
    // A drink of it: no single number, and the plant milk is why.
    const drink = recipe(['4 cups plant-based milk', '1 banana'], 'Serves 2');
    expect(drink.kind).not.toBe('figure');
    expect('reason' in drink && drink.reason).toBe('4 cups plant-based milk');
    // A plant milk that is named is that milk, with nothing more to add.
    expect(recipe(['1 cup almond milk']).lines[0]).toMatchObject({ rule: 'counted', mayAdd: 0 });
    for (const [line, language] of [
      ['200 ml Pflanzendrink', 'de'],
      ['20 cl de lait végétal', 'fr'],
      ['1 taza de leche vegetal', 'es'],
      ['200 ml di latte vegetale', 'it'],
      ['1 xícara de leite vegetal', 'pt'],
      ['200 ml plantaardige melk', 'nl'],
      ['1 cup plant drink', 'en'],
      ['1 cup non-dairy milk', 'en'],
    ] as const)
      expect(lineFood(line, foods, nutrition, language).food?.name).toMatch(/^Plant milk/);
  });

  it('says nothing per serving when the recipe does not say how many it serves', () => {
    expect(recipe(['400 g flour'], null)).toMatchObject({ kind: 'unknown', reason: 'servings' });
  });

  it('says "not enough identified" when nothing could be counted', () => {
    const result = recipe(['2 cups zorblax', '1 handful quux']);
    expect(result.kind).toBe('unknown');
  });
});
