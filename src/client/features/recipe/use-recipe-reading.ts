import { useEffect, useState } from 'react';
import type { RecipeReading } from '../../../shared/recipe/reading';
import { preloadRecipeMarkdown } from './rendering/RecipeBody';

/** The last reading: the recipe as written and as shown are often the same text. */
let last: { text: string; reading: RecipeReading } | null = null;

/** Null until read, or when the lazy views holding `readRecipe` can't load (offline). */
export function useRecipeReading(text: string): RecipeReading | null {
  const [read, setRead] = useState<{ text: string; reading: RecipeReading } | null>(null);
  useEffect(() => {
    let current = true;
    preloadRecipeMarkdown().then(
      ({ readRecipe }) => {
        if (last?.text !== text) last = { text, reading: readRecipe(text) };
        if (current) setRead(last);
      },
      // Offline after the page loaded: no panel or cook mode, the recipe itself is unaffected.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [text]);
  return read?.text === text ? read.reading : null;
}
