/** Details name the kind and status only: upstream bodies may echo the prompt, or the key. */
import { parseRetryAfter } from '../../shared/retry-after';
import type { ErrorCode } from '../../shared/api';
import { ProviderError } from './types';

export type TimedOut = 'first_byte' | 'idle' | undefined;

/** Milliseconds the provider asked us to wait (`retry-after-ms`, `retry-after` seconds or date). */
export function retryAfterMs(headers: Headers | undefined): number | undefined {
  const ms = headers?.get('retry-after-ms');
  if (ms && Number.isFinite(Number(ms)) && Number(ms) >= 0) return Number(ms);
  return parseRetryAfter(headers?.get('retry-after'));
}

/** Hugging Face answers 400 `model_not_supported`; others word it in the message. */
function mentionsUnsupportedModel(body: string): boolean {
  return /model_not_supported|model[^"]{0,80}not (supported|found)|does not exist/i.test(body);
}

export function statusFailure(status: number, body: string, headers: Headers): ProviderError {
  const retryMs = retryAfterMs(headers);
  const options = { status, ...(retryMs !== undefined ? { retryAfterMs: retryMs } : {}) };
  const detail = `upstream answered ${status}`;
  const code: ErrorCode =
    status === 401 || status === 403
      ? 'provider_auth'
      : status === 402
        ? 'provider_credits'
        : status === 404 || (status === 400 && mentionsUnsupportedModel(body))
          ? 'provider_model_unavailable'
          : status === 429
            ? 'provider_rate_limited'
            : status === 408 || status >= 500
              ? 'provider_unavailable'
              : 'provider_bad_response';
  return new ProviderError(code, detail, options);
}

/** Once text has reached the visitor, any break is `stream_interrupted`. */
export function connectionFailure(
  err: unknown,
  ctx: { timedOut: TimedOut; textSent: boolean },
): ProviderError {
  if (err instanceof ProviderError) return err;
  if (ctx.timedOut === 'first_byte') {
    return new ProviderError('provider_timeout', 'no text before the first-byte timeout', {
      cause: err,
    });
  }
  if (ctx.timedOut === 'idle') {
    return new ProviderError('provider_timeout', 'silence between chunks past the idle timeout', {
      cause: err,
    });
  }
  // Refused, reset or closed mid-body (undici's SocketError, ECONNRESET and the like).
  return new ProviderError(
    ctx.textSent ? 'stream_interrupted' : 'provider_unavailable',
    ctx.textSent ? 'connection broke mid-stream' : 'connection failed',
    { cause: err },
  );
}

export function streamFailure(before: ErrorCode, detail: string, textSent: boolean): ProviderError {
  return new ProviderError(textSent ? 'stream_interrupted' : before, detail);
}
