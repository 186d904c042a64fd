import { describe, expect, it } from 'vitest';
import {
  groupIngredients,
  ingredientName,
  isPantryStaple,
  matchListItem,
} from './ingredient-match';

/**
 * [recipe line, visitor's list item, same ingredient?]. The near misses are decisions:
 * - "spring onions, sliced" ~ "Spring onion": the same (plural, preparation).
 * - "light soy sauce" ~ "soy sauce", either way round: words in front name a kind of the same thing.
 * - "tomato paste" ≁ "tomato": the last word names the thing, and paste is not a tomato.
 * - likewise "garlic powder" ≁ "garlic", "egg whites" ≁ "egg", "chicken breast" ≁ "chicken stock".
 */
const CASES: [string, string, boolean][] = [
  // Case, quantities and units
  ['Egg', 'egg', true],
  ['3 eggs', 'Egg', true],
  ['2 large eggs, beaten', 'Eggs', true],
  ['1 cup rice', 'Rice', true],
  ['200g rice', 'rice', true],
  ['1½ cups basmati rice', 'Rice', true],
  ['1/2 tsp salt', 'Salt', true],
  ['2-3 tbsp olive oil', 'Olive oil', true],
  ['1 can (400 g) chickpeas, drained', 'Chickpeas', true],
  ['a pinch of sugar', 'Sugar', true],
  // Preparation words and parentheses
  ['2 cloves garlic, minced', 'Garlic', true],
  ['Garlic (3 cloves, crushed)', 'garlic', true],
  ['1 onion, finely chopped', 'Onion', true],
  ['Fresh parsley, chopped', 'Parsley', true],
  ['**Butter**, softened', 'Butter', true],
  ['Rice: 1 cup', 'Rice', true],
  ['Soy sauce - 2 tbsp', 'Soy sauce', true],
  ['Leftover cooked rice', 'Rice', true],
  ['Salt to taste', 'salt', true],
  // Singular and plural
  ['4 tomatoes, diced', 'Tomato', true],
  ['1 tomato', 'Tomatoes', true],
  ['2 potatoes', 'potato', true],
  ['Mixed berries', 'Berry', true],
  ['Bay leaves', 'Bay leaf', true],
  ['1 tsp ground cloves', 'Cloves', true],
  // The decided near misses
  ['spring onions, sliced', 'Spring onion', true],
  ['1 tbsp light soy sauce', 'Soy sauce', true],
  ['2 tbsp soy sauce', 'Light soy sauce', true],
  ['2 tbsp tomato paste', 'Tomato', false],
  ['2 tomatoes', 'Tomato paste', false],
  ['1 tsp garlic powder', 'Garlic', false],
  ['2 egg whites', 'Egg', false],
  ['Chicken breast', 'Chicken stock', false],
  ['2 cups cooked jasmine rice', 'Rice', true],
  ['Red bell pepper', 'Bell pepper', true],
  // Other names for the same thing
  ['3 scallions', 'Spring onion', true],
  ['Green onions', 'Spring onions', true],
  ['Cilantro', 'Coriander', true],
  ['1 zucchini', 'Courgette', true],
  // Different things
  ['Milk', 'Butter', false],
  ['Eggplant', 'Egg', false],
  ['Rice vinegar', 'Rice', false],
  ['Peanut butter', 'Peanuts', false],
  ['Olive oil or butter', 'Butter', false],
];

describe('matching a recipe line to the visitor list', () => {
  it.each(CASES)('%j against %j → %s', (line, item, same) => {
    expect(matchListItem(line, [item])).toBe(same ? item : undefined);
  });

  it('has at least 40 cases', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
  });

  it('prefers an exact name to a kind of it', () => {
    expect(matchListItem('soy sauce', ['Light soy sauce', 'Soy sauce'])).toBe('Soy sauce');
  });

  it('reads the name of a line', () => {
    expect(ingredientName('2 cloves garlic, minced')).toBe('garlic');
    expect(ingredientName('Spring onions (sliced)')).toBe('spring onion');
    expect(ingredientName('')).toBe('');
  });
});

describe('pantry staples', () => {
  it.each([
    ['Salt', true],
    ['Freshly ground black pepper', true],
    ['1 tbsp vegetable oil', true],
    ['Water', true],
    ['Salt and pepper, to taste', true],
    ['Sesame oil', false],
    ['Red bell pepper', false],
    ['Smoked paprika', false],
  ])('%j → %s', (line, staple) => {
    expect(isPantryStaple(line)).toBe(staple);
  });
});

describe('grouping', () => {
  it('sorts lines into have, staples and to buy, and lists what is not used', () => {
    const lines = ['2 eggs', 'Spring onions, sliced', 'Salt', '1 tbsp oil', 'Tomato paste'];
    const groups = groupIngredients(lines, ['Egg', 'Rice', 'Spring onion', 'Soy sauce']);
    expect(groups).toEqual({
      have: [
        { line: '2 eggs', item: 'Egg' },
        { line: 'Spring onions, sliced', item: 'Spring onion' },
      ],
      staples: ['Salt', '1 tbsp oil'],
      toBuy: ['Tomato paste'],
      notUsed: ['Rice', 'Soy sauce'],
    });
  });

  it('counts a listed staple as something you have', () => {
    const groups = groupIngredients(['Salt'], ['salt']);
    expect(groups.have).toEqual([{ line: 'Salt', item: 'salt' }]);
    expect(groups.staples).toEqual([]);
  });
});

describe('matching in the seven languages', () => {
  it.each([
    ['3 Eier', 'Ei', true],
    ['2 Zwiebeln, gehackt', 'Zwiebel', true],
    ['400 g de tomates', 'Tomate', true],
    ['2 cebollas, picadas', 'cebolla', true],
    ['2 uova', 'uovo', true],
    ['4 pomodori', 'Pomodoro', true],
    ['3 teentjes knoflook', 'Knoflook', true],
    ['2 uien, gesnipperd', 'ui', true],
    ['200 g de riz', 'Riz', true],
    ['2 œufs', 'oeuf', true],
    ['2 cebolas', 'cebola', true],
    ['200 g Reis', 'Kartoffel', false],
    ['2 EL Tomatenmark', 'Tomate', false],
    ['1 salsa de tomate', 'Tomate', false],
  ])('%j against %j → %s', (line, item, same) => {
    expect(matchListItem(line, [item])).toBe(same ? item : undefined);
  });

  it.each([
    ['Salz und Pfeffer', true],
    ['2 EL Olivenöl', true],
    ["2 c. à soupe d'huile d'olive", true],
    ['Sal y pimienta al gusto', true],
    ['Sale e pepe q.b.', true],
    ['1 colher de sopa de azeite', true],
    ['Zout en peper naar smaak', true],
    ['1 theelepel komijn', false],
  ])('staple %j → %s', (line, staple) => {
    expect(isPantryStaple(line)).toBe(staple);
  });
});
