/**
 * Builds the Pantry Chef server (not listening): the recipe API, health and config, the built page,
 * and the protections around them. Tests and the bench build it directly; server.ts listens.
 */
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { LIMITS } from '../shared/limits';
import type { Config } from './config';
import { AppError } from './errors';
import { errorHandler } from './plugins/error-handler';
import { rateLimiting } from './plugins/rate-limit';
import { loggerOptions, requestLog } from './plugins/request-log';
import { security } from './plugins/security';
import { staticPage } from './plugins/static-page';
import { createProvider } from './providers';
import type { RecipeProvider } from './providers/types';
import { recipeRoutes } from './routes/recipe';
import { statusRoutes } from './routes/status';
import { StreamTracker } from './streams';

/** Where `npm run build` puts the page, found from this file so the working directory does not matter. */
export const DEFAULT_STATIC_ROOT = fileURLToPath(new URL('../../dist/client', import.meta.url));

export interface AppDeps {
  /** The model source; by default the remote provider when configured, else the embedded model. */
  provider?: RecipeProvider;
  /** Where log lines go (default stdout). */
  logStream?: NodeJS.WritableStream;
  /** The built page's folder (default dist/client). */
  staticRoot?: string;
}

export function buildApp(config: Config, deps: AppDeps = {}): FastifyInstance {
  const app = Fastify({
    logger: loggerOptions(config, deps.logStream),
    // Fastify's own request lines would carry the URL's query; ours (request-log.ts) do not.
    logController: new LogController({
      disableRequestLogging: true,
      requestIdLogLabel: 'requestId',
    }),
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: LIMITS.maxBodyBytes,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // Answered by our own hook below, in our error shape.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
  });

  const provider = deps.provider ?? createProvider(config, { log: app.log });
  const streams = new StreamTracker({
    perClient: config.rateLimit.maxStreamsPerClient,
    total: config.rateLimit.maxStreamsTotal,
  });

  // Route schemas are the shared zod schemas.
  app.setValidatorCompiler(validatorCompiler);
  // JSON is the only body the API takes; anything else is a 415.
  app.removeContentTypeParser('text/plain');

  app.register(requestLog);
  app.register(errorHandler);
  app.register(security);
  app.register(rateLimiting, { config });

  // Graceful shutdown: refuse new work, let running recipes finish for the grace period, then end
  // them with a `shutting_down` event so the page can say so.
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
      app.log.info(
        { streams: streams.size, graceMs: config.shutdownGraceMs },
        'letting recipes finish',
      );
    }
    graceTimer = setTimeout(() => {
      streams.shutdownAll();
      // Past the deadline nothing may hold the close open, not even a kept-alive socket.
      graceTimer = setTimeout(() => app.server.closeAllConnections(), 500);
    }, config.shutdownGraceMs);
  });
  app.addHook('onClose', async () => {
    clearTimeout(graceTimer);
    await provider.close();
  });

  app.register(statusRoutes, { config, provider });
  app.register(recipeRoutes, { config, provider, streams });
  app.register(staticPage, { root: deps.staticRoot ?? DEFAULT_STATIC_ROOT });

  return app;
}
