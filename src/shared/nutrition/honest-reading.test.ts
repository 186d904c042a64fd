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
 * docs/nutrition.md, "Fifth run" and "Sixth run": a line is counted as the food it names, or not
 * at all, and weighed as the line and the shops' packs say.
 */

const foods = new FoodTable(foodData as unknown as FoodTableData);
const nutrition = new NutritionTable(nutritionData as unknown as NutritionTableData);

const usda = (line: string, language: RecipeLanguage = 'en') =>
  lineFood(line, foods, nutrition, language).food?.name ?? null;

function recipe(lines: string[], language: RecipeLanguage = 'en') {
  const markdown = `# Test dish\n\nServes 4\n\n## Ingredients\n\n${lines.map((l) => `- ${l}`).join('\n')}\n\n## Instructions\n\n1. Mix and cook.\n`;
  return recipeNutrition({ ...readRecipe(markdown), language }, foods, nutrition);
}

function line(text: string, language: RecipeLanguage = 'en') {
  const found = recipe([text], language).lines.find((l) => l.text === text);
  if (!found) throw new Error(`no line ${text}`);
  return found;
}

describe('a line is counted as the food its name is about', () => {
  it('never counts a sauce as the herb that names it', () => {
    // A vinaigrette is vinegar and oil, whatever herb names it.
    expect(usda('1/3 cup basil vinaigrette')).toBe('Salad dressing, home recipe, vinegar and oil');
    // A pesto is SR28's pesto, never its basil.
    expect(usda('1/4 cup vegan basil pesto')).toMatch(/^Sauce, pesto/);
    expect(usda('2 EL grünes Pesto', 'de')).toMatch(/^Sauce, pesto/);
    // A head that only says which part keeps the food: crab meat is crab.
    expect(usda('8 oz lump crab meat')).toMatch(/^Crustaceans, crab/);
    expect(usda('1 meaty ham bone')).toMatch(/^Ham/);
  });

  it('names foods SR24 lacks instead of counting the food they are named after', () => {
    for (const [text, language] of [
      ['1 lb cauliflower gnocchi', 'en'],
      ['2 tbsp tikka masala curry paste', 'en'],
      ['3 EL Currypaste, indische', 'de'],
      ['500 g gnocchi di ricotta', 'it'],
      ['2 tbsp nutritional yeast', 'en'],
      ['1 lb meatballs', 'en'],
      ['250 g Amaretti', 'nl'],
      ['2 cups oat milk', 'en'],
      ['1/3 cup chopped dried strawberries', 'en'],
    ] as const)
      expect([text, usda(text, language)]).toEqual([text, null]);
    // Frozen meatballs from a bag are SR28's Italian-style ones, 18.7 g each.
    expect(usda('1 (32-ounce) package frozen meatballs')).toBe('Meatballs, frozen, Italian style');
    expect(line('24 frozen meatballs').grams).toBeCloseTo(24 * 18.7, 1);
    expect(usda('1 cup coconut milk')).toMatch(/^Nuts, coconut milk/);
    expect(usda('1/2 cup dried apricots')).toMatch(/^Apricots, dried/);
    expect(usda('1/3 cup chopped dried cherries')).toBe('Cherries, tart, dried, sweetened');
    expect(usda('100 g getrocknete Mango', 'de')).toBe('Mango, dried, sweetened');
    // Raisins, prunes and dates are dried by nature: "dried" keeps them.
    expect(usda('1 cup raisins (dried grapes)')).toBe('Raisins, seedless');
    expect(usda('1/2 cup prunes (dried plums)')).toMatch(/^Plums, dried/);
    expect(usda('1/2 cup dried dates')).toMatch(/^Dates/);
    expect(usda('50 g getrocknete Cranberries', 'de')).toBe('Cranberries, dried, sweetened');
  });

  it('counts sweet soy and chili sauce, curry paste, gnocchi, light coconut milk and gochujang as their decided mixes', () => {
    // Each as recipes write it in their languages; gnocchi of another dough stay named (above).
    const MIXES: [string, RecipeLanguage, RegExp][] = [
      ['5 EL Ketjap manis (süße Sojasauce)', 'de', /^Sweet soy sauce/],
      ['4 EL Sojasauce, süße', 'de', /^Sweet soy sauce/],
      ['3 tbsp kecap manis', 'en', /^Sweet soy sauce/],
      ['2 c. à soupe de sauce soja sucrée', 'fr', /^Sweet soy sauce/],
      ['2 el zoete sojasaus', 'nl', /^Sweet soy sauce/],
      ['8 EL Chilisauce, süß-scharf', 'de', /^Sweet chili sauce/],
      ['2 EL Chilisauce, z.B. süß-scharf', 'de', /^Sweet chili sauce/],
      ['2 tbsp sweet chili sauce', 'en', /^Sweet chili sauce/],
      ['3 cucharadas de salsa de chile dulce', 'es', /^Sweet chili sauce/],
      ['2 colheres de sopa de molho de pimenta doce', 'pt', /^Sweet chili sauce/],
      ['2 EL Currypaste, rot', 'de', /^Thai curry paste/],
      ['2 tablespoons red curry paste', 'en', /^Thai curry paste/],
      ['1 c. à soupe de pâte de curry vert', 'fr', /^Thai curry paste/],
      ['2 el rode currypasta', 'nl', /^Thai curry paste/],
      ['2 cucchiai di pasta di curry rosso', 'it', /^Thai curry paste/],
      ['1 16-ounce package potato gnocchi', 'en', /^Potato gnocchi/],
      ['1 x 400g tin of light coconut milk', 'en', /^Light coconut milk/],
      ['1 can lite coconut milk', 'en', /^Light coconut milk/],
      ['1 Dose Kokosmilch, light', 'de', /^Light coconut milk/],
      ['400 ml leichte Kokosmilch', 'de', /^Light coconut milk/],
      ['400 ml de lait de coco allégé', 'fr', /^Light coconut milk/],
      ['400 ml de leche de coco light', 'es', /^Light coconut milk/],
      ['200 ml di latte di cocco light', 'it', /^Light coconut milk/],
      ['200 ml de leite de coco light', 'pt', /^Light coconut milk/],
      ['400 ml light kokosmelk', 'nl', /^Light coconut milk/],
      ['2 tbsp gochujang', 'en', /^Gochujang/],
      ['1 tablespoon gochujang (Korean chili paste)', 'en', /^Gochujang/],
      ['1 tbsp Korean red pepper paste', 'en', /^Gochujang/],
      ['2 EL Gochujang (koreanische Chilipaste)', 'de', /^Gochujang/],
      ['2 c. à soupe de pâte de piment coréenne', 'fr', /^Gochujang/],
      ['2 cucharadas de pasta de chile coreana', 'es', /^Gochujang/],
      ['1 cucchiaio di pasta di peperoncino coreana', 'it', /^Gochujang/],
      ['1 colher de sopa de pasta de pimenta coreana', 'pt', /^Gochujang/],
      ['2 el koreaanse chilipasta', 'nl', /^Gochujang/],
      ['500 g Gnocchi (Kühlregal)', 'de', /^Potato gnocchi/],
      ['400 g de ñoquis', 'es', /^Potato gnocchi/],
      ['500 g de nhoque', 'pt', /^Potato gnocchi/],
    ];
    for (const [text, language, mix] of MIXES)
      expect([text, usda(text, language)]).toEqual([text, expect.stringMatching(mix)]);
    // Porcini, which no USDA release holds, are the shiitake, fresh or dried as the line says.
    for (const [text, language, food] of [
      ['300 g di funghi porcini freschi', 'it', 'Mushrooms, shiitake, raw'],
      ['400 g Steinpilze', 'de', 'Mushrooms, shiitake, raw'],
      ['30 g di funghi porcini secchi', 'it', 'Mushrooms, shiitake, dried'],
      ['1 oz dried porcini mushrooms', 'en', 'Mushrooms, shiitake, dried'],
      ['20 g de cèpes séchés', 'fr', 'Mushrooms, shiitake, dried'],
    ] as const)
      expect([text, usda(text, language)]).toEqual([text, food]);
    // The salty kecap is soy sauce; a chili sauce not said sweet stays SR24's hot one; curry
    // powder stays the spice.
    expect(usda('1 tbsp kecap asin')).toMatch(/^Soy sauce/);
    expect(usda('1 tbsp chili sauce')).not.toMatch(/^Sweet chili sauce/);
    expect(usda('1 tsp curry powder')).toBe('Spices, curry powder');
    // Weighed by the syrup's own tablespoon (18 g), the paste's (16 g); half of kecap manis is sugar.
    expect(line('2 tbsp kecap manis').grams).toBeCloseTo(36, 0);
    // The section says a mix is one, and a USDA food is not.
    expect(line('2 tbsp kecap manis').mixed).toBe(true);
    expect(line('1 tbsp kecap asin').mixed).toBeUndefined();
    expect(line('1 TL Currypaste, rote', 'de').grams).toBeCloseTo(16 / 3, 1);
    // Light coconut milk holds a third of the full one's fat, and a can of it weighs 400 g.
    const light = line('1 can light coconut milk');
    expect(light.grams).toBeCloseTo(400, 0);
    expect(light.kcal).toBeCloseTo(400 * 0.33 * 1.97, 0);
    expect(usda('1 can coconut milk')).toMatch(/^Nuts, coconut milk, canned/);
    // Gochujang is mostly syrup and rice: a tablespoon of the paste (18 g) holds about 39 kcal.
    expect(line('1 tbsp gochujang').kcal).toBeCloseTo(18 * 2.16, 0);
    expect(usda('2 tbsp red pepper')).toMatch(/^Peppers, sweet, red/);
    const sweetSoy = nutrition.forPhrase('kecap manis')!;
    expect(sweetSoy.per100g[0]).toBeGreaterThan(200);
    expect(sweetSoy.per100g[0]).toBeLessThan(230);
  });

  it('weighs a dried herb as the dried spice, in any language', () => {
    expect(usda('2 teaspoons dried dill')).toBe('Spices, dill weed, dried');
    expect(usda('2 teaspoons parsley (dried)')).toBe('Spices, parsley, dried');
    expect(usda('1 EL Rosmarin, getrocknet', 'de')).toBe('Spices, rosemary, dried');
    expect(usda('1 cucharadita de perejil seco', 'es')).toBe('Spices, parsley, dried');
    expect(usda('2 tbsp chopped fresh parsley')).toBe('Parsley, fresh');
  });

  it('counts the zest as the peel, at a tablespoon a fruit', () => {
    expect(line('zest of 1 orange')).toMatchObject({ food: 'Orange peel, raw', grams: 6 });
    expect(line('1 lemon, zested')).toMatchObject({ food: 'Lemon peel, raw', grams: 6 });
    expect(line('Schale von 1 Zitrone', 'de').food).toBe('Lemon peel, raw');
    expect(usda('juice of 1 lime')).toMatch(/^Lime juice/);
  });

  it('reads the foods the recipe names, not a neighbour', () => {
    expect(usda('1 cup chopped romaine')).toBe('Lettuce, cos or romaine, raw');
    expect(usda('300 ml Gemüsebrühe', 'de')).toMatch(/vegetable broth/i);
    expect(usda('1 cup vegetable broth')).toMatch(/vegetable broth/i);
    expect(usda('16 ounces refried beans')).toMatch(/^Refried beans/);
    expect(usda('1 pound cooked turkey')).toMatch(/^Turkey/);
    expect(usda('300 grams paneer, diced')).toBe('Cheese, fresh, queso fresco');
    expect(usda('150 ml Sahne', 'de')).toBe('Cream, fluid, light whipping');
    expect(usda('2 Peperoni', 'de')).toMatch(/^Peppers, hot chili/);
    expect(usda('2 Peperoni', 'it')).toMatch(/^Peppers, sweet/);
    expect(usda('200g mangetout')).toBe('Peas, edible-podded, raw');
    expect(usda('2 tablespoon cornflour')).toBe('Cornstarch');
    expect(usda('60 g Kokosraspel', 'de')).toMatch(/desiccated/);
    expect(usda('1 package instant pistachio pudding mix')).toMatch(/^Puddings/);
    expect(line('1 pork tenderloin')).toMatchObject({
      food: expect.stringMatching(/tenderloin/),
      grams: 505,
    });
    expect(line('4 lamb chops')).toMatchObject({
      food: expect.stringMatching(/^Lamb/),
      grams: 380,
    });
    expect(usda('1 cup marinara sauce')).toMatch(/marinara/);
    expect(usda('1 cup vanilla yogurt')).toMatch(/^Yogurt/);
    expect(line('6 hot dogs')).toMatchObject({ food: 'Frankfurter, beef and pork', grams: 270 });
    expect(usda('4 hot dog buns')).toMatch(/^Rolls/);
    expect(usda('1 cup applesauce')).toMatch(/^Applesauce/);
  });
});

