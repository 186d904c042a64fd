import { useEffect, useState } from 'react';
import type { RecipeReading } from '../../../shared/recipe/reading';
import { reportViewFailure } from '../../lib/report-view-failure';
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
        try {
          if (last?.text !== text) last = { text, reading: readRecipe(text) };
        } catch (error) {
          // Outside rendering, so no boundary sees it: like offline, no panel or cook mode.
          console.error('Pantry Chef: the recipe could not be read.', error);
          reportViewFailure('reading');
          return;
        }
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
