import { useEffect, useState } from 'react';
import type { RecipeReading } from '../../../shared/recipe/reading';
import { reportViewFailure } from '../../lib/report-view-failure';
import { preloadRecipeMarkdown } from './rendering/RecipeBody';

/**
 * The recipe nutrition weighs: as written, at the servings shown. The units control rounds
 * amounts for the kitchen ("7 g" of yeast as "½ oz"), which no figure should follow; the figures
 * per serving are the written recipe's whatever the servings. Null until read.
 */
export function useWeighedReading(
  markdown: string,
  written: RecipeReading | null,
  shown: RecipeReading | null,
): RecipeReading | null {
  const from = written?.servings?.min;
  const to = shown?.servings?.min;
  const factor = from && to ? to / from : 1;
  const [scaled, setScaled] = useState<{
    written: RecipeReading;
    factor: number;
    reading: RecipeReading;
  } | null>(null);
  useEffect(() => {
    if (!written || factor === 1) return;
    let current = true;
    preloadRecipeMarkdown().then(
      ({ viewRecipe, readRecipe }) => {
        try {
          const text = viewRecipe(markdown, written, { factor, units: 'as-written' });
          if (current) setScaled({ written, factor, reading: readRecipe(text) });
        } catch (error) {
          // Outside rendering, so no boundary sees it: no section, the recipe is unaffected.
          console.error('Pantry Chef: the recipe could not be weighed.', error);
          reportViewFailure('reading');
        }
      },
      // Offline after the page loaded: no section, the recipe itself is unaffected.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [markdown, written, factor]);
  if (!written || !shown) return null;
  // At the servings as written, the written reading itself: nothing to scale or read again.
  if (factor === 1) return written;
  return scaled?.written === written && scaled.factor === factor ? scaled.reading : null;
}
