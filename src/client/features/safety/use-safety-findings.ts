import { useEffect, useMemo, useState } from 'react';
import { foodTableIfLoaded, loadFoodTable, type FoodTable } from '../../../shared/food/food-table';
import type { RecipeReading } from '../../../shared/recipe/reading';
import { checkSafety, type SafetyFinding } from '../../../shared/safety/check-safety';

type TableState = { status: 'loading' } | { status: 'done'; table: FoodTable | null };

/**
 * The food table, imported when a recipe is first checked (its own chunk, after the first paint).
 * Without it the check reads its own words only: poultry the data alone names goes unread.
 */
function useTable(): TableState {
  const [state, setState] = useState<TableState>(() => {
    const table = foodTableIfLoaded();
    return table ? { status: 'done', table } : { status: 'loading' };
  });
  useEffect(() => {
    if (state.status !== 'loading') return;
    let live = true;
    loadFoodTable().then(
      (table) => live && setState({ status: 'done', table }),
      (err: unknown) => {
        console.error('The food data could not be loaded', err);
        if (live) setState({ status: 'done', table: null });
      },
    );
    return () => {
      live = false;
    };
  }, [state.status]);
  return state;
}

/** The recipe's food-safety findings; null until the food data has loaded or failed. */
export function useSafetyFindings(reading: RecipeReading): SafetyFinding[] | null {
  const table = useTable();
  return useMemo(
    () => (table.status === 'done' ? checkSafety(reading, table.table) : null),
    [reading, table],
  );
}
