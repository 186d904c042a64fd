import { useState } from 'react';
import type { RecipeChange, ShownRecipe } from '../recipe/recipe-session';

type Ask = (ingredients: readonly string[], change?: RecipeChange) => void;

interface AskedChange extends RecipeChange {
  ingredients: readonly string[];
}

export interface UseRecipeChange {
  /** A recipe from a list (Get a recipe, Regenerate, Try again): Try again no longer means a change. */
  ask: (ingredients: readonly string[]) => void;
  /** Sends the shown recipe with a line; null unless a complete recipe is shown and asking works. */
  changeRecipe: ((line: string) => void) | null;
  /** Repeats the last request when it was a change (Try again); null otherwise. */
  retryChange: (() => void) | null;
}

/** "Change this recipe": the shown recipe and one line, and Try again that repeats that change. */
export function useRecipeChange(
  recipe: ShownRecipe | null,
  canAsk: boolean,
  ask: Ask,
): UseRecipeChange {
  const [asked, setAsked] = useState<AskedChange | null>(null);
  const changeable = recipe?.status === 'complete' || recipe?.status === 'truncated';
  const changeRecipe =
    recipe && canAsk && changeable
      ? (line: string) => {
          const change = { ingredients: recipe.ingredients, recipe: recipe.text, line };
          setAsked(change);
          ask(change.ingredients, change);
        }
      : null;
  const retryChange = asked && canAsk ? () => ask(asked.ingredients, asked) : null;
  const askList = (ingredients: readonly string[]) => {
    setAsked(null);
    ask(ingredients);
  };
  return { ask: askList, changeRecipe, retryChange };
}
