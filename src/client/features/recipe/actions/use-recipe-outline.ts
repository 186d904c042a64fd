import { useEffect, useState } from 'react';
import type { RecipeOutline } from '../../cook';

/**
 * The steps and ingredients of a finished recipe, read by the markdown parser, which loads on
 * demand (not part of the first paint). Null until it has been read.
 */
export function useRecipeOutline(text: string): RecipeOutline | null {
  const [read, setRead] = useState<{ text: string; outline: RecipeOutline } | null>(null);
  useEffect(() => {
    let current = true;
    import('../lazy-views').then(
      ({ outlineRecipe }) => {
        if (current) setRead({ text, outline: outlineRecipe(text) });
      },
      // Offline after the page loaded: no cook mode, the recipe itself is unaffected.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [text]);
  return read?.text === text ? read.outline : null;
}
