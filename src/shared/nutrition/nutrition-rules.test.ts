import { describe, expect, it } from 'vitest';
import foodData from '../food/food-table.json';
import { FoodTable } from '../food/food-table';
import type { FoodTableData } from '../food/food-table-data';
import { readRecipe } from '../recipe/read-recipe';
import type { RecipeLanguage } from '../recipe/recipe-language';
import { lineFood, nameChoices } from './line-food';
import { lineGrams } from './line-grams';
import nutritionData from './nutrition-table.json';
import { NutritionTable } from './nutrition-table';
import type { NutritionTableData } from './nutrition-table-data';
import { recipeNutrition } from './recipe-nutrition';

/** The stated rules of docs/nutrition.md, one by one. */

const foods = new FoodTable(foodData as unknown as FoodTableData);
const nutrition = new NutritionTable(nutritionData as unknown as NutritionTableData);

const usda = (line: string, language: RecipeLanguage = 'en') =>
  lineFood(line, foods, nutrition, language).food?.name ?? null;

function recipe(lines: string[], language?: RecipeLanguage) {
  const markdown = `# Test dish\n\nServes 4\n\n## Ingredients\n\n${lines.map((l) => `- ${l}`).join('\n')}\n\n## Instructions\n\n1. Mix and cook.\n`;
  const reading = readRecipe(markdown);
  return recipeNutrition(language ? { ...reading, language } : reading, foods, nutrition);
}

const ruleOf = (result: ReturnType<typeof recipe>, text: string) =>
  result.lines.find((l) => l.text === text)?.rule;

describe('which food a line names', () => {
  it('reads "a or b noun" as the first choice with the noun', () => {
    expect(nameChoices('1 cup chicken or beef broth', 'en')[0]).toEqual([
      '1',
      'cup',
      'chicken',
      'broth',
    ]);
    expect(usda('1 cup chicken or beef broth')).toMatch(/chicken broth/i);
    expect(usda('Kosher or sea salt')).toMatch(/^Salt/);
    expect(usda('1 cup low-sodium turkey, vegetable, or chicken broth')).toMatch(/broth/i);
  });

  it('keeps a counted second choice apart', () => {
    expect(usda('4 large shallots or 2 small onions')).toMatch(/^Shallots/);
  });

  it('takes the last of two foods in English, the first elsewhere', () => {
    expect(usda('6 slices turkey pepperoni')).toMatch(/^Pepperoni/);
    expect(usda('200 g pechuga de pollo', 'es')).toMatch(/^Chicken/);
  });
});

describe('lines that add nothing, by a stated rule', () => {
  it('names an optional or served-beside line as not counted, and keeps the single figure', () => {
    const lines = ['400 g spaghetti', '2 tablespoons olive oil', 'Guacamole, for serving'];
    const result = recipe(lines);
    expect(result.kind).toBe('figure');
    expect(ruleOf(result, 'Guacamole, for serving')).toBe('optional');
    expect(result.lines.find((l) => l.rule === 'optional')?.grams).toBeUndefined();
    const optional = recipe(['400 g spaghetti', 'Zorblax sauce (optional)']);
    expect(ruleOf(optional, 'Zorblax sauce (optional)')).toBe('optional');
  });

  it('still counts an optional line it can weigh', () => {
    const result = recipe(['400 g spaghetti', '50 g parmesan (optional)']);
    expect(ruleOf(result, '50 g parmesan (optional)')).toBe('counted');
  });

  it('counts salt, pepper and spices without an amount as to taste', () => {
    const result = recipe([
      '1 kg potatoes',
      '2 tablespoons olive oil',
      'Freshly ground black pepper',
    ]);
    expect(ruleOf(result, 'Freshly ground black pepper')).toBe('to-taste');
    expect(result.kind).toBe('figure');
    const de = recipe(['1 kg Kartoffeln', '2 EL Olivenöl', 'Pfeffer'], 'de');
    expect(ruleOf(de, 'Pfeffer')).toBe('to-taste');
  });

  it('counts a spray or a brush of oil as greasing: little, named', () => {
    const result = recipe(['1 kg potatoes', '200 g cheddar', 'Olive oil spray']);
    expect(ruleOf(result, 'Olive oil spray')).toBe('greasing');
    expect(result.kind).toBe('figure');
  });

  it('counts oil for deep frying as what the food takes up: a tenth of its weight', () => {
    const result = recipe(['500 g potatoes', 'Vegetable oil, for deep frying']);
    const bath = result.lines.find((l) => l.text === 'Vegetable oil, for deep frying');
    expect(bath).toMatchObject({ rule: 'absorbed', grams: 50, mayAdd: 0 });
    expect(result.kind).toBe('figure');
    // 500 g of potatoes (69 kcal/100 g) and 50 g of canola oil (884 kcal/100 g), for 4.
    const kcal = result.kind === 'figure' ? result.perServing.kcal : 0;
    expect(kcal).toBeCloseTo((500 * 0.69 + 50 * 8.84) / 4, 0);
  });

  it('holds back a figure for a main food without an amount', () => {
    const result = recipe(['200 g spinach', 'Butter']);
    expect(ruleOf(result, 'Butter')).toBe('no-amount');
    expect(result.kind).not.toBe('figure');
  });
});

describe('grams from a size written beside a count', () => {
  const grams = (line: string, language: RecipeLanguage = 'en') => {
    const food = lineFood(line, foods, nutrition, language).food;
    return food ? lineGrams(line, food).grams : null;
  };

  it('reads a size after the count or its pack as each one', () => {
    expect(grams('2 x 400 g chopped tomatoes')).toBe(800);
    expect(grams('2 cans (400 g each) chopped tomatoes')).toBe(800);
    expect(grams('2 Dosen (à 400 g) Tomaten', 'de')).toBe(800);
  });

  it('reads a size after the food as all of them', () => {
    expect(grams('4 chicken legs (about 2 lb)')).toBeCloseTo(907, 0);
    expect(grams('4 slices white bread, about 7 ounces')).toBeCloseTo(198, 0);
    expect(grams('2x carotte (200g)', 'fr')).toBe(200);
  });

  it('takes a weight written beside a volume over the volume', () => {
    expect(grams('3/4 cup (170 g) all-purpose flour')).toBe(170);
    expect(grams('1 cup (240 ml) milk')).toBeCloseTo(244, 0);
  });

  it('reads a number word opening the line as the count, in the seven languages', () => {
    expect(grams('two 10-ounce cans cream of mushroom soup')).toBeCloseTo(2 * 283.5, 0);
    expect(grams('Zwei Dosen Tomaten', 'de')).toBe(800);
    expect(grams('deux boîtes de tomates', 'fr')).toBe(800);
    expect(grams('dos latas de tomate', 'es')).toBe(800);
    expect(grams('due scatole di pomodori', 'it')).toBe(800);
    expect(grams('duas latas de tomate', 'pt')).toBe(800);
    expect(grams('twee blikken tomaten', 'nl')).toBe(800);
    expect(grams('three large eggs')).toBe(150);
  });

  it('reads a range whose unit is written at both ends by its middle', () => {
    expect(grams('2 cups (242g to 300g) grated zucchini')).toBeCloseTo(271, 5);
    expect(grams('1 kg - 2 kg potatoes')).toBeCloseTo(1500, 5);
    expect(grams('250 g bis 300 g Mehl', 'de')).toBeCloseTo(275, 5);
    // Two amounts of other units are no range.
    expect(grams('1 cup (240 ml) milk')).toBeCloseTo(grams('1 cup milk')!, 5);
  });

  it('adds two amounts of one food joined by "plus", "+" or "and"', () => {
    const sugar = (line: string, language: RecipeLanguage = 'en') => grams(line, language)!;
    expect(sugar('1/4 cup plus 2 tablespoons sugar')).toBeCloseTo(sugar('1/4 cup sugar') + 25, 0);
    expect(sugar('1/4 cup + 2 Tbsp sugar')).toBeCloseTo(sugar('1/4 cup sugar') + 25, 0);
    expect(sugar('1 EL und 1 TL Zucker', 'de')).toBeCloseTo(sugar('1 EL Zucker', 'de') + 4.2, 0);
    // A weight beside a volume is still the weight, not both.
    expect(sugar('3/4 cup (150 g) sugar')).toBe(150);
  });

  it("weighs counted nuts by USDA's count in an ounce", () => {
    // "oz (18 kernels)": 28.35 g for 18 cashews; "oz (22 whole kernels)" of hazelnuts.
    expect(grams('18 cashews')).toBeCloseTo(28.35, 1);
    expect(grams('6-7 cashew nuts')).toBeCloseTo((6.5 * 28.35) / 18, 1);
  });

  it('never weighs a count by a volume measure such as a quart ("2 Schuss Milch")', () => {
    expect(grams('2 Schuss Milch', 'de')).toBeNull();
  });

  it('weighs a count word after a size by the measure of the thickness the line says', () => {
    // USDA: 'slice, thin (3-1/2" dia x 1/2" thick)' 56 g; a slice 3/4" thick 166 g.
    expect(grams('Three ½-inch thick slices fresh pineapple')).toBe(168);
    expect(grams('3 slices fresh pineapple, 3/4 inch thick')).toBe(498);
  });
});

