/**
 * The remote provider: any OpenAI-compatible `POST {baseUrl}/chat/completions`, streamed. undici
 * and eventsource-parser rather than the `openai` client, whose extra layers cost time on the first
 * token and CPU per chunk (docs/performance.md).
 */
import type { IncomingHttpHeaders } from 'node:http';
import { Agent, request, type Dispatcher } from 'undici';
import type { Config, RemoteConfig } from '../config';
import type { ChatMessage } from '../prompt';
import { connectionFailure, statusFailure, type TimedOut } from './openai-failures';
import { completionRequestBody, type JsonFormat } from './openai-wire';
import { readEvents, readText, readWholeAnswer } from './openai-stream';
import { withRetry, type RetryLog } from './retry';
import { ProviderError, type CallOptions, type ProviderEvent, type RecipeProvider } from './types';
import { createWatchdog } from './watchdog';

export interface OpenAIProviderDeps {
  log: RetryLog;
}

/** Enough of an error body to recognise the error. */
const ERROR_BODY_LIMIT = 16 * 1024;
/** After the end of the answer, how long the rest of the body may take to drain so the socket is reused. */
const DRAIN_MS = 5_000;

function toHeaders(raw: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      headers.append(name, v);
    }
  }
  return headers;
}

interface Endpoint {
  url: string;
  headers: Record<string, string>;
  agent: Agent;
}

export async function openCompletion(
  endpoint: Endpoint,
  body: string,
  signal: AbortSignal,
): Promise<Dispatcher.ResponseData> {
  const response = await request(endpoint.url, {
    method: 'POST',
    headers: endpoint.headers,
    body,
    signal,
    dispatcher: endpoint.agent,
  });
  const { statusCode } = response;
  if (statusCode < 200 || statusCode > 299) {
    const text = await readText(response.body, ERROR_BODY_LIMIT);
    throw statusFailure(statusCode, text, toHeaders(response.headers));
  }
  return response;
}

/**
 * One attempt. Neither deadline (first byte, idle) runs while the caller holds a delta: the
 * visitor's pace is not the provider's silence.
 */
async function* attempt(
  endpoint: Endpoint,
  body: string,
  llm: Config['llm'],
  signal: AbortSignal,
): AsyncGenerator<ProviderEvent> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal.addEventListener('abort', abort, { once: true });
  let timedOut: TimedOut;
  const watchdog = createWatchdog<'first_byte' | 'idle'>((kind) => {
    timedOut = kind;
    controller.abort();
  });
  let response: Dispatcher.ResponseData | undefined;
  let textSent = false;
  let complete = false;
  try {
    watchdog.arm('first_byte', llm.firstByteTimeoutMs);
    response = await openCompletion(endpoint, body, controller.signal);
    const streamed = String(response.headers['content-type']).includes('text/event-stream');
    const events = streamed ? readEvents(response.body) : readWholeAnswer(response.body);
    for await (const event of events) {
      if (event.type === 'delta') {
        watchdog.pause();
        textSent = true;
        yield event;
        if (signal.aborted) return;
        watchdog.arm('idle', llm.idleTimeoutMs);
        continue;
      }
      complete = true;
      yield event;
    }
    if (timedOut) throw connectionFailure(undefined, { timedOut, textSent });
  } catch (err) {
    if (signal.aborted) return;
    throw connectionFailure(err, { timedOut, textSent });
  } finally {
    watchdog.stop();
    signal.removeEventListener('abort', abort);
    if (complete && response) {
      void response.body
        .dump({ limit: ERROR_BODY_LIMIT, signal: AbortSignal.timeout(DRAIN_MS) })
        .catch(() => {});
    } else {
      // Frees the upstream request when it failed or the consumer stopped early.
      controller.abort();
    }
  }
}

const JSON_FORMATS: readonly JsonFormat[] = ['json_schema', 'json_object', 'none'];

/** A 400 before any text: the server does not take the request as asked. */
const refusedFormat = (err: unknown) =>
  err instanceof ProviderError &&
  err.code === 'provider_bad_response' &&
  err.options.status === 400;

export function createOpenAIProvider(
  remote: RemoteConfig,
  llm: Config['llm'],
  deps: OpenAIProviderDeps,
): RecipeProvider {
  const endpoint: Endpoint = {
    url: `${remote.baseUrl}/chat/completions`,
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      'user-agent': 'pantry-chef',
      ...(remote.apiKey ? { authorization: `Bearer ${remote.apiKey}` } : {}),
    },
    // Our own connection pool, so closing the provider leaves no socket behind. Its own timeouts
    // are off: ours (first byte, idle) know when the visitor is the slow one.
    agent: new Agent({ keepAliveTimeout: 10_000, headersTimeout: 0, bodyTimeout: 0 }),
  };

  return {
    status: () => ({ kind: 'remote', model: remote.model, ready: true, state: 'ready' }),
    async *streamRecipe(
      messages: readonly ChatMessage[],
      signal: AbortSignal,
      options?: CallOptions,
    ) {
      // A JSON answer is asked for as strictly as the server takes: a 400 to one way of asking
      // (before any text) asks again the next, laxer way; the reader copes with plain text.
      const formats: JsonFormat[] = options?.jsonSchema ? [...JSON_FORMATS] : ['none'];
      for (const [i, format] of formats.entries()) {
        const body = completionRequestBody(remote.model, messages, options, format);
        const events = withRetry(() => attempt(endpoint, body, llm, signal), {
          maxRetries: llm.maxRetries,
          retryMaxWaitMs: llm.retryMaxWaitMs,
          log: deps.log,
          signal,
        });
        try {
          yield* events;
          return;
        } catch (err) {
          if (i === formats.length - 1 || !refusedFormat(err)) throw err;
          deps.log.warn({ format }, 'the provider refused this response_format; asking without it');
        }
      }
    },
    close: async () => {
      await endpoint.agent.destroy();
    },
  };
}
