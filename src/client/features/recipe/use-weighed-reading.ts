import { useEffect, useState } from 'react';
import type { RecipeReading } from '../../../shared/recipe/reading';
import { reportViewFailure } from '../../lib/report-view-failure';
import { preloadRecipeMarkdown } from './rendering/RecipeBody';
import { useRecipeReading } from './use-recipe-reading';

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
  const [scaled, setScaled] = useState<{ markdown: string; factor: number; text: string } | null>(
    null,
  );
  useEffect(() => {
    if (!written || factor === 1) return;
    let current = true;
    preloadRecipeMarkdown().then(
      ({ viewRecipe }) => {
        try {
          const text = viewRecipe(markdown, written, { factor, units: 'as-written' });
          if (current) setScaled({ markdown, factor, text });
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
  const ready = scaled?.markdown === markdown && scaled.factor === factor ? scaled.text : null;
  const text = factor === 1 ? markdown : ready;
  const reading = useRecipeReading(text ?? markdown);
  return written && shown && text !== null ? reading : null;
}
