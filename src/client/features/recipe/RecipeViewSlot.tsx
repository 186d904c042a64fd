import { lazy, Suspense } from 'react';
import type { ShownRecipe } from './request/recipe-session';
import { preloadRecipeMarkdown } from './rendering/RecipeBody';

// With the recipe's other lazy views (lazy-views.ts), loaded before any recipe arrives.
const RecipeView = lazy(() =>
  preloadRecipeMarkdown().then((views) => ({ default: views.RecipeView })),
);

interface RecipeViewSlotProps {
  recipe: ShownRecipe;
  /** The recipe's markdown in the visitor's servings and units; null for as written. */
  onView: (text: string | null) => void;
}

/** Servings and units, once the recipe is complete; a new recipe starts as written, 1×. */
export function RecipeViewSlot({ recipe, onView }: RecipeViewSlotProps) {
  if (recipe.status !== 'complete' && recipe.status !== 'truncated') return null;
  return (
    <Suspense fallback={null}>
      <RecipeView
        key={recipe.id}
        markdown={recipe.text}
        preferredServings={recipe.preferences?.servings ?? null}
        onView={onView}
      />
    </Suspense>
  );
}
