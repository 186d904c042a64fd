import { useEffect } from 'react';
import { afterNextPaint } from '../../lib/after-paint';

/** Runs `onArrive` after the frame showing a new recipe is painted, so its layout work delays none. */
export function useRecipeArrival(recipeId: number | null, onArrive: () => void): void {
  useEffect(() => {
    if (recipeId === null) return;
    return afterNextPaint(onArrive);
    // Only a new recipe counts, not a new callback.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [recipeId]);
}
