import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { loadFoodTable } from '../../../shared/food/food-table';
import { alreadyHad } from '../../../shared/recipe/ingredient-match';
import { KitchenDeviceContext, type KitchenDevice } from '../../lib/kitchen-device';
import { ViewBoundary } from '../../ui/ViewBoundary';
import type { UsePreferences } from '../preferences';
import { ForgetDevice } from './ForgetDevice';
import { forgetDevice } from './forget';
import type { KitchenRead } from './kitchen-store';
import type { SavedRecipe } from './saved-recipe';
import type { RecipeReader } from './backup-file';
import { SavedRecipesSection } from './SavedRecipesSection';
import { ShoppingListSection } from './ShoppingListSection';
import { StorageNotice } from './StorageNotice';
import { useKitchenSync, type KitchenList } from './use-kitchen-sync';
import { useSavedRecipes } from './use-saved-recipes';
import { useShoppingList } from './use-shopping-list';
import { msg } from '@lingui/core/macro';
import { i18n } from '@lingui/core';

interface DeviceKitchenProps {
  kitchen: KitchenRead;
  list: KitchenList & { add: (...values: string[]) => { added: number } };
  prefs: UsePreferences;
  onOpen: (recipe: SavedRecipe) => void;
  loadReader: () => Promise<RecipeReader>;
  /** The recipe area, given the device's saved recipes and shopping list. */
  children: ReactNode;
}

/** Which ticked lines the list has already, by the one "have" matcher; none without the food data. */
async function haveAlready(ticked: readonly string[], list: KitchenList): Promise<boolean[]> {
  const texts = list.ingredients.map((item) => item.text);
  const table = await loadFoodTable().catch(() => null);
  return table ? alreadyHad(ticked, texts, table) : ticked.map(() => false);
}

/** The first ticked lines taken off: those had already, and those the list had room for. */
function movedCount(had: readonly boolean[], added: number): number {
  let left = added;
  let moved = 0;
  for (const was of had) {
    if (!was && left-- <= 0) break;
    moved++;
  }
  return moved;
}

/** In the page's language: the kitchen is shown after Lingui has loaded. */
function movedMessage(moved: number, ticked: number, already: number): string {
  if (moved < ticked) return i18n._(msg`Moved ${moved} of ${ticked}: your list is full.`);
  return already
    ? i18n._(msg`Moved ${moved} to your list (${already} you had already).`)
    : i18n._(msg`Moved ${moved} to your list.`);
}

/** This device's kitchen around the recipe area: what is kept, saved recipes, the shopping list. */
export function DeviceKitchen(props: DeviceKitchenProps) {
  const { kitchen, list, prefs, onOpen, loadReader, children } = props;
  const sync = useKitchenSync(kitchen, list, prefs);
  const saved = useSavedRecipes();
  const shopping = useShoppingList(sync.onWrite);
  const [moved, setMoved] = useState('');
  const { isSaved, toggleSaved } = saved;
  const addToShoppingList = shopping.add;
  const device = useMemo<KitchenDevice>(
    () => ({ isSaved, toggleSaved, addToShoppingList }),
    [isSaved, toggleSaved, addToShoppingList],
  );

  const moveTicked = () => {
    const ticked = shopping.items.filter((item) => item.ticked).map((item) => item.text);
    void haveAlready(ticked, list).then((had) => {
      const { added } = list.add(...ticked.filter((_, i) => !had[i]));
      const moved = movedCount(had, added);
      shopping.removeTicked(moved);
      setMoved(movedMessage(moved, ticked.length, had.filter(Boolean).length));
    });
  };

  const forget = useCallback(async () => {
    await forgetDevice();
    sync.reset();
    saved.reset();
    shopping.reset();
  }, [sync, saved, shopping]);

  return (
    <KitchenDeviceContext value={device}>
      <StorageNotice storage={sync.storage} />
      {children}
      {/* All at once, when read: nothing under the recipe grows or moves afterwards. */}
      {saved.state.loaded && shopping.loaded && (
        <div className="device-kitchen">
          <ShoppingListSection
            items={shopping.items}
            onToggle={shopping.toggle}
            onMoveTicked={moveTicked}
            moved={moved}
          />
          <ViewBoundary view="saved">
            <SavedRecipesSection
              state={saved.state}
              onOpen={onOpen}
              onDelete={saved.remove}
              onPut={saved.put}
              loadReader={loadReader}
            />
          </ViewBoundary>
          <ForgetDevice onForget={forget} />
        </div>
      )}
    </KitchenDeviceContext>
  );
}
