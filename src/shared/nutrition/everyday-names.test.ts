import { describe, expect, it } from 'vitest';
import foodData from '../food/food-table.json';
import { FoodTable } from '../food/food-table';
import type { FoodTableData } from '../food/food-table-data';
import { readRecipe } from '../recipe/read-recipe';
import type { RecipeLanguage } from '../recipe/recipe-language';
import { NAMES } from './fixtures/everyday-names';
import { lineFood } from './line-food';
import nutritionData from './nutrition-table.json';
import { NutritionTable } from './nutrition-table';
import type { NutritionTableData } from './nutrition-table-data';
import { recipeNutrition } from './recipe-nutrition';

/**
 * Everyday names that counted nothing before (docs/nutrition.md, "Tenth run"): lines as models
 * and sites write them in the seven languages, each read as the USDA food it names.
 */

const foods = new FoodTable(foodData as unknown as FoodTableData);
const nutrition = new NutritionTable(nutritionData as unknown as NutritionTableData);

const usda = (line: string, language: RecipeLanguage) =>
  lineFood(line, foods, nutrition, language).food?.name ?? null;

function line(text: string, language: RecipeLanguage = 'en') {
  const markdown = `# Test dish\n\nServes 4\n\n## Ingredients\n\n- ${text}\n\n## Instructions\n\n1. Cook.\n`;
  const found = recipeNutrition({ ...readRecipe(markdown), language }, foods, nutrition).lines[0];
  if (!found) throw new Error(`no line ${text}`);
  return found;
}

