import { isKnownErrorCode, type AnyErrorCode } from '../../../../shared/error-text';
import { errorWords } from './error-words';

/** The words come from the code (`failureText`), never from the server's message. */
export interface RecipeFailure {
  code: AnyErrorCode;
  retryAfterSeconds?: number;
}

const wholeSeconds = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.ceil(value) : undefined;

/** The server's `{code, retryAfterSeconds}`; a code this page doesn't know becomes `fallback`. */
export function failureFromApiError(value: unknown, fallback: RecipeFailure): RecipeFailure {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const code = isKnownErrorCode(v.code) ? v.code : fallback.code;
  const retry = wholeSeconds(v.retryAfterSeconds) ?? fallback.retryAfterSeconds;
  return retry === undefined ? { code } : { code, retryAfterSeconds: retry };
}

/** A failure status without a readable body still gets plain words. */
export function fallbackForStatus(status: number, retryAfterSeconds?: number): RecipeFailure {
  const code =
    status === 429 ? 'rate_limited' : status >= 500 ? 'internal_error' : 'invalid_request';
  const retry = wholeSeconds(retryAfterSeconds);
  return retry === undefined ? { code } : { code, retryAfterSeconds: retry };
}

export function failureText(failure: RecipeFailure): string {
  return errorWords(failure.code, failure.retryAfterSeconds);
}
