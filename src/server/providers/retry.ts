/** Retries only while no text has reached the visitor: a retry after text would repeat it. */
import type { ErrorCode } from '../../shared/api';
import { ProviderError, type ProviderEvent } from './types';

export interface RetryLog {
  warn(obj: object, msg?: string): void;
}

export interface RetryOptions {
  maxRetries: number;
  /** Longest wait worth it; a provider asking for longer is answered at once instead. */
  retryMaxWaitMs: number;
  log: RetryLog;
  signal: AbortSignal;
}

const RETRYABLE = new Set<ErrorCode>(['provider_unavailable', 'provider_rate_limited']);
const BASE_BACKOFF_MS = 250;

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

/** Undefined when the failure goes to the visitor. */
export function retryDelayMs(
  error: ProviderError,
  attempt: number,
  options: Pick<RetryOptions, 'maxRetries' | 'retryMaxWaitMs'>,
): number | undefined {
  if (!RETRYABLE.has(error.code) || attempt >= options.maxRetries) return undefined;
  const asked = error.options.retryAfterMs;
  if (asked !== undefined) return asked > options.retryMaxWaitMs ? undefined : asked;
  const backoff = BASE_BACKOFF_MS * 2 ** attempt * (0.75 + Math.random() * 0.5);
  return Math.min(options.retryMaxWaitMs, backoff);
}

export async function* withRetry(
  attempt: () => AsyncIterable<ProviderEvent>,
  options: RetryOptions,
): AsyncGenerator<ProviderEvent> {
  for (let n = 0; ; n++) {
    let textSent = false;
    try {
      for await (const event of attempt()) {
        if (event.type === 'delta') textSent = true;
        yield event;
      }
      return;
    } catch (err) {
      if (options.signal.aborted) return;
      if (textSent || !(err instanceof ProviderError)) throw err;
      const waitMs = retryDelayMs(err, n, options);
      if (waitMs === undefined) throw err;
      options.log.warn(
        {
          failure: err.code,
          upstreamStatus: err.options.status,
          attempt: n + 1,
          waitMs: Math.round(waitMs),
        },
        'recipe provider failed; retrying',
      );
      await pause(waitMs, options.signal);
      if (options.signal.aborted) return;
    }
  }
}
