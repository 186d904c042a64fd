import { createParser } from 'eventsource-parser';
import { inPageLanguage } from '../../lib/answer-language';
import type { Idea, IdeasRequest } from '../../../shared/ideas-request';
import { ideasEventSchema } from '../../../shared/ideas-event';
import { isKnownErrorCode, type AnyErrorCode } from '../../../shared/error-text';
import { reportReach } from '../../lib/connection';

export interface IdeasFailure {
  code: AnyErrorCode;
  retryAfterSeconds?: number;
}

export type IdeasResult =
  | { kind: 'done'; answer: string }
  | { kind: 'failed'; failure: IdeasFailure }
  | { kind: 'aborted' };

/** The server's code when this page knows it, else plain words for the status. */
function failureOf(value: unknown, status: number): IdeasFailure {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const fallback = status === 429 ? 'rate_limited' : status >= 500 ? 'internal_error' : 'cut_short';
  const code = isKnownErrorCode(v.code) ? v.code : fallback;
  const retry = v.retryAfterSeconds;
  return typeof retry === 'number' && retry > 0
    ? { code, retryAfterSeconds: Math.ceil(retry) }
    : { code };
}

async function readIdeasEvents(
  body: ReadableStream<Uint8Array>,
  onIdea: (idea: Idea) => void,
): Promise<IdeasResult | undefined> {
  let result: IdeasResult | undefined;
  const parser = createParser({
    onEvent: (message) => {
      if (result) return;
      let data: unknown;
      try {
        data = JSON.parse(message.data);
      } catch {
        result = { kind: 'failed', failure: { code: 'bad_response' } };
        return;
      }
      const parsed = ideasEventSchema.safeParse({ event: message.event, data });
      // Events a newer server may add are read past.
      if (!parsed.success) return;
      const event = parsed.data;
      if (event.event === 'idea') onIdea(event.data);
      else if (event.event === 'done') result = { kind: 'done', answer: event.data.answer };
      else result = { kind: 'failed', failure: failureOf(event.data, 502) };
    },
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  while (!result) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.feed(decoder.decode(value, { stream: true }));
  }
  if (result) reader.cancel().catch(() => undefined);
  return result;
}

/** `POST /api/ideas` (src/shared/ideas-event.ts). Never throws. */
export async function streamIdeas(
  request: IdeasRequest,
  { signal, onIdea }: { signal: AbortSignal; onIdea: (idea: Idea) => void },
): Promise<IdeasResult> {
  try {
    const response = await fetch('/api/ideas', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify(inPageLanguage(request)),
      signal,
      credentials: 'same-origin',
      cache: 'no-store',
    });
    reportReach(true);
    if (!response.ok) {
      const body = (await response.json().catch(() => undefined)) as
        { error?: unknown } | undefined;
      return { kind: 'failed', failure: failureOf(body?.error, response.status) };
    }
    if (!response.body) return { kind: 'failed', failure: { code: 'bad_response' } };
    const result = await readIdeasEvents(response.body, onIdea);
    return result ?? { kind: 'failed', failure: { code: 'cut_short' } };
  } catch {
    if (signal.aborted) return { kind: 'aborted' };
    reportReach(false);
    // As a recipe: without a network the page says so in its one line.
    return { kind: 'failed', failure: { code: navigator.onLine ? 'network_error' : 'offline' } };
  }
}
