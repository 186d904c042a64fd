import { beforeAll, describe, expect, it } from 'vitest';
import { loadFoodTable, type FoodTable } from '../food/food-table';
import { dietVerdict } from './diet-rules';
import { CASES } from './fixtures/diet-rules';

let table: FoodTable;
beforeAll(async () => {
  table = await loadFoodTable();
});

/** The decided cases (fixtures/diet-rules.txt): a line, a diet, and the food that breaks it. */
describe('dietVerdict on the decided cases', () => {
  it('holds its 128 decided cases', () => {
    expect(CASES.length).toBe(128);
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
