/**
 * The page keeps only its language's catalogs: other entries are dropped, and quick changes of
 * language end with the last one's. An in-memory Cache Storage stands in for the browser's (jsdom
 * has none); the real one is exercised in tests/e2e/offline-language.spec.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WORDS_CACHE } from '../../../shared/offline';
import { keepCatalogsOffline } from './keep-catalogs';

const stores = new Map<string, Map<string, string>>();
const fetched: string[] = [];
let offline = false;

function memoryCache(name: string) {
  const store = stores.get(name) ?? new Map<string, string>();
  stores.set(name, store);
  return {
    keys: async () => [...store.keys()].map((url) => ({ url })),
    delete: async (url: string) => store.delete(url),
    addAll: async (urls: string[]) => {
      // A fetch takes a moment: a later call must still win.
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (offline) throw new TypeError('Failed to fetch');
      for (const url of urls) {
        fetched.push(url);
        store.set(url, 'catalog');
      }
    },
  };
}

const urls = (language: string) => [
  `https://pantry.example/assets/words-first-${language}-A1.js`,
  `https://pantry.example/assets/words-page-${language}-B2.js`,
];
const kept = () => [...(stores.get(WORDS_CACHE)?.keys() ?? [])].sort();

beforeEach(() => {
  stores.clear();
  fetched.length = 0;
  offline = false;
  vi.stubGlobal('caches', { open: async (name: string) => memoryCache(name) });
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: { ready: Promise.resolve() } });
});
afterEach(() => vi.unstubAllGlobals());

describe('keeping the page language’s catalogs for offline use', () => {
  it('keeps the two catalogs, and fetches them only once', async () => {
    await keepCatalogsOffline(urls('de'));
    await keepCatalogsOffline(urls('de'));
    expect(kept()).toEqual(urls('de'));
    expect(fetched).toEqual(urls('de'));
  });

  it('drops another language’s and an older version’s catalogs', async () => {
    const store = new Map([
      ['https://pantry.example/assets/words-page-de-OLD.js', 'catalog'],
      ['https://pantry.example/assets/words-first-nl-A1.js', 'catalog'],
    ]);
    stores.set(WORDS_CACHE, store);
    await keepCatalogsOffline(urls('de'));
    expect(kept()).toEqual(urls('de'));
  });

  it('keeps the words it had when the new ones cannot be fetched', async () => {
    await keepCatalogsOffline(urls('de'));
    offline = true;
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await keepCatalogsOffline(urls('fr'));
    expect(kept()).toEqual(urls('de'));
  });

  it('ends with the last choice when the language changes quickly', async () => {
    void keepCatalogsOffline(urls('de'));
    void keepCatalogsOffline(urls('fr'));
    await keepCatalogsOffline(urls('it'));
    expect(kept()).toEqual(urls('it'));
  });
});
