/**
 * Whether the server can be reached, for the page to notice when the network goes and comes back
 * without a reload: the browser's `online`/`offline` events, and the page's own fetches (a phone
 * on a kitchen's wifi can be "online" with nothing behind it). While a fetch has failed and the
 * browser still says online, a cheap `GET /api/health` asks again now and then.
 */
import { useSyncExternalStore } from 'react';

export const PROBE_MS = 10_000;

const listeners = new Set<() => void>();
let unreachable = false;
let probe: ReturnType<typeof setTimeout> | undefined;

const notify = () => listeners.forEach((listener) => listener());

export function isOnline(): boolean {
  return navigator.onLine && !unreachable;
}

/** The result of a call to the server: `true` once it answered, `false` on a network error. */
export function reportReach(reached: boolean): void {
  clearTimeout(probe);
  probe = undefined;
  if (!reached) probe = setTimeout(probeServer, PROBE_MS);
  if (unreachable === !reached) return;
  unreachable = !reached;
  notify();
}

function probeServer(): void {
  // Offline, the `online` event will say when to try again.
  if (!navigator.onLine) return;
  fetch('/api/health', { cache: 'no-store' }).then(
    () => reportReach(true),
    () => reportReach(false),
  );
}

function onBrowserChange(): void {
  // Back online, the server is taken as reachable until a fetch says otherwise.
  if (navigator.onLine) unreachable = false;
  notify();
}

export function subscribeConnection(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('online', onBrowserChange);
    window.addEventListener('offline', onBrowserChange);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('online', onBrowserChange);
    window.removeEventListener('offline', onBrowserChange);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeConnection, isOnline);
}
