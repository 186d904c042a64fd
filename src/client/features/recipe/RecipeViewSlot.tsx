import { lazy, Suspense } from 'react';
import type { RecipeReading } from '../../../shared/recipe/reading';
import type { ShownRecipe } from './request/recipe-session';
import { preloadRecipeMarkdown } from './rendering/RecipeBody';
import { ViewBoundary } from '../../ui/ViewBoundary';

// With the recipe's other lazy views (lazy-views.ts), loaded before any recipe arrives.
const RecipeView = lazy(() =>
  preloadRecipeMarkdown().then((views) => ({ default: views.RecipeView })),
);

interface RecipeViewSlotProps {
  recipe: ShownRecipe;
  /** The recipe as written, read; null until read. */
  written: RecipeReading | null;
  onView: (text: string | null) => void;
}

export function RecipeViewSlot({ recipe, written, onView }: RecipeViewSlotProps) {
  if (!written || (recipe.status !== 'complete' && recipe.status !== 'truncated')) return null;
  return (
    <ViewBoundary view="servings" resetKeys={[recipe.id]}>
      <Suspense fallback={null}>
        <RecipeView
          key={recipe.id}
          markdown={recipe.text}
          reading={written}
          preferredServings={recipe.preferences?.servings ?? null}
          onView={onView}
        />
      </Suspense>
    </ViewBoundary>
  );
}
