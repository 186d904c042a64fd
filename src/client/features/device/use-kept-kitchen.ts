import { useEffect, useMemo, useRef } from 'react';
import { KITCHEN_KEYS, kitchenStore, putValue } from './store-ops';
import { tellOtherTabs } from './kitchen-channel';

export interface KeptKitchen {
  ingredients: string[];
  preferences: unknown;
}

/**
 * Writes the list with the preferences whenever either changes and tells the other tabs. `quiet` records a value that came
 * from elsewhere (another tab, a reset), so it is neither written back nor echoed.
 */
export function useKeptKitchen(value: KeptKitchen, onWrite: (ok: boolean) => void) {
  const last = useRef(JSON.stringify(value));
  useEffect(() => {
    const json = JSON.stringify(value);
    if (json === last.current) return;
    last.current = json;
    tellOtherTabs({ kind: 'kitchen', value });
    // A failed write changes nothing on screen: the page goes on in memory and says so.
    new Promise<void>((resolve) =>
      resolve(putValue(kitchenStore(), KITCHEN_KEYS.kitchen, value)),
    ).then(
      () => onWrite(true),
      () => onWrite(false),
    );
  }, [value, onWrite]);
  return useMemo(
    () => ({
      quiet: (next: unknown) => {
        last.current = JSON.stringify(next);
      },
    }),
    [],
  );
}
