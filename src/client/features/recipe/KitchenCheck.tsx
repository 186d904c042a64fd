import { lazy, Suspense } from 'react';
import type { ShownRecipe } from './request/recipe-session';
import { preloadRecipeMarkdown } from './rendering/RecipeBody';

// In the markdown renderer's chunk, loaded before any recipe arrives (see recipe-views.ts).
const RecipeKitchen = lazy(() =>
  preloadRecipeMarkdown().then((views) => ({ default: views.RecipeKitchen })),
);
const RecipeWishes = lazy(() =>
  preloadRecipeMarkdown().then((views) => ({ default: views.RecipeWishes })),
);

interface KitchenCheckProps {
  recipe: ShownRecipe;
  /** The recipe as shown, in the visitor's servings and units (the wishes check it as written). */
  text: string;
  /** The change flow, for the wishes' Fix buttons; null while no change can be asked. */
  change: ((line: string) => void) | null;
}

/**
 * The recipe checked against the visitor's wishes, then the have / to buy panel, once the recipe
 * is complete (never while it streams, so nothing in them changes chunk by chunk).
 */
export function KitchenCheck({ recipe, text, change }: KitchenCheckProps) {
  if (recipe.status !== 'complete' && recipe.status !== 'truncated') return null;
  return (
    <Suspense fallback={null}>
      <RecipeWishes
        text={recipe.text}
        ingredients={recipe.ingredients}
        preferences={recipe.preferences}
        onFix={change}
      />
      <RecipeKitchen text={text} ingredients={recipe.ingredients} />
    </Suspense>
  );
}
