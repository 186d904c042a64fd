import { useEffect } from 'react';

/** Runs `onArrive` each time a new recipe starts to show (the overlay has just ended with text). */
export function useRecipeArrival(recipeId: number | null, onArrive: () => void): void {
  useEffect(() => {
    if (recipeId !== null) onArrive();
    // Only a new recipe counts, not a new callback.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [recipeId]);
}
