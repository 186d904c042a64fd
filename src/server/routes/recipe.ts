/**
 * `POST /api/recipe`: validates the list, waits for the provider's first piece of text (so a failure
 * before any text still gets a real status and a JSON error), then streams Server-Sent Events:
 * `delta` {text}, then `done` or `error` (see src/shared/api.ts).
 */
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ApiError } from '../../shared/api';
import { LIMITS } from '../../shared/limits';
import { recipeRequestSchema } from '../../shared/recipe-request';
import type { Config } from '../config';
import { AppError, describeStreamError, logFields } from '../errors';
import { recipeRateLimit } from '../plugins/rate-limit';
import { ProviderError, type RecipeEnd, type RecipeProvider } from '../providers/types';
import type { StreamTracker } from '../streams';

export interface RecipeRouteOptions {
  config: Config;
  provider: RecipeProvider;
  streams: StreamTracker;
}

type RecipeIterator = AsyncIterator<string, RecipeEnd | void, undefined>;
type RecipeStep = IteratorResult<string, RecipeEnd | void>;

/** Why a recipe's provider call was aborted. */
const CLIENT_GONE = 'client_gone';
const SHUTDOWN = 'shutdown';

function sse(event: 'delta' | 'error' | 'done', data: unknown): string {
  // JSON keeps every value on one line, as SSE's `data:` field requires.
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

function drained(out: ServerResponse, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      signal.removeEventListener('abort', done);
      resolve();
    };
    out.once('drain', done);
    out.once('close', done);
    signal.addEventListener('abort', done, { once: true });
  });
}

export function clientKey(request: FastifyRequest): string {
  return normalizeIP(request.ip);
}

export const recipeRoutes: FastifyPluginAsync<RecipeRouteOptions> = async (
  app,
  { config, provider, streams },
) => {
  app.post(
    '/api/recipe',
    { bodyLimit: LIMITS.maxBodyBytes, config: { rateLimit: recipeRateLimit(config) } },
    async (request, reply) => {
      const parsed = recipeRequestSchema.safeParse(request.body);
      if (!parsed.success) throw parsed.error;

      const lease = streams.acquire(clientKey(request));
      const controller = new AbortController();
      const { signal } = controller;
      // The visitor pressed Stop or closed the page: stop the model at once.
      const onClose = () => {
        if (reply.raw.writableFinished) return;
        controller.abort(CLIENT_GONE);
        // An unfinished answer must not leave its keep-alive socket open: it would hold shutdown.
        reply.raw.destroy();
      };
      reply.raw.once('close', onClose);
      lease.onShutdown = () => controller.abort(SHUTDOWN);

      let iterator: RecipeIterator;
      let first: RecipeStep;
      try {
        iterator = provider.streamRecipe(parsed.data.ingredients, signal)[Symbol.asyncIterator]();
        first = await iterator.next();
        if (signal.reason === SHUTDOWN) throw new AppError('shutting_down');
        if (first.done && !signal.aborted) {
          throw new ProviderError('bad_response', 'the answer held no text');
        }
      } catch (err) {
        lease.release();
        if (signal.reason === CLIENT_GONE) return reply.hijack();
        if (signal.reason === SHUTDOWN) throw new AppError('shutting_down');
        throw err;
      }
      if (signal.aborted) {
        // Nobody is listening any more; the request line is written when the socket closed.
        lease.release();
        return reply.hijack();
      }

      // Headers and the first piece leave in one write. Written straight to the socket: every
      // layer between the model and the visitor adds to each piece's latency (npm run bench).
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        // Those set so far by the hooks (security headers, rate-limit counters).
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache',
        'x-accel-buffering': 'no',
      });
      let ended = false;
      const finish = (event?: string) => {
        if (ended) return;
        ended = true;
        if (res.destroyed) return;
        if (event) res.end(event);
        else res.end();
      };
      lease.onShutdown = () => {
        controller.abort(SHUTDOWN);
        endWithError(new AppError('shutting_down'));
      };
      const endWithError = (err: unknown) => {
        const apiError: ApiError = describeStreamError(err);
        request.outcome = { ...logFields(err), errorCode: apiError.code };
        finish(sse('error', apiError));
      };

      await pump(first, iterator, {
        res,
        signal,
        isEnded: () => ended,
        finish,
        endWithError,
      }).finally(() => {
        lease.release();
        res.off('close', onClose);
      });
    },
  );
};

async function pump(
  first: RecipeStep,
  iterator: RecipeIterator,
  s: {
    res: ServerResponse;
    signal: AbortSignal;
    isEnded: () => boolean;
    finish: (event?: string) => void;
    endWithError: (err: unknown) => void;
  },
) {
  let next = first;
  try {
    while (!next.done) {
      if (s.isEnded() || s.res.destroyed) break;
      const flowing = s.res.write(sse('delta', { text: next.value }));
      // Node corks a chunked response until the next tick; the piece leaves now instead, not
      // after whatever this tick still does (the provider's end of stream, our next read).
      s.res.uncork();
      if (!flowing) await drained(s.res, s.signal);
      next = await iterator.next();
    }
    // The loop ends only on `done`, whose value is the provider's RecipeEnd, if it gave one.
    const finishReason = (next.value as RecipeEnd | void)?.finishReason ?? 'stop';
    if (!s.signal.aborted) s.finish(sse('done', { finishReason }));
  } catch (err) {
    if (!s.signal.aborted) s.endWithError(err);
  } finally {
    if (!next.done) void iterator.return?.()?.catch(() => {});
    if (s.signal.reason === CLIENT_GONE) s.res.destroy();
    else s.finish();
  }
}
