import { useLingui } from '@lingui/react/macro';
interface StaleRecipeNoteProps {
  onGetRecipe: (() => void) | null;
}

/** The recipe stays until a new request replaces it. */
export function StaleRecipeNote({ onGetRecipe }: StaleRecipeNoteProps) {
  const { t } = useLingui();
  return (
    <p className="recipe__stale">
      {t`Your list has changed since this recipe was made.`}{' '}
      {onGetRecipe && (
        <button type="button" className="link-button" onClick={onGetRecipe}>
          {t`Make a new recipe`}
        </button>
      )}
    </p>
  );
}
