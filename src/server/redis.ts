/** Redis trouble never holds a request: commands time out, nothing queues, callers fail open. */
import { Redis } from 'ioredis';

/** A Redis that accepts connections but never answers costs a request at most this long. */
export const REDIS_COMMAND_TIMEOUT_MS = 100;
/** How long start-up waits for Redis before serving without it (it keeps reconnecting). */
const READY_WAIT_MS = 2_000;
/** ioredis repeats a failure on every attempt and command; one line per kind this often is enough. */
const WARN_EVERY_MS = 30_000;

export interface WarnLog {
  warn(obj: object, msg?: string): void;
}

export function throttledWarning(log: WarnLog, message: string): (err: unknown) => void {
  let last = -Infinity;
  return (err) => {
    const now = performance.now();
    if (now - last < WARN_EVERY_MS) return;
    last = now;
    const reason = err instanceof Error ? err.message : String(err);
    // ioredis's messages name the failure ("Command timed out"), never a key's value.
    log.warn({ reason }, message);
  };
}

export function createRedis(
  url: string,
  log: WarnLog,
  commandTimeoutMs = REDIS_COMMAND_TIMEOUT_MS,
): Redis {
  const redis = new Redis(url, {
    connectTimeout: 1_000,
    commandTimeout: commandTimeoutMs,
    maxRetriesPerRequest: 1,
    // No queueing while disconnected: the callers answer at once and the request goes through.
    enableOfflineQueue: false,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  redis.on('error', throttledWarning(log, 'Redis unreachable'));
  return redis;
}

export function redisReady(redis: Redis): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(finish, READY_WAIT_MS);
    function finish() {
      clearTimeout(timer);
      redis.off('ready', finish);
      resolve();
    }
    if (redis.status === 'ready') finish();
    else redis.once('ready', finish);
  });
}
