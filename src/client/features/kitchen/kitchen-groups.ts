import type { FoodTable } from '../../../shared/food/food-table';
import { groupIngredients, type KitchenGroups } from '../../../shared/recipe/ingredient-match';
import type { RecipeReading } from '../../../shared/recipe/reading';
import { readingOptions } from '../../../shared/wishes/check-wishes';

export type { KitchenGroups };

/** Null when the recipe has no ingredient list. Pure: cook mode reuses it. */
export function kitchenGroups(
  reading: RecipeReading,
  ingredients: readonly string[],
  table: FoodTable,
): KitchenGroups | null {
  const lines = reading.ingredients.flatMap((group) => group.lines.map((line) => line.text));
  return lines.length > 0
    ? groupIngredients(lines, ingredients, table, readingOptions(reading))
    : null;
}
