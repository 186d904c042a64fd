import { useEffect, useState } from 'react';

/**
 * Registers the service worker once the page is up (this hook runs in a chunk loaded after the
 * first paint, and the worker's code loads in one more). `apply` is set once a new version waits.
 */
export function useServiceWorker(): { apply: (() => void) | null } {
  const [apply, setApply] = useState<(() => void) | null>(null);

  useEffect(() => {
    // The dev server builds no worker; a browser without one gets the page as before.
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let live = true;
    import('./register-service-worker')
      .then(({ registerServiceWorker }) =>
        registerServiceWorker({ onUpdateReady: (next) => live && setApply(() => next) }),
      )
      .catch((error: unknown) =>
        console.error('The page could not be made to work offline', error),
      );
    return () => {
      live = false;
    };
  }, []);

  return { apply };
}
