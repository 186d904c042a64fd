/**
 * Redis trouble fails open (`skipOnError`): an outage should not take recipes away from every
 * visitor, and the per-instance stream caps still bound what one client can spend meanwhile.
 */
import { createRequire } from 'node:module';
import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Config } from '../config';
import { AppError } from '../errors';
import { throttledWarning, type WarnLog } from '../redis';

type RedisStoreCtor = new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => FastifyRateLimitStore;

// The library's own Redis store (not exported by name): wrapped below only to log its failures.
const RedisStore = createRequire(import.meta.url)(
  '@fastify/rate-limit/store/RedisStore.js',
) as RedisStoreCtor;

/** `skipOnError` is silent, and an operator must learn that requests are not being counted. */
function loggedRedisStore(
  redis: Redis,
  nameSpace: string,
  log: WarnLog,
): FastifyRateLimitStoreCtor {
  const warn = throttledWarning(log, 'rate-limit store failed; requests are not being counted');
  const logged = (inner: FastifyRateLimitStore): FastifyRateLimitStore => ({
    incr: (key, callback, timeWindow, max) =>
      inner.incr(
        key,
        (err, result) => {
          if (err) warn(err);
          callback(err, result);
        },
        timeWindow,
        max,
      ),
    child: (routeOptions) => logged(inner.child(routeOptions)),
  });
  return class {
    constructor() {
      return logged(new RedisStore(false, false, redis, nameSpace));
    }
  } as unknown as FastifyRateLimitStoreCtor;
}

export const rateLimiting = fp<{ redis: Redis | undefined; config: Config }>(
  async (app, { redis, config }) => {
    const nameSpace = 'pantry-chef-rate-';
    await app.register(rateLimit, {
      global: false,
      // The limit of `answerRateLimit`, the one every route asking the model shares.
      ...recipeRateLimit(config),
      ...(redis ? { store: loggedRedisStore(redis, nameSpace, app.log) } : {}),
      nameSpace,
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        new AppError('rate_limited', {
          retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)),
        }),
    });
  },
  { name: 'rate-limiting' },
);

export function recipeRateLimit(config: Config) {
  return { max: config.rateLimit.perMinute, timeWindow: 60_000 };
}

/** A page reports a failed view once per page load; more than this from one address is noise. */
const VIEW_FAILURES_PER_MINUTE = 12;

export function viewFailureRateLimit() {
  return { max: VIEW_FAILURES_PER_MINUTE, timeWindow: 60_000 };
}

/**
 * Every request that asks the model (a recipe, ideas) takes from one count per visitor: the
 * plugin's own store and limit, not the store of its own a route's `config.rateLimit` gets.
 */
export function answerRateLimit(app: FastifyInstance) {
  return app.rateLimit();
}