describe('what a line is for', () => {
  it('reads the food before "for": salt for the cooking water is salt', () => {
    expect(usda('1 tablespoon kosher salt for the cooking water')).toMatch(/^Salt/);
  });

  it('counts a frying bath as what the food takes up, a spoon of oil for the pan as written', () => {
    const bath = recipe(['8 egg roll wrappers', '1 cup vegetable oil (for frying)', '3 avocados']);
    const oil = bath.lines.find((l) => l.text === '1 cup vegetable oil (for frying)');
    const food = bath.lines
      .filter((l) => l.rule === 'counted')
      .reduce((sum, l) => sum + (l.grams ?? 0), 0);
    expect(oil).toMatchObject({ rule: 'absorbed' });
    expect(oil?.grams).toBeCloseTo(food / 10, 5);
    const pan = recipe(['1 kg potatoes', '1 tablespoon oil (for frying)']);
    expect(ruleOf(pan, '1 tablespoon oil (for frying)')).toBe('counted');
    // A stock is no fried food; the bath never adds more than itself.
    const soup = recipe([
      '2 litres chicken stock',
      '100 g flour',
      '2 tablespoons oil, for deep frying',
    ]);
    expect(soup.lines.find((l) => l.rule === 'counted' && /flour/.test(l.text))).toBeDefined();
    const small = soup.lines.find((l) => /oil/.test(l.text));
    expect(small?.rule).toBe('counted');
    const big = recipe(['2 litres chicken stock', '100 g flour', '1 litre oil, for deep frying']);
    expect(big.lines.find((l) => /oil/.test(l.text))?.grams).toBeCloseTo(10, 5);
    // A pan's oil is no bath: still named, not counted, where no amount is said.
    expect(ruleOf(recipe(['1 kg potatoes', 'Öl zum Braten'], 'de'), 'Öl zum Braten')).toBe(
      'frying',
    );
  });
});

describe('the food as the line says it is', () => {
  const grams = (line: string) => {
    const food = lineFood(line, foods, nutrition, 'en').food;
    return food ? lineGrams(line, food).grams : null;
  };

  it('weighs a food said cooked as the cooked food', () => {
    expect(usda('3 cups cooked rice')).toMatch(/^Rice.*cooked/);
    expect(usda('4 cups steamed rice')).toMatch(/^Rice.*cooked/);
    expect(usda('1 cup rice')).toMatch(/^Rice.*raw/);
    expect(usda('3 cups cooked lentils')).toMatch(/^Lentils.*cooked/);
  });

  it('weighs a food said cooked in the six other languages as the cooked food too', () => {
    expect(usda('2 tazas de arroz cocido', 'es')).toMatch(/^Rice.*cooked/);
    expect(usda('2 xícaras de arroz cozido', 'pt')).toMatch(/^Rice.*cooked/);
    expect(usda('300 g di riso cotto', 'it')).toMatch(/^Rice.*cooked/);
    expect(usda('300 g de riz cuit', 'fr')).toMatch(/^Rice.*cooked/);
    expect(usda('300 g gekochter Reis', 'de')).toMatch(/^Rice.*cooked/);
    expect(usda('300 g gekookte rijst', 'nl')).toMatch(/^Rice.*cooked/);
    expect(usda('200 g de lentilles cuites', 'fr')).toMatch(/^Lentils.*cooked/);
    expect(usda('200 g di pasta cotta', 'it')).toMatch(/^Spaghetti, cooked/);
    expect(usda('200 g de pollo cocido', 'es')).toMatch(/^Chicken.*roasted/);
    // Uncooked stays so, and a German "Reis, gekocht" names the rice as bought, to be cooked.
    expect(usda('300 g Reis', 'de')).toMatch(/^Rice.*raw/);
    expect(usda('300 g Reis, gekocht', 'de')).toMatch(/^Rice.*raw/);
    // A food with no cooked form decided keeps its own ("prosciutto cotto" is cooked ham).
    expect(usda('100 g di prosciutto cotto', 'it')).toMatch(/^Ham/);
  });

  it('keeps a longer name of the food table over a shorter decided one', () => {
    expect(usda('3 tablespoons olive oil')).toMatch(/^Oil, olive/);
    expect(usda('1 cup pitted olives')).toMatch(/^Olives/);
    expect(usda('2 tablespoons white wine vinegar')).toMatch(/^Vinegar/);
  });

  it('weighs a count by the measure its words name', () => {
    expect(grams('10 ribs celery')).toBe(400);
    expect(grams('40 wonton skins')).toBe(320);
    expect(grams('8 egg roll wrappers')).toBe(256);
  });

  it('never weighs one item by a yield per pound of chicken', () => {
    expect(grams('4 boneless skinless chicken breasts')).toBe(4 * 118);
  });
});

describe('counted items in German', () => {
  const grams = (line: string) => {
    const food = lineFood(line, foods, nutrition, 'de').food;
    return food ? lineGrams(line, food).grams : null;
  };

  it('reads "m.-große" as medium, not as metres, and finds the size inside a measure name', () => {
    expect(grams('10 m.-große Kartoffeln, festkochende')).toBe(2130);
    expect(grams('2 große Eier')).toBe(100);
  });

  it('weighs "1 Stück" of a counted food as one item', () => {
    expect(grams('1 Stück Mango frisch')).toBeGreaterThan(150);
  });

  it('reads "bzw." as "or"', () => {
    expect(usda('500 g Gemüsebrühe bzw. Spargelfond', 'de')).toMatch(/broth/i);
  });
});

describe('peppers, spice blends and headings', () => {
  it('reads a pepper by its colour as the sweet pepper, flakes and ground as the spice', () => {
    expect(usda('1 medium green pepper, cut into strips')).toMatch(/^Peppers, sweet, green/);
    expect(usda('1 red pepper, diced')).toMatch(/^Peppers, sweet, red/);
    expect(usda('1/2 teaspoon crushed red pepper flakes')).toMatch(/^Spices/);
    expect(usda('3 to 4 green chilies')).toMatch(/^Peppers, hot chili/);
  });

  it('weighs a spice blend as a spice', () => {
    expect(usda('1 tablespoon Italian seasoning')).toMatch(/^Spices/);
    expect(usda('2 tablespoons cajun seasoning')).toMatch(/^Spices/);
  });

  it('weighs a cup by a spoon measure USDA names as a serving', () => {
    const food = lineFood('1 cup grape jelly', foods, nutrition, 'en').food!;
    expect(lineGrams('1 cup grape jelly', food).grams).toBeCloseTo(336, 0);
  });

  it('reads a heading or a note as no ingredient, never a food', () => {
    const lines = [
      '400 g spaghetti',
      'FOR THE SAUCE',
      'CURRY PASTE',
      'Note: see the shop for sizes.',
    ];
    const result = recipe(lines);
    expect(ruleOf(result, 'FOR THE SAUCE')).toBe('note');
    // A heading in capitals that names a food the table weighs is still a heading; a line in
    // capitals with its amount in words is an ingredient.
    expect(ruleOf(result, 'CURRY PASTE')).toBe('note');
    expect(ruleOf(recipe(['TWO CUPS FLOUR']), 'TWO CUPS FLOUR')).toBe('counted');
    expect(ruleOf(result, 'Note: see the shop for sizes.')).toBe('note');
    expect(result.kind).toBe('figure');
    // Sentences about the list are no ingredient, numbers and all; a line that opens with its
    // amount, or one sentence naming an unknown food, still holds the figure back.
    const kit = 'Ingredients are listed for 2 servings. If you make 4, double every one of them.';
    expect(ruleOf(recipe(['400 g spaghetti', kit]), kit)).toBe('note');
    for (const unknown of [
      '2 cups of Zorblax, washed and dried and set aside for later use.',
      'About 2 pounds of Zorblax, cut into bite-sized pieces for the stew.',
      'Homemade Zorblax sauce, about 2 cups. See the sauce recipe below for it.',
    ])
      expect(ruleOf(recipe(['400 g spaghetti', unknown]), unknown)).toBe('no-food');
    // A word alone may be a food the table does not know: it still holds the figure back.
    expect(ruleOf(recipe(['400 g spaghetti', 'Zorblax']), 'Zorblax')).toBe('no-food');
  });
});

