/**
 * The wire contract. `POST /api/recipe` answers either `{ "error": ApiError }` with a 4xx/5xx
 * (nothing was generated) or `200 text/event-stream` with the events of stream-event.ts: `delta`
 * (the next piece), `error` (failed after text was sent), `done`. A stream that closes without
 * `done` or `error` was cut short.
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
  retryAfterSeconds?: number;
}

export interface ErrorBody {
  error: ApiError;
}

/** Why the recipe ended: the model finished (`stop`) or reached the token cap (`length`). */
export type FinishReason = 'stop' | 'length';

export type { StreamEvent } from './stream-event';

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
  progress?: { percent: number; downloadedBytes: number; totalBytes: number | null };
  /** In state `error`: why. */
  problem?: ModelProblem;
  /** With `context_too_small`: the tokens the model's context holds, and the tokens needed. */
  context?: { holds: number; needs: number };
}

export interface HealthResponse {
  status: 'ok';
  provider: ProviderStatus['kind'];
  model: string | null;
  ready: boolean;
  state: ProviderStatus['state'];
  progress?: ProviderStatus['progress'];
}

/** `GET /api/config`: run-time settings, so changing them needs no rebuild. */
export interface PublicConfig {
  minIngredients: number;
  recipeDelayMs: number;
  provider: ProviderStatus;
}
