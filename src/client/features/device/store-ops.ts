import { createStore, promisifyRequest, type UseStore } from 'idb-keyval';

/**
 * idb-keyval's operations on its own store function (a few, named for what they do here).
 */
export const getValue = (store: UseStore, key: string): Promise<unknown> =>
  store('readonly', (s) => promisifyRequest(s.get(key)));

export const getAllValues = (store: UseStore): Promise<unknown[]> =>
  store('readonly', (s) => promisifyRequest(s.getAll()));

const write = (store: UseStore, change: (s: IDBObjectStore) => void): Promise<void> =>
  store('readwrite', (s) => {
    change(s);
    return promisifyRequest(s.transaction);
  });

export const putValue = (store: UseStore, key: string, value: unknown) =>
  write(store, (s) => s.put(value, key));
export const deleteValue = (store: UseStore, key: string) => write(store, (s) => s.delete(key));
export const clearValues = (store: UseStore) => write(store, (s) => s.clear());

/** The kitchen store's keys: the list with the preferences (read before the first paint), and the rest. */
export const KITCHEN_KEYS = { kitchen: 'kitchen', shopping: 'shopping-list' } as const;

let kitchen: UseStore | undefined;
/** The store kitchen-store.ts reads before the first paint. Throws where IndexedDB is refused. */
export const kitchenStore = (): UseStore => (kitchen ??= createStore('pantry-chef', 'kitchen'));
