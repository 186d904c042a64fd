/**
 * The first paint's read of the kitchen kept on this device (IndexedDB `pantry-chef`, store
 * `kitchen`, key `kitchen`: the list with the preferences). Written by hand, not with idb-keyval
 * (store-ops.ts, after the first paint): the library's module would cost the first paint more bytes
 * than these few lines, and the first paint has none to spare.
 */
/** on: read and writable so far; off: refused; late: not read within the bound (may come later). */
export type StorageState = 'on' | 'off' | 'late';

export interface RememberedKitchen {
  ingredients: string[];
  /** Checked where it is used (after the first paint). */
  preferences: unknown;
  storage: StorageState;
}

export interface KitchenRead {
  /** What the first render shows: the stored kitchen, or an empty one after the bound. */
  first: RememberedKitchen;
  /** The read itself, for a late answer. */
  full: Promise<RememberedKitchen>;
}

interface Kept {
  ingredients?: unknown;
  preferences?: unknown;
}

const remembered = (storage: StorageState, kept?: Kept): RememberedKitchen => ({
  // Text only: whatever else a damaged entry holds shows as text, never breaks the page.
  ingredients: Array.isArray(kept?.ingredients) ? kept.ingredients.map(String) : [],
  preferences: kept?.preferences,
  storage,
});

/** Reads the kitchen before the first render, waiting at most `boundMs` for a slow database. */
export async function readKitchen(boundMs: number): Promise<KitchenRead> {
  // Throws where the browser refuses IndexedDB (a blocked site, some private windows).
  const full = new Promise<Kept | undefined>((resolve, reject) => {
    const open = indexedDB.open('pantry-chef');
    open.onupgradeneeded = () => open.result.createObjectStore('kitchen');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const get = open.result.transaction('kitchen').objectStore('kitchen').get('kitchen');
      get.onsuccess = () => resolve(get.result);
      get.onerror = () => reject(get.error);
    };
  }).then(
    (kept) => remembered('on', kept),
    () => remembered('off'),
  );
  const first = await Promise.race([full, new Promise<void>((r) => setTimeout(r, boundMs))]);
  return { first: first ?? remembered('late'), full };
}
