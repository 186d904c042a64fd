import { useCallback, useEffect, useRef, useState } from 'react';

export interface CookTimer {
  id: number;
  /** "10 min" */
  label: string;
  /** The step it was started from, counted from 1. */
  step: number;
  endsAt: number;
  ended: boolean;
}

export interface CookTimers {
  timers: readonly CookTimer[];
  /** The time the timers were last drawn at (ms since the epoch). */
  now: number;
  start: (label: string, seconds: number, step: number) => void;
  remove: (id: number) => void;
}

/** Often enough that the seconds shown never lag visibly. */
const TICK_MS = 250;

/**
 * Any number of timers, running whatever step is shown. They live in memory only: a reload loses
 * them. `onEnded` is called once for each timer when it reaches zero.
 */
export function useCookTimers(onEnded: (ended: readonly CookTimer[]) => void): CookTimers {
  const [timers, setTimers] = useState<readonly CookTimer[]>([]);
  const [now, setNow] = useState(() => Date.now());
  // Ended ids are noted at once: several ticks may run before React renders the ended state.
  const latest = useRef({ timers, onEnded, nextId: 1, endedIds: new Set<number>() });
  useEffect(() => {
    latest.current.timers = timers;
    latest.current.onEnded = onEnded;
  });
  const running = timers.some((timer) => !timer.ended);

  useEffect(() => {
    if (!running) return;
    const tick = () => {
      const time = Date.now();
      setNow(time);
      const { timers: current, endedIds } = latest.current;
      const ended = current.filter((timer) => !endedIds.has(timer.id) && timer.endsAt <= time);
      if (!ended.length) return;
      for (const timer of ended) endedIds.add(timer.id);
      setTimers((list) =>
        list.map((timer) => (endedIds.has(timer.id) ? { ...timer, ended: true } : timer)),
      );
      latest.current.onEnded(ended);
    };
    const interval = setInterval(tick, TICK_MS);
    return () => clearInterval(interval);
  }, [running]);

  const start = useCallback((label: string, seconds: number, step: number) => {
    const time = Date.now();
    const id = latest.current.nextId++;
    setNow(time);
    setTimers((list) => [
      ...list,
      { id, label, step, endsAt: time + seconds * 1000, ended: false },
    ]);
  }, []);
  const remove = useCallback(
    (id: number) => setTimers((list) => list.filter((timer) => timer.id !== id)),
    [],
  );
  return { timers, now, start, remove };
}