describe('more choices, servings of a cup, sprays counted', () => {
  it('reads "a or b noun or c" with the noun of the choices after the first', () => {
    expect(usda('1 cup chicken or beef broth or stock')).toMatch(/chicken broth/i);
  });

  it('weighs a cup by "serving 1/2 cup" as twice that serving', () => {
    const food = lineFood('3 cups vanilla ice cream', foods, nutrition, 'en').food!;
    expect(lineGrams('3 cups vanilla ice cream', food).grams).toBeCloseTo(396, 0);
  });

  it('counts sprays of cooking spray as greasing', () => {
    const result = recipe(['1 kg potatoes', '2 sprays cooking spray']);
    expect(ruleOf(result, '2 sprays cooking spray')).toBe('greasing');
    expect(result.kind).toBe('figure');
  });
});

describe('a food from a can', () => {
  it('weighs beans and lentils from a can as canned or cooked, dry ones as dry', () => {
    expect(usda('1 (14-ounce) can lentils, drained and rinsed')).toMatch(/^Lentils.*cooked/);
    expect(usda('15 oz can of black beans')).toMatch(/^Beans, black.*cooked/);
    expect(usda('400g tin chickpeas, drained')).toMatch(/canned/);
    expect(usda('1 cup black beans')).toMatch(/raw/);
  });
});

describe('juice and units that are no food', () => {
  const grams = (line: string, language: RecipeLanguage = 'en') => {
    const food = lineFood(line, foods, nutrition, language).food;
    return food ? lineGrams(line, food).grams : null;
  };

  it('reads the juice of a lemon or lime as the juice, weighed by what one fruit yields', () => {
    expect(usda('Juice of 1 lime')).toMatch(/^Lime juice/);
    expect(grams('Juice of 1 lime')).toBe(44);
    expect(usda('½ lemon, juiced')).toMatch(/^Lemon juice/);
    expect(grams('succo di 1 limone', 'it')).toBe(48);
    expect(usda('1 Zitrone(n), Saft davon', 'de')).toMatch(/^Lemon juice/);
    expect(usda('2 lemons')).toMatch(/^Lemons/);
  });

  it('reads "the juice of a lemon" with its article as one fruit, in the seven languages', () => {
    for (const [text, language, want] of [
      ['juice of a lime', 'en', 44],
      ['juice of half a lemon', 'en', 24],
      ['Saft einer Zitrone', 'de', 48],
      ['Saft einer halben Zitrone', 'de', 24],
      ["le jus d'un citron", 'fr', 48],
      ['el jugo de un limón', 'es', 48],
      ['el zumo de medio limón', 'es', 24],
      ['il succo di un limone', 'it', 48],
      ['o sumo de um limão', 'pt', 48],
      ['sumo de 1 laranja', 'pt', 86],
      ['het sap van een citroen', 'nl', 48],
    ] as const)
      expect([text, grams(text, language)]).toEqual([text, want]);
  });

  it('never reads a unit as the food: "2 gambi di sedano" are stalks of celery', () => {
    expect(usda('2 gambi di sedano', 'it')).toMatch(/^Celery/);
    expect(grams('2 gambi di sedano', 'it')).toBe(80);
    expect(usda('1 can tomatoes')).toMatch(/canned/);
    expect(usda('3 Knoblauchzehen', 'de')).toMatch(/^Garlic/);
  });
});

describe('Portuguese lines', () => {
  const grams = (line: string) => {
    const food = lineFood(line, foods, nutrition, 'pt').food;
    return food ? lineGrams(line, food).grams : null;
  };

  it('reads "c. de sopa" and "c. de chá" as spoons, not as cups', () => {
    expect(grams('1 c. de sopa azeite')).toBeCloseTo(13.5, 0);
    expect(grams('1 c. de chá flor de sal')).toBeCloseTo(6, 0);
  });

  it('reads an amount "q.b." as to taste', () => {
    const result = recipe(['800 g alho-francês', '2 c. de sopa azeite', '1 q.b. pimenta'], 'pt');
    expect(ruleOf(result, '1 q.b. pimenta')).toBe('to-taste');
  });

  it('names yolks, condensed milk and peaches in syrup', () => {
    expect(usda('2 gemas', 'pt')).toMatch(/^Egg, yolk/);
    expect(usda('1 lata de pêssego em calda', 'pt')).toMatch(/^Peaches, canned/);
  });

  it('reads "salsa" as parsley in Portuguese, and as the sauce in Spanish and English', () => {
    expect(usda('2 colheres de sopa de salsa picada', 'pt')).toBe('Parsley, fresh');
    expect(usda('1 taza de salsa', 'es')).toMatch(/^Sauce, salsa/);
    expect(usda('1 cup salsa', 'en')).toMatch(/^Sauce, salsa/);
  });
});

describe('cups and cans as a recipe means them', () => {
  const grams = (line: string, language: RecipeLanguage = 'en') => {
    const food = lineFood(line, foods, nutrition, language).food;
    return food ? lineGrams(line, food).grams : null;
  };

  it('weighs a cup by a plain measure, never by an unusual one ("in shell, edible yield")', () => {
    expect(grams('3/4 cup raw walnuts')).toBeCloseTo(0.75 * 117, 0);
  });

  it('reads "2 – 16oz can" as two cans, a range of cups as its middle', () => {
    expect(grams('2 – 16oz can kidney beans')).toBeCloseTo(2 * 453.6, 0);
    expect(grams('2-3 cups all-purpose flour')).toBeCloseTo(312.5, 0);
  });

  it('reads olives as olives, not as their oil', () => {
    expect(usda('100 g Oliven', 'de')).toMatch(/^Olives/);
  });
});

describe('decimals, coatings and measures a line names', () => {
  const grams = (line: string) => {
    const food = lineFood(line, foods, nutrition, 'en').food;
    return food ? lineGrams(line, food).grams : null;
  };

  it('reads ".5 cup" as half a cup', () => {
    expect(grams('.5 cup dry white wine')).toBeCloseTo(117.6, 0);
  });

  it('counts flour for dredging and a dusting of sugar as a coating: little, named', () => {
    const result = recipe(['600 g chicken breast', '200 ml cream', 'Flour (for dredging)']);
    expect(ruleOf(result, 'Flour (for dredging)')).toBe('coating');
    expect(result.kind).toBe('figure');
    // Cocoa or icing sugar with no amount is the dusting on top, in any language; with one it counts.
    const tiramisu = recipe(
      ['500 g mascarpone', '4 uova', '300 g savoiardi', '100 g zucchero', 'Cacao amaro in polvere'],
      'it',
    );
    expect(ruleOf(tiramisu, 'Cacao amaro in polvere')).toBe('coating');
    expect(tiramisu.kind).toBe('figure');
    expect(ruleOf(recipe(['500 g Quark', 'Puderzucker'], 'de'), 'Puderzucker')).toBe('coating');
    expect(ruleOf(recipe(['1/2 cup powdered sugar']), '1/2 cup powdered sugar')).toBe('counted');
  });

  it('weighs a count by a measure the line names, though it is no whole item', () => {
    expect(grams('1 organic chicken stock cube')).toBe(4.8);
  });
});

describe('short pasta by the cup', () => {
  it("weighs a cup of dry short pasta by USDA's cup of macaroni", () => {
    const food = lineFood('2 cups uncooked pasta', foods, nutrition, 'en').food!;
    expect(food.name).toMatch(/^Macaroni, dry/);
    expect(lineGrams('2 cups uncooked pasta', food).grams).toBeCloseTo(210, 0);
    expect(usda('400 g spaghetti')).toMatch(/^Spaghetti, dry/);
  });
});

describe('decided names for small things that hold a figure back', () => {
  it('names spice powders, pastes, fresh herbs, brines and coffee', () => {
    expect(usda('1/2 tsp turmeric powder')).toMatch(/^Spices, turmeric/);
    expect(usda('1 tsp ginger paste')).toMatch(/^Ginger/);
    expect(usda('2 tablespoons minced fresh herbs')).toMatch(/^Parsley/);
    expect(usda('4 tablespoons pickle juice')).toMatch(/^Pickles/);
    expect(usda('4 EL Espresso', 'de')).toMatch(/^Coffee/);
    expect(usda('1 teaspoon vegan chicken seasoning')).toMatch(/^Spices/);
    expect(usda('Salsinha 1 colher (sopa)', 'pt')).toMatch(/^Parsley/);
  });
});

describe('a first choice that is a food of its own', () => {
  it('keeps "lemon juice or red wine vinegar" as lemon juice', () => {
    expect(usda('2 tablespoons fresh lemon juice or red wine vinegar')).toMatch(/^Lemon juice/);
    expect(usda('1 cup chicken or beef broth')).toMatch(/chicken broth/i);
  });

  it('weighs "1 lemon, sliced" as a lemon, not by a measure whose brackets name one', () => {
    const food = lineFood('1 lemon, sliced', foods, nutrition, 'en').food!;
    expect(lineGrams('1 lemon, sliced', food).grams).toBe(58);
  });
});