describe('everyday names in the seven languages', () => {
  for (const [language, cases] of Object.entries(NAMES) as [RecipeLanguage, [string, string][]][])
    it(`reads each ${language} line as the food it names`, () => {
      const wrong = cases
        .map(([text, want]) => [text, want, usda(text, language) ?? 'nothing'] as const)
        .filter(([, want, got]) => !got.startsWith(want));
      expect(wrong).toEqual([]);
    });

  it('weighs a lamb shoulder without its bone, and pak choi as a head, never a Dutch pack', () => {
    expect(line('2 lb lamb shoulder').grams).toBeCloseTo(907.185 * 0.78, 1);
    expect(line('2 lb boneless lamb shoulder').grams).toBeCloseTo(907.185, 1);
    expect(line("1,5 kg d'épaule d'agneau", 'fr').grams).toBeCloseTo(1170, 1);
    expect(line('1 pak choi').food).toMatch(/pak-choi/);
    expect(line('1 pak melk', 'nl').rule).toBe('no-weight');
  });

  it('reads vanilla alone as its extract, and vanilla before a food as a flavour of it', () => {
    expect(usda('2 tsp pure vanilla', 'en')).toBe('Vanilla extract');
    expect(usda('1/2 tsp vanilla (optional)', 'en')).toBe('Vanilla extract');
    expect(usda('1 cup vanilla yogurt', 'en')).toMatch(/^Yogurt/);
    expect(usda('1 vanilla bean, split', 'en')).toBeNull();
  });

  it('weighs a stalk of celery however it is called, and a counted anchovy as a fillet', () => {
    const stalk = line('1 celery stalk').grams;
    expect(stalk).toBeGreaterThan(0);
    expect(line('2 celery ribs, diced').grams).toBeCloseTo(2 * stalk!, 5);
    expect(line('2 sticks celery, finely chopped').grams).toBeCloseTo(2 * stalk!, 5);
    expect(line('1 Stange Staudensellerie', 'de').grams).toBeCloseTo(stalk!, 5);
    expect(line('1 branche de céleri', 'fr').grams).toBeCloseTo(stalk!, 5);
    expect(line('1 rama de apio', 'es').grams).toBeCloseTo(stalk!, 5);
    expect(line('2 coste di sedano', 'it').grams).toBeCloseTo(2 * stalk!, 5);
    // A stick of butter is still its own stick.
    expect(line('1 stick butter').grams).toBeCloseTo(113, 0);
    expect(line('4 Sardellen', 'de').grams).toBeCloseTo(16, 5);
    expect(line('8 anchoas', 'es').grams).toBeCloseTo(32, 5);
    expect(line('500 g fresh anchovies').grams).toBe(500);
  });

  it('reads a one-word decided name after the food a line opens with as describing it', () => {
    // "macinato" alone is minced meat; after pepper it says the pepper is ground.
    expect(usda('Sale e pepe macinato', 'it')).toBe('Salt, table');
    expect(line('Sale e pepe macinato', 'it').rule).toBe('to-taste');
    expect(usda('300 g di macinato', 'it')).toMatch(/^Beef, ground/);
    // After a link word the decided name is the food: a bunch ("molho") of coriander.
    expect(usda('1 molho de coentros', 'pt')).toBe('Coriander (cilantro) leaves, raw');
    // A generic word first ("Fleisch") still lets the named food through.
    expect(usda('200 g Fleisch, z.B. Hähnchenfleisch', 'de')).toMatch(/^Chicken/);
  });

  it('bounds a bouquet garni as a bay leaf, a fresh herb with no amount by its bunch', () => {
    expect(line('1 bouquet garni (thym, laurier, romarin)', 'fr').mayAdd).toBeLessThan(5);
    expect(line('1 Kräuterstrauß', 'de').mayAdd).toBeLessThan(5);
    expect(line('Rosmarino fresco', 'it').mayAdd).toBeCloseTo(100 * 1.31, 5);
    expect(line('2 nests medium egg noodles').grams).toBe(100);
  });

  it('weighs what SR28 or a like food measures: oat flour, crumbled goat cheese, bacon pieces', () => {
    expect(line('2/3 cup oat flour').grams).toBeCloseTo((2 / 3) * 104, 1);
    expect(line('1/3 cup goat cheese crumbles').grams).toBeCloseTo(50, 1);
    expect(line('8 pieces of bacon (cooked and chopped)').food).toMatch(/^Pork, cured, bacon/);
    expect(line('Dough for one pie crust').grams).toBe(line('1 single pie crust').grams);
    expect(line('18 ounces ice cubes').food).toMatch(/^Water/);
    for (const [text, language] of [
      ['1 orange pepper, deseeded', 'en'],
      ['1 poivron orange', 'fr'],
      ['1 oranje paprika', 'nl'],
    ] as const)
      expect(usda(text, language), text).toBe('Peppers, sweet, red, raw');
  });

  it('counts mirepoix as its onion, carrot and celery, and yellow squash by the piece', () => {
    const mirepoix = line('1 cup organic mirepoix (onions - carrots - celery)');
    expect(mirepoix).toMatchObject({ rule: 'counted', food: 'Mirepoix (onion, carrot, celery)' });
    expect(mirepoix.grams).toBeCloseTo(137, 2);
    expect(usda('200 g di soffritto', 'it')).toBe('Mirepoix (onion, carrot, celery)');
    expect(usda('olio per il soffritto', 'it')).toMatch(/^Oil/);
    expect(line('1 yellow squash (diced)').grams).toBe(line('1 zucchini').grams);
  });

  it('never weighs a counted part of a plant as its whole head', () => {
    // SR weighs pak choi by the 840 g head; sixteen stems are no sixteen heads.
    expect(line('16 choy sum stems, cut into 15cm pieces')).toMatchObject({ rule: 'no-weight' });
    expect(line('16 choy sum stems, cut into 15cm pieces').mayAdd).toBeCloseTo(16 * 64 * 0.13, 5);
    // A stem said of how a food is trimmed counts the food.
    expect(line('3 guajillos deseeded and stem removed').rule).toBe('counted');
    expect(line('1 bay leaf').mayAdd).toBeLessThan(3);
    // A food whose whole item is lighter than any plant part is counted by it: gelatin sheets.
    expect(line('6 hojas de gelatina neutra', 'es').grams).toBeCloseTo(10.2, 5);
    expect(line('6 folhas de gelatina incolor', 'pt').grams).toBeCloseTo(10.2, 5);
  });

  it('weighs pickles by their usual piece, relish as relish, a baking aroma as a flavouring', () => {
    expect(line('3 pickles').grams).toBe(195);
    expect(line('3 Gewürzgurken', 'de').grams).toBe(195);
    expect(usda('1 cup sweet pickle relish', 'en')).toBe('Pickle relish, sweet');
    expect(line('1 Fläschchen Rum-Aroma', 'de')).toMatchObject({
      food: 'Vanilla extract',
      grams: 2,
    });
  });

  it('weighs breads a sandwich names by their own size, and a block of halloumi', () => {
    expect(line('4 sub rolls')).toMatchObject({
      food: 'Sub or hoagie roll (hard roll)',
      grams: 344,
    });
    expect(line('4 hoagie rolls').grams).toBe(344);
    expect(line('4 brioche buns')).toMatchObject({
      food: 'Brioche bun (egg dinner roll)',
      grams: 172,
    });
    expect(line('4 ciabatta rolls').food).toBe('Rolls, hard (includes kaiser)');
    expect(line('4 bagels').grams).toBe(420);
    expect(line('8 taco shells').food).toBe('Taco shells, baked');
    expect(line('1 block halloumi').grams).toBe(227);
  });

  it('bounds a whole squash, pumpkin or celeriac by a kilogram, never a 250 g item', () => {
    expect(line('1 butternut squash')).toMatchObject({ rule: 'no-weight', mayAdd: 450 });
    expect(line('1 knolselderij, in blokjes', 'nl').mayAdd).toBeCloseTo(1000 * 0.42, 5);
  });

  it('never weighs a batch of a recipe as one item of its food', () => {
    expect(line('1 batch aioli')).toMatchObject({ rule: 'no-weight' });
    expect(line('1 recipe Vegan Aioli').grams).toBeUndefined();
    expect(line('1 batch pie dough (about 300 g)').grams).toBe(300);
  });
});
