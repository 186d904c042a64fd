/**
 * The spending cap, `RECIPES_PER_DAY` per UTC day for every instance sharing Redis. A recipe counts
 * when the model is asked for it, success or not: a failed call may still have been billed.
 */
import type { Redis } from 'ioredis';
import { AppError } from './errors';
import { throttledWarning, type WarnLog } from './redis';

const DAY_MS = 24 * 60 * 60 * 1000;
const KEY_PREFIX = 'pantry-chef-recipes-';

export function utcDay(now: Date): { day: string; secondsLeft: number } {
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return {
    day: new Date(start).toISOString().slice(0, 10),
    secondsLeft: Math.max(1, Math.ceil((start + DAY_MS - now.getTime()) / 1000)),
  };
}

export interface DailyCap {
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
