import { describe, expect, it } from 'vitest';
import { rewriteLine } from './rewrite-line';
import type { RecipeLanguage } from '../../../shared/recipe/recipe-language';
import type { UnitsChoice } from './units';

/** [line, factor, units, the line in that view]. */
const TABLE: [string, number, UnitsChoice, string][] = [
  ['1 ½ cups flour', 2, 'as-written', '3 cups flour'],
  ['1/3 cup sugar', 2, 'as-written', '⅔ cup sugar'],
  ['1 1/4 cups milk', 2, 'as-written', '2 ½ cups milk'],
  ['3/4 cup rice', 2, 'as-written', '1 ½ cups rice'],
  ['¾ cup rice', 0.5, 'as-written', '⅜ cup rice'],
  ['1½ tsp salt', 2, 'as-written', '3 tsp salt'],
  ['1 1/2 teaspoons baking soda', 0.5, 'as-written', '¾ teaspoon baking soda'],
  ['2-3 cloves garlic', 2, 'as-written', '4-6 cloves garlic'],
  ['1 to 2 tablespoons olive oil', 2, 'as-written', '2 to 4 tablespoons olive oil'],
  ['2–3 tbsp honey', 0.5, 'as-written', '1–1 ½ tbsp honey'],
  ['3 or 4 sprigs thyme', 2, 'as-written', '6 or 8 sprigs thyme'],
  ['4 shallots or 2 small onions', 1.5, 'as-written', '6 shallots or 3 small onions'],
  [
    '1 meaty ham bone (or 2 cups diced ham)',
    2,
    'as-written',
    '2 meaty ham bones (or 4 cups diced ham)',
  ],
  ['1 (15 oz) can or 2 cups black beans', 2, 'as-written', '2 (15 oz) cans or 4 cups black beans'],
  ['1 cup of 2% milk', 2, 'as-written', '2 cups of 2% milk'],
  ['1 (14.5 oz) can diced tomatoes', 2, 'as-written', '2 (14.5 oz) cans diced tomatoes'],
  ['2 (15-ounce) cans black beans', 0.5, 'as-written', '1 (15-ounce) can black beans'],
  ['1 can (400 ml) coconut milk', 2, 'as-written', '2 cans (400 ml) coconut milk'],
  ['2 x 400g cans chickpeas', 0.5, 'as-written', '1 x 400g can chickpeas'],
  ['1 lb. ground beef', 2, 'as-written', '2 lb. ground beef'],
  ['1 lb. ground beef', 1, 'metric', '450 g ground beef'],
  ['2 lbs chicken thighs', 1.5, 'as-written', '3 lbs chicken thighs'],
  ['500g pasta', 1.5, 'as-written', '750g pasta'],
  ['500g pasta', 1, 'us', '1 lb pasta'],
  ['1.5 kg potatoes', 0.5, 'as-written', '750 g potatoes'],
  ['250 ml stock', 2, 'as-written', '500 ml stock'],
  ['1 l water', 1, 'us', '4 ¼ cups water'],
  ['2 cups (250 g) flour', 2, 'as-written', '4 cups (500 g) flour'],
  ['2 cups (250 g) flour', 1, 'metric', '470 ml (250 g) flour'],
  ['1 cup (about 8 oz) water', 2, 'as-written', '2 cups (about 16 oz) water'],
  ['1 cup plus 2 tablespoons milk', 2, 'as-written', '2 cups plus 4 tablespoons milk'],
  ['Tomatoes (3-4)', 2, 'as-written', 'Tomatoes (6-8)'],
  ['Butter, 2 tbsp', 0.5, 'as-written', 'Butter, 1 tbsp'],
  ['Parmesan cheese, 50 g, grated', 2, 'as-written', 'Parmesan cheese, 100 g, grated'],
  ['Juice of 1 lemon', 2, 'as-written', 'Juice of 2 lemons'],
  ['salt to taste', 2, 'as-written', 'salt to taste'],
  ['a pinch of nutmeg', 2, 'as-written', 'a pinch of nutmeg'],
  ['Salt and pepper', 2, 'metric', 'Salt and pepper'],
  ['Fresh parsley, for garnish', 3, 'us', 'Fresh parsley, for garnish'],
  ['Olive oil for frying', 2, 'as-written', 'Olive oil for frying'],
  ['1 cup 2% milk', 2, 'as-written', '2 cups 2% milk'],
  ['2 eggs', 0.5, 'as-written', '1 egg'],
  ['1 egg', 3, 'as-written', '3 eggs'],
  ['3 large eggs', 2, 'as-written', '6 large eggs'],
  ['1 large onion, diced', 2, 'as-written', '2 large onions, diced'],
  ['1 red bell pepper, sliced', 2, 'as-written', '2 red bell peppers, sliced'],
  ['1 bay leaf', 2, 'as-written', '2 bay leaves'],
  ['4 potatoes, peeled and cubed', 0.5, 'as-written', '2 potatoes, peeled and cubed'],
  ['1 clove garlic, minced', 2, 'as-written', '2 cloves garlic, minced'],
  ['1 pinch salt', 2, 'as-written', '2 pinches salt'],
  ['1 1/2-inch piece ginger', 2, 'as-written', '1 1/2-inch piece ginger'],
  ['1 lb beef, cut into 1-inch cubes', 2, 'as-written', '2 lb beef, cut into 1-inch cubes'],
  ['1 cup milk', 1, 'metric', '240 ml milk'],
  ['2 cups broth', 1, 'metric', '470 ml broth'],
  ['½ cup olive oil', 1, 'metric', '120 ml olive oil'],
  ['2 tbsp soy sauce', 1, 'metric', '2 tbsp soy sauce'],
  ['6 tbsp butter', 1, 'metric', '90 ml butter'],
  ['1 tsp vanilla', 1, 'metric', '1 tsp vanilla'],
  ['8 oz cream cheese', 1, 'metric', '230 g cream cheese'],
  ['3 pounds pork shoulder', 1, 'metric', '1.4 kg pork shoulder'],
  ['2 fl oz cream', 1, 'metric', '60 ml cream'],
  ['4 cups flour', 2, 'metric', '1.9 l flour'],
  ['200 g rice', 1, 'us', '7 oz rice'],
  ['100g dark chocolate', 1, 'us', '3 ½ oz dark chocolate'],
  ['1 kg flour', 1, 'us', '2 ¼ lb flour'],
  ['15 ml lemon juice', 1, 'us', '1 tbsp lemon juice'],
  ['5 ml vanilla', 1, 'us', '1 tsp vanilla'],
  ['500 ml milk', 1, 'us', '2 ⅛ cups milk'],
  ['125 ml cream', 1, 'us', '½ cup cream'],
  ['2 cups sugar', 1, 'us', '2 cups sugar'],
  ['- **2 cups** flour', 0.5, 'as-written', '- **1 cup** flour'],
  ['1 tsp salt', 1 / 3, 'as-written', '⅓ tsp salt'],
  ['2 tbsp butter', 3, 'as-written', '6 tbsp butter'],
  ['1 cup sugar', 1 / 3, 'as-written', '⅓ cup sugar'],
  ['2 eggs', 1, 'metric', '2 eggs'],
];

