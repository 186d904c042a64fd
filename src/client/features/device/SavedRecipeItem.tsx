import type { SavedRecipe } from './saved-recipe';
import { Button } from '../../ui/Button';
import { useLingui } from '@lingui/react/macro';

const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** What it was asked with, in a few words: "vegetarian · 30 minutes · 4 servings". */
export function askedWith(recipe: SavedRecipe): string {
  const p = recipe.preferences ?? {};
  return [
    p.diet,
    p.readyInMinutes && `${p.readyInMinutes} minutes`,
    p.servings && `${p.servings} servings`,
    recipe.ingredients.length > 0 && `from ${recipe.ingredients.join(', ')}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

interface SavedRecipeItemProps {
  recipe: SavedRecipe;
  onOpen: (recipe: SavedRecipe) => void;
  onDelete: (recipe: SavedRecipe) => void;
}

export function SavedRecipeItem({ recipe, onOpen, onDelete }: SavedRecipeItemProps) {
  const { t } = useLingui();
  const asked = askedWith(recipe);
  return (
    <li className="saved__item">
      <h3 className="saved__title">{recipe.title}</h3>
      <p className="saved__meta">
        Saved <time dateTime={recipe.savedAt}>{DATE.format(new Date(recipe.savedAt))}</time>
        {asked && ` · ${asked}`}
      </p>
      <div className="saved__buttons">
        <Button
          variant="secondary"
          size="small"
          aria-label={t`Open ${recipe.title}`}
          onClick={() => onOpen(recipe)}
        >
          {t`Open`}
        </Button>
        <Button
          variant="quiet"
          size="small"
          aria-label={t`Delete ${recipe.title}`}
          onClick={() => onDelete(recipe)}
        >
          {t`Delete`}
        </Button>
      </div>
    </li>
  );
}
