import { useCallback, useMemo, useState, type ReactNode } from 'react';
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
import { useLingui } from '@lingui/react/macro';

interface DeviceKitchenProps {
  kitchen: KitchenRead;
  list: KitchenList & { add: (...values: string[]) => { added: number } };
  prefs: UsePreferences;
  onOpen: (recipe: SavedRecipe) => void;
  loadReader: () => Promise<RecipeReader>;
  /** The recipe area, given the device's saved recipes and shopping list. */
  children: ReactNode;
}

/** This device's kitchen around the recipe area: what is kept, saved recipes, the shopping list. */
export function DeviceKitchen(props: DeviceKitchenProps) {
  const { t } = useLingui();
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
    const { added } = list.add(...ticked);
    shopping.removeTicked(added);
    setMoved(
      added === ticked.length
        ? t`Moved ${added} to your list.`
        : t`Moved ${added} of ${ticked.length}: your list is full.`,
    );
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
