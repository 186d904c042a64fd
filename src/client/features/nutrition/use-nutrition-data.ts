import { useEffect, useState } from 'react';
import { foodTableIfLoaded, loadFoodTable, type FoodTable } from '../../../shared/food/food-table';
import {
  loadNutritionTable,
  nutritionTableIfLoaded,
  type NutritionTable,
} from '../../../shared/nutrition/nutrition-table';

export type NutritionDataState =
  | { status: 'loading' }
  | { status: 'ready'; foods: FoodTable; nutrition: NutritionTable }
  | { status: 'failed' };

function loadedNow(): NutritionDataState {
  const foods = foodTableIfLoaded();
  const nutrition = nutritionTableIfLoaded();
  return foods && nutrition ? { status: 'ready', foods, nutrition } : { status: 'loading' };
}

/**
 * The food table (which food a line names) and the nutrition table (what 100 g of it holds),
 * each its own chunk, imported when a recipe is read, never before the first paint. Without them
 * no figure is shown: never one guessed.
 */
export function useNutritionData(): NutritionDataState {
  const [state, setState] = useState<NutritionDataState>(loadedNow);
  useEffect(() => {
    if (state.status !== 'loading') return;
    let live = true;
    Promise.all([loadFoodTable(), loadNutritionTable()]).then(
      ([foods, nutrition]) => live && setState({ status: 'ready', foods, nutrition }),
      (err: unknown) => {
        console.error('The nutrition data could not be loaded', err);
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [state.status]);
  return state;
}
