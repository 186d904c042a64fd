import { useContext } from 'react';
import { KitchenDeviceContext } from '../../../lib/kitchen-device';
import type { ShownRecipe } from '../request/recipe-session';
import { Button } from '../../../ui/Button';
import { useLingui } from '@lingui/react/macro';

/** Pressed while the recipe is among the saved ones; pressed again, it is no longer saved. */
export function SaveRecipeButton({ recipe, title }: { recipe: ShownRecipe; title: string | null }) {
  const { t } = useLingui();
  const device = useContext(KitchenDeviceContext);
  if (!device || (recipe.status !== 'complete' && recipe.status !== 'truncated')) return null;
  const saved = device.isSaved(recipe.text);
  return (
    <Button
      variant="secondary"
      aria-pressed={saved}
      onClick={() =>
        device.toggleSaved({
          text: recipe.text,
          title,
          ingredients: recipe.ingredients,
          ...(recipe.preferences && { preferences: recipe.preferences }),
        })
      }
    >
      {t`Save recipe`}
    </Button>
  );
}
