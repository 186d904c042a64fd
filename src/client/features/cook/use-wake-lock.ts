import { useEffect } from 'react';

/** Taken again when the page is shown (hiding drops it); where the API fails, nothing is said. */
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
