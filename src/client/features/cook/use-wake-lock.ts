import { useEffect } from 'react';

/**
 * Keeps the screen on while mounted (the Screen Wake Lock API), taking the lock again when the page
 * comes back into view (the browser drops it when hidden). Where the API is missing or refuses,
 * nothing happens and nothing is said: the screen just dims as usual.
 */
export function useWakeLock(): void {
  useEffect(() => {
    if (!('wakeLock' in navigator) || !navigator.wakeLock) return;
    const wakeLock = navigator.wakeLock;
    let sentinel: WakeLockSentinel | null = null;
    let mounted = true;
    const acquire = () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      wakeLock.request('screen').then(
        (lock) => {
          if (mounted) sentinel = lock;
          else void lock.release().catch(() => undefined);
        },
        () => undefined,
      );
    };
    acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      mounted = false;
      document.removeEventListener('visibilitychange', acquire);
      void sentinel?.release().catch(() => undefined);
    };
  }, []);
}