describe('household measures for counted items, in the seven languages', () => {
  const grams = (line: string, language: RecipeLanguage) => {
    const food = lineFood(line, foods, nutrition, language).food;
    return food ? lineGrams(line, food).grams : null;
  };
  const lines: Record<RecipeLanguage, [string, string, string, string, string]> = {
    en: ['2 eggs', '1 onion', '3 cloves garlic', '1 can chopped tomatoes', '2 tbsp olive oil'],
    de: ['2 Eier', '1 Zwiebel', '3 Knoblauchzehen', '1 Dose gehackte Tomaten', '2 EL Olivenöl'],
    fr: [
      '2 œufs',
      '1 oignon',
      "3 gousses d'ail",
      '1 boîte de tomates',
      "2 c. à soupe d'huile d'olive",
    ],
    es: [
      '2 huevos',
      '1 cebolla',
      '3 dientes de ajo',
      '1 lata de tomate',
      '2 cucharadas de aceite de oliva',
    ],
    it: [
      '2 uova',
      '1 cipolla',
      "3 spicchi d'aglio",
      '1 scatola di pomodori',
      '2 cucchiai di olio extravergine',
    ],
    pt: [
      '2 ovos',
      '1 cebola',
      '3 dentes de alho',
      '1 lata de tomate',
      '2 colheres de sopa de azeite',
    ],
    nl: ['2 eieren', '1 ui', '3 teentjes knoflook', '1 blik tomaten', '2 el olijfolie'],
  };

  for (const [language, [eggs, onion, garlic, can, oil]] of Object.entries(lines))
    it(`weighs eggs, an onion, cloves, a can and spoons of oil in ${language}`, () => {
      const lang = language as RecipeLanguage;
      expect(grams(eggs, lang)).toBe(88);
      expect(grams(onion, lang)).toBe(110);
      expect(grams(garlic, lang)).toBe(9);
      expect(grams(can, lang)).toBe(400);
      expect(usda(oil, lang)).toMatch(/^Oil, olive/);
      expect(grams(oil, lang)).toBeCloseTo(27, 0);
    });
});

describe('French spoons and sizes said roughly', () => {
  const grams = (line: string, language: RecipeLanguage) => {
    const food = lineFood(line, foods, nutrition, language).food;
    return food ? lineGrams(line, food).grams : null;
  };

  it('reads "càs" and "càc" as spoons, never the "c" of a cup', () => {
    expect(grams("3 càs huile d'olive", 'fr')).toBeCloseTo(40.5, 0);
    expect(grams('1 càc sel', 'fr')).toBeCloseTo(6, 0);
    expect(grams('3 c. all-purpose flour', 'en')).toBeCloseTo(375, 0);
  });

  it('reads a size said roughly after a pack as each one\'s: "1/6 jar (~16 oz)"', () => {
    expect(grams('1/6 jar (~16 oz) green salsa', 'en')).toBeCloseTo(75.6, 0);
  });
});

describe('the leaves of a fruit', () => {
  it('are no fruit: the line is named, not counted as limes or bananas', () => {
    expect(usda('6 lime leaves')).toBeNull();
    expect(usda('2 banana leaves, for wrapping')).toBeNull();
    expect(usda('4 Kaffir-Limettenblätter', 'de')).toBeNull();
    expect(usda('3 feuilles de citron kaffir', 'fr')).toBeNull();
    expect(ruleOf(recipe(['400 g rice', '6 lime leaves']), '6 lime leaves')).toBe('no-food');
  });

  it('keeps the fruit itself, and the leaves of herbs as the herb', () => {
    expect(usda('1 lime')).toMatch(/^Limes, raw/);
    expect(usda('1 cup mint leaves')).toMatch(/^Spearmint/);
    expect(usda('1 cup cilantro leaves')).toMatch(/^Coriander/);
    // Coriander leaves are the fresh herb; only a line that says dried is the dried leaf.
    expect(usda('2 tbsp coriander leaves')).toBe('Coriander (cilantro) leaves, raw');
    expect(usda('1 tsp dried coriander leaf')).toBe('Spices, coriander leaf, dried');
  });
});

