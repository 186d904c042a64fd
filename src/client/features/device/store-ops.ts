import { promisifyRequest, type UseStore } from 'idb-keyval';

/**
 * idb-keyval's operations written on its own store function: the library's module goes whole into
 * the first paint (which reads the list with it), so the writes used after it are kept out of it.
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
