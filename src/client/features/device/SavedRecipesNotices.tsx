import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { SavedRecipesState } from './use-saved-recipes';

/** What went wrong with the saved recipes: ones that could not be read, a save or delete refused. */
export function SavedRecipesNotices({
  skipped,
  failed,
}: Pick<SavedRecipesState, 'skipped' | 'failed'>) {
  const { t } = useLingui();
  return (
    <>
      {skipped > 0 && (
        <p className="notice notice--info">
          {plural(skipped, {
            one: '# saved recipe could not be read and was skipped.',
            other: '# saved recipes could not be read and were skipped.',
          })}
        </p>
      )}
      {failed && (
        <p className="notice notice--info">
          {failed === 'save'
            ? t`This browser did not let Pantry Chef save the recipe.`
            : t`This browser did not let Pantry Chef delete the recipe.`}
        </p>
      )}
    </>
  );
}
