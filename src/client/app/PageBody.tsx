import { useMemo, useState, type RefObject } from 'react';
import type { UseIngredients } from '../features/ingredients/use-ingredients';
import type { KitchenRead } from '../features/device/kitchen-store';
import { DeviceKitchen, storedPreferences, type SavedRecipe } from '../features/device';
import { usePreferences } from '../features/preferences';
import { UpdateOffer } from '../features/offline';
import { loadRecipeReader, RecipeArea, type OpenedRecipe } from '../features/recipe';

export interface PageBodyProps {
  list: UseIngredients;
  /** What this device remembered at the first paint. */
  kitchen: KitchenRead;
  /** The page behind the overlay (made inert while it is up). */
  pageRef: RefObject<HTMLElement | null>;
}

/** After the first paint: the recipe, and what this device keeps (saved recipes, shopping list). */
export default function PageBody({ list, kitchen, pageRef }: PageBodyProps) {
  const { ingredients } = list;
  const texts = useMemo(() => ingredients.map((ingredient) => ingredient.text), [ingredients]);
  const prefs = usePreferences(storedPreferences(kitchen.first.preferences));
  const [opened, setOpened] = useState<OpenedRecipe | null>(null);
  const open = (recipe: SavedRecipe) =>
    setOpened({
      text: recipe.text,
      ...(recipe.preferences && { preferences: recipe.preferences }),
    });
  return (
    <>
      <UpdateOffer />
      <DeviceKitchen
        kitchen={kitchen}
        list={list}
        prefs={prefs}
        onOpen={open}
        loadReader={loadRecipeReader}
      >
        <RecipeArea ingredients={texts} pageRef={pageRef} prefs={prefs} opened={opened} />
      </DeviceKitchen>
    </>
  );
}
