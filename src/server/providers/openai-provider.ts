/**
 * The remote provider: any OpenAI-compatible `POST {baseUrl}/chat/completions` (Hugging Face router,
 * Ollama, vLLM, llama.cpp server, LM Studio, OpenAI), streamed through the `openai` client.
 * The client's own retries are off: we retry here, and only while no text has reached the visitor.
 */
import OpenAI, {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  OpenAIError,
} from 'openai';
import { Agent, fetch as undiciFetch } from 'undici';
import { buildRecipeMessages, MAX_RECIPE_TOKENS } from '../../shared/prompt';
import type { Config, RemoteConfig } from '../config';
import { ProviderError, type ProviderFailure, type RecipeProvider } from './types';

export interface ProviderLog {
  warn(obj: object, msg?: string): void;
}

export interface OpenAIProviderDeps {
  log: ProviderLog;
}

/** Failures worth another attempt, as long as the visitor has seen no text yet. */
const RETRYABLE = new Set<ProviderFailure>(['unavailable', 'rate_limited']);
const BASE_BACKOFF_MS = 250;

/** Milliseconds the provider asked us to wait (`retry-after-ms`, `retry-after` seconds or date). */
export function retryAfterMs(headers: Headers | undefined): number | undefined {
  const ms = headers?.get('retry-after-ms');
  if (ms && Number.isFinite(Number(ms)) && Number(ms) >= 0) return Number(ms);
  const value = headers?.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

function mentionsUnsupportedModel(err: APIError): boolean {
  if (err.code === 'model_not_supported') return true;
  let body = '';
  try {
    body = typeof err.error === 'string' ? err.error : JSON.stringify(err.error ?? '');
  } catch {
    /* unreadable body: not a model error we can recognise */
  }
  return /model_not_supported|model[^"]{0,80}not (supported|found)|does not exist/i.test(body);
}

/**
 * Turns whatever the client threw into a ProviderError. The detail names the kind and status only:
 * upstream bodies may echo the prompt, and the key must never travel in an error.
 */
export function classifyFailure(
  err: unknown,
  ctx: { timedOut: 'first_byte' | 'idle' | undefined; textSent: boolean },
): ProviderError {
  const broken = (before: ProviderFailure, detail: string, status?: number) =>
    new ProviderError(ctx.textSent ? 'stream_error' : before, detail, { status, cause: err });

  if (ctx.timedOut === 'first_byte') {
    return new ProviderError('timeout', 'no text before the first-byte timeout', { cause: err });
  }
  if (ctx.timedOut === 'idle') {
    return new ProviderError('timeout', 'silence between chunks past the idle timeout', {
      cause: err,
    });
  }
  if (err instanceof APIConnectionTimeoutError) {
    return new ProviderError('timeout', 'request timed out', { cause: err });
  }
  if (err instanceof APIUserAbortError) return broken('unavailable', 'request aborted');
  if (err instanceof APIConnectionError) return broken('unavailable', 'connection failed');
  if (err instanceof APIError) {
    const status = err.status;
    if (status === undefined) return broken('unavailable', 'error event in the stream');
    const retryMs = retryAfterMs(err.headers);
    const options = {
      status,
      cause: err,
      ...(retryMs !== undefined ? { retryAfterSeconds: Math.ceil(retryMs / 1000) } : {}),
    };
    const detail = `upstream answered ${status}`;
    if (status === 401 || status === 403) return new ProviderError('auth', detail, options);
    if (status === 402) return new ProviderError('credits', detail, options);
    if (status === 404) return new ProviderError('model_unavailable', detail, options);
    if (status === 400 && mentionsUnsupportedModel(err)) {
      return new ProviderError('model_unavailable', detail, options);
    }
    if (status === 429) return new ProviderError('rate_limited', detail, options);
    if (status === 408 || status >= 500) return new ProviderError('unavailable', detail, options);
    return new ProviderError('bad_response', detail, options);
  }
  if (err instanceof SyntaxError) return broken('bad_response', 'malformed event in the stream');
  if (err instanceof OpenAIError) return broken('bad_response', 'unreadable answer');
  // Sockets reset mid-body surface as undici's TypeError('terminated') and the like.
  return broken('unavailable', 'connection broke');
}

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

export function createOpenAIProvider(
  remote: RemoteConfig,
  llm: Config['llm'],
  deps: OpenAIProviderDeps,
): RecipeProvider {
  // Our own connection pool, so closing the provider leaves no socket behind.
  const agent = new Agent({ keepAliveTimeout: 10_000 });
  const client = new OpenAI({
    // Keyless servers (Ollama, llama.cpp) need no token; the client insists on one, so we unset it below.
    apiKey: remote.apiKey ?? 'unused',
    baseURL: remote.baseUrl,
    maxRetries: 0,
    timeout: llm.firstByteTimeoutMs,
    // The client would print unreadable stream lines (recipe text) to the console.
    logLevel: 'off',
    defaultHeaders: remote.apiKey ? undefined : { Authorization: null },
    fetch: ((url: string | URL, init?: RequestInit) =>
      undiciFetch(url, {
        ...(init as Parameters<typeof undiciFetch>[1]),
        dispatcher: agent,
      })) as unknown as typeof fetch,
  });

  async function* streamRecipe(
    ingredients: readonly string[],
    signal: AbortSignal,
  ): AsyncGenerator<string, void, undefined> {
    const messages = buildRecipeMessages(ingredients);
    let textSent = false;
    for (let attempt = 0; ; attempt++) {
      if (signal.aborted) return;
      const attemptCtl = new AbortController();
      const abortAttempt = () => attemptCtl.abort();
      signal.addEventListener('abort', abortAttempt, { once: true });
      let timedOut: 'first_byte' | 'idle' | undefined;
      let timer: NodeJS.Timeout | undefined;
      const arm = (kind: 'first_byte' | 'idle', ms: number) => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          timedOut = kind;
          attemptCtl.abort();
        }, ms);
      };
      try {
        arm('first_byte', llm.firstByteTimeoutMs);
        const stream = await client.chat.completions.create(
          { model: remote.model, messages, max_tokens: MAX_RECIPE_TOKENS, stream: true },
          { signal: attemptCtl.signal },
        );
        let finished = false;
        // The client ends this loop quietly when the request is aborted (by us or by a timeout).
        for await (const chunk of stream) {
          const choice = chunk.choices[0];
          if (choice?.finish_reason) finished = true;
          const text = choice?.delta?.content;
          if (!text) {
            if (textSent) arm('idle', llm.idleTimeoutMs);
            continue;
          }
          // The visitor's pace is not the provider's silence: no timer while we are suspended.
          clearTimeout(timer);
          textSent = true;
          yield text;
          if (signal.aborted) return;
          arm('idle', llm.idleTimeoutMs);
        }
        if (signal.aborted) return;
        if (timedOut) throw classifyFailure(undefined, { timedOut, textSent });
        if (!finished) {
          throw new ProviderError(
            textSent ? 'stream_error' : 'bad_response',
            'stream ended without a finish reason',
          );
        }
        return;
      } catch (err) {
        if (signal.aborted) return;
        const failure =
          err instanceof ProviderError ? err : classifyFailure(err, { timedOut, textSent });
        if (textSent || !RETRYABLE.has(failure.failure) || attempt >= llm.maxRetries) throw failure;
        const askedMs = err instanceof APIError ? retryAfterMs(err.headers) : undefined;
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
        clearTimeout(timer);
        signal.removeEventListener('abort', abortAttempt);
        // Frees the upstream request when the consumer stopped early.
        attemptCtl.abort();
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