describe('foods SR24 lacks, from SR28', () => {
  it('counts kimchi, Greek yogurt, skyr, sriracha, agave, pesto and taco seasoning as themselves', () => {
    expect(usda('1 cup kimchi (chopped)')).toBe('Cabbage, kimchi');
    expect(line('1 cup kimchi (chopped)').grams).toBeCloseTo(150, 0);
    const greek = 'Yogurt, Greek, plain, whole milk';
    expect(usda('1 cup plain Greek yogurt')).toBe(greek);
    expect(line('1 cup plain Greek yogurt').grams).toBeCloseTo(245, 0);
    expect(usda('200 g griechischer Joghurt', 'de')).toBe(greek);
    expect(usda('2 cucharadas de yogur griego', 'es')).toBe(greek);
    expect(usda('150 g de yaourt grec', 'fr')).toBe(greek);
    expect(usda('1/2 cup nonfat Greek yogurt')).toBe('Yogurt, Greek, plain, nonfat');
    expect(usda('250 g Skyr', 'de')).toBe('Yogurt, Greek, plain, nonfat');
    expect(usda('2 tablespoons sriracha')).toBe('Sauce, hot chile, sriracha');
    expect(usda('1 EL Agavendicksaft', 'de')).toBe('Sweetener, syrup, agave');
    expect(line('1 packet taco seasoning').grams).toBeCloseTo(28, 0);
    // Plain yogurt stays plain yogurt.
    expect(usda('1 cup plain yogurt')).toMatch(/^Yogurt, plain, whole milk/);
  });
});

