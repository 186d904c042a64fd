/**
 * A deadline that moves with every delta without a timer per delta, which was a visible share of
 * the server's CPU on a paced stream (docs/performance.md): an early timer re-arms for the rest.
 */
export interface Watchdog<K extends string> {
  /** From now, `kind` expires after `ms` with no new `arm`, unless paused. */
  arm(kind: K, ms: number): void;
  pause(): void;
  stop(): void;
}

export function createWatchdog<K extends string>(onExpire: (kind: K) => void): Watchdog<K> {
  let kind: K | undefined;
  let deadline = 0;
  let paused = true;
  let timer: NodeJS.Timeout | undefined;
  let timerDue = 0;

  const schedule = (now: number) => {
    clearTimeout(timer);
    timerDue = deadline;
    timer = setTimeout(check, Math.max(0, deadline - now));
  };
  function check() {
    timer = undefined;
    if (paused || kind === undefined) return;
    const now = performance.now();
    if (now < deadline) schedule(now);
    else onExpire(kind);
  }

  return {
    arm(k, ms) {
      const now = performance.now();
      kind = k;
      deadline = now + ms;
      paused = false;
      // A timer already due at or before the new deadline re-arms itself when it fires.
      if (timer === undefined || timerDue > deadline) schedule(now);
    },
    pause() {
      paused = true;
    },
    stop() {
      paused = true;
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
