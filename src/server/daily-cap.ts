/**
 * The spending cap: at most `RECIPES_PER_DAY` recipes per UTC day for the whole server, every
 * instance together when they share Redis. A day is the UTC calendar day, so every instance and
 * every visitor sees the same reset time (midnight UTC) whatever their time zone.
 *
 * A recipe counts when the model is asked for it (past validation, the rate limit and the stream
 * caps), whether or not it then succeeds: a failed call may still have been billed.
 */
import type { Redis } from 'ioredis';
import { AppError } from './errors';
import { throttledWarning, type WarnLog } from './redis';

const DAY_MS = 24 * 60 * 60 * 1000;
const KEY_PREFIX = 'pantry-chef-recipes-';

/** The UTC day `now` falls in (`2026-11-23`), and the seconds until the next one begins. */
export function utcDay(now: Date): { day: string; secondsLeft: number } {
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return {
    day: new Date(start).toISOString().slice(0, 10),
    secondsLeft: Math.max(1, Math.ceil((start + DAY_MS - now.getTime()) / 1000)),
  };
}

export interface DailyCap {
  /** Counts one recipe; throws `daily_limit_reached` (with the wait until midnight UTC) past the cap. */
  take(now?: Date): Promise<void>;
}

/**
 * The count lives in Redis when there is one; this instance's own count is kept too, and decides
 * alone while Redis fails (logged), so an outage bounds each instance instead of opening the tap.
 */
export function createDailyCap(
  perDay: number | undefined,
  redis: Redis | undefined,
  log: WarnLog,
): DailyCap {
  if (perDay === undefined) return { take: async () => {} };
  const local = { day: '', count: 0 };
  const warn = throttledWarning(
    log,
    'daily recipe count failed in Redis; counting in this instance',
  );

  async function shared(day: string, secondsLeft: number): Promise<number | undefined> {
    if (!redis) return undefined;
    try {
      const key = `${KEY_PREFIX}${day}`;
      // Kept an hour past its day, so a late instance still reads the day it counts in.
      const replies = await redis
        .multi()
        .incr(key)
        .expire(key, secondsLeft + 3_600)
        .exec();
      const [err, count] = replies?.[0] ?? [new Error('no reply')];
      if (err) throw err;
      return Number(count);
    } catch (err) {
      warn(err);
      return undefined;
    }
  }

  return {
    async take(now = new Date()) {
      const { day, secondsLeft } = utcDay(now);
      if (local.day !== day) Object.assign(local, { day, count: 0 });
      local.count++;
      const count = (await shared(day, secondsLeft)) ?? local.count;
      if (count > perDay) {
        throw new AppError('daily_limit_reached', { retryAfterSeconds: secondsLeft });
      }
    },
  };
}
