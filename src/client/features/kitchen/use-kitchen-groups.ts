import { useMemo } from 'react';
import type { RecipeReading } from '../../../shared/recipe/reading';
import { useFoodTable } from '../../lib/use-food-table';
import { kitchenGroups, type KitchenGroups } from './kitchen-groups';

export type KitchenState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; groups: KitchenGroups | null };

/**
 * The panel's groups once the food table is there: before it, no answer rather than a wrong one
 * (the table is its own chunk, imported when a recipe is shown).
 */
export function useKitchenGroups(
  reading: RecipeReading,
  ingredients: readonly string[],
): KitchenState {
  const food = useFoodTable();
  const table = food.status === 'ready' ? food.table : null;
  const groups = useMemo(
    () => (table ? kitchenGroups(reading, ingredients, table) : null),
    [reading, ingredients, table],
  );
  if (food.status !== 'ready') return { status: food.status };
  return { status: 'ready', groups };
}
