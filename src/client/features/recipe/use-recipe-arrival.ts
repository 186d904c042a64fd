import { useEffect } from 'react';
import { afterNextPaint } from '../../lib/after-paint';

/**
 * Runs `onArrive` each time a new recipe starts to show (the overlay has just ended with text), once
 * that frame is painted: the scroll's layout work then delays neither the task nor the frame that
 * shows the recipe.
 */
export function useRecipeArrival(recipeId: number | null, onArrive: () => void): void {
  useEffect(() => {
    if (recipeId === null) return;
    return afterNextPaint(onArrive);
    // Only a new recipe counts, not a new callback.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [recipeId]);
}