describe('foods as the recipe cooks and buys them', () => {
  const counted = (line: string, language: RecipeLanguage = 'en') =>
    recipe([line], language).lines[0]!;

  it("counts raw bacon as USDA's cooked bacon at its cooked weight: its fat stays in the pan", () => {
    const slices = counted('3 slices bacon');
    expect(slices.food).toMatch(/^Pork, cured, bacon, cooked/);
    expect(slices.grams).toBeCloseTo(24, 1); // three 8 g cooked slices, from three 29 g raw ones
    expect(counted('8 ounces bacon, chopped').grams).toBeCloseTo((226.8 * 8) / 29, 0);
    expect(counted('150 g baconreepjes', 'nl').grams).toBeCloseTo((150 * 8) / 29, 0);
    // Said cooked, it is weighed as cooked: no second yield.
    expect(usda('1/2 cup crumbled cooked bacon')).toMatch(/^Pork, cured, bacon, cooked/);
    expect(counted('60 g cooked bacon').grams).toBeCloseTo(60, 5);
  });

  it('weighs an avocado as the Hass avocado shops sell, its cup by the flesh', () => {
    expect(counted('2 avocados').grams).toBe(272);
    // A cup of cubes or slices (146-150 g), never the purée's 230 g.
    expect(counted('1 cup diced avocado').grams).toBeLessThan(151);
  });

  it('reads Portuguese "batata" as the potato, Spanish "batata" as the sweet potato', () => {
    expect(usda('3 batatas', 'pt')).toMatch(/^Potatoes/);
    expect(usda('2 batatas-doces', 'pt')).toMatch(/^Sweet potato/);
    expect(usda('2 batatas', 'es')).toMatch(/^Sweet potato/);
  });

  it('reads a brand or a mix as the food it sells', () => {
    expect(usda('1 lata Leite MOÇA® 395g', 'pt')).toMatch(/condensed, sweetened/);
    expect(usda('3.4 ounce package instant chocolate pudding')).toMatch(
      /^Puddings, chocolate, dry mix/,
    );
    expect(usda('1 box instant vanilla pudding')).toMatch(/^Puddings, vanilla, dry mix/);
    expect(counted('1 cup Bisquick™ Gluten Free mix').food).toMatch(/^Biscuits, .*dry mix/);
    expect(counted('2 cups baking mix (such as Bisquick)').grams).toBeCloseTo(242.4, 0);
  });

  it('weighs a counted broccoli as its head on the stem, never a 5-inch spear', () => {
    expect(counted('1 Brokkoli', 'de').grams).toBe(151);
    expect(counted('2 small heads broccoli').grams).toBe(302);
  });

  it('never weighs a head or bulb the food has no measure for as one of its cloves', () => {
    expect(counted('1 whole head garlic').rule).toBe('no-weight');
    expect(counted('1 Knolle Knoblauch', 'de').rule).toBe('no-weight');
    expect(counted('3 cloves garlic').grams).toBe(9);
    expect(counted('1/2 head cauliflower').grams).toBe(294);
  });

  it('reads minced meat, stock cubes and a knob of butter in the seven languages', () => {
    const mince: [string, RecipeLanguage][] = [
      ['500 g Hackfleisch', 'de'],
      ['500 g rundergehakt', 'nl'],
      ['500 g de viande hachée', 'fr'],
      ['500 g di carne macinata', 'it'],
      ['500 g de carne picada', 'es'],
      ['500 g de carne moída', 'pt'],
      ['500g mince', 'en'],
    ];
    for (const [line, language] of mince)
      expect(usda(line, language), line).toMatch(/^Beef, ground/);
    expect(usda('250 g Schweinehackfleisch', 'de')).toMatch(/^Pork, fresh, ground/);
    const cubes: [string, RecipeLanguage][] = [
      ['1 Brühwürfel', 'de'],
      ['1 bouillonblokje', 'nl'],
      ['1 cube de bouillon', 'fr'],
      ['1 dado di brodo', 'it'],
      ['1 pastilla de caldo de pollo', 'es'],
      ['1 tablete de caldo de galinha', 'pt'],
    ];
    for (const [line, language] of cubes) expect(counted(line, language).grams, line).toBe(4.8);
    expect(counted('1 noce di burro', 'it')).toMatchObject({ food: 'Butter, salted', grams: 14.2 });
    expect(counted('1 noix de beurre', 'fr').food).toBe('Butter, salted');
    expect(usda('200 g de queijo muçarela', 'pt')).toMatch(/mozzarella/);
  });

  it('reads lardons, pork and beef named with "carne de", and pineapple in Portuguese', () => {
    expect(counted('Lardons fumés - 300 grammes', 'fr').food).toMatch(/bacon, cooked/);
    expect(usda('800 g de carne de cerdo para guisar', 'es')).toMatch(/^Pork, fresh/);
    expect(usda('4 rodela abacaxi', 'pt')).toMatch(/^Pineapple/);
  });

  it('counts a volume of stock made with a cube as the broth, one cube as the cube', () => {
    expect(counted('400 ml Cube de bouillon de légumes', 'fr').food).toMatch(/Broth, canned/);
    expect(counted('1 cube de bouillon', 'fr').food).toMatch(/cubes, dry/);
  });

  it('bounds "a little" of a food by a tablespoon for the dish, and reads "n. B." as to taste', () => {
    const little = counted('etwas Öl', 'de');
    expect(little.rule).toBe('to-taste');
    expect(little.mayAdd).toBeCloseTo(15 * 8.84, 0);
    expect(counted("un filo d'olio", 'it').rule).toBe('to-taste');
    expect(counted('n. B. öl', 'de').rule).toBe('to-taste');
    expect(counted('Öl', 'de').rule).toBe('no-amount');
  });

  it('weighs "rice, cooked" as cooked rice in English, German "Nudeln, gekocht" as bought', () => {
    expect(counted('2 cups rice, cooked').food).toMatch(/cooked/);
    expect(counted('1 cup rice, cooked according to package directions').food).toMatch(/raw/);
    expect(counted('250 g chinesische Eiernudeln, gekocht', 'de').food).toMatch(/dry/);
  });

  it('weighs a stick of a food that has none as the whole item: "1 Stange Lauch" is a leek', () => {
    expect(counted('1 Stange Lauch', 'de').grams).toBe(89);
    expect(counted('1 stick butter').grams).toBe(113);
  });

  it('joins foods recipes buy raw to the raw food, never a cooked or canned form', () => {
    expect(usda('500 g Chinakohl', 'de')).toMatch(/pe-tsai\), raw/);
    expect(usda('2 rote Chilischoten', 'de')).toMatch(/hot chili, red, raw/);
    expect(usda('1 kg Schweineschulter', 'de')).toMatch(/shoulder, whole.*raw/);
    expect(usda('2 lb pork loin')).toMatch(/loin, whole.*raw/);
    expect(usda('500 ml Hühnerfond', 'de')).toMatch(/Broth, canned/);
  });

  it('reads evaporated milk, pie crust and pork chops, and white rice as long-grain', () => {
    expect(usda('1 (5 ounce) can evaporated milk')).toMatch(/evaporated/);
    expect(usda('1 Dose Kondensmilch', 'de')).toMatch(/evaporated/);
    expect(usda('1 Dose gezuckerte Kondensmilch', 'de')).toMatch(/condensed, sweetened/);
    expect(counted('1 (9 inch) unbaked pie crust').grams).toBe(173);
    // A double crust is a bottom and a top, with or without a count; a single one, one.
    expect(counted('double pie dough for 9-inch pie pan').grams).toBe(346);
    expect(counted('1 double pie crust').grams).toBe(346);
    expect(counted('2 pie dough').grams).toBe(346);
    expect(counted('pie pastry for a single-crust pie').grams).toBe(173);
    expect(counted('Pastry for double-crust pie (9 inches)').grams).toBe(346);
    expect(counted('dough for a two-crust pie').grams).toBe(346);
    // Pastry alone is also puff, choux or Danish: not read as a crust.
    expect(counted('1 pastry').rule).toBe('no-food');
    expect(counted('4 pork chops').grams).toBe(796); // USDA's chop without its bone, 199 g
    expect(counted('2 cups uncooked white rice').grams).toBeCloseTo(370, 0);
    expect(counted('juice 1 lemon').food).toMatch(/^Lemon juice/);
  });

  it('reads centilitres, shortcrust pastry, pancetta and guanciale, and French chicken fillets', () => {
    expect(counted('50 cl de lait', 'fr').grams).toBeCloseTo(515.7, 0);
    expect(counted('1 pâte brisée', 'fr').grams).toBe(173);
    expect(counted('150 g di guanciale', 'it').food).toMatch(/bacon, cooked/);
    expect(counted('2 filets de poulet', 'fr').grams).toBe(236);
    const drizzle = counted("1 filet d'huile d'olive", 'fr');
    expect(drizzle.rule).toBe('to-taste');
    // Fillets of fish are no drizzle.
    expect(counted('2 filets de saumon', 'fr').rule).toBe('counted');
  });

  it('reads German dairy and pork a site writes, and Dutch cooking cream', () => {
    expect(usda('250 g Magerquark', 'de')).toMatch(/^Cheese, cottage, nonfat/);
    expect(usda('500 g Quark', 'de')).toMatch(/^Cheese, cottage, creamed/);
    expect(usda('200 g Schmand', 'de')).toMatch(/^Cream, sour/);
    expect(usda('2 EL Butterschmalz', 'de')).toMatch(/^Butter oil/);
    expect(counted('4 Schweineschnitzel', 'de').grams).toBe(468);
    expect(usda('200 ml kookroom', 'nl')).toMatch(/^Cream, fluid, light/);
  });

  it('joins each cheese to the one of its kind, never to cheddar as a generic cheese', () => {
    expect(usda('1/4 cup fresh grated pecorino cheese')).toMatch(/^Cheese, romano/);
    expect(usda('100 g Emmentaler, gerieben', 'de')).toMatch(/^Cheese, swiss/);
    expect(usda('100 g de comté râpé', 'fr')).toMatch(/^Cheese, gruyere/);
    expect(usda('80 g gorgonzola', 'it')).toMatch(/^Cheese, blue/);
    expect(usda('50 g di grana padano grattugiato', 'it')).toMatch(/^Cheese, parmesan/);
    expect(usda('1 cup cottage cheese')).toBe('Cheese, cottage, creamed, large or small curd');
    // Grated by the cup or spoon as grated parmesan is (USDA gives romano ounces only).
    expect(recipe(['1/4 cup fresh grated pecorino cheese']).lines[0]!.grams).toBeCloseTo(25, 3);
    expect(recipe(['4 cucchiai di pecorino grattugiato'], 'it').lines[0]!.rule).toBe('counted');
  });

  it('counts unsweetened chocolate as baking chocolate, not as sweetened dark chocolate', () => {
    expect(usda('2 oz. unsweetened chocolate (roughly chopped)')).toMatch(
      /^Baking chocolate, unsweetened/,
    );
    expect(usda('100 g dark chocolate')).toMatch(/^Chocolate, dark/);
  });

  it('reads baking powder and soda in the seven languages, never as yeast', () => {
    expect(usda('1 colher (sopa) de fermento químico em pó', 'pt')).toMatch(/baking powder/);
    expect(usda('1 cucharadita de polvo de hornear', 'es')).toMatch(/baking powder/);
    expect(usda('1 sobre de levadura química', 'es')).toMatch(/baking powder/);
    expect(usda('1 bustina di lievito per dolci', 'it')).toMatch(/baking powder/);
    expect(usda('1 cucchiaino di bicarbonato', 'it')).toMatch(/baking soda/);
    expect(usda("sale per l'acqua della pasta", 'it')).toMatch(/^Salt/);
  });

  it('counts the choice a line offers in brackets where the line itself cannot be weighed', () => {
    const aioli = counted('1 recipe Vegan Aioli (or 1 cup mayonnaise)');
    expect(aioli).toMatchObject({ rule: 'counted', countedAs: '1 cup mayonnaise' });
    expect(aioli.food).toMatch(/mayonnaise/);
    expect(counted('1 meaty ham bone (or 2 cups diced leftover ham)').grams).toBeCloseTo(280, 1);
    // A line that can be weighed keeps its own amount.
    expect(counted('2 cups milk (or 1 cup cream)').food).toMatch(/^Milk/);
    // A choice that cannot be counted either leaves the line as it was.
    expect(counted('1 meaty ham bone (or leftover ham)').rule).toBe('no-weight');
  });

  it('counts a choice offered after "or" with its own amount, in the line\'s language', () => {
    expect(counted('2 stalks lemongrass or 1 small onion')).toMatchObject({
      rule: 'counted',
      grams: 70,
      countedAs: '1 small onion',
    });
    expect(counted('1 fat stalk lemongrass, diced -or half a white or yellow onion').grams).toBe(
      55,
    );
    expect(counted('2 Stangen Zitronengras oder 1 kleine Zwiebel', 'de').grams).toBe(70);
    expect(counted('2 tallos de citronela o 1 cebolla pequeña', 'es').grams).toBe(70);
    // Never the other choice's food at the first choice's amount (4 onions).
    expect(counted('4 ramps or 2 small onions, chopped')).toMatchObject({
      grams: 140,
      countedAs: '2 small onions, chopped',
    });
    expect(counted('4 o 5 vainas de cardamomo verde', 'es').food).toBeUndefined();
    expect(counted('1 large or 2 medium sweet potatoes').food).toMatch(/^Sweet potato/);
    // A choice with no amount of its own is no amount for the line.
    expect(counted('1 meaty ham bone or leftover ham').rule).toBe('no-weight');
    // A line weighed itself keeps its first food.
    expect(counted('2 cups spinach or 2 cups kale').food).toMatch(/^Spinach/);
  });

  it('reads chili flakes as the dried spice, to taste without an amount', () => {
    expect(usda('1 tsp chili flakes')).toMatch(/^Spices, pepper, red/);
    expect(counted('chilli flakes').rule).toBe('to-taste');
  });

  it('reads German spice powders, dry yeast, sherry, bamboo shoots and tuna steaks', () => {
    expect(usda('1 TL Kurkumapulver', 'de')).toMatch(/turmeric/);
    expect(usda('1 TL Korianderpulver', 'de')).toMatch(/coriander seed/);
    expect(usda('2 Prisen Cayennepfeffer', 'de')).toMatch(/red or cayenne/);
    expect(usda('7 g Trockenhefe', 'de')).toMatch(/active dry/);
    expect(usda('1 EL Sherry, trockener', 'de')).toMatch(/dessert, dry/);
    expect(usda('175 g Bambussprosse(n)', 'de')).toMatch(/^Bamboo shoots/);
    expect(usda('4 Thunfischsteaks', 'de')).toMatch(/yellowfin, raw/);
    expect(counted('1 Spritzer Zitronensaft', 'de').grams).toBeCloseTo(0.6, 1);
    expect(usda('1 Spritzer Worcestersauce', 'de')).toMatch(/worcestershire/);
  });

  it('reads the words a German community site uses for spices, starches, sauces and stock', () => {
    // "Curry" is the powder, in a line as the food table files it; its leaves and sauce are not.
    expect(usda('2 EL Curry', 'de')).toMatch(/curry powder/);
    expect(usda('1 c. à café de curry', 'fr')).toMatch(/curry powder/);
    expect(usda('1 TL Curry, mild', 'de')).toMatch(/curry powder/);
    expect(counted('1 Glas Currysauce', 'de').rule).toBe('no-food');
    expect(counted('1 Pck. Curry-Sauce', 'de').rule).toBe('no-food');
    expect(counted('1 box (8 oz) Japanese curry roux').rule).toBe('no-food');
    expect(usda('2 EL Curry-Ketchup', 'de')).toMatch(/^Catsup/);
    expect(counted('10 curry leaves').rule).toBe('no-food');
    expect(usda('1 TL Koriander, gemahlen', 'de')).toMatch(/coriander seed/);
    expect(usda('1 TL Knoblauchgranulat', 'de')).toMatch(/garlic powder/);
    expect(usda('2 TL Kartoffelmehl', 'de')).toMatch(/^Cornstarch/);
    expect(usda('1 EL Stärkemehl', 'de')).toMatch(/^Cornstarch/);
    expect(usda('4 EL Keimöl', 'de')).toMatch(/^Oil, corn/);
    expect(usda('2 EL Teriyakisauce', 'de')).toMatch(/teriyaki/);
    expect(usda('1 TL Tabasco', 'de')).toMatch(/pepper or hot/);
    expect(usda('3 TL Gemüsebrühepulver', 'de')).toMatch(/bouillon, dry/);
    expect(usda('1 Stange Zitronengras', 'de')).toMatch(/^Lemon grass/);
    expect(usda('1 tige de citronnelle', 'fr')).toMatch(/^Lemon grass/);
    expect(usda('400 g Hähnchenfilet(s)', 'de')).toMatch(/breast, meat only/);
    expect(usda('250 g Blattspinat', 'de')).toMatch(/^Spinach, raw/);
    expect(usda('25 g Ingwerwurzel, frisch', 'de')).toMatch(/^Ginger root/);
    expect(usda('300 g Seidentofu', 'de')).toMatch(/^Tofu, soft/);
    expect(usda('1 kg Rippchen vom Schwein', 'de')).toMatch(/spareribs/);
    expect(usda('200 g Gemüse, TK (Wok-Gemüse)', 'de')).toMatch(/mixed, frozen/);
    expect(counted('800 g Gemüse nach Wahl', 'de').rule).toBe('no-food');
    expect(counted('1 Kopf Salat', 'de')).toMatchObject({
      food: expect.stringMatching(/^Lettuce/),
      grams: 163,
    });
    expect(counted('500 g Kartoffelsalat', 'de').rule).toBe('no-food');
    expect(usda('50 g Sprossen', 'de')).toMatch(/^Mung beans, mature seeds, sprouted/);
    expect(usda('50 g Alfalfasprossen', 'de')).toMatch(/^Alfalfa/);
    expect(usda('250 g Sojabohnen - Sprossen', 'de')).toMatch(
      /^Mung beans, mature seeds, sprouted/,
    );
    expect(usda('400 g gegarter Reis', 'de')).toMatch(/^Rice, white, long-grain, regular, cooked/);
    expect(usda('2 TL Koriander, ganz', 'de')).toMatch(/coriander seed/);
    // Dry stock with no amount seasons; sesame with none is sprinkled on.
    expect(counted('Brühe, gekörnte', 'de').rule).toBe('to-taste');
    expect(counted('Sesam, geröstet', 'de').rule).toBe('coating');
    expect(counted('sesame seeds').mayAdd).toBeCloseTo(4 * 5 * 5.73, 0);
  });

  it('counts cherry and plum tomatoes by their own item in the seven languages', () => {
    for (const [line, language] of [
      ['12 cherry tomatoes', 'en'],
      ['12 Kirschtomate(n), halbiert', 'de'],
      ['12 tomates cerises', 'fr'],
      ['12 tomates cherry', 'es'],
      ['12 pomodorini', 'it'],
      ['12 tomates cereja', 'pt'],
      ['12 cherrytomaatjes', 'nl'],
    ] as const)
      expect(counted(line, language).grams, line).toBe(12 * 17);
    expect(counted('4 roma tomatoes').grams).toBe(4 * 62);
    expect(counted('4 Flaschentomaten', 'de').grams).toBe(4 * 62);
    expect(counted('4 Tomaten', 'de').grams).toBe(4 * 123);
  });

  it('weighs a fish fillet not named as a white fish, never an oily one', () => {
    expect(usda('750 g Fischfilet(s), festes Fleisch', 'de')).toMatch(/^Fish, cod/);
    expect(usda('1 lb white fish fillets')).toMatch(/^Fish, cod/);
    expect(usda('500 g de pescado blanco', 'es')).toMatch(/^Fish, cod/);
    expect(usda('4 Lachsfilets', 'de')).toMatch(/salmon/);
  });

  it('weighs a serrano as the serrano, not as a 45 g green chili', () => {
    expect(counted('4 serrano peppers').grams).toBeCloseTo(24.4, 1);
  });

  it('weighs a pack by its package or packet measure, never as one of the items it holds', () => {
    expect(counted('1 Packung Löffelbiskuits', 'de').rule).toBe('no-weight');
    expect(counted('1 pacote de biscoito champanhe', 'pt').rule).toBe('no-weight');
    expect(counted('1 sobre de levadura', 'es').grams).toBeCloseTo(7, 0);
    expect(counted('24 ladyfingers').grams).toBe(264);
    expect(usda('200 g savoiardi', 'it')).toMatch(/ladyfingers/);
  });

  it('weighs a sheet of puff pastry and a cup of dried coconut', () => {
    expect(counted('1 sheet puff pastry, thawed').grams).toBe(245);
    expect(counted('1 cup unsweetened coconut flakes').grams).toBeCloseTo(93, 0);
  });

  it('counts chicken stock as the carton sells it, as beef and vegetable stock are', () => {
    for (const line of ['4 cups chicken stock', '4 cups chicken broth', '4 cups vegetable stock'])
      expect(usda(line)).toMatch(/broth/i);
  });

  it('never weighs a serving stated in grams as one item: "1 meaty ham bone" is not weighed', () => {
    const line = counted('1 meaty ham bone');
    expect(line.rule).toBe('no-weight');
    expect(line.grams).toBeUndefined();
  });
});

