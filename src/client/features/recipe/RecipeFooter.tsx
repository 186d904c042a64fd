import { ChangeRecipeForm } from './actions/ChangeRecipeForm';
import { RecipeActions } from './actions/RecipeActions';
import { SaveRecipeButton } from './actions/SaveRecipeButton';
import { StaleRecipeNote } from './actions/StaleRecipeNote';
import { KitchenCheck } from './KitchenCheck';
import { RecipeViewSlot } from './RecipeViewSlot';
import type { ShownRecipe } from './request/recipe-session';
import type { RecipeRequestHandle } from './request/use-recipe-request';
import { useRecipeReading } from './use-recipe-reading';
import { useWeighedReading } from './use-weighed-reading';
import { useLingui } from '@lingui/react/macro';

interface RecipeFooterProps {
  recipe: ShownRecipe;
  text: string;
  onView: (text: string | null) => void;
  stale: boolean;
  request: Pick<RecipeRequestHandle, 'getRecipe' | 'regenerate' | 'change'>;
}

export function RecipeFooter({ recipe, text, onView, stale, request }: RecipeFooterProps) {
  const { t } = useLingui();
  // Read once each: as written for the wishes, as shown for the panel, cook mode and the download.
  const written = useRecipeReading(recipe.text);
  const shown = useRecipeReading(text);
  // What nutrition weighs: as written, at the servings shown (not in the units shown).
  const weighed = useWeighedReading(recipe.text, written, shown);
  return (
    <>
      <RecipeViewSlot recipe={recipe} written={written} onView={onView} />
      <KitchenCheck
        recipe={recipe}
        written={written}
        shown={shown}
        weighed={weighed}
        change={request.change}
      />
      {stale && <StaleRecipeNote onGetRecipe={request.getRecipe} />}
      <RecipeActions
        text={text}
        reading={shown}
        weighed={weighed}
        ingredients={recipe.ingredients}
        preferences={recipe.preferences}
        onRegenerate={request.regenerate}
        save={<SaveRecipeButton recipe={recipe} title={written?.title ?? null} />}
      />
      {request.change && <ChangeRecipeForm onChange={request.change} />}
      <p className="recipe__disclaimer">
        {t`Written by a language model. Check it for allergies and food safety before you cook.`}
      </p>
    </>
  );
}
