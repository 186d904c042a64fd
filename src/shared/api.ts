/**
 * The wire contract between the page and the server.
 *
 * `POST /api/recipe` answers either
 *  - a JSON error `{ "error": ApiError }` with a 4xx/5xx status (nothing was generated), or
 *  - `200 text/event-stream`: Server-Sent Events, each `event: <name>` + `data: <json>`:
 *      `delta`  {"text": string}                 the next piece of the recipe
 *      `error`  ApiError                         the stream failed after text was sent
 *      `done`   {"finishReason": "stop"|"length"} the recipe is complete
 *    A stream that closes without `done` or `error` was cut short.
 */
export type ErrorCode =
  | 'invalid_request'
  | 'payload_too_large'
  | 'request_too_long'
  | 'unsupported_media_type'
  | 'not_found'
  | 'rate_limited'
  | 'too_many_streams'
  | 'daily_limit_reached'
  | 'busy'
  | 'not_configured'
  | 'model_not_ready'
  | 'provider_auth'
  | 'provider_credits'
  | 'provider_model_unavailable'
  | 'provider_rate_limited'
  | 'provider_unavailable'
  | 'provider_timeout'
  | 'provider_bad_response'
  | 'stream_interrupted'
  | 'recipe_time_limit'
  | 'recipe_size_limit'
  | 'shutting_down'
  | 'internal_error';

export interface ApiError {
  code: ErrorCode;
  /** Plain words for the visitor: no stack, no provider internals, no secret. */
  message: string;
  /** Seconds after which trying again makes sense, when known. */
  retryAfterSeconds?: number;
}

export interface ErrorBody {
  error: ApiError;
}

/** Why the recipe ended: the model finished (`stop`) or reached the token cap (`length`). */
export type FinishReason = 'stop' | 'length';

/** One event of the recipe stream (its schema is in stream-event.ts). */
export type { StreamEvent } from './stream-event';

/**
 * Why the embedded model could not be started (state `error`): a stable code, which the page words
 * for the visitor (the operator's terminal and log get the server's own, fuller words).
 */
export type ModelProblem =
  | 'download_unreachable'
  | 'download_not_found'
  | 'download_refused'
  | 'download_no_space'
  | 'download_not_writable'
  | 'download_failed'
  | 'file_missing'
  | 'file_not_a_file'
  | 'file_unreadable'
  | 'file_damaged'
  | 'engine_unavailable'
  | 'model_too_large'
  | 'parallel_memory'
  | 'context_too_small'
  | 'start_failed';

/** What the model behind the server is doing: state only, the page owns the words. */
export interface ProviderStatus {
  kind: 'remote' | 'local';
  /** The model's name (a file name at most: never a server path). */
  model: string | null;
  ready: boolean;
  state: 'ready' | 'downloading' | 'loading' | 'error';
  /** While a local model downloads. */
  progress?: { percent: number; downloadedBytes: number; totalBytes: number | null };
  /** In state `error`: why. */
  problem?: ModelProblem;
  /** With `context_too_small`: the tokens the model's context holds, and the tokens needed. */
  context?: { holds: number; needs: number };
}

/** `GET /api/health`. */
export interface HealthResponse {
  status: 'ok';
  provider: ProviderStatus['kind'];
  model: string | null;
  ready: boolean;
  state: ProviderStatus['state'];
  progress?: ProviderStatus['progress'];
}

/** `GET /api/config`: the page's run-time settings (no rebuild needed to change them). */
export interface PublicConfig {
  minIngredients: number;
  recipeDelayMs: number;
  provider: ProviderStatus;
}
