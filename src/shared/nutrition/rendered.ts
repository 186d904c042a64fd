import { scanAmounts } from '../amounts/scan-amounts';
import knowledge from './knowledge/line-foods.json';
import type { NutritionTable, UsdaFood } from './nutrition-table';

/**
 * Bacon is cooked crisp and its fat stays in the pan: a recipe's raw bacon counts as USDA's
 * cooked bacon at its cooked weight. The yield is USDA's own: the raw slice (29 g) cooks to the
 * cooked slice (8 g), so 100 g raw counts as 28 g cooked (150 kcal instead of 458). A line that
 * already says cooked bacon ("1/2 cup crumbled cooked bacon") is weighed as cooked.
 */
const RAW_BACON = /^Pork, cured, bacon, raw$/;
const COOKED_BACON = /^Pork, cured, bacon, cooked\b/;
/** "cooked bacon", "crumbled cooked bacon", "bacon bits": bought or weighed cooked. */
const SAID_COOKED = new RegExp(
  `(${knowledge.cookedBacon.before.join('|')})\\s+(\\w+\\s+)?bacon|${knowledge.cookedBacon.names.join('|')}`,
  'i',
);

/**
 * Bacon is sold raw by weight: "1 pound bacon, diced and cooked" is a pound as bought, whatever
 * the line says is done to it after.
 */
function boughtRaw(food: UsdaFood, line: string): boolean {
  if (!COOKED_BACON.test(food.name) || SAID_COOKED.test(line)) return false;
  return scanAmounts(line)[0]?.unit?.type === 'mass';
}

export function renderedForm(
  food: UsdaFood,
  grams: number,
  nutrition: NutritionTable,
  line = '',
): { food: UsdaFood; grams: number } {
  if (!RAW_BACON.test(food.name) && !boughtRaw(food, line)) return { food, grams };
  const cooked = nutrition.forPhrase('cooked bacon');
  const bought = RAW_BACON.test(food.name) ? food : nutrition.forFoodId('en:bacon');
  const raw = bought?.measures['slice raw'];
  const done = cooked?.measures['slice cooked'];
  if (!cooked || !raw || !done) return { food, grams };
  return { food: cooked, grams: (grams * done) / raw };
}
