/** The server, not listening: tests and the bench build it directly; server.ts listens. */
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Server } from 'node:http';
import Fastify, { LogController, type FastifyHttpOptions, type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { LIMITS } from '../shared/limits';
import type { Config, TrustProxy } from './config';
import { createDailyCap } from './daily-cap';
import { AppError } from './errors';
import { Metrics } from './metrics';
import { errorHandler } from './plugins/error-handler';
import { metricsEndpoint } from './plugins/metrics';
import { rateLimiting } from './plugins/rate-limit';
import { loggerOptions, requestLog, type RequestDone } from './plugins/request-log';
import { security } from './plugins/security';
import { staticPage } from './plugins/static-page';
import { createProvider } from './providers';
import type { RecipeProvider } from './providers/types';
import { createRedis, redisReady } from './redis';
import { ideasRoutes } from './routes/ideas';
import { recipeRoutes } from './routes/recipe';
import { statusRoutes } from './routes/status';
import { viewFailureRoutes } from './routes/view-failure';
import { StreamTracker } from './streams';

/** Found from this file, so the working directory does not matter. */
export const DEFAULT_STATIC_ROOT = fileURLToPath(new URL('../../dist/client', import.meta.url));

export interface AppDeps {
  provider?: RecipeProvider;
  logStream?: NodeJS.WritableStream;
  staticRoot?: string;
  redisCommandTimeoutMs?: number;
  timeouts?: Partial<typeof SERVER_TIMEOUTS>;
}

/** A recipe stream lifts the idle timeout while its own limits run. */
export const SERVER_TIMEOUTS = {
  requestTimeoutMs: 10_000,
  connectionTimeoutMs: 10_000,
  checkEveryMs: 1_000,
};

/** Fastify's types lack the hop count `trustProxy` takes, so the count is a function. */
function trustProxyOption(
  trust: TrustProxy,
): boolean | string[] | ((a: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

function countRequests(metrics: Metrics): RequestDone {
  return (request, status, closedEarly) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.request(route, request.method, status);
    if (route !== '/api/recipe' && route !== '/api/ideas') return;
    const outcome = request.outcome;
    const finish = typeof outcome?.finishReason === 'string' ? outcome.finishReason : undefined;
    const name = outcome?.errorCode ?? finish ?? (closedEarly ? 'client_gone' : 'none');
    if (route === '/api/ideas') metrics.ideasOutcome(name);
    else metrics.recipeOutcome(name);
  };
}

function serverOptions(config: Config, deps: AppDeps): FastifyHttpOptions<Server> {
  const timeouts = { ...SERVER_TIMEOUTS, ...deps.timeouts };
  return {
    logger: loggerOptions(config, deps.logStream),
    // Fastify's own request lines would carry the URL's query; ours (request-log.ts) do not.
    logController: new LogController({
      disableRequestLogging: true,
      requestIdLogLabel: 'requestId',
    }),
    genReqId: () => randomUUID(),
    trustProxy: trustProxyOption(config.trustProxy),
    // A client that sends its headers and part of a body cannot hold a socket.
    requestTimeout: timeouts.requestTimeoutMs,
    connectionTimeout: timeouts.connectionTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    http: {
      connectionsCheckingInterval: timeouts.checkEveryMs,
      // Node enforces neither deadline while the headers' own is the longer one.
      headersTimeout: timeouts.requestTimeoutMs,
    },
    bodyLimit: LIMITS.maxBodyBytes,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // Answered by our own hook below, in our error shape.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
  };
}

/** Running recipes may finish for the grace period, then get a `shutting_down` event. */
function gracefulShutdown(app: FastifyInstance, streams: StreamTracker, graceMs: number) {
  let closing = false;
  let graceTimer: NodeJS.Timeout | undefined;
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    throw new AppError('shutting_down');
  });
  app.addHook('onResponse', async () => {
    // A keep-alive connection that goes idle after closing began would hold the close open.
    if (closing) setImmediate(() => app.server.closeIdleConnections());
  });
  app.addHook('preClose', async () => {
    closing = true;
    // Armed even with no stream running: a request already past the door may still start one.
    if (streams.size > 0) {
      app.log.info({ streams: streams.size, graceMs }, 'letting recipes finish');
    }
    graceTimer = setTimeout(() => {
      streams.shutdownAll();
      // Past the deadline nothing may hold the close open, not even a kept-alive socket.
      graceTimer = setTimeout(() => app.server.closeAllConnections(), 500);
    }, graceMs);
  });
  app.addHook('onClose', async () => clearTimeout(graceTimer));
}

export function buildApp(config: Config, deps: AppDeps = {}): FastifyInstance {
  const app = Fastify(serverOptions(config, deps));
  if (config.trustProxy === true) {
    app.log.warn(
      'TRUST_PROXY=true believes every X-Forwarded-For entry, so a visitor can forge a fresh rate ' +
        'limit on each request: set it to the number of proxies in front (e.g. 1) or their addresses',
    );
  }
  const provider = deps.provider ?? createProvider(config, { log: app.log });
  const streams = new StreamTracker({
    perClient: config.rateLimit.maxStreamsPerClient,
    total: config.rateLimit.maxStreamsTotal,
  });
  const redis = config.rateLimit.redisUrl
    ? createRedis(config.rateLimit.redisUrl, app.log, deps.redisCommandTimeoutMs)
    : undefined;
  const cap = createDailyCap(config.recipesPerDay, redis, app.log);
  const metricsOn = config.metrics.onMainPort || config.metrics.port !== undefined;
  const metrics = metricsOn ? new Metrics(streams, provider) : undefined;

  app.setValidatorCompiler(validatorCompiler);
  // JSON is the only body the API takes; anything else is a 415.
  app.removeContentTypeParser('text/plain');

  app.register(requestLog, metrics ? { onDone: countRequests(metrics) } : {});
  app.register(errorHandler);
  app.register(security);
  if (redis) {
    app.register(async () => redisReady(redis));
    app.addHook('onClose', async () => redis.disconnect());
  }
  app.register(rateLimiting, { redis, config });
  if (metrics) app.register(metricsEndpoint, { config: config.metrics, metrics });

  gracefulShutdown(app, streams, config.shutdownGraceMs);
  app.addHook('onClose', async () => provider.close());

  app.register(statusRoutes, { config, provider });
  app.register(recipeRoutes, { config, provider, streams, cap, metrics });
  app.register(viewFailureRoutes, { metrics });
  app.register(ideasRoutes, { config, provider, streams, cap, metrics });
  app.register(staticPage, { root: deps.staticRoot ?? DEFAULT_STATIC_ROOT });

  return app;
}
