import { lazy, Suspense } from 'react';
import type { ShownRecipe } from './request/recipe-session';
import { preloadRecipeMarkdown } from './rendering/RecipeBody';

// In the markdown renderer's chunk, loaded before any recipe arrives (see recipe-views.ts).
const RecipeKitchen = lazy(() =>
  preloadRecipeMarkdown().then((views) => ({ default: views.RecipeKitchen })),
);

/**
 * The avoid check and the have / to buy panel, once the recipe is complete (never while it
 * streams, so nothing in them changes chunk by chunk).
 */
export function KitchenCheck({ recipe }: { recipe: ShownRecipe }) {
  if (recipe.status !== 'complete' && recipe.status !== 'truncated') return null;
  return (
    <Suspense fallback={null}>
      <RecipeKitchen
        text={recipe.text}
        ingredients={recipe.ingredients}
        avoid={recipe.preferences?.avoid ?? []}
      />
    </Suspense>
  );
}
