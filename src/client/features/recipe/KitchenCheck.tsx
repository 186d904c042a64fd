import { lazy, Suspense } from 'react';
import type { RecipeReading } from '../../../shared/recipe/reading';
import type { ShownRecipe } from './request/recipe-session';
import { preloadRecipeMarkdown } from './rendering/RecipeBody';
import { ViewBoundary } from '../../ui/ViewBoundary';

// In the markdown renderer's chunk, loaded before any recipe arrives (see recipe-views.ts).
const RecipeKitchen = lazy(() =>
  preloadRecipeMarkdown().then((views) => ({ default: views.RecipeKitchen })),
);
const RecipeWishes = lazy(() =>
  preloadRecipeMarkdown().then((views) => ({ default: views.RecipeWishes })),
);
const RecipeSafety = lazy(() =>
  preloadRecipeMarkdown().then((views) => ({ default: views.RecipeSafety })),
);
const RecipeNutrition = lazy(() =>
  preloadRecipeMarkdown().then((views) => ({ default: views.RecipeNutrition })),
);

interface KitchenCheckProps {
  recipe: ShownRecipe;
  /** As written (the wishes check it); `shown` in the visitor's servings and units (the panel). */
  written: RecipeReading | null;
  shown: RecipeReading | null;
  /** As written at the servings shown: what nutrition weighs (the units control rounds amounts). */
  weighed: RecipeReading | null;
  /** The change flow, for the wishes' Fix buttons; null while no change can be asked. */
  change: ((line: string) => void) | null;
}

/** Only once the recipe is complete, so nothing in it changes chunk by chunk. */
export function KitchenCheck({ recipe, written, shown, weighed, change }: KitchenCheckProps) {
  if (recipe.status !== 'complete' && recipe.status !== 'truncated') return null;
  if (!written || !shown) return null;
  return (
    <>
      <ViewBoundary view="wishes" resetKeys={[recipe.id]}>
        <Suspense fallback={null}>
          <RecipeWishes
            reading={written}
            ingredients={recipe.ingredients}
            preferences={recipe.preferences}
            onFix={change}
          />
        </Suspense>
      </ViewBoundary>
      {/* Whether or not wishes were set: food safety is checked for every recipe (D18). */}
      <ViewBoundary view="safety" resetKeys={[recipe.id]}>
        <Suspense fallback={null}>
          <RecipeSafety reading={written} onFix={change} />
        </Suspense>
      </ViewBoundary>
      {weighed && (
        <ViewBoundary view="nutrition" resetKeys={[recipe.id]}>
          <Suspense fallback={null}>
            <RecipeNutrition reading={weighed} />
          </Suspense>
        </ViewBoundary>
      )}
      <ViewBoundary view="kitchen" resetKeys={[recipe.id]}>
        <Suspense fallback={null}>
          <RecipeKitchen reading={shown} ingredients={recipe.ingredients} />
        </Suspense>
      </ViewBoundary>
    </>
  );
}
