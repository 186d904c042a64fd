import type { NutritionTable, UsdaFood } from './nutrition-table';

/**
 * Bacon is cooked crisp and its fat stays in the pan: a recipe's raw bacon counts as USDA's
 * cooked bacon at its cooked weight. The yield is USDA's own: the raw slice (29 g) cooks to the
 * cooked slice (8 g), so 100 g raw counts as 28 g cooked (150 kcal instead of 458). A line that
 * already says cooked bacon ("1/2 cup crumbled cooked bacon") is weighed as cooked.
 */
const RAW_BACON = /^Pork, cured, bacon, raw$/;

export function renderedForm(
  food: UsdaFood,
  grams: number,
  nutrition: NutritionTable,
): { food: UsdaFood; grams: number } {
  if (!RAW_BACON.test(food.name)) return { food, grams };
  const cooked = nutrition.forPhrase('cooked bacon');
  const raw = food.measures['slice raw'];
  const done = cooked?.measures['slice cooked'];
  if (!cooked || !raw || !done) return { food, grams };
  return { food: cooked, grams: (grams * done) / raw };
}
