import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { inPageLanguage } from '../../../lib/answer-language';
import type { RecipeRequest } from '../../../../shared/recipe-request';
import { streamEventSchema } from '../../../../shared/stream-event';
import { parseRetryAfter } from '../../../../shared/retry-after';
import { failureFromApiError, fallbackForStatus, type RecipeFailure } from './failure';
import { reportReach } from '../../../lib/connection';

export type StreamResult =
  | { kind: 'done'; finishReason: 'stop' | 'length' }
  | { kind: 'failed'; failure: RecipeFailure; cause: unknown }
  | { kind: 'aborted' };

export interface StreamOptions {
  signal: AbortSignal;
  onDelta: (text: string) => void;
  fetchImpl?: typeof fetch;
}

const failed = (code: RecipeFailure['code'], cause: unknown): StreamResult => ({
  kind: 'failed',
  failure: { code },
  cause,
});

async function readJsonError(response: Response): Promise<StreamResult> {
  const retryMs = parseRetryAfter(response.headers.get('Retry-After'));
  const fallback = fallbackForStatus(
    response.status,
    retryMs === undefined ? undefined : retryMs / 1000,
  );
  // A body that isn't JSON (a proxy's HTML page, say) gets the plain words for its status.
  const body: unknown = await response.json().catch(() => undefined);
  const failure = failureFromApiError((body as { error?: unknown } | undefined)?.error, fallback);
  return {
    kind: 'failed',
    failure,
    cause: new Error(`POST /api/recipe answered ${response.status} (${failure.code})`),
  };
}

/** Events a newer server may add; this page reads on past them. */
const KNOWN_EVENTS = new Set(['delta', 'error', 'done']);

/** The result when the event ends the stream (or breaks the contract); `undefined` reads on. */
function readEvent(
  message: EventSourceMessage,
  onDelta: (text: string) => void,
): StreamResult | undefined {
  if (!KNOWN_EVENTS.has(message.event ?? '')) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(message.data);
  } catch (error) {
    return failed('bad_response', error);
  }
  const parsed = streamEventSchema.safeParse({ event: message.event, data });
  if (!parsed.success) return failed('bad_response', parsed.error);
  const event = parsed.data;
  switch (event.event) {
    case 'delta':
      if (event.data.text) onDelta(event.data.text);
      return undefined;
    case 'done':
      return { kind: 'done', finishReason: event.data.finishReason } satisfies StreamResult;
    case 'error': {
      const failure = failureFromApiError(event.data, { code: 'cut_short' });
      const cause = new Error(`recipe stream error event (${failure.code})`);
      return { kind: 'failed', failure, cause } satisfies StreamResult;
    }
  }
}

async function readStream(
  body: ReadableStream<Uint8Array>,
  { signal, onDelta }: StreamOptions,
): Promise<StreamResult> {
  let result: StreamResult | undefined;
  const parser = createParser({
    onEvent: (message) => {
      result ??= readEvent(message, onDelta);
    },
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  try {
    while (!result) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } catch (error) {
    return signal.aborted ? { kind: 'aborted' } : failed('cut_short', error);
  }
  if (result) {
    reader.cancel().catch(() => undefined);
    return result;
  }
  if (signal.aborted) return { kind: 'aborted' };
  return failed('cut_short', new Error('the recipe stream closed before it was complete'));
}

/** See src/shared/api.ts. Never throws: every way the call can end is a `StreamResult`. */
export async function streamRecipe(
  request: RecipeRequest,
  options: StreamOptions,
): Promise<StreamResult> {
  const { signal, fetchImpl = fetch } = options;
  let response: Response;
  try {
    response = await fetchImpl('/api/recipe', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify(inPageLanguage(request)),
      signal,
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch (error) {
    if (signal.aborted) return { kind: 'aborted' };
    reportReach(false);
    // The browser knows it has no network: saved recipes are what is left, and the page says so.
    return failed(navigator.onLine ? 'network_error' : 'offline', error);
  }
  reportReach(true);
  if (!response.ok) return readJsonError(response);
  const type = response.headers.get('Content-Type') ?? '';
  if (!type.includes('text/event-stream') || !response.body) {
    return failed('bad_response', new Error(`unexpected answer: ${response.status} ${type}`));
  }
  return readStream(response.body, options);
}
