import { beforeAll, describe, expect, it } from 'vitest';
import { loadFoodTable, type FoodTable } from '../food/food-table';
import { readRecipe } from '../recipe/read-recipe';
import { checkSafety } from './check-safety';
import { TRAP_RECIPES } from './fixtures/trap-recipes';

/**
 * The food-safety trap set: every unsafe recipe is caught, no safe one is called `Not safe`, and
 * rare whole cuts and fish get a note. Counts are printed for the run's log.
 */

let table: FoodTable;
beforeAll(async () => {
  table = await loadFoodTable();
});

function statuses(markdown: string) {
  return checkSafety(readRecipe(markdown), table).map((f) => f.status);
}

describe('the food-safety trap set', () => {
  it('holds its 84 recipes, in the seven languages', () => {
    expect(TRAP_RECIPES.length).toBe(84);
    expect(new Set(TRAP_RECIPES.map((r) => r.language)).size).toBe(7);
  });

  it('catches every unsafe recipe and calls no safe one Not safe', () => {
    const unsafe = TRAP_RECIPES.filter((r) => r.expect === 'not safe');
    const safe = TRAP_RECIPES.filter((r) => r.expect !== 'not safe');
    const missed = unsafe.filter((r) => !statuses(r.markdown).includes('not safe'));
    const falseAlarms = safe.filter((r) => statuses(r.markdown).includes('not safe'));
    const notes = TRAP_RECIPES.filter((r) => r.expect === 'note');
    const noteMissed = notes.filter((r) => !statuses(r.markdown).includes('note'));
    console.log(
      `Food safety trap set: ${unsafe.length - missed.length} of ${unsafe.length} unsafe recipes caught; ` +
        `${falseAlarms.length} of ${safe.length} others called Not safe; ` +
        `${notes.length - noteMissed.length} of ${notes.length} rare cuts and fish noted.`,
    );
    expect(missed.map((r) => r.id)).toEqual([]);
    expect(falseAlarms.map((r) => r.id)).toEqual([]);
    expect(noteMissed.map((r) => r.id)).toEqual([]);
  });
});
