import { createContext } from 'react';
import type { Preferences } from '../../shared/preferences';

/** A recipe as the Save recipe button hands it over: the text as written, what it was asked with. */
export interface RecipeToSave {
  text: string;
  title: string | null;
  ingredients: readonly string[];
  preferences?: Preferences;
}

/** What the recipe's views may do with this device's kitchen (absent in tests that render alone). */
export interface KitchenDevice {
  isSaved: (text: string) => boolean;
  toggleSaved: (recipe: RecipeToSave) => void;
  addToShoppingList: (lines: readonly string[]) => void;
}

export const KitchenDeviceContext = createContext<KitchenDevice | null>(null);