describe('counted items and mixes the data did not weigh', () => {
  it('weighs lasagna noodles and sheets as dry pasta, 20 g each, in every language', () => {
    for (const [text, language] of [
      ['12 lasagna noodles', 'en'],
      ['12 Lasagneplatten', 'de'],
      ['12 feuilles de lasagne', 'fr'],
      ['12 láminas de lasaña', 'es'],
      ['12 sfoglie di lasagne', 'it'],
      ['12 folhas de lasanha', 'pt'],
      ['12 lasagnebladen', 'nl'],
    ] as const) {
      expect([text, usda(text, language)]).toEqual([text, 'Spaghetti, dry, enriched']);
      expect([text, Math.round(line(text, language).grams!)]).toEqual([text, 240]);
    }
    expect(line('2 cups spaghetti').grams).toBeCloseTo(182, 2);
  });

  it('counts a sourdough starter as equal weights of flour and water, 227 g a cup', () => {
    const starter = line('3/4 cup sourdough starter, fed');
    expect(starter.food).toMatch(/^Sourdough starter/);
    expect(starter.grams).toBeCloseTo(170.25, 2);
    // Half of its weight is flour: 170 g of starter hold what 85 g of flour hold.
    const kcal = (text: string) => {
      const result = recipe([text]);
      return result.kind === 'figure' ? result.perServing.kcal : NaN;
    };
    expect(kcal('170 g sourdough starter')).toBeCloseTo(kcal('85 g all-purpose flour'), 0);
    expect(usda('150 g Anstellgut', 'de')).toMatch(/^Sourdough starter/);
  });

  it("counts a can of pulses weighed cooked as its beans: 60% of the can's net weight", () => {
    expect(line('1 (15 oz) can black beans, drained and rinsed').grams).toBeCloseTo(
      425.24 * 0.6,
      1,
    );
    expect(line('1 can lentils, drained').grams).toBeCloseTo(240, 2);
    // A cup of beans, a drained weight, and a can USDA weighs with its liquid stay as written.
    expect(line('2 cups canned black beans').grams).toBeCloseTo(344, 2);
    expect(line('1 Dose Linsen (Abtropfgewicht 265 g)', 'de').grams).toBeCloseTo(265, 2);
    expect(line('1 (15 oz) can chickpeas, drained').food).toMatch(/solids and liquids/);
    expect(line('1 (15 oz) can chickpeas, drained').grams).toBeCloseTo(425.24, 1);
  });

  it('reads a glass as a cup, and part-skim mozzarella by its shredded cup', () => {
    expect(line('1 copo de requeijão cremoso', 'pt').grams).toBeCloseTo(232, 2);
    expect(line('1 vaso de leche', 'es').grams).toBeCloseTo(244, 0);
    expect(line('1 bicchiere di latte', 'it').grams).toBeCloseTo(244, 0);
    expect(line('1 cup shredded part-skim mozzarella').grams).toBeCloseTo(112, 2);
  });
});

