/**
 * The remote provider: any OpenAI-compatible `POST {baseUrl}/chat/completions` (Hugging Face router,
 * Ollama, vLLM, llama.cpp server, LM Studio, OpenAI), streamed.
 *
 * HTTP is undici's `request` on our own pool and the stream is read with eventsource-parser, the
 * parser the Vercel AI SDK uses. The `openai` client did the same job with more layers (WHATWG
 * fetch, web streams, its own line decoder): measured with `npm run bench`, it cost several
 * milliseconds on the first token and most of the server's CPU per chunk.
 * We retry here, and only while no text has reached the visitor.
 */
import { on } from 'node:events';
import type { IncomingHttpHeaders } from 'node:http';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { Agent, request, type Dispatcher } from 'undici';
import type { FinishReason } from '../../shared/api';
import type { Config, RemoteConfig } from '../config';
import { connectionFailure, statusFailure, streamFailure, type TimedOut } from './openai-failures';
import { completionRequestBody, readPiece } from './openai-wire';
import type { ProviderFailure, RecipeEnd, RecipeProvider } from './types';
import { createWatchdog } from './watchdog';

export interface ProviderLog {
  warn(obj: object, msg?: string): void;
}

export interface OpenAIProviderDeps {
  log: ProviderLog;
}

/** Failures worth another attempt, as long as the visitor has seen no text yet. */
const RETRYABLE = new Set<ProviderFailure>(['unavailable', 'rate_limited']);
const BASE_BACKOFF_MS = 250;
/** Enough of an error body to recognise the error; more is never read. */
const ERROR_BODY_LIMIT = 16 * 1024;
/** A whole (non-streamed) answer from a server that ignored `stream: true`. */
const ANSWER_LIMIT = 1024 * 1024;
/** Bytes with no complete event in them: past this the stream is not SSE we can use. */
const EVENT_LIMIT = 1024 * 1024;
/** After `[DONE]`, how long the rest of the body may take to drain so the socket is reused. */
const DRAIN_MS = 5_000;
/** Chunks read ahead of a slow visitor before the upstream socket is paused. */
const READ_AHEAD_CHUNKS = 64;

type Body = Dispatcher.ResponseData['body'];

/** Waits `ms`, or less if `signal` aborts first. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

/** The body as text, up to `limit` characters. */
async function readText(body: Body, limit: number): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of body) {
    text += decoder.decode(chunk as Buffer, { stream: true });
    if (text.length >= limit) return text.slice(0, limit);
  }
  return text + decoder.decode();
}

function toHeaders(raw: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      headers.append(name, v);
    }
  }
  return headers;
}

