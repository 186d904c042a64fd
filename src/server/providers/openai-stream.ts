/**
 * Reads a chat-completions answer body as provider events: the streamed form (Server-Sent Events
 * of `chat.completion.chunk`s, parsed by eventsource-parser) or one whole `chat.completion` from a
 * server that ignored `stream: true`. Bounded: neither form can make us hold more than a set size.
 */
import { on } from 'node:events';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { Dispatcher } from 'undici';
import type { FinishReason } from '../../shared/api';
import { streamFailure } from './openai-failures';
import { readPiece } from './openai-wire';
import type { ProviderEvent } from './types';

export type Body = Dispatcher.ResponseData['body'];

/** A whole (non-streamed) answer from a server that ignored `stream: true`. */
const ANSWER_LIMIT = 1024 * 1024;
/** Bytes with no complete event in them: past this the stream is not SSE we can use. */
const EVENT_LIMIT = 1024 * 1024;
/** Chunks read ahead of a slow visitor before the upstream socket is paused. */
const READ_AHEAD_CHUNKS = 64;

/** The body as text, up to `limit` characters. */
export async function readText(body: Body, limit: number): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of body) {
    text += decoder.decode(chunk as Buffer, { stream: true });
    if (text.length >= limit) return text.slice(0, limit);
  }
  return text + decoder.decode();
}

/** One whole JSON answer: its text, then how it ended. */
export async function* readWholeAnswer(body: Body): AsyncGenerator<ProviderEvent> {
  const piece = readPiece(await readText(body, ANSWER_LIMIT));
  if (piece.kind !== 'text' || !piece.text) {
    throw streamFailure('bad_response', 'unreadable answer', false);
  }
  yield { type: 'delta', text: piece.text };
  yield { type: 'finish', reason: piece.finishReason ?? 'stop' };
}

/**
 * The streamed answer: a `text` event per non-empty delta, then `finish` at `[DONE]` or at the end
 * of a body that gave a finish reason. Empty deltas and comments (keep-alives) yield nothing.
 * Leaving at `[DONE]` does not destroy the body: the caller drains the rest so the socket is reused.
 */
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
      throw streamFailure('bad_response', 'no event in the stream', textSent);
    }
    for (const event of events.splice(0)) {
      if (event.data === '[DONE]') {
        yield { type: 'finish', reason: finishReason ?? 'stop' };
        return;
      }
      const piece = event.event === 'error' ? { kind: 'error' as const } : readPiece(event.data);
      if (piece.kind === 'malformed') {
        throw streamFailure('bad_response', 'malformed event in the stream', textSent);
      }
      if (piece.kind === 'error') {
        throw streamFailure('unavailable', 'error event in the stream', textSent);
      }
      finishReason = piece.finishReason ?? finishReason;
      if (!piece.text) continue;
      textSent = true;
      yield { type: 'delta', text: piece.text };
    }
  }
  if (!finishReason) {
    throw streamFailure('bad_response', 'stream ended without a finish reason', textSent);
  }
  yield { type: 'finish', reason: finishReason };
}
