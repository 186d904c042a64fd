import type { SavedRecipe } from './saved-recipe';
import { Button } from '../../ui/Button';
import { Trans, useLingui } from '@lingui/react/macro';
import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import { DIET_WORDS } from '../preferences';

/** What it was asked with, in a few words: "vegetarian · 30 minutes · 4 servings". */
export function askedWith(recipe: SavedRecipe): string {
  const p = recipe.preferences ?? {};
  const { readyInMinutes: m, servings } = p;
  const list = recipe.ingredients.join(', ');
  return [
    p.diet && i18n._(DIET_WORDS[p.diet]),
    m && t`${m} minutes`,
    servings && plural(servings, { one: '# serving', other: '# servings' }),
    recipe.ingredients.length > 0 && t`from ${list}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** One formatter per language, not one per saved recipe and render (the list holds hundreds). */
const DATE_FORMATS = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: string): Intl.DateTimeFormat {
  let format = DATE_FORMATS.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    DATE_FORMATS.set(locale, format);
  }
  return format;
}

interface SavedRecipeItemProps {
  recipe: SavedRecipe;
  onOpen: (recipe: SavedRecipe) => void;
  onDelete: (recipe: SavedRecipe) => void;
}

export function SavedRecipeItem({ recipe, onOpen, onDelete }: SavedRecipeItemProps) {
  const { t, i18n: page } = useLingui();
  const { title } = recipe;
  const asked = askedWith(recipe);
  const when = dateFormat(page.locale).format(new Date(recipe.savedAt));
  return (
    <li className="saved__item">
      <h3 className="saved__title">{recipe.title}</h3>
      <p className="saved__meta">
        <Trans>
          Saved <time dateTime={recipe.savedAt}>{when}</time>
        </Trans>
        {asked && ` · ${asked}`}
      </p>
      <div className="saved__buttons">
        <Button
          variant="secondary"
          size="small"
          aria-label={t`Open ${title}`}
          onClick={() => onOpen(recipe)}
        >
          {t`Open`}
        </Button>
        <Button
          variant="quiet"
          size="small"
          aria-label={t`Delete ${title}`}
          onClick={() => onDelete(recipe)}
        >
          {t`Delete`}
        </Button>
      </div>
    </li>
  );
}
