import { useEffect, useRef } from 'react';
import { afterNextPaint } from '../../lib/after-paint';
import { focusIsLost } from '../../ui/focus';

/** Where focus goes around a recipe; returns the ref for the recipe's heading. */
export function useRecipeFocus(recipeId: number, status: string) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const streaming = status === 'streaming';

  // A new recipe: its heading takes focus once its first text is on screen. The page scrolls to
  // the ingredient list when a recipe arrives, so focusing must not scroll.
  useEffect(
    () => afterNextPaint(() => headingRef.current?.focus({ preventScroll: true })),
    [recipeId],
  );

  // Stop unmounts the focused button: keep focus in the recipe rather than lose it.
  useEffect(() => {
    if (!streaming && status !== 'cut-short' && focusIsLost()) {
      headingRef.current?.focus({ preventScroll: true });
    }
  }, [streaming, status]);

  return headingRef;
}
