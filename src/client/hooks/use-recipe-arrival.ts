import { useEffect } from 'react';

/**
 * Runs `onArrive` each time a new recipe starts to show (the overlay has just ended with text), in
 * the next frame: the scroll's layout work then doesn't lengthen the task that shows the recipe.
 */
export function useRecipeArrival(recipeId: number | null, onArrive: () => void): void {
  useEffect(() => {
    if (recipeId === null) return;
    const frame = requestAnimationFrame(onArrive);
    return () => cancelAnimationFrame(frame);
    // Only a new recipe counts, not a new callback.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [recipeId]);
}
