import { groupIngredients, type KitchenGroups } from '../../../shared/recipe/ingredient-match';
import { findIngredientLines } from './find-ingredient-lines';

export type { KitchenGroups };

/**
 * A recipe's ingredients against the visitor's ingredients (You have, Pantry staples, To buy, Not used),
 * or null when the recipe has no ingredient ingredients to read. Pure: the cook-mode view can reuse it.
 */
export function kitchenGroups(
  markdown: string,
  ingredients: readonly string[],
): KitchenGroups | null {
  const lines = findIngredientLines(markdown);
  return lines ? groupIngredients(lines, ingredients) : null;
}
