import type { ErrorCode, FinishReason, ProviderStatus } from '../../shared/api';
import type { ChatMessage } from '../prompt';

/** What a provider yields: deltas of text, then one `finish` when the recipe ended normally. */
export type ProviderEvent =
  { type: 'delta'; text: string } | { type: 'finish'; reason: FinishReason };

/** What one call asks beyond its messages (a recipe asks nothing: the defaults). */
export interface CallOptions {
  /** The answer's token cap (default MAX_RECIPE_TOKENS). */
  maxTokens?: number;
  /** The answer is JSON of this schema: held to it by a grammar, or asked for by `response_format`. */
  jsonSchema?: Readonly<Record<string, unknown>>;
  /**
   * The start of the visitor's likely next message: the embedded model reads it once the answer
   * is sent, while it keeps the answer, so that message reads only its rest. Remote: ignored.
   */
  nextTurn?: string;
}

/** The remote OpenAI-compatible provider, the embedded model, and test fakes. */
export interface RecipeProvider {
  status(): ProviderStatus;
  /**
   * Throws `ProviderError` on failure. Aborting `signal` must stop generation (and any upstream
   * request) promptly and end the iterator, with no `finish`.
   */
  streamRecipe(
    messages: readonly ChatMessage[],
    signal: AbortSignal,
    options?: CallOptions,
  ): AsyncIterable<ProviderEvent>;
  close(): Promise<void>;
  /**
   * The time limit when `RECIPE_MAX_MS` is unset: a recipe asked for now at the measured pace, its
   * wait in line included. A remote provider has a fixed default instead.
   */
  recipeTimeLimitMs?(): number | undefined;
  /** The embedded model's line, for the metrics; a remote provider has none. */
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
      retryAfterMs?: number;
      cause?: unknown;
    } = {},
  ) {
    super(detail, { cause: options.cause });
    this.name = 'ProviderError';
  }
}
