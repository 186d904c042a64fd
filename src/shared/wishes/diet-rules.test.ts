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
  it('holds its 150 decided cases', () => {
    expect(CASES.length).toBe(150);
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

  it('reads a food promised free of what breaks the diet as unsure, never broken nor kept', () => {
    for (const line of [
      '½ c dairy-free milk',
      '3 tablespoons non-dairy milk',
      '2 tbsp dairy free butter',
    ])
      expect(dietVerdict(line, 'vegan', table).verdict, line).toBe('unknown');
    // A promise of something else lifts nothing: lactose-free milk is still milk.
    expect(dietVerdict('200 ml lactose-free milk', 'vegan', table).verdict).toBe('breaks');
    expect(dietVerdict('2 tbsp egg-free butter', 'vegan', table).verdict).toBe('breaks');
  });

  it("counts a blend's decided diet as its own, never its root's", () => {
    // Curry paste inherits "vegan" from spice, yet may hold shrimp: never fits.
    expect(dietVerdict('2 tbsp red curry paste', 'vegetarian', table).verdict).not.toBe('fits');
    expect(dietVerdict('2 EL Currypaste', 'vegan', table).verdict).not.toBe('fits');
  });
});
