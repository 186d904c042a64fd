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
/** `text` is the recipe as shown, in the visitor's servings and units. */
export function KitchenCheck({ recipe, text }: { recipe: ShownRecipe; text: string }) {
  if (recipe.status !== 'complete' && recipe.status !== 'truncated') return null;
  return (
    <Suspense fallback={null}>
      <RecipeKitchen
        text={text}
        ingredients={recipe.ingredients}
        avoid={recipe.preferences?.avoid ?? []}
      />
    </Suspense>
  );
}
