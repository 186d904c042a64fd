import type { FinishReason, ProviderStatus } from '../../shared/api';

/**
 * What every model source does: stream the recipe text for a list of ingredients, abortably.
 * Implemented by the remote OpenAI-compatible provider, the embedded local model, and test fakes.
 */
export interface RecipeProvider {
  /** Current readiness (the embedded model may still be downloading or loading). */
  status(): ProviderStatus;
  /**
   * Yields pieces of recipe text as the model produces them. Throws `ProviderError` on failure.
   * Aborting `signal` must stop generation (and any upstream request) promptly and end the iterator.
   * A recipe that ends normally returns how it ended (the token cap shows as `length`).
   */
  streamRecipe(
    ingredients: readonly string[],
    signal: AbortSignal,
  ): AsyncIterable<string, RecipeEnd | void, undefined>;
  /** Frees sockets, model memory and timers. */
  close(): Promise<void>;
}

/** How a recipe that was not cut short ended. */
export interface RecipeEnd {
  finishReason: FinishReason;
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
  | 'not_configured'; // no model available at all

export class ProviderError extends Error {
  constructor(
    readonly failure: ProviderFailure,
    /** For logs only: never shown to the visitor, never containing prompt text or secrets. */
    detail: string,
    readonly options: {
      status?: number;
      retryAfterSeconds?: number;
      /** The provider's own wait, to the millisecond, for our retry. */
      retryAfterMs?: number;
      cause?: unknown;
    } = {},
  ) {
    super(detail, { cause: options.cause });
    this.name = 'ProviderError';
  }
}
