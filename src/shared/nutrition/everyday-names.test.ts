import { describe, expect, it } from 'vitest';
import foodData from '../food/food-table.json';
import { FoodTable } from '../food/food-table';
import type { FoodTableData } from '../food/food-table-data';
import { readRecipe } from '../recipe/read-recipe';
import type { RecipeLanguage } from '../recipe/recipe-language';
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

const NAMES: Record<RecipeLanguage, [string, string][]> = {
  en: [
    ['3 tbsp tamarind paste', 'Tamarinds, raw'],
    ['1 tbsp vinaigrette', 'Salad dressing, home recipe, vinegar and oil'],
    ['1 teaspoon vanilla', 'Vanilla extract'],
    ['2 teaspoons vanilla', 'Vanilla extract'],
    ['4 tbsp mayo', 'Salad dressing, mayonnaise'],
    ['1/2 cup freshly grated parm', 'Cheese, parmesan'],
    ['50 g parmesean, finely grated', 'Cheese, parmesan'],
    ['1 cup shredded mozz', 'Cheese, mozzarella'],
    ['1 ball of mozarella, torn', 'Cheese, mozzarella'],
    ['6 slices proscuitto', 'Pork, cured, ham'],
    ['3 tbsp marscapone', 'Cheese, cream'],
    ['1 tbsp worchestershire sauce', 'Sauce, worcestershire'],
    ['1 tbsp Worcester sauce', 'Sauce, worcestershire'],
    ['1 tsp Lea & Perrins', 'Sauce, worcestershire'],
    ['2 tbsp smooth PB', 'Peanut butter'],
    ['100 g Philadelphia, softened', 'Cheese, cream'],
    ['1 Oxo cube', 'Soup'],
    ['330 ml bottle of stout', 'Alcoholic beverage, beer'],
    ['500 ml dashi', 'Soup, stock, fish'],
    ['1 tablespoon (15 mL) ground flax', 'Seeds, flaxseed'],
    ['1/3 cup Chinese sesame paste', 'Seeds, sesame butter'],
    ['50 ml Baileys', 'Alcoholic beverage, liqueur, coffee with cream'],
    ['2 tablespoons amaretto', 'Alcoholic beverage, liqueur'],
    ['2 scoops whey protein powder', 'Beverages, Whey protein'],
    ['1¼ cup enchilada sauce', 'CAMPBELL Soup Company, PACE, Enchilada Sauce'],
    ['100 g marzipan, grated', 'Nuts, almond paste'],
    ['1/2 teaspoon garlic salt', 'Salt, table'],
    ['½ tsp celery salt', 'Salt, table'],
    ['2 tsp Marmite', 'Yeast extract spread'],
    ['1 cup ginger ale', 'Carbonated beverage, ginger ale'],
    ['100 g beansprouts', 'Mung beans, mature seeds, sprouted'],
    ['2 pak choi, quartered', 'Cabbage, chinese (pak-choi)'],
    ['2 tbsp aioli', 'Salad dressing, mayonnaise'],
    ['1 kg octopus', 'Mollusks, octopus'],
    ['500 g squid rings', 'Mollusks, squid'],
    ['2 cups crumbled cornbread', 'Bread, cornbread'],
    ['1/2 cup caramel sauce', 'Toppings, butterscotch or caramel'],
    ['2 lb lamb shoulder', 'Lamb, domestic, shoulder'],
  ],
  de: [
    ['2 EL Tamarindenpaste', 'Tamarinds, raw'],
    ['2 EL Knoblauchöl', 'Oil'],
    ['1 EL körniger Dijonsenf', 'Mustard'],
    ['3 EL Ja! Natürlich Bio-Estragonsenf', 'Mustard'],
    ['3 EL Griebenschmalz', 'Lard'],
    ['2 EL Schweineschmalz', 'Lard'],
    ['4 Scheiben Roggenmischbrot', 'Bread, rye'],
    ['4 Scheiben Roggenbrot', 'Bread, rye'],
    ['4 Scheiben Nussschinken', 'Pork, cured, ham'],
    ['2 Laugenbrezeln vom Vortag', 'Pretzels, soft'],
    ['100 g Studentenfutter', 'Snacks, trail mix'],
    ['100 g Mäusespeck', 'Candies, marshmallows'],
    ['1 TL Vanilleextrakt', 'Vanilla extract'],
    ['1 Zwieback', 'Zwieback'],
    ['200 g Marzipanrohmasse', 'Nuts, almond paste'],
    ['250 g Tellerlinsen', 'Lentils, raw'],
    ['3 Gewürzgurken', 'Pickles, cucumber, dill'],
    ['1 EL Austernsoße', 'Sauce, oyster'],
    ['1 TL Kreuzkümmelpulver', 'Spices, cumin'],
    ['1 Flasche Weißbier (0,5 l)', 'Alcoholic beverage, beer'],
    ['150 g Perlgraupen', 'Barley, pearled, raw'],
    ['100 g Graupen', 'Barley, pearled, raw'],
    ['100 g Vollmilchkuvertüre', 'Candies, milk chocolate'],
    ['100 g Zartbitterkuvertüre', 'Chocolate, dark'],
    ['200 g Pfifferlinge, geputzt', 'Mushrooms, Chanterelle'],
    ['300 g Eierschwammerl', 'Mushrooms, Chanterelle'],
    ['200 ml trockener Riesling', 'Alcoholic beverage, wine, table, white'],
    ['250 g Dinkelmehl', 'Spelt'],
    ['100 g Grünkern, geschrotet', 'Spelt'],
    ['150 g Vanillejoghurt', 'Yogurt, vanilla'],
    ['250 ml Vanille-Sojamilch', 'Soymilk, original and vanilla'],
    ['3 EL Salatmayonnaise', 'Salad dressing, mayonnaise type'],
    ['4 cl brauner Rum', 'Alcoholic beverage, distilled'],
    ['800 g Lammschulter', 'Lamb, domestic, shoulder'],
    ['500 g Hokkaido-Kürbis', 'Squash, winter'],
    ['1 kg Hokkaidokürbis', 'Squash, winter'],
    ['500 g Tintenfischringe', 'Mollusks, squid'],
    ['2 EL Tahin', 'Seeds, sesame butter'],
  ],
  fr: [
    ['3 c. à soupe de vinaigrette à la moutarde', 'Salad dressing, home recipe, vinegar and oil'],
    ['100 g de foie gras mi-cuit', 'Pate de foie gras'],
    ['1 pied de céleri-branche', 'Celery, raw'],
    ["1 c. à café d'extrait de vanille", 'Vanilla extract'],
    ["100 g de pâte d'amande", 'Nuts, almond paste'],
    ['4 œufs extra-frais', 'Egg, whole, raw'],
    ['1 boîte de thon au naturel (140 g)', 'Fish, tuna, light, canned in water'],
    ['1 potimarron (environ 1 kg)', 'Squash, winter'],
    ['150 g de girolles', 'Mushrooms, Chanterelle'],
    ["1 c. à café d'ail semoule", 'Spices, garlic powder'],
    ['1 c. à soupe de calvados', 'Alcoholic beverage, distilled'],
    ['un trait de cognac', 'Alcoholic beverage, distilled'],
    ['50 g de beurre demi-sel', 'Butter, salted'],
    ['150 g de chair de crabe', 'Crustaceans, crab'],
    ["200 g de farine d'épeautre", 'Spelt'],
    ['300 g de germes de soja', 'Mung beans, mature seeds, sprouted'],
    ['1 poulpe de 1,5 kg', 'Mollusks, octopus'],
    ["300 g d'encornets", 'Mollusks, squid'],
    ['2 c. à soupe de tahiné', 'Seeds, sesame butter'],
  ],
  es: [
    ['1 pastilla de Avecrem', 'Soup, chicken broth cubes'],
    ['1 cucharadita de sal de apio', 'Salt, table'],
    ['1 copita de anís', 'Alcoholic beverage, liqueur'],
    ['1 cucharadita de extracto de vainilla', 'Vanilla extract'],
    ['2 cucharadas de alioli', 'Salad dressing, mayonnaise'],
    ['1 cucharada de pasta de sésamo', 'Seeds, sesame butter'],
    ['½ cucharadita de pimienta negra en grano', 'Spices, pepper, black'],
    ['1 pulpo de 1,5 kg', 'Mollusks, octopus'],
    ['300 g de calamares', 'Mollusks, squid'],
    ['200 g de judías verdes', 'Beans, snap, green, raw'],
    ['200 g de brotes de soja', 'Mung beans, mature seeds, sprouted'],
  ],
  it: [
    ['1 dado vegetale', 'Soup, chicken broth cubes'],
    ['200 g di fiordilatte', 'Cheese, mozzarella'],
    ['200 g di fior di latte', 'Cheese, mozzarella'],
    ['150 g di lardo di Colonnata', 'Pork, fresh, backfat'],
    ['100 g di grissini sbriciolati', 'Bread sticks'],
    ['8 g di gelatina in fogli', 'Gelatin'],
    ['1 cucchiaino di estratto di vaniglia', 'Vanilla extract'],
    ['100 g di pasta di mandorle', 'Nuts, almond paste'],
    ['150 g di fagiolini', 'Beans, snap, green, raw'],
    ['2 cucchiai di Marsala', 'Alcoholic beverage, wine, dessert, sweet'],
    ['320 g di spaghettoni', 'Spaghetti, dry'],
    ['50 g di uvetta', 'Raisins'],
    ['300 g di farina di grano tenero tipo 0', 'Wheat flour, white, all-purpose'],
    ['200 g di farina 00', 'Wheat flour, white, all-purpose'],
    ['1 polpo da 1 kg', 'Mollusks, octopus'],
    ['300 g di calamari', 'Mollusks, squid'],
    ['200 g di germogli di soia', 'Mung beans, mature seeds, sprouted'],
  ],
  pt: [
    ['meia xícara (chá) da calda do pêssego', 'Peaches, canned, heavy syrup pack'],
    ['0 e 1/2 colheres (sopa) de essência de baunilha', 'Vanilla extract'],
    ['1 colher de chá de extrato de baunilha', 'Vanilla extract'],
    ['1 polvo (cerca de 1,5 kg)', 'Mollusks, octopus'],
    ['2 folhas de louro', 'Spices, bay leaf'],
    ['1 colher de sopa de gergelim', 'Seeds, sesame seeds'],
    ['2 colheres de sopa de aguardente', 'Alcoholic beverage, distilled'],
    ['250 ml de cerveja', 'Alcoholic beverage, beer'],
    ['50 g de nozes picadas', 'Nuts, walnuts'],
    ['50 ml de vinho do Porto', 'Alcoholic beverage, wine, dessert, sweet'],
    ['500 g de massa esparguete', 'Spaghetti, dry'],
    ['300 g de lulas', 'Mollusks, squid'],
    ['200 g de feijão verde', 'Beans, snap, green, raw'],
    ['200 g de vagem', 'Beans, snap, green, raw'],
  ],
  nl: [
    ['1 runderbouillonblokje', 'Soup, chicken broth cubes'],
    ['1 bouillonblokje', 'Soup, chicken broth cubes'],
    ['4 beschuiten', 'Zwieback'],
    ['6 plakjes roomboterbladerdeeg (diepvries)', 'Puff pastry'],
    ['1 tl vanille-extract', 'Vanilla extract'],
    ['100 g amandelspijs', 'Nuts, almond paste'],
    ['150 g spekjes', 'Pork, cured, bacon'],
    ['200 g taugé', 'Mung beans, mature seeds, sprouted'],
    ['300 g sperziebonen', 'Beans, snap, green, raw'],
    ['250 g cherrytomaatjes', 'Tomatoes, red, ripe, raw'],
    ['300 g zelfrijzend bakmeel', 'Wheat flour, white, all-purpose, self-rising'],
    ['50 g griesmeel', 'Semolina'],
    ['300 g inktvisringen', 'Mollusks, squid'],
    ['150 g edamameboontjes', 'Edamame'],
    ['1 el rum', 'Alcoholic beverage, distilled'],
    ['2 sjalotjes', 'Shallots, raw'],
  ],
};

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
