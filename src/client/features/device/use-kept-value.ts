import { useEffect, useMemo, useRef } from 'react';
import { putValue } from './store-ops';
import { KITCHEN_KEYS, kitchenStore } from './kitchen-store';
import { tellOtherTabs } from './kitchen-channel';

type KeptKey = 'ingredients' | 'preferences';

/**
 * Writes the value whenever it changes and tells the other tabs. `quiet` records a value that came
 * from elsewhere (another tab, a reset), so it is neither written back nor echoed.
 */
export function useKeptValue(key: KeptKey, value: unknown, onWrite: (ok: boolean) => void) {
  const last = useRef(JSON.stringify(value));
  useEffect(() => {
    const json = JSON.stringify(value);
    if (json === last.current) return;
    last.current = json;
    tellOtherTabs({ kind: key, value } as Parameters<typeof tellOtherTabs>[0]);
    // A failed write changes nothing on screen: the page goes on in memory and says so.
    new Promise<void>((resolve) =>
      resolve(putValue(kitchenStore(), KITCHEN_KEYS[key], value)),
    ).then(
      () => onWrite(true),
      () => onWrite(false),
    );
  }, [key, value, onWrite]);
  return useMemo(
    () => ({
      quiet: (next: unknown) => {
        last.current = JSON.stringify(next);
      },
    }),
    [],
  );
}