describe('everyday US lines', () => {
  it('reads the food before "with": what follows comes with it', () => {
    expect(usda('2 (14.5 ounce) cans diced tomatoes with green chiles')).toMatch(/^Tomatoes/);
    expect(usda('500 g Joghurt mit 3,5% Fett', 'de')).toMatch(/^Yogurt/);
    expect(usda('8 oz cream cheese with chives')).toBe('Cheese, cream');
  });

  it('reads packets, cuts and loaves by their own names', () => {
    expect(line('1 envelope onion soup mix').food).toBe('Soup, onion, dry, mix');
    expect(line('1 envelope onion soup mix').grams).toBeCloseTo(39, 2);
    expect(usda('1 (8 ounce) container frozen whipped topping, thawed')).toMatch(
      /^Dessert topping/,
    );
    expect(usda('1 (4 pound) beef brisket')).toMatch(/^Beef, brisket/);
    expect(usda('1 pound kielbasa, sliced')).toMatch(/^Kielbasa/);
    expect(line('1 French baguette').grams).toBeCloseTo(250, 2);
    for (const [text, language] of [
      ['1 cube chicken bouillon', 'en'],
      ['2 Würfel Gemüsebrühe', 'de'],
      ['1 blokje kippenbouillon', 'nl'],
    ] as const)
      expect([text, usda(text, language)]).toEqual([text, 'Soup, chicken broth cubes, dry']);
    expect(usda('500 ml Gemüsebrühe', 'de')).not.toMatch(/cubes/);
  });
});

describe('packets and packs as Europe and the US sell them', () => {
  it('bounds a packet of a size not written by 50 g, a pack by 500 g, and weighs packets the data knows', () => {
    expect(line('1 Päckchen Sahnesteif', 'de').mayAdd).toBeCloseTo((50 * 900) / 100, 5);
    // "Pck." is a packet of a powder, and of anything else a shop's pack, at most 500 g.
    expect(line('1 Pck. Vanillezucker', 'de').mayAdd).toBeLessThan(50 * 4);
    expect(line('1 Pck. Feta', 'de').mayAdd).toBeCloseTo(500 * 2.64, 0);
    expect(line('1 Pck. Sahnesteif', 'de').mayAdd).toBeCloseTo((250 * 900) / 100, 5);
    expect(line('2 pacotinhos de gelatina incolor sem sabor', 'pt').rule).toBe('counted');
    expect(line('1 Päckchen Backpulver', 'de').grams).toBeCloseTo(15, 5);
    expect(line('1 sachet de levure chimique', 'fr').grams).toBeCloseTo(15, 5);
    expect(line('1 Pck. Butter', 'de').grams).toBeCloseTo(250, 5);
    expect(usda('1/2 teaspoon cream of tartar')).toBe('Leavening agents, cream of tartar');
    expect(usda('1 TL Weinstein-Backpulver', 'de')).toMatch(/baking powder/);
    expect(line('1 cup mini marshmallows').grams).toBeCloseTo(50, 2);
    expect(usda('1 cup graham cracker crumbs')).toMatch(/graham crackers/);
    expect(line('4 croissants').grams).toBeCloseTo(228, 5);
    expect(line('1 Kugel Mozzarella', 'de').grams).toBeCloseTo(125, 5);
    expect(line('1 Bund Suppengrün', 'de').food).toMatch(/^Soup greens/);
    expect(line('2 Brötchen', 'de').grams).toBeCloseTo(114, 5);
    expect(usda('100 g Reibekäse', 'de')).toBe('Cheese, swiss');
  });

  it('bounds a bunch by what a bunch holds, never by one of its items', () => {
    // A fresh herb at most 100 g, scallions 250 g (ten large), anything else a kilogram.
    expect(line('1 Bund Schnittlauch', 'de').mayAdd).toBeCloseTo(100 * 0.3, 5);
    expect(line('½ bunch fresh coriander').mayAdd).toBeCloseTo(50 * 0.23, 5);
    expect(line('1 Bund Frühlingszwiebeln', 'de').mayAdd).toBeCloseTo(250 * 0.32, 5);
    expect(line('1 bunch scallions, thinly sliced').mayAdd).toBeCloseTo(250 * 0.32, 5);
    expect(line('1 botte de radis', 'fr').mayAdd).toBeCloseTo(1000 * 0.16, 5);
    // One scallion is still one scallion.
    expect(line('1 large scallion').grams).toBeCloseTo(25, 5);
  });
});

