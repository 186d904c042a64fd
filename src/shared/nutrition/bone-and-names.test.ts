import { describe, expect, it } from 'vitest';
import foodData from '../food/food-table.json';
import { FoodTable } from '../food/food-table';
import type { FoodTableData } from '../food/food-table-data';
import { readRecipe } from '../recipe/read-recipe';
import type { RecipeLanguage } from '../recipe/recipe-language';
import { edibleShare } from './bone';
import { lineFood } from './line-food';
import nutritionData from './nutrition-table.json';
import { NutritionTable } from './nutrition-table';
import type { NutritionTableData } from './nutrition-table-data';
import { recipeNutrition } from './recipe-nutrition';

/** Meat weighed with its bone, and names the food table files under another food (docs/nutrition.md). */

const foods = new FoodTable(foodData as unknown as FoodTableData);
const nutrition = new NutritionTable(nutritionData as unknown as NutritionTableData);
const usda = (line: string, language: RecipeLanguage = 'en') =>
  lineFood(line, foods, nutrition, language).food;

function gramsOf(line: string, language: RecipeLanguage = 'en') {
  const markdown = `# Test\n\nServes 4\n\n## Ingredients\n\n- ${line}\n\n## Instructions\n\n1. Cook.\n`;
  const result = recipeNutrition({ ...readRecipe(markdown), language }, foods, nutrition);
  return result.lines[0]?.grams;
}

describe('meat weighed with its bone counts what is eaten', () => {
  it("counts the edible share USDA's refuse states for each cut weighed as bought", () => {
    // SR28 FOOD_DES refuse: wing 38% (05100), drumstick 33% (05066), leg 27% (05075), whole
    // chicken 32% (05006), whole turkey 29% (05165), spareribs 30% (10088), backribs 37% (10192).
    expect(gramsOf('2 pounds chicken wings')).toBeCloseTo(907.185 * 0.62, 1);
    expect(gramsOf('1 kg chicken drumsticks')).toBeCloseTo(670, 1);
    expect(gramsOf('1 kg chicken leg quarters')).toBeCloseTo(730, 1);
    expect(gramsOf('1 whole chicken (about 4 lb)')).toBeCloseTo(1814.37 * 0.68, 1);
    expect(gramsOf('3 pounds pork spare ribs')).toBeCloseTo(1360.78 * 0.7, 1);
    expect(gramsOf('2 racks baby back ribs (about 4 pounds)')).toBeCloseTo(1814.37 * 0.63, 1);
    expect(gramsOf('3.5 pounds bone-in short ribs')).toBeCloseTo(1587.57 * 0.55, 1);
    // Leg of lamb, 22% bone (17230, trimmed to 1/8"); boneless, all of it.
    expect(gramsOf('2kg lamb leg joint')).toBeCloseTo(1560, 1);
    expect(gramsOf('1 kg boneless leg of lamb')).toBeCloseTo(1000, 1);
    // English "of" is no Dutch "of" (or): "leg of lamb" weighs as "lamb leg", in English and
    // where the language is not known; in Dutch "of" offers a choice.
    expect(gramsOf('1.5 kg leg of lamb')).toBeCloseTo(1170, 1);
    expect(gramsOf('1.5 kg lamb leg')).toBeCloseTo(1170, 1);
    expect(edibleShare('1.5 kg leg of lamb', usda('1.5 kg leg of lamb')!)).toBeCloseTo(0.78, 2);
  });

  it('counts 80% of another cut said bone-in, in other languages too', () => {
    expect(gramsOf('2 pounds bone-in chicken thighs')).toBeCloseTo(907.185 * 0.8, 1);
    expect(gramsOf('1 kg de cerdo con hueso', 'es')).toBeCloseTo(800, 1);
    expect(gramsOf('1 kg de alitas de pollo', 'es')).toBeCloseTo(620, 1);
  });

  it('keeps the whole weight when the line says boneless, or counts items', () => {
    expect(gramsOf('2 pounds boneless skinless chicken thighs')).toBeCloseTo(907.185, 1);
    expect(gramsOf('1 kg chicken breast')).toBeCloseTo(1000, 1);
    // A counted wing weighs by USDA's own measure, already without its bone.
    const wing = usda('4 chicken wings')!;
    expect(edibleShare('4 chicken wings', wing)).toBe(1);
  });

  it('never cuts a food that is no meat', () => {
    const rice = usda('2 pounds rice')!;
    expect(edibleShare('2 pounds rice, on the bone', rice)).toBe(1);
  });
});

