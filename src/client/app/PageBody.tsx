import { useMemo, useState, type RefObject } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createPortal } from 'react-dom';
import type { PageLanguage } from '../../shared/languages';
import { LanguageMenu } from '../features/language/lazy';
import type { FirstWords } from '../features/language';
import { usePageCatalog } from '../lib/use-page-catalog';
import { useOfflineWords } from './use-offline-words';
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
  /** The page's language, its menu's place in the header and how it changes the first words. */
  language: {
    language: PageLanguage;
    onWords: (words: FirstWords) => void;
    slot: RefObject<HTMLElement | null>;
  };
}

/** After the first paint: the recipe, and what this device keeps (saved recipes, shopping list). */
export default function PageBody({ list, kitchen, pageRef, language }: PageBodyProps) {
  const ready = usePageCatalog(language.language);
  useOfflineWords(language.language);
  const { ingredients } = list;
  const texts = useMemo(() => ingredients.map((ingredient) => ingredient.text), [ingredients]);
  const prefs = usePreferences(storedPreferences(kitchen.first.preferences));
  const [opened, setOpened] = useState<OpenedRecipe | null>(null);
  const open = (recipe: SavedRecipe) =>
    setOpened({
      text: recipe.text,
      ...(recipe.preferences && { preferences: recipe.preferences }),
    });
  // The body waits for its words (a moment after the first paint); hooks above keep their state.
  if (!ready) return null;
  return (
    <I18nProvider i18n={i18n}>
      {language.slot.current &&
        createPortal(
          <LanguageMenu language={language.language} onWords={language.onWords} />,
          language.slot.current,
        )}
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
    </I18nProvider>
  );
}
