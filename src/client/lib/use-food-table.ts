import { useEffect, useState } from 'react';
import { foodTableIfLoaded, loadFoodTable, type FoodTable } from '../../shared/food/food-table';

export type FoodTableState =
  { status: 'loading' } | { status: 'ready'; table: FoodTable } | { status: 'failed' };

/**
 * The food table, imported when a recipe is first checked (its own chunk, after the first paint).
 * A failed load leaves the diet, avoid and "only what I have" wishes unknown and the kitchen panel
 * unsorted: never kept or had without the data. The wishes and the kitchen panel share it.
 */
export function useFoodTable(): FoodTableState {
  const [state, setState] = useState<FoodTableState>(() => {
    const table = foodTableIfLoaded();
    return table ? { status: 'ready', table } : { status: 'loading' };
  });
  useEffect(() => {
    if (state.status !== 'loading') return;
    let live = true;
    loadFoodTable().then(
      (table) => live && setState({ status: 'ready', table }),
      (err: unknown) => {
        console.error('The food data could not be loaded', err);
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [state.status]);
  return state;
}
