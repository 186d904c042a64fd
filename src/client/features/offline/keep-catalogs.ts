import { WORDS_CACHE } from '../../../shared/offline';

/**
 * Only the visitor's language is downloaded, so the precache holds no catalog (vite.pwa.ts): the
 * page keeps its language's catalogs in their own cache, which the worker answers from offline.
 * The first visit fetched them before any worker was there, so they are put in here rather than
 * waiting for the worker to see them; another language's (an earlier choice, or an older
 * version's hashed files) are dropped. Calls run one after the other: the last choice wins.
 */
let queue: Promise<void> = Promise.resolve();

export function keepCatalogsOffline(urls: readonly string[]): Promise<void> {
  queue = queue
    .then(() => keep(urls))
    .catch((error: unknown) => {
      // Offline, or storage refused: the catalogs are kept at the next chance.
      console.warn('The page language could not be kept for offline use', error);
    });
  return queue;
}

async function keep(urls: readonly string[]): Promise<void> {
  if (!('caches' in window) || !('serviceWorker' in navigator)) return;
  // Only once a worker is there to answer from the cache.
  await navigator.serviceWorker.ready;
  const cache = await caches.open(WORDS_CACHE);
  const held = (await cache.keys()).map((request) => request.url);
  // The new words first: if they cannot be fetched, the words kept before stay kept.
  await cache.addAll(urls.filter((url) => !held.includes(url)));
  await Promise.all(held.filter((url) => !urls.includes(url)).map((url) => cache.delete(url)));
}
