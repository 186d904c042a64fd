import { lazy, Suspense } from 'react';
import type { RecipeReading } from '../../../shared/recipe/reading';
import type { ShownRecipe } from './request/recipe-session';
import { preloadRecipeMarkdown } from './rendering/RecipeBody';

// In the markdown renderer's chunk, loaded before any recipe arrives (see lazy-views.ts).
const RecipeKitchen = lazy(() =>
  preloadRecipeMarkdown().then((views) => ({ default: views.RecipeKitchen })),
);

/**
 * The avoid check and the have / to buy panel, once the recipe is complete (never while it
 * streams, so nothing in them changes chunk by chunk).
 */
export function KitchenCheck({
  recipe,
  reading,
}: {
  recipe: ShownRecipe;
  /** Null until the recipe has been read. */
  reading: RecipeReading | null;
}) {
  if (recipe.status !== 'complete' && recipe.status !== 'truncated') return null;
  if (!reading) return null;
  return (
    <Suspense fallback={null}>
      <RecipeKitchen
        text={recipe.text}
        reading={reading}
        ingredients={recipe.ingredients}
        avoid={recipe.preferences?.avoid ?? []}
      />
    </Suspense>
  );
}
