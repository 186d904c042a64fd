import { beforeAll, describe, expect, it } from 'vitest';
import { loadFoodTable, type FoodTable } from '../food/food-table';
import { readName } from '../food/have';
import { EXTRA_KINDS, EXTRA_NAMES } from '../food/have-rules';
import { alreadyHad, groupIngredients, haveLine, readList } from './ingredient-match';
import { PANTRY_STAPLES } from './pantry-staples';
import { MATCH_CASES } from './fixtures/ingredient-match';

let table: FoodTable;
beforeAll(async () => {
  table = await loadFoodTable();
});

const had = (line: string, item: string) => {
  const have = haveLine(line, readList([item], table), table);
  return have.status === 'have' ? have.item : undefined;
};
const staple = (line: string) => haveLine(line, [], table).status === 'staple';

/** A recipe line against one list item, and whether it is had (fixtures/ingredient-match.txt). */
const CASES = MATCH_CASES;

describe('a recipe line against the visitor list', () => {
  it.each(CASES)('%j against %j → %s', (line, item, same) => {
    expect(had(line, item)).toBe(same ? item : undefined);
  });

  it('prefers the very food to a kind of it', () => {
    const list = readList(['Chicken', 'Chicken thighs'], table);
    expect(haveLine('4 chicken thighs', list, table)).toMatchObject({ item: 'Chicken thighs' });
  });

  it('has the same name it cannot identify, without claiming to know it', () => {
    expect(haveLine('2 tbsp zzyzx paste', readList(['zzyzx paste'], table), table)).toEqual({
      status: 'have',
      item: 'zzyzx paste',
      how: 'name',
      identified: false,
    });
  });
});

describe('pantry staples, by the same identity', () => {
  it.each([
    ['Salt', true],
    ['Freshly ground black pepper', true],
    ['1 tbsp vegetable oil', true],
    ['Water', true],
    ['Salt and pepper, to taste', true],
    ['Sesame oil', false],
    ['Red bell pepper', false],
    ['Smoked paprika', false],
    ['Salz und Pfeffer', true],
    ['2 EL Olivenöl', true],
    ["2 c. à soupe d'huile d'olive", true],
    ['Sal y pimienta al gusto', true],
    ['Sale e pepe q.b.', true],
    ['1 colher de sopa de azeite', true],
    ['Zout en peper naar smaak', true],
    ['1 theelepel komijn', false],
  ])('%j → %s', (line, is) => {
    expect(staple(line)).toBe(is);
  });

  // The staples are read by their table names where the table holds them as written (quicker, once
  // per table): that must be what the whole reading gives.
  it('reads each staple name the table holds as written as those entries', () => {
    for (const name of PANTRY_STAPLES) {
      const named = table.named(name);
      if (named.length === 0 || name in EXTRA_NAMES || name in EXTRA_KINDS) continue;
      const read = readName(name, table, { compounds: false });
      const entries = new Set(read.foods.flatMap((f) => f.entries));
      expect([read.identified, [...entries].sort()], name).toEqual([true, [...named].sort()]);
    }
  });
});

describe('grouping', () => {
  it('sorts lines into have, maybe, staples and to buy, and lists what is not used', () => {
    const lines = [
      '2 eggs',
      '4 chicken thighs',
      'Salt',
      '1 tbsp oil',
      '1 red bell pepper',
      'Tomato paste',
    ];
    const groups = groupIngredients(lines, ['Egg', 'Rice', 'chicken', 'pepper'], table);
    expect(groups).toEqual({
      have: [
        { line: '2 eggs', item: 'Egg', how: 'same' },
        { line: '4 chicken thighs', item: 'chicken', how: 'kind' },
      ],
      maybe: [{ line: '1 red bell pepper', item: 'pepper' }],
      staples: ['Salt', '1 tbsp oil'],
      toBuy: ['Tomato paste'],
      notUsed: ['Rice'],
      unidentified: [],
    });
  });

  it('counts a listed staple as something you have', () => {
    const groups = groupIngredients(['Salt'], ['salt'], table);
    expect(groups.have).toEqual([{ line: 'Salt', item: 'salt', how: 'same' }]);
    expect(groups.staples).toEqual([]);
  });

  it('never names a used item under "not used"', () => {
    const groups = groupIngredients(['1 red bell pepper'], ['pepper'], table);
    expect(groups.notUsed).toEqual([]);
  });
});

describe('moving bought lines into the kitchen', () => {
  it('leaves out what the kitchen has already', () => {
    expect(
      alreadyHad(
        ['2 chicken breasts', '1 can coconut milk', '200 g cheddar'],
        ['chicken', 'milk'],
        table,
      ),
    ).toEqual([true, false, false]);
  });
});

describe('foods after a comma', () => {
  it('reads a list of foods in one line, and a note on preparation as no food', () => {
    const g = groupIngredients(
      ['2 carrots, 1 leek', '1 onion, finely chopped', 'salt, pepper', '2 potatoes, 1 zzyzx'],
      ['carrots', 'leek', 'onion', 'potatoes'],
      table,
    );
    expect(g.have).toEqual([
      { line: '2 carrots, 1 leek', item: 'carrots', how: 'same' },
      { line: '1 onion, finely chopped', item: 'onion', how: 'same' },
    ]);
    expect(g.staples).toEqual(['salt, pepper']);
    // A second ingredient not read: not had, and the potatoes are still used.
    expect(g.toBuy).toEqual(['2 potatoes, 1 zzyzx']);
    expect(g.unidentified).toEqual(['2 potatoes, 1 zzyzx']);
    expect(g.notUsed).toEqual([]);
  });
});

describe('an amount after a comma that names no food', () => {
  it('is a size or an amount, not another ingredient', () => {
    const g = groupIngredients(
      ['4 pork chops, 3/4-inch thick, fat trimmed', 'Öl , 3 - 4 EL'],
      ['pork'],
      table,
    );
    expect(g.have.map((h) => h.line)).toEqual(['4 pork chops, 3/4-inch thick, fat trimmed']);
    expect(g.staples).toEqual(['Öl , 3 - 4 EL']);
  });
});