describe('ground meat by the lean share the line says', () => {
  it('takes the USDA grade nearest to a share, a ratio or a fat share, in the seven languages', () => {
    expect(usda('1 lb 90% lean ground beef')).toBe('Beef, ground, 90% lean meat / 10% fat, raw');
    expect(usda('1 lb 85/15 ground beef')).toBe('Beef, ground, 85% lean meat / 15% fat, raw');
    expect(usda('1 pound ground beef (80:20 lean-to-fat ratio)')).toMatch(/80% lean/);
    expect(usda('1 1/2 lb 93% lean ground turkey')).toBe('Ground turkey, 93% lean, 7% fat, raw');
    expect(usda('1 lbs ground turkey (I used 93%)')).toMatch(/93% lean/);
    expect(usda('1 lb ground turkey (99% lean)')).toMatch(/fat free/);
    expect(usda('500 g de viande hachée (5% MG)', 'fr')).toMatch(/95% lean/);
    expect(usda('500 g de steak haché 15 % de matières grasses', 'fr')).toMatch(/85% lean/);
    expect(usda('500 g de carne moída (10% de gordura)', 'pt')).toMatch(/90% lean/);
  });

  it('reads "lean" and "extra lean" as USDA labels them, and the cuts ground meat is sold by', () => {
    expect(usda('1 lb lean ground beef')).toMatch(/90% lean/);
    expect(usda('1 lb extra-lean ground beef')).toMatch(/95% lean/);
    expect(usda('1 lb lean ground pork')).toMatch(/96% lean/);
    expect(usda('1 lbs Lean Ground Turkey')).toMatch(/93% lean/);
    expect(usda('500 g Rinderhackfleisch, mager', 'de')).toMatch(/90% lean/);
    expect(usda('500 g di carne macinata magra', 'it')).toMatch(/90% lean/);
    expect(usda('1 lb ground sirloin')).toMatch(/90% lean/);
    expect(usda('1 lb ground chuck')).toMatch(/80% lean/);
  });

  it('leaves a ground meat that says no share, and any other meat, as it was', () => {
    expect(usda('1 1/2 lb ground beef')).toBe('Beef, ground, 80% lean meat / 20% fat, raw');
    expect(usda('500 g Hackfleisch', 'de')).toMatch(/80% lean/);
    expect(usda('1 lb ground turkey')).toBe('Poultry food products, ground turkey, raw');
    expect(usda('1 kg Schweinebauch, mager', 'de')).toMatch(/^Pork, fresh, belly/);
  });
});

