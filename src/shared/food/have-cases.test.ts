import { beforeAll, describe, expect, it } from 'vitest';
import { HAVE_CASES } from '../../../tests/e2e/support/have-cases';
import { groupIngredients } from '../recipe/ingredient-match';
import { loadFoodTable, type FoodTable } from './food-table';

let table: FoodTable;
beforeAll(async () => {
  table = await loadFoodTable();
});

/** The kitchen panel's groups for the browser cases, as the panel writes them. */
describe('the kitchen cases of each language (tests/e2e/support/have-cases.ts)', () => {
  it.each(HAVE_CASES.map((c) => [c.language, c] as const))('%s', (_, c) => {
    const g = groupIngredients(c.lines, c.list, table);
    expect(g.have.map((h) => `${h.line} (your ${h.item})`)).toEqual(c.have);
    expect(g.maybe.map((h) => `${h.line} (maybe your ${h.item}: check it)`)).toEqual(c.maybe ?? []);
    expect(g.toBuy).toEqual(c.toBuy);
    expect(g.notUsed).toEqual(c.notUsed);
  });
});
