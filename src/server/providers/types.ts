import type { FinishReason, ProviderStatus } from '../../shared/api';
import type { ChatMessage } from '../prompt';

/** What a provider yields: pieces of text, then one `finish` when the recipe ended normally. */
export type ProviderEvent =
  { type: 'delta'; text: string } | { type: 'finish'; reason: FinishReason };

/**
 * What every model source does: stream the recipe for the request's messages, abortably.
 * Implemented by the remote OpenAI-compatible provider, the embedded local model, and test fakes.
 */
export interface RecipeProvider {
  /** Current readiness (the embedded model may still be downloading or loading). */
  status(): ProviderStatus;
  /**
   * Yields `delta` events as the model writes, then one `finish` event with how the recipe ended
   * (the token cap shows as `length`). Throws `ProviderError` on failure. Aborting `signal` must
   * stop generation (and any upstream request) promptly and end the iterator, with no `finish`.
   */
  streamRecipe(messages: readonly ChatMessage[], signal: AbortSignal): AsyncIterable<ProviderEvent>;
  /** Frees sockets, model memory and timers. */
  close(): Promise<void>;
  /**
   * How long a recipe asked for now may take at this provider's measured pace, its wait in line
   * included: the time limit when `RECIPE_MAX_MS` is unset. Optional: a remote provider has a fixed
   * default, and a model not ready yet answers no recipe anyway.
   */
  recipeTimeLimitMs?(): number | undefined;
  /**
   * The embedded model's line, for the metrics: answers waiting for a sequence and answers being
   * generated. Optional: a remote provider has no line of its own.
   */
  queue?(): ProviderQueue;
}

export interface ProviderQueue {
  waiting: number;
  running: number;
}

export type ProviderFailure =
  | 'auth' // 401/403: bad or missing token
  | 'credits' // 402: credits used up
  | 'model_unavailable' // 400 model_not_supported, 404 model not found
  | 'rate_limited' // 429 from the provider
  | 'unavailable' // 5xx, connection refused/reset before any text
  | 'timeout' // no first byte, or silence between chunks, past the limit
  | 'bad_response' // malformed stream, unexpected body
  | 'stream_error' // an error event or a reset after text was sent
  | 'busy' // the embedded model's queue is full
  | 'not_ready' // the embedded model is still downloading or loading
  | 'not_configured' // no model available at all
  | 'request_too_long'; // the prompt and the answer do not fit in the embedded model's context

export class ProviderError extends Error {
  constructor(
    readonly failure: ProviderFailure,
    /** For logs only: never shown to the visitor, never containing prompt text or secrets. */
    detail: string,
    readonly options: {
      status?: number;
      /** How long to wait before trying again, when known (the provider's own wait, or ours). */
      retryAfterMs?: number;
      cause?: unknown;
    } = {},
  ) {
    super(detail, { cause: options.cause });
    this.name = 'ProviderError';
  }
}
