/** A chat-completions answer as provider events, streamed or whole, each form bounded in size. */
import { on } from 'node:events';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { Dispatcher } from 'undici';
import type { FinishReason } from '../../shared/api';
import { streamFailure } from './openai-failures';
import { readDelta } from './openai-wire';
import type { ProviderEvent } from './types';

export type Body = Dispatcher.ResponseData['body'];

/** A whole answer, from a server that ignored `stream: true`. */
const ANSWER_LIMIT = 1024 * 1024;
/** Bytes with no complete event in them: past this the stream is not SSE we can use. */
const EVENT_LIMIT = 1024 * 1024;
/** Chunks read ahead of a slow visitor before the upstream socket is paused. */
const READ_AHEAD_CHUNKS = 64;

export async function readText(body: Body, limit: number): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of body) {
    text += decoder.decode(chunk as Buffer, { stream: true });
    if (text.length >= limit) return text.slice(0, limit);
  }
  return text + decoder.decode();
}

export async function* readWholeAnswer(body: Body): AsyncGenerator<ProviderEvent> {
  const delta = readDelta(await readText(body, ANSWER_LIMIT));
  if (delta.kind !== 'delta' || !delta.text) {
    throw streamFailure('provider_bad_response', 'unreadable answer', false);
  }
  yield { type: 'delta', text: delta.text };
  yield { type: 'finish', reason: delta.finishReason ?? 'stop' };
}

/** Leaving at `[DONE]` keeps the body: the caller drains the rest so the socket is reused. */
export async function* readEvents(body: Body): AsyncGenerator<ProviderEvent> {
  const events: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (event) => events.push(event) });
  const decoder = new TextDecoder();
  let unparsed = 0;
  let textSent = false;
  let finishReason: FinishReason | undefined;
  // 'data' events rather than the stream's async iterator: one scheduling hop less per chunk.
  const chunks = on(body, 'data', {
    close: ['end', 'close'],
    highWaterMark: READ_AHEAD_CHUNKS,
  }) as AsyncIterableIterator<[Buffer]>;
  for await (const [bytes] of chunks) {
    parser.feed(decoder.decode(bytes, { stream: true }));
    unparsed = events.length === 0 ? unparsed + bytes.length : 0;
    if (unparsed > EVENT_LIMIT) {
      throw streamFailure('provider_bad_response', 'no event in the stream', textSent);
    }
    for (const event of events.splice(0)) {
      if (event.data === '[DONE]') {
        yield { type: 'finish', reason: finishReason ?? 'stop' };
        return;
      }
      const delta = event.event === 'error' ? { kind: 'error' as const } : readDelta(event.data);
      if (delta.kind === 'malformed') {
        throw streamFailure('provider_bad_response', 'malformed event in the stream', textSent);
      }
      if (delta.kind === 'error') {
        throw streamFailure('provider_unavailable', 'error event in the stream', textSent);
      }
      finishReason = delta.finishReason ?? finishReason;
      if (!delta.text) continue;
      textSent = true;
      yield { type: 'delta', text: delta.text };
    }
  }
  if (!finishReason) {
    throw streamFailure('provider_bad_response', 'stream ended without a finish reason', textSent);
  }
  yield { type: 'finish', reason: finishReason };
}