describe('names the food table files under another food', () => {
  it('takes a decided cut inside a longer name filed under its meat', () => {
    expect(usda('3 lbs beef chuck roast')?.name).toMatch(
      /^Beef, chuck, under blade pot roast or steak, boneless, separable lean and fat, trimmed to 0" fat/,
    );
    expect(usda('4 sirloin steaks')?.name).toMatch(
      /^Beef, top sirloin, steak, separable lean only/,
    );
    expect(usda('2 pounds beef stew meat')?.name).toMatch(/^Beef, chuck for stew/);
  });

  it('counts beef steaks and plain beef as shops trim them now, a Rumpsteak with its rim of fat', () => {
    const tenderloin =
      /^Beef, loin, tenderloin steak, boneless, separable lean and fat, trimmed to 0" fat/;
    expect(usda('2 filet mignon steaks')?.name).toMatch(tenderloin);
    expect(usda('500 g Rinderfilet', 'de')?.name).toMatch(tenderloin);
    expect(usda('400 g solomillo de ternera', 'es')?.name).toMatch(tenderloin);
    expect(usda('300 g ossenhaas', 'nl')?.name).toMatch(tenderloin);
    const sirloin = /^Beef, top sirloin, steak, separable lean only/;
    expect(usda('1 lb beef sirloin, cut into strips')?.name).toMatch(sirloin);
    expect(usda('300 g Rindersteak', 'de')?.name).toMatch(sirloin);
    expect(usda('2 pavés de rumsteck', 'fr')?.name).toMatch(sirloin);
    expect(usda('400 g biefstuk', 'nl')?.name).toMatch(sirloin);
    expect(usda('350 g Rumpsteak', 'de')?.name).toMatch(
      /^Beef, top sirloin, steak, separable lean and fat/,
    );
    const chuck =
      /^Beef, chuck, under blade pot roast or steak, boneless, separable lean and fat, trimmed to 0" fat/;
    expect(usda('550 g Rindfleisch', 'de')?.name).toMatch(chuck);
    expect(usda('1 kg Rinderbraten', 'de')?.name).toMatch(chuck);
    expect(usda('800 g de acém', 'pt')?.name).toMatch(chuck);
    // Per 100 g: the tenderloin 147 kcal (not 247), the sirloin 131 (not 201), the chuck 196 (not 254).
    expect(usda('500 g Rinderfilet', 'de')?.per100g[0]).toBe(147);
    expect(usda('300 g Rindersteak', 'de')?.per100g[0]).toBe(131);
    expect(usda('550 g Rindfleisch', 'de')?.per100g[0]).toBe(196);
  });

  it('keeps a cheese named with its kind ("parmesan cheese") and a garlic clove', () => {
    expect(usda('1/4 cup shredded Parmesan cheese')?.name).toMatch(/^Cheese, parmesan/);
    expect(usda('2 garlic cloves')?.name).toMatch(/^Garlic/);
  });

  it('reads a canned cream soup as the condensed soup, not its vegetable', () => {
    expect(usda('two 10-ounce cans cream of mushroom soup')?.name).toBe(
      'Soup, cream of mushroom, canned, condensed',
    );
    expect(usda('2 (10.75-ounce) cans condensed cream of tomato soup')?.name).toBe(
      'Soup, tomato, canned, condensed',
    );
  });

  it('never weighs a plant milk as its nut or grain: decided, else named not counted', () => {
    const almondMilk = /^Beverages, almond milk, unsweetened/;
    expect(usda('2/3 cup unsweetened almond milk')?.name).toMatch(almondMilk);
    expect(usda('1 taza de leche de almendras', 'es')?.name).toMatch(almondMilk);
    expect(usda('20 cl de lait d’amande', 'fr')?.name).toMatch(almondMilk);
    expect(lineFood('2/3 cup oat milk', foods, nutrition, 'en').named).toBe('oat milk');
    expect(usda('200 ml Hafermilch', 'de')).toBeNull();
    expect(usda('1 cup soy milk')?.name).toMatch(/^Soymilk/);
    expect(usda('1 cup milk (or almond milk)')?.name).toMatch(/^Milk, whole/);
    expect(usda('4 slices American cheese')?.name).toMatch(
      /^Cheese, pasteurized process, American/,
    );
  });

  it('weighs dried tomatoes as dried in every language, also when said after the name', () => {
    const dried = 'Tomatoes, sun-dried';
    expect(usda('6 Tomate(n), getrocknet', 'de')?.name).toBe(dried);
    expect(usda('50 g getrocknete Tomaten', 'de')?.name).toBe(dried);
    expect(usda('50 g de tomates secos', 'es')?.name).toBe(dried);
    expect(usda('50 g di pomodori secchi', 'it')?.name).toBe(dried);
    expect(usda('50 g de tomates séchées', 'fr')?.name).toBe(dried);
    expect(usda('50 g de tomate seco', 'pt')?.name).toBe(dried);
    expect(usda('50 g zongedroogde tomaten', 'nl')?.name).toBe(dried);
    expect(usda('2 tomatoes, diced')?.name).toMatch(/^Tomatoes, red, ripe, raw/);
    expect(gramsOf('60 g Tomaten, getrocknet', 'de')).toBe(60);
    // A count weighs by USDA's plain "piece" where it is the food's only item.
    expect(gramsOf('6 Tomate(n), getrocknet', 'de')).toBe(12);
    expect(gramsOf('6 sun-dried tomatoes')).toBe(12);
  });

  it('reads a German cut "vom" or "von der" its animal as the compound it stands for', () => {
    const same = (apart: string, compound: string) =>
      expect(usda(apart, 'de')?.name, apart).toBe(usda(compound, 'de')?.name);
    same('800 g Hackfleisch vom Schwein', '800 g Schweinehackfleisch');
    same('800 g Hackfleisch, (vom Schwein)', '800 g Schweinehackfleisch');
    same('500 g Filet vom Schwein', '500 g Schweinefilet');
    same('400 g Steak vom Rind', '400 g Rindersteak');
    same('300 g Brust von der Pute', '300 g Putenbrust');
    same('600 g Filet vom Kabeljau', '600 g Kabeljaufilet');
    expect(usda('800 g Hackfleisch vom Schwein', 'de')?.name).toMatch(/^Pork, fresh, ground/);
    // The leg keeps its own bone share, as the compound does.
    expect(gramsOf('1 kg Keule vom Lamm', 'de')).toBe(gramsOf('1 kg Lammkeule', 'de'));
    // A "vom" that names no animal is left as written.
    expect(usda('200 g Schinken vom Metzger', 'de')?.name).toMatch(/^Ham/);
  });
});
