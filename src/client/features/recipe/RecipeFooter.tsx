import { ChangeRecipeForm } from './actions/ChangeRecipeForm';
import { RecipeActions } from './actions/RecipeActions';
import { StaleRecipeNote } from './actions/StaleRecipeNote';
import { KitchenCheck } from './KitchenCheck';
import { RecipeViewSlot } from './RecipeViewSlot';
import type { ShownRecipe } from './request/recipe-session';
import type { RecipeRequestHandle } from './request/use-recipe-request';

interface RecipeFooterProps {
  recipe: ShownRecipe;
  /** The recipe as shown: in the visitor's servings and units. */
  text: string;
  onView: (text: string | null) => void;
  /** The list has changed since this recipe was made. */
  stale: boolean;
  request: Pick<RecipeRequestHandle, 'getRecipe' | 'regenerate' | 'change'>;
}

/** What follows a recipe that has stopped streaming: the checks, the actions and the change form. */
export function RecipeFooter({ recipe, text, onView, stale, request }: RecipeFooterProps) {
  return (
    <>
      <RecipeViewSlot recipe={recipe} onView={onView} />
      <KitchenCheck recipe={recipe} text={text} change={request.change} />
      {stale && <StaleRecipeNote onGetRecipe={request.getRecipe} />}
      <RecipeActions
        text={text}
        ingredients={recipe.ingredients}
        preferences={recipe.preferences}
        onRegenerate={request.regenerate}
      />
      {request.change && <ChangeRecipeForm onChange={request.change} />}
      <p className="recipe__disclaimer">
        Written by a language model. Check it for allergies and food safety before you cook.
      </p>
    </>
  );
}
