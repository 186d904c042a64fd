import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { KitchenRead, StorageState } from './kitchen-store';
import { onOtherTab } from './kitchen-channel';
import { storedPreferences } from './preferences-schema';
import { useKeptKitchen } from './use-kept-kitchen';
import { EMPTY_PREFERENCES, type UsePreferences } from '../preferences';

export interface KitchenList {
  ingredients: readonly { text: string }[];
  replace: (texts: readonly string[]) => void;
}

const EMPTY = { ingredients: [], preferences: EMPTY_PREFERENCES };

/** The list and the preferences kept on this device and in step with the page's other tabs. */
export function useKitchenSync(kitchen: KitchenRead, list: KitchenList, prefs: UsePreferences) {
  const [storage, setStorage] = useState<StorageState>(kitchen.first.storage);
  const onWrite = useCallback((ok: boolean) => setStorage(ok ? 'on' : 'off'), []);
  const texts = useMemo(() => list.ingredients.map((item) => item.text), [list.ingredients]);
  const kept = useKeptKitchen(
    useMemo(() => ({ ingredients: texts, preferences: prefs.form }), [texts, prefs.form]),
    onWrite,
  );
  const { replace } = list;
  const replacePrefs = prefs.replace;
  const typed = useRef(texts);
  useEffect(() => {
    typed.current = texts;
  }, [texts]);

  /** A kitchen from elsewhere (another tab, Forget): shown, not written back. */
  const apply = useCallback(
    (value: { ingredients: string[]; preferences: unknown }) => {
      const form = storedPreferences(value.preferences) ?? EMPTY_PREFERENCES;
      kept.quiet({ ingredients: value.ingredients, preferences: form });
      replace(value.ingredients);
      replacePrefs(form);
    },
    [kept, replace, replacePrefs],
  );

  useEffect(
    () =>
      onOtherTab((message) => {
        if (message.kind === 'kitchen') apply(message.value);
        else if (message.kind === 'forgotten') apply(EMPTY);
      }),
    [apply],
  );

  // A database slower than the first paint's bound: its list joins whatever was typed meanwhile.
  useEffect(() => {
    if (kitchen.first.storage !== 'late') return;
    void kitchen.full.then((read) => {
      setStorage(read.storage);
      if (read.ingredients.length > 0) replace([...read.ingredients, ...typed.current]);
      const form = storedPreferences(read.preferences);
      if (form) replacePrefs(form);
    });
  }, [kitchen, replace, replacePrefs]);

  /** After Forget everything: the page empties without writing anything back. */
  const reset = useCallback(() => apply(EMPTY), [apply]);
  return { storage, reset, onWrite };
}
