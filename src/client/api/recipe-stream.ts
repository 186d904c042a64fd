import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { RecipeRequest } from '../../shared/recipe-request';
import {
  failureFromApiError,
  fallbackForStatus,
  MESSAGES,
  parseRetryAfter,
  type RecipeFailure,
} from './failure';

export type StreamResult =
  | { kind: 'done'; finishReason: 'stop' | 'length' }
  | { kind: 'failed'; failure: RecipeFailure; cause: unknown }
  | { kind: 'aborted' };

export interface StreamOptions {
  signal: AbortSignal;
  /** Called with each piece of recipe text, in order, as it arrives. */
  onText: (text: string) => void;
  fetchImpl?: typeof fetch;
}

class StreamEnd extends Error {
  constructor(readonly result: StreamResult) {
    super('stream ended');
  }
}

const badResponse = (cause: unknown): StreamResult => ({
  kind: 'failed',
  failure: { code: 'bad_response', message: MESSAGES.badResponse },
  cause,
});

async function readJsonError(response: Response): Promise<StreamResult> {
  const retryAfter = parseRetryAfter(response.headers.get('Retry-After'));
  const fallback = fallbackForStatus(response.status, retryAfter);
  // A body that isn't JSON (a proxy's HTML page, say) gets the plain message for its status.
  const body: unknown = await response.json().catch(() => undefined);
  const apiError = (body as { error?: unknown } | undefined)?.error;
  const failure = failureFromApiError(apiError, fallback);
  return {
    kind: 'failed',
    failure,
    cause: new Error(`POST /api/recipe answered ${response.status} (${failure.code})`),
  };
}

/** Turns one SSE event into text for the page, or ends the stream with a result. */
function handleEvent(message: EventSourceMessage, onText: (text: string) => void): void {
  let data: unknown;
  try {
    data = JSON.parse(message.data);
  } catch (error) {
    throw new StreamEnd(badResponse(error));
  }
  switch (message.event) {
    case 'delta': {
      const text = (data as { text?: unknown }).text;
      if (typeof text !== 'string')
        throw new StreamEnd(badResponse(new Error('delta without text')));
      if (text) onText(text);
      return;
    }
    case 'error': {
      const failure = failureFromApiError(data, { code: 'cut_short', message: MESSAGES.cutShort });
      throw new StreamEnd({
        kind: 'failed',
        failure,
        cause: new Error(`recipe stream error event (${failure.code})`),
      });
    }
    case 'done': {
      const reason = (data as { finishReason?: unknown }).finishReason;
      throw new StreamEnd({ kind: 'done', finishReason: reason === 'length' ? 'length' : 'stop' });
    }
    default:
      // Unknown events are for newer pages; ignore them.
      return;
  }
}

/**
 * `POST /api/recipe` and its Server-Sent Events (see src/shared/api.ts), as text callbacks and one
 * final result. Never throws: every way the call can end is a `StreamResult`.
 */
export async function streamRecipe(
  request: RecipeRequest,
  { signal, onText, fetchImpl = fetch }: StreamOptions,
): Promise<StreamResult> {
  let response: Response;
  try {
    response = await fetchImpl('/api/recipe', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify(request),
      signal,
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch (error) {
    if (signal.aborted) return { kind: 'aborted' };
    return {
      kind: 'failed',
      failure: { code: 'network_error', message: MESSAGES.network },
      cause: error,
    };
  }

  if (!response.ok) return readJsonError(response);
  const type = response.headers.get('Content-Type') ?? '';
  if (!type.includes('text/event-stream') || !response.body) {
    return badResponse(new Error(`unexpected answer: ${response.status} ${type}`));
  }

  const parser = createParser({
    onEvent: (message) => handleEvent(message, onText),
  });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
    }
    parser.feed(decoder.decode());
  } catch (error) {
    if (error instanceof StreamEnd) {
      // The server said done or error: nothing more to read.
      reader.cancel().catch(() => undefined);
      return error.result;
    }
    if (signal.aborted) return { kind: 'aborted' };
    return {
      kind: 'failed',
      failure: { code: 'cut_short', message: MESSAGES.cutShort },
      cause: error,
    };
  }
  if (signal.aborted) return { kind: 'aborted' };
  return {
    kind: 'failed',
    failure: { code: 'cut_short', message: MESSAGES.cutShort },
    cause: new Error('the recipe stream closed before it was complete'),
  };
}
