import { useEffect, useRef } from 'react';
import { afterNextPaint } from '../../lib/after-paint';
import { focusIsLost } from '../../ui/focus';

export function useRecipeFocus(recipeId: number, status: string) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const streaming = status === 'streaming';

  // A new recipe's heading takes focus without scrolling: the page scrolls to the ingredient list.
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
