/**
 * `POST /api/recipe` as Server-Sent Events. Nothing is sent before the first text, so a failure
 * before any text still gets a real status and a JSON error.
 */
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LIMITS } from '../../shared/limits';
import { recipeRequestSchema } from '../../shared/recipe-request';
import { REMOTE_RECIPE_MAX_MS, type Config } from '../config';
import type { DailyCap } from '../daily-cap';
import { AppError, describeStreamError, logFields } from '../errors';
import { NO_OBSERVER, type Metrics, type RecipeObserver } from '../metrics';
import { answerRateLimit } from '../plugins/rate-limit';
import { buildCookMessages } from '../ideas-prompt';
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

export interface RecipeCall {
  signal: AbortSignal;
  limit(reason: AppError): void;
  detach(): void;
}

/** While the call runs, the socket's idle timeout is off: the time limit bounds it instead. */
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

export async function* bounded(
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

function toWire(event: ProviderEvent) {
  return event.type === 'delta'
    ? ({ event: 'delta', data: { text: event.text } } as const)
    : ({ event: 'done', data: { finishReason: event.reason } } as const);
}

type Ending =
  | { kind: 'done' }
  | { kind: 'failed_before_text'; error: unknown }
  | { kind: 'failed_after_text'; error: unknown }
  | { kind: 'client_gone' }
  | { kind: 'shutting_down' };

/** Why the call was aborted comes first: a failure it caused is not the visitor's to hear about. */
function endingOf(
  abortReason: unknown,
  started: boolean,
  failure: { error: unknown } | undefined,
): Ending {
  if (abortReason === CLIENT_GONE) return { kind: 'client_gone' };
  if (abortReason === SHUTDOWN) return { kind: 'shutting_down' };
  if (!failure) return { kind: 'done' };
  return { kind: started ? 'failed_after_text' : 'failed_before_text', error: failure.error };
}

function closeAnswer(
  ending: Ending,
  request: FastifyRequest,
  reply: FastifyReply,
  out: EventStream,
) {
  switch (ending.kind) {
    case 'done':
      out.end();
      return;
    case 'failed_after_text': {
      const apiError = describeStreamError(ending.error);
      request.outcome = { ...logFields(ending.error), errorCode: apiError.code };
      if (apiError.code === 'internal_error') {
        request.log.error({ err: ending.error }, 'stream failed');
      }
      out.end({ event: 'error', data: apiError });
      return;
    }
    case 'failed_before_text':
      throw ending.error;
    case 'client_gone':
      reply.raw.destroy();
      // Nobody is listening any more: nothing to send (the request line is written at close).
      if (!out.started) reply.hijack();
      return;
    case 'shutting_down':
      // A started stream got its `shutting_down` event from `lease.onShutdown`.
      if (!out.started) throw new AppError('shutting_down');
      out.end();
      return;
  }
}

/**
 * The frame of every streamed answer (a recipe, ideas): the client's stream lease, the time limit,
 * the daily cap, and one ending. `write` sends the provider's events.
 */
export async function streamAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  { config, provider, streams, cap }: Omit<RecipeRouteOptions, 'metrics'>,
  observer: RecipeObserver,
  write: (out: EventStream, call: RecipeCall) => Promise<void>,
): Promise<void> {
  const lease = streams.acquire(clientKey(request));
  const out = new EventStream(reply);
  let call: RecipeCall | undefined;
  let failure: { error: unknown } | undefined;
  try {
    const maxMs =
      config.recipeLimits.maxMs ?? provider.recipeTimeLimitMs?.() ?? REMOTE_RECIPE_MAX_MS;
    call = recipeCall(reply, lease, out, maxMs);
    await cap.take();
    await write(out, call);
    if (!call.signal.aborted && !out.finished) {
      const code = out.started ? 'stream_interrupted' : 'provider_bad_response';
      throw new ProviderError(code, 'the provider ended without finishing');
    }
  } catch (error) {
    failure = { error };
  } finally {
    lease.release();
    call?.detach();
    observer.end();
  }
  closeAnswer(endingOf(call?.signal.reason, out.started, failure), request, reply, out);
}

export const recipeRoutes: FastifyPluginAsyncZod<RecipeRouteOptions> = async (app, options) => {
  const { config, provider, metrics } = options;
  app.post(
    '/api/recipe',
    {
      schema: { body: recipeRequestSchema },
      bodyLimit: LIMITS.maxBodyBytes,
      onRequest: answerRateLimit(app),
    },
    async (request, reply) => {
      const observer = metrics?.recipe(performance.now()) ?? NO_OBSERVER;
      await streamAnswer(request, reply, options, observer, async (out, call) => {
        const messages = request.body.idea
          ? buildCookMessages(request.body)
          : buildRecipeMessages(request.body);
        const events = provider.streamRecipe(messages, call.signal);
        for await (const event of bounded(events, call, config.recipeLimits.maxBytes)) {
          if (event.type === 'finish' && !out.started) {
            throw new ProviderError('provider_bad_response', 'the answer held no text');
          }
          await out.write(toWire(event), call.signal);
          if (event.type === 'delta') observer.delta();
          else request.outcome = { finishReason: event.reason };
        }
      });
    },
  );
};
