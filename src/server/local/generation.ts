import { Readable } from 'node:stream';
import type { FinishReason } from '../../shared/api';
import { MAX_RECIPE_TOKENS, type ChatMessage } from '../prompt';
import type { CallOptions, ProviderEvent } from '../providers/types';
import { ProviderError } from '../providers/types';
import type { GenerateResult, LocalEngine } from './engine';
import { shortReason } from './local-model-error';

export interface Generation {
  /** The answer's deltas, as a pull stream: text waits here until the caller reads it. */
  readonly deltas: Readable;
  /** Ends the answer: llama.cpp halts after the token it is computing. */
  readonly stop: AbortController;
  /** Settles (never rejects) once the sequence is free again. */
  readonly done: Promise<void>;
  finishReason(): FinishReason;
}

export interface GenerationHooks {
  /** The duration of every answer that was not stopped (to tell a waiting visitor when to retry). */
  onTimed(ms: number): void;
  onEnded(result: GenerateResult): void;
  /** Once the sequence is free again, before `done` settles. */
  onSettled(): void;
}

export function startGeneration(
  engine: LocalEngine,
  messages: readonly ChatMessage[],
  signal: AbortSignal,
  hooks: GenerationHooks,
  options: CallOptions = {},
): Generation {
  const stop = new AbortController();
  const onAbort = () => stop.abort();
  signal.addEventListener('abort', onAbort, { once: true });
  if (signal.aborted) stop.abort();
  const deltas = new Readable({ objectMode: true, read() {} });
  let ended = false;
  const end = (error?: unknown) => {
    if (ended) return;
    ended = true;
    if (error) deltas.destroy(error instanceof Error ? error : new Error(String(error)));
    else deltas.push(null);
  };
  // Stop ends the stream at once; the sequence is freed when llama.cpp has halted.
  stop.signal.addEventListener('abort', () => end(), { once: true });
  const began = performance.now();
  let reason: FinishReason = 'stop';
  let answered = false;
  // The answer is sent as soon as it is whole, before the sequence reads what may follow it.
  const onAnswered = (result: GenerateResult) => {
    if (answered) return;
    answered = true;
    if (result.stopReason === 'maxTokens') reason = 'length';
    if (result.stopReason !== 'abort') hooks.onTimed(performance.now() - began);
    hooks.onEnded(result);
    end();
  };
  const done = engine
    .generate(messages, {
      maxTokens: options.maxTokens ?? MAX_RECIPE_TOKENS,
      ...(options.jsonSchema && { jsonSchema: options.jsonSchema }),
      ...(options.nextTurn && { nextTurn: options.nextTurn }),
      signal: stop.signal,
      onDelta: (text) => {
        if (!ended && text) deltas.push(text);
      },
      onAnswered,
    })
    .then(onAnswered, (error: unknown) => end(error))
    .finally(() => {
      signal.removeEventListener('abort', onAbort);
      hooks.onSettled();
    });
  return { deltas, stop, done, finishReason: () => reason };
}

export async function* generationEvents(
  generation: Generation,
  log: { error(obj: object, msg?: string): void },
): AsyncGenerator<ProviderEvent> {
  const { deltas, stop, done } = generation;
  let sent = false;
  try {
    for await (const text of deltas) {
      sent = true;
      yield { type: 'delta', text: text as string };
    }
    // The stream ends when generation settles, so the reason is known here.
    if (!stop.signal.aborted) yield { type: 'finish', reason: generation.finishReason() };
  } catch (error) {
    if (stop.signal.aborted) return;
    log.error({ reason: shortReason(error) }, 'embedded model generation failed');
    const code = sent ? 'stream_interrupted' : 'provider_unavailable';
    throw new ProviderError(code, 'local generation failed', { cause: error });
  } finally {
    // Also when the caller stops reading early: return only once the sequence is free again.
    stop.abort();
    await done;
  }
}