describe('rewriteLine: an ingredient line in the chosen servings and units', () => {
  it('holds at least 60 lines', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(60);
  });

  it.each(TABLE)('%s × %s (%s) → %s', (line, factor, units, expected) => {
    expect(rewriteLine(line, { factor, units })).toBe(expected);
  });

  it('leaves every line byte for byte at 1× as written', () => {
    for (const [line] of TABLE)
      expect(rewriteLine(line, { factor: 1, units: 'as-written' })).toBe(line);
  });

  it('never writes a long decimal', () => {
    for (const factor of [0.5, 1 / 3, 0.75, 1.5, 2, 2.5, 3, 4]) {
      for (const [line] of TABLE) {
        expect(rewriteLine(line, { factor, units: 'as-written' })).not.toMatch(/\d\.\d{3}/u);
      }
    }
  });
});

/** [language, line, factor, units, the line in that view]. */
const LANGUAGES: [RecipeLanguage, string, number, UnitsChoice, string][] = [
  ['de', '1 EL Olivenöl', 2, 'as-written', '2 EL Olivenöl'],
  ['de', '2 Schalotten oder 1 Zwiebel', 2, 'as-written', '4 Schalotten oder 2 Zwiebel'],
  ['es', '2 chalotas o 1 cebolla', 2, 'as-written', '4 chalotas o 2 cebolla'],
  ['nl', '2 sjalotten of 1 ui', 2, 'as-written', '4 sjalotten of 2 ui'],
  ['de', '1 TL Zimt', 3, 'as-written', '3 TL Zimt'],
  ['de', '1 Prise Salz', 2, 'as-written', '2 Prisen Salz'],
  ['de', '1 Zehe Knoblauch', 2, 'as-written', '2 Zehen Knoblauch'],
  ['de', '1,5 kg Kartoffeln', 2, 'as-written', '3 kg Kartoffeln'],
  ['de', '1 kg Kartoffeln', 1.5, 'as-written', '1,5 kg Kartoffeln'],
  ['de', '0,5 l Milch', 3, 'as-written', '1,5 l Milch'],
  ['de', '1 Ei', 2, 'as-written', '2 Ei'],
  ['de', '2 EL Butter', 1, 'metric', '2 EL Butter'],
  ['de', '8 EL Butter', 1, 'metric', '120 ml Butter'],
  ['de', '480 ml Milch', 1, 'us', '2 Tassen Milch'],
  ['de', '5 ml Vanilleextrakt', 1, 'us', '1 TL Vanilleextrakt'],
  ['fr', '750 ml de lait', 2, 'as-written', '1,5 l de lait'],
  ['fr', '15 ml d’huile', 1, 'us', '1 c. à s. d’huile'],
  ['es', '120 ml de leche', 1, 'us', '½ taza de leche'],
  ['it', '1,2 kg di farina', 1, 'us', '2 ¾ lb di farina'],
  ['nl', '0,75 l melk', 2, 'as-written', '1,5 l melk'],
  ['pt', '480 ml de leite', 1, 'us', '2 chávenas de leite'],
  ['fr', '1 c. à soupe d’huile', 2, 'as-written', '2 c. à soupe d’huile'],
  ['fr', '1 c. à café de sel', 0.5, 'as-written', '½ c. à café de sel'],
  ['fr', '1 cuillère à soupe de miel', 2, 'as-written', '2 cuillères à soupe de miel'],
  ['fr', '1 pincée de muscade', 2, 'as-written', '2 pincées de muscade'],
  ['fr', '1 gousse d’ail', 2, 'as-written', '2 gousses d’ail'],
  ['fr', '1 tasse de farine', 1, 'metric', '240 ml de farine'],
  ['fr', '20 cl de crème', 1.5, 'as-written', '30 cl de crème'],
  ['fr', '2 c. à s. d’huile', 0.5, 'as-written', '1 c. à s. d’huile'],
  ['es', '1 cucharada de aceite', 2, 'as-written', '2 cucharadas de aceite'],
  ['es', '2 cucharadas de aceite', 0.5, 'as-written', '1 cucharada de aceite'],
  ['es', '1 cucharadita de sal', 2, 'as-written', '2 cucharaditas de sal'],
  ['es', '1 pizca de pimienta', 2, 'as-written', '2 pizcas de pimienta'],
  ['es', '2 dientes de ajo', 0.5, 'as-written', '1 diente de ajo'],
  ['es', '1 taza de arroz', 1, 'metric', '240 ml de arroz'],
  ['it', '1 cucchiaio di olio', 3, 'as-written', '3 cucchiai di olio'],
  ['it', '1 cucchiaino di zucchero', 2, 'as-written', '2 cucchiaini di zucchero'],
  ['it', '1 spicchio d’aglio', 2, 'as-written', '2 spicchi d’aglio'],
  ['it', '1 pizzico di sale', 2, 'as-written', '2 pizzichi di sale'],
  ['it', '200 gr di farina', 1.5, 'as-written', '300 gr di farina'],
  ['it', '1 litro di brodo', 2, 'as-written', '2 litri di brodo'],
  ['es', '2 litros de agua', 0.5, 'as-written', '1 litro de agua'],
  ['de', '500 Gramm Mehl', 3, 'as-written', '1,5 kg Mehl'],
  ['pt', '1 colher de sopa de manteiga', 3, 'as-written', '3 colheres de sopa de manteiga'],
  ['pt', '1 colher de chá de sal', 2, 'as-written', '2 colheres de chá de sal'],
  ['pt', '1 xícara de arroz', 2, 'as-written', '2 xícaras de arroz'],
  ['pt', '1 dente de alho', 2, 'as-written', '2 dentes de alho'],
  ['pt', '1 pitada de sal', 2, 'as-written', '2 pitadas de sal'],
  ['nl', '1 eetlepel boter', 2, 'as-written', '2 eetlepels boter'],
  ['nl', '1 theelepel zout', 2, 'as-written', '2 theelepels zout'],
  ['nl', '2 el olie', 0.5, 'as-written', '1 el olie'],
  ['nl', '1 snufje zout', 2, 'as-written', '2 snufjes zout'],
  ['nl', '1 teentje knoflook', 2, 'as-written', '2 teentjes knoflook'],
  ['nl', '1,5 kg aardappelen', 0.5, 'as-written', '750 g aardappelen'],
];

describe('rewriteLine: the units of the other six languages, and decimal commas', () => {
  it.each(LANGUAGES)('%s: %s × %s (%s) → %s', (language, line, factor, units, expected) => {
    expect(rewriteLine(line, { factor, units, language })).toBe(expected);
  });

  it('keeps a decimal comma where the line has one, whatever the language', () => {
    expect(rewriteLine('1,5 kg flour', { factor: 1.5, units: 'as-written' })).toBe('2,3 kg flour');
  });
});
