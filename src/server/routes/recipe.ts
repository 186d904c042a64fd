/**
 * `POST /api/recipe`: the body is validated by the route's schema; the provider's events are then
 * written as Server-Sent Events (`delta`, then `done` or `error`, see src/shared/api.ts). Nothing is
 * sent before the first text, so a failure before any text still gets a real status and a JSON
 * error. Every stream is bounded in time and size (`RECIPE_MAX_MS`, or the embedded model's own
 * limit from its measured pace; 64 KB of text).
 */
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LIMITS } from '../../shared/limits';
import { recipeRequestSchema } from '../../shared/recipe-request';
import { REMOTE_RECIPE_MAX_MS, type Config } from '../config';
import type { DailyCap } from '../daily-cap';
import { AppError, describeStreamError, logFields } from '../errors';
import { NO_OBSERVER, type Metrics } from '../metrics';
import { recipeRateLimit } from '../plugins/rate-limit';
import { buildRecipeMessages } from '../prompt';
import { ProviderError, type ProviderEvent, type RecipeProvider } from '../providers/types';
import type { StreamLease, StreamTracker } from '../streams';
import { EventStream } from './event-stream';

export interface RecipeRouteOptions {
  config: Config;
  provider: RecipeProvider;
  streams: StreamTracker;
  cap: DailyCap;
  metrics: Metrics | undefined;
}

/** Why a recipe's provider call was aborted (a limit aborts with its AppError instead). */
const CLIENT_GONE = 'client_gone';
const SHUTDOWN = 'shutdown';

export function clientKey(request: FastifyRequest): string {
  return normalizeIP(request.ip);
}

interface RecipeCall {
  signal: AbortSignal;
  /** Stops the provider call because the recipe passed one of its limits. */
  limit(reason: AppError): void;
  detach(): void;
}

/**
 * The provider call's abort signal: the visitor leaving, the server shutting down, or the recipe's
 * time limit. While it runs, the socket's idle timeout is off: the time limit bounds it instead.
 */
function recipeCall(reply: FastifyReply, lease: StreamLease, out: EventStream, maxMs: number) {
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
  const timer = setTimeout(() => controller.abort(new AppError('recipe_time_limit')), maxMs);
  reply.raw.socket?.setTimeout(0);
  const call: RecipeCall = {
    signal: controller.signal,
    limit: (reason) => controller.abort(reason),
    detach: () => {
      clearTimeout(timer);
      reply.raw.off('close', onClose);
    },
  };
  return call;
}

/** The provider's events within the size limit; a limit that stopped the call is thrown. */
async function* bounded(
  events: AsyncIterable<ProviderEvent>,
  call: RecipeCall,
  maxBytes: number,
): AsyncGenerator<ProviderEvent> {
  let bytes = 0;
  let finished = false;
  for await (const event of events) {
    if (event.type === 'delta') bytes += Buffer.byteLength(event.text);
    // Leaving the loop ends the provider's iterator, which aborts its upstream call.
    if (bytes > maxBytes) call.limit(new AppError('recipe_size_limit'));
    if (call.signal.aborted) break;
    finished = event.type === 'finish';
    yield event;
  }
  if (!finished && call.signal.reason instanceof AppError) throw call.signal.reason;
}

/** The wire event for a provider event. */
function toWire(event: ProviderEvent) {
  return event.type === 'delta'
    ? ({ event: 'delta', data: { text: event.text } } as const)
    : ({ event: 'done', data: { finishReason: event.reason } } as const);
}

export const recipeRoutes: FastifyPluginAsyncZod<RecipeRouteOptions> = async (
  app,
  { config, provider, streams, cap, metrics },
) => {
  app.post(
    '/api/recipe',
    {
      schema: { body: recipeRequestSchema },
      bodyLimit: LIMITS.maxBodyBytes,
      config: { rateLimit: recipeRateLimit(config) },
    },
    async (request, reply) => {
      const observer = metrics?.recipe(performance.now()) ?? NO_OBSERVER;
      const lease = streams.acquire(clientKey(request));
      const out = new EventStream(reply);
      let call: RecipeCall | undefined;
      let failure: unknown;
      // Every path from here releases the stream slot, whatever throws (the finally below).
      try {
        const maxMs =
          config.recipeLimits.maxMs ?? provider.recipeTimeLimitMs?.() ?? REMOTE_RECIPE_MAX_MS;
        call = recipeCall(reply, lease, out, maxMs);
        await cap.take();
        const messages = buildRecipeMessages(request.body);
        const events = provider.streamRecipe(messages, call.signal);
        for await (const event of bounded(events, call, config.recipeLimits.maxBytes)) {
          if (event.type === 'finish' && !out.started) {
            throw new ProviderError('bad_response', 'the answer held no text');
          }
          await out.write(toWire(event), call.signal);
          if (event.type === 'delta') observer.piece();
          else request.outcome = { finishReason: event.reason };
        }
        if (!call.signal.aborted && !out.finished) {
          const kind = out.started ? 'stream_error' : 'bad_response';
          throw new ProviderError(kind, 'the provider ended without finishing');
        }
      } catch (err) {
        failure = err;
        const left = call?.signal.reason === CLIENT_GONE || call?.signal.reason === SHUTDOWN;
        if (out.started && !left) {
          const apiError = describeStreamError(err);
          request.outcome = { ...logFields(err), errorCode: apiError.code };
          if (apiError.code === 'internal_error') request.log.error({ err }, 'stream failed');
          out.end({ event: 'error', data: apiError });
        }
      } finally {
        lease.release();
        call?.detach();
        observer.end();
        if (call?.signal.reason === CLIENT_GONE) reply.raw.destroy();
        else out.end();
      }
      if (out.started) return;
      if (call?.signal.reason === SHUTDOWN) throw new AppError('shutting_down');
      // Nobody is listening any more: nothing to send (the request line is written at close).
      if (call?.signal.reason === CLIENT_GONE) return reply.hijack();
      throw failure;
    },
  );
};