export function createOpenAIProvider(
  remote: RemoteConfig,
  llm: Config['llm'],
  deps: OpenAIProviderDeps,
): RecipeProvider {
  // Our own connection pool, so closing the provider leaves no socket behind. Its own timeouts are
  // off: ours (first byte, idle) know when the visitor is the slow one.
  const agent = new Agent({ keepAliveTimeout: 10_000, headersTimeout: 0, bodyTimeout: 0 });
  const url = `${remote.baseUrl}/chat/completions`;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'text/event-stream',
    'user-agent': 'pantry-chef',
    // Keyless servers (Ollama, llama.cpp) get no Authorization header at all.
    ...(remote.apiKey ? { authorization: `Bearer ${remote.apiKey}` } : {}),
  };

  async function* streamRecipe(
    ingredients: readonly string[],
    signal: AbortSignal,
  ): AsyncGenerator<string, RecipeEnd | void, undefined> {
    const body = completionRequestBody(remote.model, ingredients);
    let textSent = false;
    for (let attempt = 0; ; attempt++) {
      if (signal.aborted) return;
      const attemptCtl = new AbortController();
      const abortAttempt = () => attemptCtl.abort();
      signal.addEventListener('abort', abortAttempt, { once: true });
      let timedOut: TimedOut;
      const watchdog = createWatchdog<'first_byte' | 'idle'>((kind) => {
        timedOut = kind;
        attemptCtl.abort();
      });
      let response: Dispatcher.ResponseData | undefined;
      let complete = false;
      try {
        watchdog.arm('first_byte', llm.firstByteTimeoutMs);
        response = await request(url, {
          method: 'POST',
          headers,
          body,
          signal: attemptCtl.signal,
          dispatcher: agent,
        });
        const { statusCode } = response;
        if (statusCode < 200 || statusCode > 299) {
          const text = await readText(response.body, ERROR_BODY_LIMIT);
          throw statusFailure(statusCode, text, toHeaders(response.headers));
        }
        if (!String(response.headers['content-type']).includes('text/event-stream')) {
          // A server that ignored `stream: true` and sent the whole answer at once.
          const piece = readPiece(await readText(response.body, ANSWER_LIMIT));
          if (piece.kind !== 'text' || !piece.text) {
            throw streamFailure('bad_response', 'unreadable answer', false);
          }
          watchdog.stop();
          textSent = true;
          yield piece.text;
          complete = true;
          return { finishReason: piece.finishReason ?? 'stop' };
        }

        const events: EventSourceMessage[] = [];
        const parser = createParser({ onEvent: (event) => events.push(event) });
        const decoder = new TextDecoder();
        let unparsed = 0;
        let finishReason: FinishReason | undefined;
        let sawDone = false;
        // 'data' events rather than the stream's async iterator: one scheduling hop less per chunk.
        // Leaving the loop at [DONE] does not destroy the body: the rest is drained so the socket
        // is reused.
        const chunks = on(response.body, 'data', {
          close: ['end', 'close'],
          highWaterMark: READ_AHEAD_CHUNKS,
        }) as AsyncIterableIterator<[Buffer]>;
        read: for await (const [bytes] of chunks) {
          parser.feed(decoder.decode(bytes, { stream: true }));
          if (events.length === 0) {
            unparsed += bytes.length;
            if (unparsed > EVENT_LIMIT) {
              throw streamFailure('bad_response', 'no event in the stream', textSent);
            }
            continue;
          }
          unparsed = 0;
          for (const event of events) {
            if (event.data === '[DONE]') {
              sawDone = true;
              break read;
            }
            const piece =
              event.event === 'error' ? { kind: 'error' as const } : readPiece(event.data);
            if (piece.kind === 'malformed') {
              throw streamFailure('bad_response', 'malformed event in the stream', textSent);
            }
            if (piece.kind === 'error') {
              throw streamFailure('unavailable', 'error event in the stream', textSent);
            }
            finishReason = piece.finishReason ?? finishReason;
            if (!piece.text) {
              if (textSent) watchdog.arm('idle', llm.idleTimeoutMs);
              continue;
            }
            // The visitor's pace is not the provider's silence: no deadline while we are suspended.
            watchdog.pause();
            textSent = true;
            yield piece.text;
            if (signal.aborted) return;
            watchdog.arm('idle', llm.idleTimeoutMs);
          }
          events.length = 0;
        }
        if (signal.aborted) return;
        if (timedOut) throw connectionFailure(undefined, { timedOut, textSent });
        if (!sawDone && !finishReason) {
          throw streamFailure('bad_response', 'stream ended without a finish reason', textSent);
        }
        complete = true;
        return { finishReason: finishReason ?? 'stop' };
      } catch (err) {
        if (signal.aborted) return;
        const failure = connectionFailure(err, { timedOut, textSent });
        if (textSent || !RETRYABLE.has(failure.failure) || attempt >= llm.maxRetries) throw failure;
        const askedMs = failure.options.retryAfterMs;
        // Past our longest wait, the visitor hears at once when to come back instead.
        if (askedMs !== undefined && askedMs > llm.retryMaxWaitMs) throw failure;
        const waitMs =
          askedMs ??
          Math.min(
            llm.retryMaxWaitMs,
            BASE_BACKOFF_MS * 2 ** attempt * (0.75 + Math.random() * 0.5),
          );
        deps.log.warn(
          {
            failure: failure.failure,
            upstreamStatus: failure.options.status,
            attempt: attempt + 1,
            waitMs: Math.round(waitMs),
          },
          'recipe provider failed; retrying',
        );
        await pause(waitMs, signal);
      } finally {
        watchdog.stop();
        signal.removeEventListener('abort', abortAttempt);
        if (complete && response) {
          void response.body
            .dump({ limit: ERROR_BODY_LIMIT, signal: AbortSignal.timeout(DRAIN_MS) })
            .catch(() => {});
        } else {
          // Frees the upstream request when it failed or the consumer stopped early.
          attemptCtl.abort();
        }
      }
    }
  }

  return {
    status: () => ({ kind: 'remote', model: remote.model, ready: true, state: 'ready' }),
    streamRecipe,
    close: async () => {
      await agent.destroy();
    },
  };
}
