import { createStore, promisifyRequest, type UseStore } from 'idb-keyval';

/**
 * The visitor's kitchen on this device: small values under fixed keys in one IndexedDB store. This
 * file is in the first paint (the remembered list shows in it); the writes load after it.
 */
export const KITCHEN_KEYS = {
  ingredients: 'ingredients',
  preferences: 'preferences',
  shopping: 'shopping-list',
} as const;

let store: UseStore | undefined;
/** Throws where the browser refuses IndexedDB (a blocked site, some private windows). */
export const kitchenStore = (): UseStore => (store ??= createStore('pantry-chef', 'kitchen'));

/** on: read and writable so far; off: refused; late: not read within the bound (may come later). */
export type StorageState = 'on' | 'off' | 'late';

export interface RememberedKitchen {
  ingredients: string[];
  /** Checked where it is used (after the first paint). */
  preferences: unknown;
  storage: StorageState;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];

const nothing = (storage: StorageState): RememberedKitchen => ({
  ingredients: [],
  preferences: undefined,
  storage,
});

export interface KitchenRead {
  /** What the first render shows: the stored kitchen, or an empty one after `boundMs`. */
  first: RememberedKitchen;
  /** The read itself, for a late answer. */
  full: Promise<RememberedKitchen>;
}

/** Reads the kitchen before the first render, waiting at most `boundMs` for a slow database. */
export async function readKitchen(boundMs: number): Promise<KitchenRead> {
  const full = new Promise<unknown[]>((resolve) =>
    resolve(
      kitchenStore()('readonly', (s) =>
        Promise.all(
          [KITCHEN_KEYS.ingredients, KITCHEN_KEYS.preferences].map((key) =>
            promisifyRequest(s.get(key)),
          ),
        ),
      ),
    ),
  ).then(
    ([ingredients, preferences]) => ({
      ingredients: strings(ingredients),
      preferences,
      storage: 'on' as const,
    }),
    () => nothing('off'),
  );
  return {
    first: await Promise.race([
      full,
      new Promise<RememberedKitchen>((r) => setTimeout(r, boundMs, nothing('late'))),
    ]),
    full,
  };
}
