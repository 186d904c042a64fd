/**
 * Per-client request limit for the recipe route (routes opt in with `config.rateLimit`). With
 * REDIS_URL the counters live in Redis so every instance behind a load balancer shares them.
 *
 * Redis trouble fails open (`skipOnError`): a Redis outage should not take recipes away from every
 * visitor, and the per-instance stream caps still bound what any one client can spend meanwhile.
 */
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import { AppError } from '../errors';

const REDIS_READY_WAIT_MS = 2_000;

export const rateLimiting = fp<{ config: Config }>(
  async (app, { config }) => {
    let redis: Redis | undefined;
    if (config.rateLimit.redisUrl) {
      redis = new Redis(config.rateLimit.redisUrl, {
        connectTimeout: 1_000,
        maxRetriesPerRequest: 1,
        // No queueing while disconnected: the limiter answers at once and the request goes through.
        enableOfflineQueue: false,
        retryStrategy: (times) => Math.min(times * 200, 2_000),
      });
      let lastWarning = 0;
      redis.on('error', (err: unknown) => {
        // ioredis repeats this on every reconnect attempt; one line every 30 s is enough.
        if (Date.now() - lastWarning < 30_000) return;
        lastWarning = Date.now();
        app.log.warn({ err }, 'rate-limit store unreachable; requests are not being counted');
      });
      const client = redis;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(finish, REDIS_READY_WAIT_MS);
        function finish() {
          clearTimeout(timer);
          client.off('ready', finish);
          resolve();
        }
        if (client.status === 'ready') finish();
        else client.once('ready', finish);
      });
      app.addHook('onClose', async () => {
        client.disconnect();
      });
    }

    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis } : {}),
      nameSpace: 'pantry-chef-rate-',
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        new AppError('rate_limited', {
          retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)),
        }),
    });
  },
  { name: 'rate-limiting' },
);

/** The route option that applies the visitor's per-minute limit. */
export function recipeRateLimit(config: Config) {
  return { max: config.rateLimit.perMinute, timeWindow: 60_000 };
}
