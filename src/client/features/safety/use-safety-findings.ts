import { useMemo } from 'react';
import type { RecipeReading } from '../../../shared/recipe/reading';
import { checkSafety, type SafetyFinding } from '../../../shared/safety/check-safety';
import { useFoodTable } from '../../lib/use-food-table';

/**
 * The recipe's food-safety findings; null until the food data has loaded or failed. Without the
 * data the check reads its own words only: poultry the data alone names goes unread.
 */
export function useSafetyFindings(reading: RecipeReading): SafetyFinding[] | null {
  const food = useFoodTable();
  return useMemo(() => {
    if (food.status === 'loading') return null;
    return checkSafety(reading, food.status === 'ready' ? food.table : null);
  }, [reading, food]);
}
