/**
 * Registers the Workbox service worker that vite-plugin-pwa builds (vite.pwa.ts), through
 * workbox-window itself rather than the plugin's `virtual:pwa-register`: that one hands
 * `navigator.serviceWorker.register` a plain string, which the page's Trusted Types
 * (`require-trusted-types-for 'script'`) refuse. Here the one URL passes the one policy the CSP
 * names, `pantry-chef-sw`, which makes nothing but the worker's own URL.
 */
import { Workbox } from 'workbox-window';
import { SW_TRUSTED_TYPES_POLICY as SW_POLICY } from '../../../shared/offline';

/** A new version is looked for this often while the page stays open, and when it comes back. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

interface ScriptUrlPolicy {
  createScriptURL(input: string): unknown;
}
declare global {
  interface Window {
    trustedTypes?: {
      createPolicy(
        name: string,
        rules: { createScriptURL: (input: string) => string },
      ): ScriptUrlPolicy;
    };
  }
}

export interface UpdateHandlers {
  /** A new version is ready; `apply` switches to it and reloads the page. */
  onUpdateReady: (apply: () => void) => void;
}

function workerUrl(): string | object {
  const url = `${import.meta.env.BASE_URL}sw.js`;
  const policy = window.trustedTypes?.createPolicy(SW_POLICY, {
    createScriptURL: (input) => {
      if (input !== url) throw new TypeError(`${SW_POLICY} makes only ${url}`);
      return input;
    },
  });
  return (policy?.createScriptURL(url) as object | undefined) ?? url;
}

export async function registerServiceWorker({ onUpdateReady }: UpdateHandlers): Promise<void> {
  const wb = new Workbox(workerUrl() as string, { scope: import.meta.env.BASE_URL });
  let applying = false;
  // A page that an older worker already served has old files once another takes over.
  let served = Boolean(navigator.serviceWorker.controller);
  const apply = () => {
    applying = true;
    wb.messageSkipWaiting();
  };
  // Waiting: found now, or already waiting from an earlier visit (never a page stuck on an old
  // version). The switch happens only when the visitor asks: never in the middle of a recipe.
  wb.addEventListener('waiting', () => onUpdateReady(apply));
  wb.addEventListener('controlling', () => {
    // Asked for here, reload; switched by another tab, this page's files are old: offer it too.
    // The first worker taking this page (clientsClaim) changes nothing on screen.
    if (applying) window.location.reload();
    else if (served) onUpdateReady(() => window.location.reload());
    served = true;
  });
  await wb.register();

  const check = () => void wb.update().catch(() => undefined);
  setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  window.addEventListener('online', check);
}
