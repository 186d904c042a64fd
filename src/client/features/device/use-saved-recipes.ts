import { t } from '@lingui/core/macro';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { RecipeToSave } from '../../lib/kitchen-device';
import { onOtherTab, tellOtherTabs } from './kitchen-channel';
import { deleteSavedRecipe, loadSavedRecipes, putSavedRecipe } from './recipes-store';
import { newRecipeId, SAVED_RECIPE_VERSION, type SavedRecipe } from './saved-recipe';

export interface SavedRecipesState {
  recipes: SavedRecipe[];
  skipped: number;
  loaded: boolean;
  /** A save or delete that the browser refused (the section words it in the page's language). */
  failed: 'save' | 'delete' | null;
}

const toSaved = (recipe: RecipeToSave): SavedRecipe => ({
  version: SAVED_RECIPE_VERSION,
  id: newRecipeId(),
  savedAt: new Date().toISOString(),
  title: recipe.title ?? t`Untitled recipe`,
  text: recipe.text,
  ingredients: [...recipe.ingredients],
  ...(recipe.preferences && { preferences: recipe.preferences }),
});

const failed = (failed: SavedRecipesState['failed']) => (s: SavedRecipesState) => ({
  ...s,
  failed,
});

const NOT_LOADED: SavedRecipesState = { recipes: [], skipped: 0, loaded: false, failed: null };

const byNewest = (a: SavedRecipe, b: SavedRecipe) => b.savedAt.localeCompare(a.savedAt);

/** The saved recipes of this device, newest first; every change is written, then shown. */
export function useSavedRecipes() {
  const [state, setState] = useState<SavedRecipesState>(NOT_LOADED);

  useEffect(() => {
    const reload = () =>
      loadSavedRecipes().then(
        ({ recipes, skipped }) => setState((s) => ({ ...s, recipes, skipped, loaded: true })),
        () => setState((s) => ({ ...s, loaded: true })),
      );
    void reload();
    return onOtherTab((message) => {
      if (message.kind === 'recipes' || message.kind === 'forgotten') void reload();
    });
  }, []);

  const put = useCallback(async (recipes: SavedRecipe[]) => {
    try {
      for (const recipe of recipes) await putSavedRecipe(recipe);
    } catch {
      setState(failed('save'));
      return false;
    }
    setState((s) => ({
      ...s,
      failed: null,
      recipes: [...recipes, ...s.recipes.filter((r) => !recipes.some((n) => n.id === r.id))].sort(
        byNewest,
      ),
    }));
    tellOtherTabs({ kind: 'recipes' });
    return true;
  }, []);

  const remove = useCallback(async (id: string) => {
    try {
      await deleteSavedRecipe(id);
    } catch {
      setState(failed('delete'));
      return;
    }
    setState((s) => ({ ...s, recipes: s.recipes.filter((r) => r.id !== id) }));
    tellOtherTabs({ kind: 'recipes' });
  }, []);

  const texts = useMemo(() => new Set(state.recipes.map((r) => r.text)), [state.recipes]);
  const save = (recipe: RecipeToSave) => put([toSaved(recipe)]);

  return {
    state,
    put,
    remove,
    isSaved: (text: string) => texts.has(text),
    toggleSaved: (recipe: RecipeToSave) => {
      const saved = state.recipes.find((r) => r.text === recipe.text);
      if (saved) void remove(saved.id);
      else void save(recipe);
    },
    reset: () => setState({ recipes: [], skipped: 0, loaded: true, failed: null }),
  };
}
