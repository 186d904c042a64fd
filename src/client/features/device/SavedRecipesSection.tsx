import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Button } from '../../ui/Button';
import { BackupButtons } from './BackupButtons';
import { SavedRecipeItem } from './SavedRecipeItem';
import { SavedRecipesNotices } from './SavedRecipesNotices';
import type { SavedRecipe } from './saved-recipe';
import type { RecipeReader } from './backup-file';
import type { SavedRecipesState } from './use-saved-recipes';
import { useLingui } from '@lingui/react/macro';

interface SavedRecipesSectionProps {
  state: SavedRecipesState;
  onOpen: (recipe: SavedRecipe) => void;
  onDelete: (id: string) => Promise<void>;
  onPut: (recipes: SavedRecipe[]) => Promise<boolean>;
  loadReader: () => Promise<RecipeReader>;
}

const searchable = (recipe: SavedRecipe) =>
  `${recipe.title}\n${recipe.ingredients.join('\n')}\n${recipe.text}`.toLowerCase();

function SearchField(props: { id: string; value: string; onChange: (value: string) => void }) {
  const { t } = useLingui();
  return (
    <div className="saved__search">
      <label htmlFor={props.id}>{t`Search saved recipes`}</label>
      <input
        id={props.id}
        className="add-form__input"
        type="search"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </div>
  );
}

function DeletedNote({ deleted, onUndo }: { deleted: SavedRecipe | null; onUndo: () => void }) {
  const { t } = useLingui();
  const title = deleted?.title;
  return (
    <p className="saved__status" role="status">
      {deleted && (
        <>
          {t`Deleted “${title}”.`}{' '}
          <Button variant="quiet" size="small" onClick={onUndo}>
            {t`Undo`}
          </Button>
        </>
      )}
    </p>
  );
}

export function SavedRecipesSection(props: SavedRecipesSectionProps) {
  const { t } = useLingui();
  const { state, onOpen, onDelete, onPut, loadReader } = props;
  const id = useId();
  const [query, setQuery] = useState('');
  const [deleted, setDeleted] = useState<SavedRecipe | null>(null);
  const deferred = useDeferredValue(query.trim().toLowerCase());
  const index = useMemo(
    () => state.recipes.map((recipe) => ({ recipe, text: searchable(recipe) })),
    [state.recipes],
  );
  const shown = deferred ? index.filter((e) => e.text.includes(deferred)) : index;

  const undo = () => {
    if (deleted) void onPut([deleted]);
    setDeleted(null);
  };
  const remove = (recipe: SavedRecipe) => {
    setDeleted(recipe);
    void onDelete(recipe.id);
  };

  return (
    <section className="card saved" aria-labelledby={id}>
      <h2 id={id} className="card__title">
        {t`Saved recipes`}
      </h2>
      <SavedRecipesNotices skipped={state.skipped} failed={state.failed} />
      {state.recipes.length > 0 && (
        <SearchField id={`${id}-search`} value={query} onChange={setQuery} />
      )}
      <DeletedNote deleted={deleted} onUndo={undo} />
      {state.loaded && state.recipes.length === 0 ? (
        <p className="kitchen__empty">
          {t`No saved recipes yet: press Save recipe under a recipe to keep it on this device.`}
        </p>
      ) : (
        <ul className="saved__list">
          {shown.map(({ recipe }) => (
            <SavedRecipeItem key={recipe.id} recipe={recipe} onOpen={onOpen} onDelete={remove} />
          ))}
        </ul>
      )}
      {deferred && shown.length === 0 && (
        <p className="kitchen__empty">{t`No saved recipe matches.`}</p>
      )}
      <BackupButtons recipes={state.recipes} onImport={onPut} loadReader={loadReader} />
    </section>
  );
}
