import type { ApiError, ErrorCode } from '../../shared/api';

/** Why a recipe call did not give a complete recipe, in words the visitor can read. */
export interface RecipeFailure {
  code: ErrorCode | 'network_error' | 'bad_response' | 'cut_short' | 'empty_recipe';
  /** Plain words: the server's own message where there is one, never a stack or internals. */
  message: string;
  /** Seconds after which trying again makes sense, when known. */
  retryAfterSeconds?: number;
}

export const MESSAGES = {
  network: 'We could not reach the Pantry Chef server. Check your connection and try again.',
  badResponse: 'The server sent an answer we could not read. Please try again.',
  cutShort: 'The connection was lost before the recipe was finished.',
  emptyRecipe: 'The model did not write a recipe this time. Please try again.',
  server: 'Something went wrong on our side. Please try again.',
  rateLimited: 'Too many recipe requests right now.',
  rejected: 'The server could not take this request.',
} as const;

/** Reads `Retry-After` (seconds or an HTTP date) as whole seconds from now. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.code === 'string' && typeof v.message === 'string' && v.message.trim() !== '';
}

/** An `ApiError` from the server as the page shows it; anything unexpected becomes `fallback`. */
export function failureFromApiError(value: unknown, fallback: RecipeFailure): RecipeFailure {
  if (!isApiError(value)) return fallback;
  const failure: RecipeFailure = { code: value.code, message: value.message };
  const retry = value.retryAfterSeconds ?? fallback.retryAfterSeconds;
  if (typeof retry === 'number' && Number.isFinite(retry) && retry >= 0) {
    failure.retryAfterSeconds = Math.ceil(retry);
  }
  return failure;
}

/** A failure status without a readable body still gets a plain message. */
export function fallbackForStatus(status: number, retryAfterSeconds?: number): RecipeFailure {
  const base: RecipeFailure =
    status === 429
      ? { code: 'rate_limited', message: MESSAGES.rateLimited }
      : status >= 500
        ? { code: 'internal_error', message: MESSAGES.server }
        : { code: 'invalid_request', message: MESSAGES.rejected };
  if (retryAfterSeconds !== undefined) base.retryAfterSeconds = retryAfterSeconds;
  return base;
}

/** "Try again in 30 seconds." when the server said when; empty otherwise. */
export function retryHint(failure: RecipeFailure): string {
  const s = failure.retryAfterSeconds;
  if (s === undefined || s <= 0) return '';
  // The server's own message may already say when; don't say it twice.
  if (/\bseconds?\b|\bminutes?\b/i.test(failure.message)) return '';
  if (s >= 90) {
    const minutes = Math.ceil(s / 60);
    return `Please try again in ${minutes} minutes.`;
  }
  return `Please try again in ${s} ${s === 1 ? 'second' : 'seconds'}.`;
}
