import { createStore, type UseStore } from 'idb-keyval';
import { clearValues, deleteValue, getAllValues, putValue } from './store-ops';
import { migrateSavedRecipe, type SavedRecipe } from './saved-recipe';

let store: UseStore | undefined;
/** Its own database: hundreds of recipes, read only when the Saved recipes section is shown. */
const recipesStore = (): UseStore => (store ??= createStore('pantry-chef-recipes', 'recipes'));

export interface SavedRecipes {
  /** Newest first. */
  recipes: SavedRecipe[];
  /** Entries that could not be read (damaged, or from an unknown version): skipped, left as they are. */
  skipped: number;
}

export async function loadSavedRecipes(): Promise<SavedRecipes> {
  const recipes: SavedRecipe[] = [];
  let skipped = 0;
  for (const value of await getAllValues(recipesStore())) {
    const recipe = migrateSavedRecipe(value);
    if (recipe) recipes.push(recipe);
    else skipped++;
  }
  recipes.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  return { recipes, skipped };
}

export const putSavedRecipe = (recipe: SavedRecipe) => putValue(recipesStore(), recipe.id, recipe);
export const deleteSavedRecipe = (id: string) => deleteValue(recipesStore(), id);
export const clearSavedRecipes = () => clearValues(recipesStore());
