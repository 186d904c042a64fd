/**
 * `POST /api/recipe`: the body is validated by the route's schema; the provider's events are then
 * written as Server-Sent Events (`delta`, then `done` or `error`, see src/shared/api.ts). Nothing is
 * sent before the first text, so a failure before any text still gets a real status and a JSON
 * error.
 */
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LIMITS } from '../../shared/limits';
import { recipeRequestSchema } from '../../shared/recipe-request';
import type { Config } from '../config';
import { AppError, describeStreamError, logFields } from '../errors';
import { recipeRateLimit } from '../plugins/rate-limit';
import { buildRecipeMessages } from '../prompt';
import { ProviderError, type ProviderEvent, type RecipeProvider } from '../providers/types';
import type { StreamLease, StreamTracker } from '../streams';
import { EventStream } from './event-stream';

export interface RecipeRouteOptions {
  config: Config;
  provider: RecipeProvider;
  streams: StreamTracker;
}

/** Why a recipe's provider call was aborted. */
const CLIENT_GONE = 'client_gone';
const SHUTDOWN = 'shutdown';

export function clientKey(request: FastifyRequest): string {
  return normalizeIP(request.ip);
}

/** Aborts the provider call when the visitor leaves or the server shuts down. */
function abortOnLeaveOrShutdown(reply: FastifyReply, lease: StreamLease, out: EventStream) {
  const controller = new AbortController();
  const onClose = () => {
    if (reply.raw.writableFinished) return;
    controller.abort(CLIENT_GONE);
    // An unfinished answer must not leave its keep-alive socket open: it would hold shutdown.
    reply.raw.destroy();
  };
  reply.raw.once('close', onClose);
  lease.onShutdown = () => {
    controller.abort(SHUTDOWN);
    out.end({ event: 'error', data: describeStreamError(new AppError('shutting_down')) });
  };
  return { signal: controller.signal, detach: () => reply.raw.off('close', onClose) };
}

/** The wire event for a provider event. */
function toWire(event: ProviderEvent) {
  return event.type === 'text'
    ? ({ event: 'delta', data: { text: event.text } } as const)
    : ({ event: 'done', data: { finishReason: event.reason } } as const);
}

export const recipeRoutes: FastifyPluginAsyncZod<RecipeRouteOptions> = async (
  app,
  { config, provider, streams },
) => {
  app.post(
    '/api/recipe',
    {
      schema: { body: recipeRequestSchema },
      bodyLimit: LIMITS.maxBodyBytes,
      config: { rateLimit: recipeRateLimit(config) },
    },
    async (request, reply) => {
      const lease = streams.acquire(clientKey(request));
      const out = new EventStream(reply);
      const { signal, detach } = abortOnLeaveOrShutdown(reply, lease, out);
      let failure: unknown;
      try {
        for await (const event of provider.streamRecipe(
          buildRecipeMessages(request.body),
          signal,
        )) {
          if (event.type === 'finish' && !out.started) {
            throw new ProviderError('bad_response', 'the answer held no text');
          }
          await out.write(toWire(event), signal);
        }
        if (!signal.aborted && !out.finished) {
          const kind = out.started ? 'stream_error' : 'bad_response';
          throw new ProviderError(kind, 'the provider ended without finishing');
        }
      } catch (err) {
        if (!out.started) failure = err;
        else if (!signal.aborted) {
          const apiError = describeStreamError(err);
          request.outcome = { ...logFields(err), errorCode: apiError.code };
          out.end({ event: 'error', data: apiError });
        }
      } finally {
        lease.release();
        detach();
        if (signal.reason === CLIENT_GONE) reply.raw.destroy();
        else out.end();
      }
      if (out.started) return;
      if (signal.reason === SHUTDOWN) throw new AppError('shutting_down');
      // Nobody is listening any more: nothing to send (the request line is written at close).
      if (signal.aborted) return reply.hijack();
      throw failure;
    },
  );
};
