import { beforeAll, describe, expect, it } from 'vitest';
import { loadFoodTable, type FoodTable } from '../food/food-table';
import type { Diet } from '../preference-options';
import { dietVerdict } from './diet-rules';

/**
 * [ingredient line, diet, the food it names that the diet leaves out, or null when it fits]. Kept
 * means kept: null asks for a line identified as fitting, not merely one with nothing found.
 */
const CASES: [string, Diet, string | null][] = [
  // Stock: what it is made of decides; a plain stock does not say
  ['4 cups vegetable stock', 'vegetarian', null],
  ['4 cups vegetable stock', 'vegan', null],
  ['1 l chicken stock', 'vegetarian', 'chicken stock'],
  ['1 l chicken stock', 'pescatarian', 'chicken stock'],
  ['500 ml fish stock', 'vegetarian', 'fish stock'],
  ['500 ml fish stock', 'pescatarian', null],
  ['2 cups beef broth', 'vegan', 'beef broth'],
  ['2 cups stock', 'vegetarian', null],
  ['1 cup chicken or vegetable stock', 'vegetarian', null],
  ['Bone broth, 2 cups', 'pescatarian', 'bone broth'],
  // Eggplant is not egg; eggs are
  ['1 large eggplant, cubed', 'vegan', null],
  ['2 eggs, beaten', 'vegan', 'egg'],
  ['2 eggs, beaten', 'vegetarian', null],
  ['3 egg yolks', 'vegan', 'egg yolk'],
  ['1 egg white', 'dairy-free', null],
  ['2 flax eggs', 'vegan', null],
  ['2 eggs or 2 flax eggs', 'vegan', null],
  ['4 duck eggs', 'vegetarian', null],
  // Milks: plant milks are not dairy; oat milk is oats
  ['1 can coconut milk', 'vegan', null],
  ['1 can coconut milk', 'dairy-free', null],
  ['1 cup oat milk', 'dairy-free', null],
  ['1 cup oat milk', 'gluten-free', 'oat milk'],
  ['1 cup unsweetened almond milk', 'vegan', null],
  ['1 cup soy milk', 'dairy-free', null],
  ['1 cup whole milk', 'dairy-free', 'milk'],
  ['1 cup whole milk', 'vegan', 'milk'],
  ['1 cup whole milk', 'vegetarian', null],
  ['1 cup lactose-free milk', 'dairy-free', 'milk'],
  ['200 ml coconut cream', 'vegan', null],
  ['100 ml double cream', 'dairy-free', 'cream'],
  ['1/2 tsp cream of tartar', 'vegan', null],
  // Butters that are not butter, and butter
  ['2 tbsp peanut butter', 'vegan', null],
  ['2 tbsp peanut butter', 'dairy-free', null],
  ['1 tbsp almond butter', 'vegan', null],
  ['1 can butter beans, drained', 'dairy-free', null],
  ['1 butternut squash, peeled', 'vegan', null],
  ['2 tbsp unsalted butter', 'dairy-free', 'butter'],
  ['2 tbsp unsalted butter', 'vegan', 'butter'],
  ['2 tbsp butter or olive oil', 'vegan', null],
  ['2 tbsp vegan butter', 'vegan', null],
  ['2 tbsp ghee', 'dairy-free', 'ghee'],
  ['2 tbsp ghee', 'vegan', 'ghee'],
  ['2 tbsp ghee', 'vegetarian', null],
  // Flours and gluten grains (Coeliac UK)
  ['2 cups all-purpose flour', 'gluten-free', 'flour'],
  ['2 cups gluten-free flour', 'gluten-free', null],
  ['1 cup rice flour', 'gluten-free', null],
  ['1 cup almond flour', 'gluten-free', null],
  ['2 tbsp cornflour', 'gluten-free', null],
  ['1 cup chickpea flour', 'gluten-free', null],
  ['1 cup buckwheat flour', 'gluten-free', null],
  ['200 g spaghetti', 'gluten-free', 'spaghetti'],
  ['200 g gluten-free spaghetti', 'gluten-free', null],
  ['200 g rice noodles', 'gluten-free', null],
  ['200 g egg noodles', 'gluten-free', 'egg noodle'],
  ['200 g egg noodles', 'vegan', 'egg noodle'],
  ['1 cup couscous', 'gluten-free', 'couscous'],
  ['1 cup bulgur wheat', 'gluten-free', 'bulgur wheat'],
  ['1 cup pearl barley', 'gluten-free', 'barley'],
  ['1 cup rolled oats', 'gluten-free', 'oat'],
  ['1 cup gluten-free rolled oats', 'gluten-free', null],
  ['1 cup quinoa', 'gluten-free', null],
  ['1/2 cup panko breadcrumbs', 'gluten-free', 'panko breadcrumb'],
  ['4 corn tortillas', 'gluten-free', null],
  ['4 flour tortillas', 'gluten-free', 'flour tortilla'],
  ['1 tbsp malt vinegar', 'gluten-free', 'malt'],
  ['1 bottle of beer', 'gluten-free', 'beer'],
  // Soy sauce is brewed with wheat; tamari is not
  ['3 tbsp soy sauce', 'gluten-free', 'soy sauce'],
  ['3 tbsp light soy sauce', 'gluten-free', 'light soy sauce'],
  ['3 tbsp tamari', 'gluten-free', null],
  ['3 tbsp gluten-free soy sauce', 'gluten-free', null],
  ['3 tbsp soy sauce or tamari', 'gluten-free', null],
  ['3 tbsp soy sauce', 'vegan', null],
  ['2 tbsp hoisin sauce', 'gluten-free', 'hoisin sauce'],
  // Honey is not vegan; honeydew is a melon
  ['2 tbsp honey', 'vegan', 'honey'],
  ['2 tbsp honey', 'vegetarian', null],
  ['1 tbsp honey mustard', 'vegan', 'honey'],
  ['1/2 honeydew melon', 'vegan', null],
  ['2 tbsp maple syrup or honey', 'vegan', null],
  // Sauces with fish in them
  ['1 tbsp Worcestershire sauce', 'vegetarian', 'worcestershire sauce'],
  ['1 tbsp Worcestershire sauce', 'pescatarian', null],
  ['1 tbsp vegetarian Worcestershire sauce', 'vegetarian', null],
  ['2 tbsp fish sauce', 'vegetarian', 'fish sauce'],
  ['2 tbsp fish sauce', 'vegan', 'fish sauce'],
  ['2 tbsp fish sauce', 'pescatarian', null],
  ['2 tbsp oyster sauce', 'vegetarian', 'oyster sauce'],
  ['200 g oyster mushrooms', 'vegan', null],
  ['4 anchovy fillets', 'vegetarian', 'anchovy'],
  ['4 anchovies, chopped', 'pescatarian', null],
  ['1/4 cup Caesar dressing', 'vegetarian', 'caesar dressing'],
  // Gelatin and animal fats
  ['1 sachet gelatin', 'vegetarian', 'gelatin'],
  ['2 sheets of gelatine', 'pescatarian', 'gelatine'],
  ['1 tbsp agar agar', 'vegan', null],
  ['2 tbsp lard', 'vegetarian', 'lard'],
  // Mayonnaise has egg
  ['3 tbsp mayonnaise', 'vegan', 'mayonnaise'],
  ['3 tbsp mayonnaise', 'vegetarian', null],
  ['3 tbsp mayonnaise', 'dairy-free', null],
  ['3 tbsp vegan mayo', 'vegan', null],
  // Cheese, and the rennet in protected hard cheeses (Vegetarian Society)
  ['50 g Parmesan, grated', 'vegetarian', 'parmesan'],
  ['50 g vegetarian Parmesan-style cheese', 'vegetarian', null],
  ['50 g Parmesan, grated', 'pescatarian', null],
  ['100 g feta cheese', 'vegetarian', null],
  ['100 g feta cheese', 'dairy-free', 'feta'],
  ['200 g paneer', 'vegan', 'paneer'],
  ['200 g firm tofu (bean curd)', 'vegan', null],
  ['1/2 cup Greek yogurt', 'dairy-free', 'yogurt'],
  ['1/2 cup coconut yogurt', 'dairy-free', null],
  ['2 tbsp pesto', 'vegetarian', 'pesto'],
  ['2 tbsp crème fraîche', 'dairy-free', 'creme fraiche'],
  // "Optional" lines still count: the recipe as written puts the food in
  ['4 slices bacon (optional)', 'vegetarian', 'bacon'],
  ['Optional: grated Parmesan to serve', 'vegetarian', 'parmesan'],
  ['Fresh basil (optional)', 'vegan', null],
  // Meat and fish for every diet
  ['4 chicken thighs', 'vegetarian', 'chicken'],
  ['4 chicken thighs', 'gluten-free', null],
  ['500 g pork chops', 'pescatarian', 'pork'],
  ['Chicken breasts or thighs', 'vegetarian', 'chicken'],
  ['1 or 2 chicken breasts', 'vegetarian', 'chicken'],
  ['200 g shrimp, peeled', 'vegetarian', 'shrimp'],
  ['200 g prawns', 'pescatarian', null],
  ['2 salmon fillets', 'vegetarian', 'salmon fillet'],
  ['2 tuna steaks', 'pescatarian', null],
  ['1 cauliflower steak', 'vegan', null],
  ['1 can chickpeas', 'vegan', null],
  ['1 can kidney beans', 'vegetarian', null],
  ['100 g chorizo, sliced', 'pescatarian', 'chorizo'],
  ["A handful of lamb's lettuce", 'vegan', null],
  ['500 g lamb shoulder', 'vegetarian', 'lamb'],
  ['1/2 cup milk', 'dairy-free', 'milk'],
  ['Salt and pepper', 'vegan', null],
];

let table: FoodTable;
beforeAll(async () => {
  table = await loadFoodTable();
});

describe('dietVerdict on the decided cases', () => {
  it('has at least 80 decided cases', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(80);
  });

  it.each(CASES)('%s (%s) → %s', (line, diet, food) => {
    const read = dietVerdict(line, diet, table);
    expect(read.verdict).toBe(food === null ? 'fits' : 'breaks');
    if (food !== null) expect(read.food).toBe(food);
  });

  it('says unknown, never fits, without the food data or for a food it does not know', () => {
    expect(dietVerdict('1 cup rice', 'vegan', null).verdict).toBe('unknown');
    expect(dietVerdict('1 tbsp XYZ paste', 'vegan', table).verdict).toBe('unknown');
  });
});