describe('what the probes of seven languages found', () => {
  it('reads the fish, not what it is packed in, and its oil where the line says oil', () => {
    expect(usda('1 tin sardines in olive oil')).toMatch(/^Fish, sardine/);
    expect(usda('1 (5 oz) can tuna in olive oil')).toMatch(/^Fish, tuna, .*canned in oil/);
    expect(usda('1 tin tuna in brine, drained')).toMatch(/^Fish, tuna, .*canned in water/);
    expect(usda('1 Dose Thunfisch in Öl', 'de')).toMatch(/canned in oil/);
    expect(usda('1 boîte de thon à l’huile', 'fr')).toMatch(/canned in oil/);
    // "en polvo" and "em calda" are forms, not what the food is packed in.
    expect(usda('1 cucharada de azúcar en polvo', 'es')).toBe('Sugars, powdered');
    expect(usda('2 cucharadas de leche en polvo', 'es')).toMatch(/^Milk, dry/);
  });

  it('weighs sausages by their kind: a UK sausage 57 g, a chipolata 28 g, a cocktail sausage 16 g', () => {
    expect(line('8 pork sausages').grams).toBeCloseTo(456, 2);
    expect(line('8 chipolatas').grams).toBeCloseTo(224, 2);
    expect(line('12 cocktail sausages').grams).toBeCloseTo(192, 2);
    expect(line('4 Italian sausages').grams).toBeCloseTo(452, 2);
    // Lean sausages are USDA's reduced-fat ones, packed as the others.
    expect(line('8 lean sausages')).toMatchObject({ food: expect.stringMatching(/reduced fat/) });
    expect(line('8 lean sausages').grams).toBeCloseTo(456, 2);
    expect(usda('4 reduced-fat pork sausages')).toMatch(/reduced fat/);
    expect(usda('8 pork sausages')).not.toMatch(/reduced fat/);
  });

  it('reads mince, stewing cuts, cured ham and cooking cream by their own names', () => {
    expect(usda('500g turkey mince')).toMatch(/ground turkey/);
    expect(usda('500g lamb mince')).toBe('Lamb, ground, raw');
    expect(usda('1 kg stewing beef, cut into chunks')).toMatch(/^Beef, chuck for stew/);
    expect(usda('1 kg de carne para guisar', 'es')).toMatch(/^Beef, chuck for stew/);
    expect(usda('750 g Rindergulasch', 'de')).toMatch(/^Beef, chuck for stew/);
    expect(usda('700 g runder sukadelappen', 'nl')).toMatch(/^Beef, chuck for stew/);
    // A plain Gulasch is often half pork: the blade roast with its fat, not the lean stew cut.
    expect(usda('750 g Gulasch, gemischt', 'de')).toMatch(/^Beef, chuck, blade roast/);
    expect(usda('100 g di prosciutto crudo', 'it')).toMatch(/^Pork, cured, ham, whole/);
    expect(usda('1 brik de nata para cocinar', 'es')).toMatch(/^Cream, fluid, light \(/);
    expect(line('1 lata de creme de leite', 'pt').grams).toBeCloseTo(300, 2);
    expect(line('4 escalopes de dinde', 'fr').grams).toBeCloseTo(452, 2);
  });

  it('reads pasta shapes in every language, egg pasta as egg noodles, filled pasta as tortellini', () => {
    for (const [text, language] of [
      ['1 lb fettuccine', 'en'],
      ['8 oz linguine', 'en'],
      ['320 g di linguine', 'it'],
      ['250 g de tallarines', 'es'],
    ] as const)
      expect([text, usda(text, language)]).toEqual([text, 'Spaghetti, dry, enriched']);
    expect(usda('250 g Bandnudeln', 'de')).toBe('Noodles, egg, dry, enriched');
    expect(usda('1 (20 oz) package refrigerated cheese tortellini')).toMatch(/^Tortellini/);
    expect(usda('1 rotolo di pasta brisé', 'it')).toMatch(/^Pie crust/);
  });

  it('reads prepared foods as themselves, not as their main ingredient', () => {
    expect(usda('1 (16 oz) jar queso dip')).toMatch(/^Sauce, cheese/);
    expect(usda('1 x 415g tin baked beans')).toMatch(/^Beans, baked/);
    expect(usda('8 digestive biscuits')).toMatch(/graham crackers/);
    expect(usda('150ml single cream')).toMatch(/^Cream, fluid, light \(/);
    expect(usda('100g smoked salmon')).toMatch(/smoked/);
    expect(line('6 Blatt Gelatine', 'de').grams).toBeCloseTo(10.2, 2);
    expect(line('1 Würfel Hefe', 'de').grams).toBeCloseTo(42, 2);
    expect(line('1 can banana blossoms in brine (20 oz)').rule).toBe('no-food');
    expect(line('Verdolagas in Salsa Verde Ingredients').rule).toBe('note');
    // Rashers and strips are slices; a bottle of beer is 12 fl oz; a brique of cream 20 cl.
    expect(line('8 strips bacon').grams).toBeCloseTo(line('8 slices bacon').grams!, 5);
    expect(line('6 rashers streaky bacon').rule).toBe('counted');
    expect(line('1 bottle of beer').grams).toBeCloseTo(356, 2);
    expect(line('1 brique de crème liquide', 'fr').grams).toBeCloseTo(200, 2);
    // Vanilla sugar and pudding powder, mixes of one food with their packets.
    expect(line('1 Pck. Vanillezucker', 'de').grams).toBeCloseTo(8, 2);
    expect(line('1 zakje vanillesuiker', 'nl').grams).toBeCloseTo(8, 2);
    expect(line('1 Päckchen Vanillepuddingpulver', 'de').grams).toBeCloseTo(37, 2);
    expect(line('2 tbsp custard powder').food).toMatch(/^Pudding powder/);
    // Names that are other words elsewhere stay out: Italian "un filo d'olio", "un paio di",
    // French "mie de pain", Spanish "queso" and "en polvo", German "Speck".
    expect(line("1 filo d'olio", 'it').rule).toBe('to-taste');
    expect(usda('100 g de mie de pain', 'fr')).toMatch(/^Bread/);
    expect(usda('200 g de queso rallado', 'es')).toMatch(/^Cheese/);
    expect(usda('1 cucharadita de ajo en polvo', 'es')).toBe('Spices, garlic powder');
    expect(usda('100 g Speck', 'de')).toMatch(/bacon/);
    expect(line('1 tin anchovies').grams).toBeCloseTo(45, 2);
    expect(line('20 dumpling wrappers').grams).toBeCloseTo(160, 2);
    expect(line('4 Schweinekoteletts', 'de').grams).toBeCloseTo(468, 2);
    expect(line('1 barattolo di pomodori pelati', 'it').grams).toBeCloseTo(400, 2);
  });
});

describe('weights as bought', () => {
  it('weighs bacon by the pound as bought, whatever is done to it after', () => {
    const diced = line('1 pound bacon diced and cooked');
    expect(diced.food).toMatch(/^Pork, cured, bacon, cooked/);
    expect(diced.grams).toBeCloseTo((453.59 * 8) / 29, 0);
    expect(line('1/2 pound cooked bacon').grams).toBeCloseTo(226.8, 0);
  });

  it('takes no bone share from a cut named as the other choice', () => {
    expect(line('1 kg Schweinebauch, mager oder magere Rippchen', 'de').grams).toBe(1000);
    expect(line('1 pound cooked turkey (breast meat, or whole drumsticks)').grams).toBeCloseTo(
      453.6,
      0,
    );
  });

  it('reads "klein geschnitten" as cut small, and a Gemüsezwiebel as a large onion', () => {
    expect(line('1 Zwiebel, klein gehackt', 'de').grams).toBe(110);
    expect(line('2 Zwiebeln, in kleine Würfel geschnitten', 'de').grams).toBe(220);
    expect(line('1 kleine Zwiebel', 'de').grams).toBe(70);
    expect(line('1 Gemüsezwiebel, klein geschnitten', 'de').grams).toBe(150);
  });

  it('reads the Portuguese coffee spoon as half a teaspoon, never a cup', () => {
    expect(line('1 c. de café sal', 'pt').grams).toBeCloseTo(3, 0);
  });
});

describe('what a line not weighed may add', () => {
  it("bounds an item by the food's items, never by a spoon or an ounce of it", () => {
    // SR24 gives yogurt a cup and an ounce, no pot: a pot is no ounce, so no single figure.
    const potted = recipe(['500 g Spaghetti', '1 Becher Joghurt'], 'de');
    expect(potted.lines[1]?.rule).toBe('no-weight');
    expect(potted.lines[1]!.mayAdd).toBeGreaterThan(500);
    expect(potted.kind).not.toBe('figure');
    // A box of cream is the 200 g German and Brazilian dairies sell.
    expect(line('1 caixa de creme de leite', 'pt')).toMatchObject({ rule: 'counted', grams: 200 });
  });

  it('bounds whole spices by a spoonful and herb stems as sprigs, keeping the figure', () => {
    const spiced = recipe(
      [
        '800 g Hähnchenbrustfilet',
        '400 g Reis',
        '3 Kardamomkapseln, ganz',
        '3 Pfefferkörner',
        '3 Stängel Thymian, frisch',
      ],
      'de',
    );
    expect(spiced.kind).toBe('figure');
    expect(line('2 stems fresh rosemary').mayAdd).toBeLessThan(10);
    // A clove or a peppercorn weighs less than a teaspoon of it (cloves 2.1 g, whole pepper 2.9 g);
    // a cinnamon stick, less than a tablespoon (7.8 g).
    expect(line('10 clavos de olor', 'es').mayAdd).toBeCloseTo(10 * 2.1 * 2.74, -1);
    expect(line('5 black peppercorns').mayAdd).toBeCloseTo(5 * 2.9 * 2.51, 0);
    expect(line('1 cinnamon stick').mayAdd).toBeCloseTo(7.8 * 2.47, 0);
    // A stalk or a leaf of a food USDA gives no item for weighs at most USDA's heaviest of its kind
    // (celery's large stalk 64 g, a chard leaf 48 g).
    expect(line('3 stalks fresh lemongrass, trimmed').mayAdd).toBeCloseTo(3 * 64 * 0.99, 0);
    expect(line('2 lemongrass stalks').mayAdd).toBeCloseTo(2 * 64 * 0.99, 0);
    expect(line('6 Blätter Chinakohl', 'de').mayAdd).toBeCloseTo(6 * 48 * 0.16, 0);
    expect(line('1 bay leaf').mayAdd).toBeLessThan(3);
  });

  it('weighs an unweighable volume as water', () => {
    expect(line('1/2 tbsp chia seeds').mayAdd).toBeLessThan(8 * 5);
  });

  it('bounds a jar, box or tub of a size not written by a kilogram, a packet by its measures', () => {
    expect(line('1 jar marinara sauce').mayAdd).toBeCloseTo(1000 * 0.49, -1);
    expect(line('1 Becher Crème fraîche', 'de')).toMatchObject({ rule: 'counted', grams: 200 });
    expect(line('1 pot de crème fraîche', 'fr').grams).toBe(200);
    expect(line('1 Becher Joghurt', 'de').mayAdd).toBeGreaterThan(500);
    expect(line('1 packet taco seasoning').mayAdd).toBeLessThan(50);
  });

  it("bounds a fat named with no amount as a pan's, 15 g a serving; other foods 30 g", () => {
    // Four servings: "Öl" at most 60 g of oil, "Parmesan" at most 120 g of cheese.
    const oil = line('Öl', 'de');
    expect(oil.rule).toBe('no-amount');
    expect(oil.mayAdd).toBeCloseTo(60 * 8.84, 0);
    expect(line('Butter').mayAdd).toBeCloseTo(60 * 7.17, 0);
    expect(line('Parmesan').mayAdd).toBeGreaterThan(120 * 3.5);
  });

  it('reads "zum Ausbacken" as oil for deep frying', () => {
    expect(line('Öl, zum Ausbacken', 'de').rule).toBe('absorbed');
    expect(line('huile pour la friture', 'fr').rule).toBe('absorbed');
    expect(line('Öl zum Anbraten', 'de').rule).toBe('frying');
  });
});

describe('more lines weighed from their own words', () => {
  it("counts a food the line names in its brackets, at the line's own amount", () => {
    const miso = line('2 EL Gewürzpaste (Miso-Paste, Asia-Shop)', 'de');
    expect(miso).toMatchObject({ rule: 'counted', food: 'Miso', countedAs: '2 EL Miso-Paste' });
    expect(line('2/3 cup Tocos (a.k.a. rice bran solubles)').food).toBe('Rice bran, crude');
    // A bracket that says how the food is packed or what a mix holds names no food: the
    // jackfruit is counted, never the brine or the water.
    expect(line('40 oz young green jackfruit (canned in brine or water)').food).toMatch(
      /jackfruit/i,
    );
    expect(line('1 cup Sunbasket dumpling mix (flour - sugar - kosher salt)').rule).toBe('no-food');
  });

  it('weighs a box as its package, anchovy fillets as canned ones, cashews and spaghetti by the cup', () => {
    expect(line("1 box Devil's food cake mix")).toMatchObject({
      food: 'Cake, chocolate, dry mix, pudding-type',
      grams: 517,
    });
    expect(line('3 oil-packed anchovy fillets')).toMatchObject({ grams: 12 });
    expect(line('3/4 cup cashews (chopped)').grams).toBeCloseTo(102.75, 1);
    expect(line('1/2 cup dry broken spaghetti').grams).toBeCloseTo(45.5, 1);
    expect(line('1 heaped teaspoon baking powder').grams).toBeCloseTo(4.6, 1);
  });

  it('counts a shallot by its size: 30 g, a small one 14 g, a large one 43 g', () => {
    expect(line('2 shallots')).toMatchObject({ rule: 'counted', grams: 60 });
    expect(line('1 small shallot, minced').grams).toBe(14);
    expect(line('1 large shallot').grams).toBe(43);
    expect(line('3 Schalotten', 'de').grams).toBe(90);
    expect(line('2 échalotes', 'fr').grams).toBe(60);
    // A size said of the other choice is not the shallot's.
    expect(line('2 Schalotten oder 1 kleine Zwiebel', 'de').grams).toBe(60);
  });
});

describe('chicken parts in the seven languages', () => {
  it('counts a part as that part, never as the whole bird a bare "pollo" is', () => {
    const whole = line('1 pollo entero', 'es').grams!;
    for (const [text, language, part] of [
      ['8 alitas de pollo', 'es', /wing/],
      ['8 ali di pollo', 'it', /wing/],
      ['8 ailes de poulet', 'fr', /wing/],
      ['8 Hähnchenflügel', 'de', /wing/],
      ['8 asas de frango', 'pt', /wing/],
      ['8 kippenvleugels', 'nl', /wing/],
      ['4 cosce di pollo', 'it', /leg/],
      ['4 Hähnchenkeulen', 'de', /leg/],
      ['4 kippenbouten', 'nl', /leg/],
      ['6 fusi di pollo', 'it', /drumstick/],
      ['6 pilons de poulet', 'fr', /drumstick/],
      ['4 contramuslos de pollo', 'es', /thigh/],
      ['4 sobrecoxas de frango', 'pt', /thigh/],
      ['2 petti di pollo', 'it', /breast/],
    ] as const) {
      const counted = line(text, language);
      expect([text, counted.food]).toEqual([text, expect.stringMatching(part)]);
      expect(counted.grams! / Number(text.split(' ')[0])).toBeLessThan(whole / 2);
    }
    expect(usda('6 chicken drumsticks')).toMatch(/drumstick/);
    // A leg as shops sell it: SR24's thigh and drumstick, in English and French alike.
    expect(line('4 cuisses de poulet', 'fr').grams).toBe(4 * 296);
    expect(line('4 chicken legs').grams).toBe(4 * 296);
    expect(line('4 hauts de cuisse de poulet', 'fr').food).toMatch(/thigh/);
    // Said without its skin, a leg is its meat: 235 g a leg at 120 kcal/100 g, not 296 g at 214.
    const skinless = line('4 Hähnchenschenkel, ohne Haut und Knochen', 'de');
    expect(skinless).toMatchObject({ rule: 'counted', grams: 4 * 235 });
    expect(skinless.food).toBe('Chicken, broilers or fryers, leg, meat only, raw');
    expect(line('800 g cuisses de poulet sans peau', 'fr').food).toMatch(/leg, meat only/);
    expect(line('4 Hähnchenschenkel', 'de').food).toMatch(/leg, meat and skin/);
    // Said with its skin, a thigh is its meat and skin: USDA's 189 g a thigh at 219 kcal/100 g.
    const skinOn = line('6 bone-in, skin-on chicken thighs');
    expect(skinOn).toMatchObject({ rule: 'counted', grams: 6 * 189 });
    expect(skinOn.food).toBe('Chicken, broilers or fryers, thigh, meat and skin, raw');
    expect(line('2 lbs bone-in skin-on chicken thighs').grams).toBeCloseTo(907.2 * 0.8, 0);
    expect(line('6 boneless skinless chicken thighs').food).toMatch(/thigh, meat only/);
  });

  it('reads how a food was raised as no food of its own', () => {
    // "free-range chicken" had been the whole bird: thighs counted as a chicken's meat and skin,
    // and four breasts refused as four birds.
    expect(line('750g skinless free-range chicken thighs').food).toMatch(/thigh, meat only/);
    expect(line('4 free-range chicken breasts')).toMatchObject({ rule: 'counted', grams: 4 * 118 });
    expect(line('2 Bio-Hähnchenbrustfilets', 'de').food).toMatch(/breast, meat only/);
    expect(line('1 poulet fermier', 'fr')).toMatchObject({ rule: 'counted', grams: 920 });
    expect(line('4 huevos de corral', 'es').food).toMatch(/^Egg, whole/);
  });

  it('counts a yogurt as the 125 g pot Europe sells, and a Spanish "rodaja" as a slice', () => {
    expect(line('2 yaourts nature', 'fr')).toMatchObject({ rule: 'counted', grams: 250 });
    expect(line('1 yogur natural', 'es')).toMatchObject({ rule: 'counted', grams: 125 });
    // A pot of Greek yogurt is the single container USDA weighs, 170 g.
    expect(line('1 yaourt grec', 'fr')).toMatchObject({ rule: 'counted', grams: 170 });
    expect(line('1 cup plain yogurt').grams).toBeCloseTo(245, 2);
    expect(line('2 rodajas de piña', 'es').grams).toBe(line('2 slices pineapple').grams);
  });
});

describe('Spanish, Italian and Portuguese lines as sites write them', () => {
  it('reads shortened spoons as spoons, never "c." as a cup', () => {
    for (const [text, language, grams] of [
      ['1 c. sopa de manteiga', 'pt', 14.2],
      ['1 c.s. de azeite', 'pt', 13.5],
      ['1 col. sopa de manteiga', 'pt', 14.2],
      ['1 c/s de aceite', 'es', 13.6],
      ['3 cdas de aceite', 'es', 40.9],
      ['1 c/c de canela', 'es', 2.6],
      ['2 cucch. di olio', 'it', 27.3],
      ['2 xíc. de farinha', 'pt', 250],
    ] as const)
      expect([text, line(text, language).grams]).toEqual([text, expect.closeTo(grams, 0)]);
    expect(line('1 c. flour').grams).toBeCloseTo(125, 1);
  });

  it('reads a pack\'s own size after "de", "di" or "da" as each pack\'s', () => {
    expect(line('2 latas de tomate triturado de 400 g', 'es').grams).toBe(800);
    expect(line('2 scatolette di tonno da 80 g', 'it').grams).toBe(160);
    expect(line('2 bricks de nata de 200 ml', 'es').grams).toBeCloseTo(402, -1);
    expect(line('4 chicken legs (about 2 lb)').grams).toBeCloseTo(907 * 0.73, 0);
  });

  it("weighs a can by the food's own can where USDA gives one, else 400 g", () => {
    expect(line('1 can tuna').grams).toBe(165);
    expect(line('1 can tomato paste').grams).toBe(170);
    expect(line('1 can diced tomatoes').grams).toBe(400);
    expect(line('1 caixa de leite condensado', 'pt').grams).toBe(397);
  });

  it('reads beans as pulses, never green beans, dried where bought dried', () => {
    expect(usda('500 g de feijão preto', 'pt')).toBe('Beans, black, mature seeds, raw');
    expect(usda('1 lata de feijão', 'pt')).toMatch(/^Beans, pinto, mature seeds, canned/);
    expect(usda('1 taza de frijoles negros', 'es')).toMatch(/^Beans, black turtle.*canned/);
    expect(usda('1 scatola di fagioli cannellini', 'it')).toBe(
      'Beans, white, mature seeds, canned',
    );
    expect(usda('200 g di fagioli borlotti secchi', 'it')).toMatch(/cranberry.*raw/);
  });

  it('reads everyday names the reader had missed or misread', () => {
    expect(usda('1 alho-poró', 'pt')).toMatch(/^Leeks/);
    expect(usda('200 g de doce de leite', 'pt')).toBe('Dulce de Leche');
    expect(usda('4 salsicce', 'it')).toMatch(/^Sausage/);
    expect(usda('600 g de lomo de cerdo', 'es')).toMatch(/^Pork, fresh, loin/);
    expect(usda('1 cucharada de azúcar en polvo', 'es')).toBe('Sugars, powdered');
    expect(usda('2 albumi', 'it')).toBe('Egg, white, raw, fresh');
    expect(usda('1 petto di tacchino', 'it')).toMatch(/^Turkey.*breast/);
  });

  it('weighs clams bought by weight without their shell, knobs of butter as spoons', () => {
    expect(line('1 kg di vongole', 'it').grams).toBeCloseTo(1000 * (68 / 453.6), 0);
    expect(line('200 g di vongole sgusciate', 'it').grams).toBe(200);
    expect(line('2 noci di burro', 'it').grams).toBeCloseTo(28.4, 0);
    expect(line('1 solomillo de cerdo', 'es').grams).toBe(505);
    expect(usda('2 peperoni gialli', 'it')).toBe('Peppers, sweet, yellow, raw');
    expect(usda('1 pimento verde', 'pt')).toBe('Peppers, sweet, green, raw');
  });

  it('counts a whole bird only where the line names nothing but the bird', () => {
    // Turkey cutlets are the breast's, as "4 turkey cutlets" are: 113 g each, never whole birds.
    const cutlets = line('4 fettine di tacchino', 'it');
    expect(cutlets.food).toMatch(/^Turkey, fryer-roasters, breast/);
    expect(cutlets.grams).toBe(452);
    expect(line('4 lonchas de pavo', 'es').rule).toBe('no-weight');
    expect(line('1 pollo entero', 'es').grams).toBe(920);
    expect(line('1 whole chicken').grams).toBe(920);
    expect(line('1 Hähnchen', 'de').grams).toBe(920);
  });
});

describe('German, French and Dutch lines as sites write them', () => {
  it('reads the continental pound, the ons and the etto, and Dutch diminutive units', () => {
    expect(line('1/2 Pfund Butter', 'de').grams).toBe(250);
    expect(line('1 livre de bœuf haché', 'fr').grams).toBe(500);
    expect(line('2 ons kaas', 'nl')).toMatchObject({ grams: 200, food: 'Cheese, gouda' });
    expect(line('1 etto di prosciutto', 'it').grams).toBe(100);
    expect(line('1 blikje tonijn', 'nl').grams).toBe(165);
    expect(line('4 plakjes bladerdeeg', 'nl').rule).toBe('no-weight');
    expect(line('1 noisette de beurre', 'fr').food).toMatch(/^Butter/);
  });

  it('weighs pulses and corn from a can as the can holds them, never dry', () => {
    expect(usda('1 boîte de lentilles', 'fr')).toMatch(/^Lentils, .*cooked/);
    expect(usda('1 Dose weiße Bohnen', 'de')).toBe('Beans, white, mature seeds, canned');
    expect(usda('1 blik maïs', 'nl')).toMatch(/^Corn, sweet, yellow, canned/);
    expect(usda('200 g Linsen', 'de')).toBe('Lentils, raw');
  });

  it('never counts a US steak for a steak a European recipe counts', () => {
    expect(line('4 Rindersteaks', 'de').rule).toBe('no-weight');
    expect(line('400 g Rindersteak', 'de').grams).toBe(400);
  });

  it('reads cheeses, cuts and sausages by their names', () => {
    expect(usda('200 g Emmentaler', 'de')).toBe('Cheese, swiss');
    expect(usda('200 g de comté', 'fr')).toBe('Cheese, gruyere');
    expect(usda('600 g de poitrine de porc', 'fr')).toBe('Pork, fresh, belly, raw');
    expect(usda('800 g riblappen', 'nl')).toMatch(/^Beef, chuck for stew/);
    expect(usda('4 Bratwürste', 'de')).toMatch(/^Bratwurst/);
    expect(usda('2 Wiener Würstchen', 'de')).toMatch(/^Frankfurter/);
    expect(usda('4 Wiener Schnitzel', 'de') ?? '').not.toMatch(/^Frankfurter/);
    expect(usda('500 g de bacalhau demolhado', 'pt')).toBe('Fish, cod, Atlantic, raw');
    expect(usda('500 g de bacalhau seco', 'pt')).toBe('Fish, cod, Atlantic, dried and salted');
    expect(usda('8 lamskoteletjes', 'nl')).toMatch(/^Lamb/);
    expect(usda('4 filets de cabillaud', 'fr')).toBe('Fish, cod, Atlantic, raw');
  });
});
