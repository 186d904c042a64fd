import type { ErrorCode, FinishReason, ProviderStatus } from '../../shared/api';
import type { ChatMessage } from '../prompt';

/** What a provider yields: deltas of text, then one `finish` when the recipe ended normally. */
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

/** A provider's failure, with the code the visitor gets (src/server/errors.ts words it). */
export class ProviderError extends Error {
  constructor(
    readonly code: ErrorCode,
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