describe('a food counted in its parts', () => {
  const counted = (line: string) => recipe([line]).lines[0]!;

  it('weighs rings, slices and strips written after the food as parts, not whole fruits', () => {
    expect(counted('4 pineapple rings').grams).toBe(4 * 84);
    expect(counted('4 slices pineapple').grams).toBe(4 * 84);
    expect(counted('4 tomato slices').grams).toBe(4 * 20);
    expect(counted('2 lemon slices').grams).toBe(2 * 7);
    expect(counted('4 bacon strips').grams).toBe(4 * 8);
    expect(counted('2 green pepper rings').grams).toBe(2 * 10);
  });

  it('names a part the data does not weigh, never counting it as the whole food', () => {
    for (const line of ['3 apple wedges', '8 pineapple chunks', '6 orange segments']) {
      const read = counted(line);
      expect(read.rule).toBe('no-weight');
      expect(read.grams).toBeUndefined();
    }
  });

  it('keeps a whole food that is cut after its name whole', () => {
    expect(counted('2 lemons, cut into wedges').grams).toBe(2 * 58);
    expect(counted('1 red onion sliced into rings').grams).toBe(110);
    expect(counted('2 slices bread').grams).toBe(2 * 25);
  });
});

describe('whole grains, tortillas and the noun that ends an English name', () => {
  it('reads whole-grain bread and pasta in the seven languages, never as the wheat grain', () => {
    expect(usda('2 slices whole wheat bread')).toMatch(/^Bread, whole-wheat/);
    expect(usda('8 oz whole wheat pasta')).toMatch(/^Spaghetti, whole-wheat/);
    expect(usda('2 Scheiben Vollkornbrot', 'de')).toMatch(/^Bread, whole-wheat/);
    expect(usda('250 g de pâtes complètes', 'fr')).toMatch(/whole-wheat/);
    expect(usda('2 fette di pane integrale', 'it')).toMatch(/^Bread, whole-wheat/);
    expect(usda('250 g de macarrão integral', 'pt')).toMatch(/whole-wheat/);
  });

  it('counts a tortilla as the one shops sell, never as Navajo fry bread', () => {
    for (const line of ['1 whole wheat tortilla', '2 wheat tortillas', '1 tortilla'])
      expect(usda(line)).toMatch(/^Tortillas, ready-to-bake or -fry/);
  });

  it('takes the noun an English name ends with, though a longer food comes before it', () => {
    expect(usda('8 oz brown rice pasta')).toMatch(/^Spaghetti, dry/);
    expect(usda('1 cup whole wheat flour')).toMatch(/^Wheat flour, whole-grain/);
  });

  it('reads a German sauce spelled "Soße" as the same sauce as "Sauce"', () => {
    expect(usda('200 ml Tomatensoße', 'de')).toBe(usda('200 ml Tomatensauce', 'de'));
    expect(usda('200 ml Tomatensoße', 'de')).toMatch(/^Tomato sauce/);
    expect(foods.named('tomatensosse')).toEqual(foods.named('tomatensauce'));
    expect(foods.named('fischsauce')).toEqual(foods.named('fischsosse'));
  });

  it('weighs spring onions in the seven languages as spring onions, never as onions', () => {
    const lines: [string, RecipeLanguage][] = [
      ['2 oignons nouveaux', 'fr'],
      ['2 cebolletas', 'es'],
      ['2 cipollotti', 'it'],
      ['2 lente-uitjes', 'nl'],
      ['2 Lauchzwiebeln', 'de'],
      ['2 cebolinhas', 'pt'],
    ];
    for (const [line, language] of lines) expect(usda(line, language)).toMatch(/^Onions, spring/);
  });

  it('reads past brackets inside brackets', () => {
    expect(usda('1 1/2 cups Raw Cashews ((225g) Soaked in hot water for 1 hour)')).toMatch(
      /^Nuts, cashew/,
    );
  });
});

describe('leaves a dish is seasoned with', () => {
  it('names kaffir lime and curry leaves unread, bounded as bay leaves, never as 250 g foods', () => {
    const curry = recipe([
      '1 lb boneless, skinless chicken thighs, sliced',
      '1 can (13.5 oz) coconut milk',
      '1 tbsp vegetable oil',
      '1 red bell pepper, sliced',
      '4 kaffir lime leaves',
      '1 tbsp fish sauce',
    ]);
    const leaves = curry.lines.find((l) => l.text === '4 kaffir lime leaves')!;
    expect(leaves.rule).toBe('no-food');
    expect(leaves.grams).toBeUndefined();
    expect(leaves.mayAdd).toBeGreaterThan(0);
    expect(leaves.mayAdd).toBeLessThan(10);
    expect(curry.kind).toBe('figure');
    for (const [line, language] of [
      ['3 Limettenblätter', 'de'],
      ['4 feuilles de combava', 'fr'],
      ['10 curry leaves', 'en'],
    ] as const)
      expect(recipe([line], language).lines[0]!.mayAdd).toBeLessThan(25);
    // By weight, the leaves are bounded as any unknown food of that weight.
    expect(recipe(['10 g curry leaves']).lines[0]!.mayAdd).toBeCloseTo(90, 0);
  });
});

describe('foods models write that the name match had missed', () => {
  it('reads tempeh, chickpea flour, naan, chia seeds and halloumi as their own foods', () => {
    expect(usda('8 oz tempeh')).toBe('Tempeh');
    expect(usda('1 cup chickpea flour')).toMatch(/^Chickpea flour/);
    expect(usda('100 g Kichererbsenmehl', 'de')).toMatch(/^Chickpea flour/);
    expect(usda('2 naan breads')).toMatch(/^Bread, naan/);
    expect(recipe(['2 tbsp chia seeds']).lines[0]!.grams).toBeCloseTo(21, 0);
    expect(usda('100 g halloumi')).toMatch(/^Cheese, mozzarella, whole milk, low moisture/);
    expect(usda('2 tbsp vegan butter')).toMatch(/^Margarine/);
  });

  it('names coconut aminos unread, never as coconut meat', () => {
    const line = recipe(['2 tbsp coconut aminos']).lines[0]!;
    expect(line.rule).toBe('no-food');
    expect(line.food).toBeUndefined();
    // Named as a second choice, it leaves the first to be counted.
    expect(usda('1/4 cup tamari or coconut aminos')).toMatch(/^Soy sauce/);
  });
});

describe('a bulb in the seven languages', () => {
  it("weighs a bulb of fennel as USDA's bulb, and a bulb of garlic as nothing it has", () => {
    for (const [line, language] of [
      ['1 Knolle Fenchel', 'de'],
      ['1 bulbo di finocchio', 'it'],
      ['1 bulbe de fenouil', 'fr'],
      ['1 fennel bulb', 'en'],
    ] as const)
      expect(recipe([line], language).lines[0]!.grams).toBe(234);
    expect(recipe(['2 Knollen Fenchel'], 'de').lines[0]!.grams).toBe(468);
    expect(recipe(['1 Knolle Knoblauch'], 'de').lines[0]!.rule).toBe('no-weight');
  });
});

