import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { KitchenRead, StorageState } from './kitchen-store';
import { onOtherTab } from './kitchen-channel';
import { storedPreferences } from './preferences-schema';
import { useKeptValue } from './use-kept-value';
import { EMPTY_PREFERENCES, type UsePreferences } from '../preferences';

export interface KitchenList {
  ingredients: readonly { text: string }[];
  replace: (texts: readonly string[]) => void;
}

/** The list and the preferences kept on this device and in step with the page's other tabs. */
export function useKitchenSync(kitchen: KitchenRead, list: KitchenList, prefs: UsePreferences) {
  const [storage, setStorage] = useState<StorageState>(kitchen.first.storage);
  const onWrite = useCallback((ok: boolean) => setStorage(ok ? 'on' : 'off'), []);
  const texts = useMemo(() => list.ingredients.map((item) => item.text), [list.ingredients]);
  const keptList = useKeptValue('ingredients', texts, onWrite);
  const keptPrefs = useKeptValue('preferences', prefs.form, onWrite);
  const { replace } = list;
  const typed = useRef(texts);
  useEffect(() => {
    typed.current = texts;
  }, [texts]);
  const replacePrefs = prefs.replace;

  useEffect(
    () =>
      onOtherTab((message) => {
        if (message.kind === 'ingredients') {
          keptList.quiet(message.value);
          replace(message.value);
        } else if (message.kind === 'preferences') {
          const form = storedPreferences(message.value);
          if (!form) return;
          keptPrefs.quiet(form);
          replacePrefs(form);
        } else if (message.kind === 'forgotten') {
          keptList.quiet([]);
          replace([]);
          keptPrefs.quiet(EMPTY_PREFERENCES);
          replacePrefs(EMPTY_PREFERENCES);
        }
      }),
    [keptList, keptPrefs, replace, replacePrefs],
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
  const reset = () => {
    keptList.quiet([]);
    replace([]);
    keptPrefs.quiet(EMPTY_PREFERENCES);
    replacePrefs(EMPTY_PREFERENCES);
  };
  return { storage, reset, onWrite };
}
