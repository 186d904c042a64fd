/** The one place that turns a failure into what the visitor gets: no stack, internals or secret. */
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiError, ErrorBody, ErrorCode } from '../shared/api';
import { errorText } from '../shared/error-text';
import { ProviderError } from './providers/types';

/** A failure the server raises itself (rate limit, stream caps, shutting down, not found...). */
export class AppError extends Error {
  readonly retryAfterSeconds: number | undefined;
  constructor(
    readonly code: ErrorCode,
    options: { retryAfterSeconds?: number; message?: string } = {},
  ) {
    super(options.message ?? code);
    this.name = 'AppError';
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export interface ErrorDescription extends ApiError {
  status: number;
}

/** The HTTP status of each code; the words are in src/shared/error-text.ts. */
const STATUS: Record<ErrorCode, number> = {
  invalid_request: 400,
  payload_too_large: 413,
  request_too_long: 413,
  unsupported_media_type: 415,
  not_found: 404,
  rate_limited: 429,
  too_many_streams: 429,
  daily_limit_reached: 429,
  busy: 503,
  not_configured: 503,
  model_not_ready: 503,
  provider_auth: 502,
  provider_credits: 502,
  provider_model_unavailable: 502,
  provider_rate_limited: 429,
  provider_unavailable: 503,
  provider_timeout: 504,
  provider_bad_response: 502,
  stream_interrupted: 502,
  recipe_time_limit: 504,
  recipe_size_limit: 502,
  shutting_down: 503,
  internal_error: 500,
};

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_request',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_request',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'invalid_request',
};

function describe(code: ErrorCode, retryAfterSeconds?: number, message?: string) {
  const retry =
    retryAfterSeconds !== undefined && Number.isFinite(retryAfterSeconds) && retryAfterSeconds > 0
      ? Math.ceil(retryAfterSeconds)
      : undefined;
  const d: ErrorDescription = {
    status: STATUS[code],
    code,
    message: message ?? errorText(code, retry),
  };
  if (retry !== undefined) d.retryAfterSeconds = retry;
  return d;
}

/** Valid JSON, but not a list of ingredients (the page never sends this; an old page might). */
const WRONG_SHAPE =
  'The recipe request was not in the expected form. Please reload the page and try again.';

/** The schema's own messages are written for visitors; zod's defaults (wrong types) are not. */
function validationMessage(issue: { code?: string; message: string } | undefined): string {
  const own = issue?.code === 'too_big' || issue?.code === 'too_small' || issue?.code === 'custom';
  return own && issue ? issue.message : WRONG_SHAPE;
}

function statusOf(err: unknown): number | undefined {
  if (typeof err !== 'object' || err === null || !('statusCode' in err)) return undefined;
  const s = (err as { statusCode: unknown }).statusCode;
  return typeof s === 'number' ? s : undefined;
}

export function describeError(err: unknown): ErrorDescription {
  if (err instanceof AppError) return describe(err.code, err.retryAfterSeconds);
  if (err instanceof ProviderError) {
    const retryMs = err.options.retryAfterMs;
    return describe(err.code, retryMs === undefined ? undefined : retryMs / 1000);
  }
  if (err instanceof z.ZodError) {
    return describe('invalid_request', undefined, validationMessage(err.issues[0]));
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const first = err.validation[0];
    return describe(
      'invalid_request',
      undefined,
      validationMessage(first && { code: first.keyword, message: first.message ?? '' }),
    );
  }
  const fastifyCode =
    typeof err === 'object' && err !== null && 'code' in err
      ? FASTIFY_CODES[String((err as { code: unknown }).code)]
      : undefined;
  if (fastifyCode) return describe(fastifyCode);
  const status = statusOf(err);
  if (status === 404) return describe('not_found');
  if (status === 413) return describe('payload_too_large');
  if (status === 415) return describe('unsupported_media_type');
  if (status !== undefined && status >= 400 && status < 500) {
    return { ...describe('invalid_request'), status };
  }
  return describe('internal_error');
}

export function describeStreamError(err: unknown): ApiError {
  const { status: _status, ...apiError } = describeError(err);
  return apiError;
}

export function errorBody(d: ErrorDescription): ErrorBody {
  const error: ApiError = { code: d.code, message: d.message };
  if (d.retryAfterSeconds !== undefined) error.retryAfterSeconds = d.retryAfterSeconds;
  return { error };
}

/** Its kind and upstream status, never a message that could carry request text. */
export function logFields(err: unknown): Record<string, unknown> {
  if (err instanceof ProviderError) {
    return { failure: err.code, upstreamStatus: err.options.status };
  }
  if (err instanceof AppError) return { failure: err.code };
  if (err instanceof z.ZodError || hasZodFastifySchemaValidationErrors(err)) {
    return { failure: 'validation' };
  }
  const code =
    typeof err === 'object' && err !== null && 'code' in err
      ? String((err as { code: unknown }).code)
      : undefined;
  const name = err instanceof Error ? err.name : typeof err;
  if (code !== undefined || !(err instanceof Error)) return { failure: code ?? name };
  // An unexpected error: the stack frames help, its message might quote request text.
  const frames = (err.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .slice(0, 8)
    .map((line) => line.trim());
  return { failure: name, frames };
}