describe('green olives', () => {
  it('reads green olives in the seven languages, pitted or not, as the green olive', () => {
    for (const [line, language] of [
      ['1 cup sliced green pitted olives', 'en'],
      ['10 Castelvetrano olives', 'en'],
      ['100 g grüne Oliven', 'de'],
      ["100 g d'olives vertes", 'fr'],
      ['100 g de aceitunas verdes', 'es'],
      ['100 g di olive verdi', 'it'],
      ['100 g groene olijven', 'nl'],
    ] as const)
      expect(usda(line, language)).toMatch(/^Olives, pickled, canned or bottled, green/);
    expect(usda('1/2 cup Kalamata olives')).toMatch(/^Olives, ripe/);
    expect(recipe(['1 cup sliced green pitted olives']).lines[0]!.grams).toBeCloseTo(134.4, 0);
  });
});

describe('words of cooking that name a food', () => {
  it('keeps a decided name that holds the word: shredded coconut is dried, roasted peanuts roasted', () => {
    expect(usda('1/2 cup shredded coconut')).toMatch(/^Nuts, coconut meat, dried/);
    expect(usda('1/2 c roasted peanuts')).toMatch(/^Peanuts, all types, dry-roasted/);
    expect(usda('2 cups cooked rice')).toMatch(/^Rice, white, long-grain, regular, cooked/);
  });

  it('reads milk and white chocolate chips and chocolate sandwich cookies as themselves', () => {
    expect(usda('1/2 cup milk chocolate chips')).toMatch(/^Candies, milk chocolate/);
    expect(usda('1 cup white chocolate chips')).toMatch(/^Candies, white chocolate/);
    expect(recipe(['12 Oreo cookies']).lines[0]!.grams).toBeCloseTo(138, 0);
    // "cookies" is no "cooky": a count word is read with its plural "s" taken off too.
    expect(lineGrams('12 cookies', nutrition.forPhrase('oreo')!).grams).toBeCloseTo(138, 0);
  });
});

describe('cuts and cold cuts said plainly', () => {
  it('reads sirloin without "steak" as the cut, and deli turkey by its slice', () => {
    expect(usda('1 lb beef sirloin, cut into strips')).toMatch(/^Beef, top sirloin/);
    expect(usda('1 lb ground sirloin')).toMatch(/90% lean/);
    const slices = recipe(['4 slices deli turkey']).lines[0]!;
    expect(slices.food).toMatch(/^Turkey breast, sliced/);
    expect(slices.grams).toBe(60);
  });
});

describe('raw and cooked ham', () => {
  it('reads prosciutto, Parmaschinken and rauwe ham as dry-cured ham, cooked ham as deli ham', () => {
    for (const [line, language] of [
      ['4 oz prosciutto', 'en'],
      ['100 g Parmaschinken', 'de'],
      ['100 g rauwe ham', 'nl'],
      ['100 g de presunto cru', 'pt'],
    ] as const)
      expect(usda(line, language)).toMatch(/^Pork, cured, ham, whole/);
    expect(usda('4 oz prosciutto cotto', 'en')).toMatch(/^Ham, sliced/);
    expect(usda('100 g de presunto', 'pt')).toMatch(/^Ham, sliced/);
    expect(usda('100 g Kochschinken', 'de')).toMatch(/^Ham, sliced/);
  });
});

describe('German adjectives after the noun', () => {
  it('reads "Sahne, saure", "Zucker, braun", "Tomaten, passierte" as the food they name together', () => {
    expect(usda('200 g Sahne, saure', 'de')).toMatch(/^Cream, sour/);
    expect(usda('2 TL Zucker, braun', 'de')).toMatch(/^Sugars, brown/);
    expect(usda('500 ml Tomaten, passierte', 'de')).toMatch(/^Tomato products, canned, puree/);
    expect(usda('200 g Reis, brauner', 'de')).toMatch(/^Rice, brown/);
    // An adjective that names no other food leaves the noun's.
    expect(usda('2 Zwiebeln, rote', 'de')).toMatch(/^Onions, raw/);
    expect(usda('250 g chinesische Eiernudeln, gekocht', 'de')).toMatch(/^Noodles, egg, dry/);
    // Two foods are no adjective.
    expect(usda('Salz, Pfeffer', 'de')).toMatch(/^Salt/);
  });

  it('reads brown rice in six languages', () => {
    for (const [line, language] of [
      ['200 g Naturreis', 'de'],
      ['200 g de riz complet', 'fr'],
      ['200 g de arroz integral', 'es'],
      ['200 g di riso integrale', 'it'],
      ['200 g zilvervliesrijst', 'nl'],
    ] as const)
      expect(usda(line, language)).toMatch(/^Rice, brown/);
  });
});

describe('sugar and oats as the other languages mean them', () => {
  it('reads French "sucre en poudre" as granulated sugar and avena, aveia as rolled oats', () => {
    expect(usda('150 g de sucre en poudre', 'fr')).toMatch(/^Sugars, granulated/);
    expect(usda('100 g de sucre glace', 'fr')).toMatch(/^Sugars, powdered/);
    expect(recipe(['1 taza de avena'], 'es').lines[0]!.grams).toBeCloseTo(81.1, 0);
    expect(recipe(['1 xícara de aveia'], 'pt').lines[0]!.grams).toBeCloseTo(81.1, 0);
  });
});

describe('Brazilian names', () => {
  it('reads "massa para lasanha" as lasagna sheets and cheiro-verde as the parsley', () => {
    expect(usda('250 g de massa para lasanha', 'pt')).toMatch(/^Spaghetti, dry/);
    expect(usda('250 g de pasta para lasaña', 'es')).toMatch(/^Spaghetti, dry/);
    expect(usda('2 colheres de sopa de cheiro-verde picado', 'pt')).toMatch(/^Parsley, fresh/);
  });
});

describe('cutlets in the other languages', () => {
  it('reads Hähnchenschnitzel and fettine di pollo as the breast, Entenbrust as duck', () => {
    expect(usda('2 Hähnchenschnitzel', 'de')).toMatch(/^Chicken, broilers or fryers, breast/);
    expect(usda('400 g di fettine di pollo', 'it')).toMatch(/^Chicken, broilers or fryers, breast/);
    expect(usda('400 g Entenbrust', 'de')).toMatch(/^Duck, domesticated/);
  });
});

describe('whole spices and handfuls', () => {
  it('bounds cinnamon sticks, star anise and vanilla pods as whole spices in the seven languages', () => {
    for (const [line, language] of [
      ['1 Zimtstange', 'de'],
      ['1 bâton de cannelle', 'fr'],
      ['2 star anise', 'en'],
      ['1 Sternanis', 'de'],
      ['1 Vanilleschote', 'de'],
      ['1 vanilla bean, split', 'en'],
    ] as const) {
      const read = recipe([line], language).lines[0]!;
      expect(read.grams).toBeUndefined();
      expect(read.mayAdd).toBeLessThan(25);
    }
    expect(usda('1 TL Chiliflocken', 'de')).toMatch(/^Spices, pepper, red/);
  });

  it('counts a handful as half a cup of the food, never as one item of it, in the seven languages', () => {
    // The middle of none and a cup, as a range is counted; the other half is what it may add.
    for (const [line, language, cup] of [
      ['1 handful walnuts', 'en', 117],
      ['1 Handvoll Walnüsse', 'de', 117],
      ['1 handvoll erbsen, tk', 'de', 145],
      ['a handful of baby spinach', 'en', 30],
      ['Handful of parsley', 'en', 60],
      ['une poignée de persil', 'fr', 60],
      ['un puñado de espinacas', 'es', 30],
      ['una manciata di prezzemolo', 'it', 60],
      ['um punhado de salsa', 'pt', 60],
      ['een handje peterselie', 'nl', 60],
      ['2 handfuls frozen peas', 'en', 2 * 145],
    ] as const) {
      const read = recipe([line], language).lines[0]!;
      expect([line, read.rule, read.handful]).toEqual([line, 'counted', true]);
      expect([line, read.grams]).toEqual([line, expect.closeTo(cup / 2, 0)]);
      expect([line, read.mayAdd]).toEqual([line, expect.closeTo(read.kcal!, 3)]);
    }
    // A handful to garnish is counted, as any optional line that can be weighed.
    expect(recipe(['A handful of basil leaves, to garnish']).lines[0]).toMatchObject({
      rule: 'counted',
      handful: true,
    });
    // A food with no cup stays unweighed, its bound a cup of water.
    expect(recipe(['1 handful quux']).lines[0]!.grams).toBeUndefined();
  });

  it('gives a range where a handful is much of the dish, and a figure where it is little', () => {
    // Half a cup of walnuts counted (382 kcal), as much again possible: a range.
    const nuts = recipe(['4 eggs', '2 cups flour', '1 handful walnuts']);
    expect(nuts.kind).toBe('range');
    // Half a cup of parsley beside a pound of pasta changes nothing much: a figure.
    const pasta = recipe(['1 lb spaghetti', 'a handful of parsley, chopped']);
    expect(pasta.kind).toBe('figure');
  });
});
