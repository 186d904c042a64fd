import type { LlamaContextSequence, LlamaGrammarEvaluationState, Token } from 'node-llama-cpp';
import type { Sampling } from './sampling';

/** Tokens the repeat penalty looks back on, as LlamaChat does. */
const PENALTY_WINDOW = 64;
/** Tokens before a fragment given to the detokenizer, so spaces at its start come out right. */
const DETOKENIZE_CONTEXT = 16;

export interface AnswerOptions {
  sampling: Sampling;
  maxTokens: number;
  signal: AbortSignal;
  onDelta(text: string): void;
  stopTokens?: ReadonlySet<Token>;
  /** Holds the answer to a grammar (a JSON schema's). */
  grammar?: LlamaGrammarEvaluationState;
}

export interface Answer {
  read: number;
  stopReason: 'eogToken' | 'maxTokens' | 'abort';
  /** The tokens whose text was sent, in order: their text is exactly the deltas joined. */
  tokens: Token[];
  text: string;
}

/** Keeps what the sequence holds of `input`, but always leaves a token to read: reading yields the next. */
async function align(sequence: LlamaContextSequence, input: readonly Token[]): Promise<number> {
  const { firstDifferentIndex } = sequence.compareContextTokens([...input]);
  const keep = Math.min(firstDifferentIndex, input.length - 1);
  if (sequence.nextTokenIndex > keep) {
    await sequence.eraseContextTokenRanges([{ start: keep, end: sequence.nextTokenIndex }]);
  }
  return keep;
}

/** Writes one answer after `input` on the sequence, token by token, reading only what it lacks. */
export async function writeAnswer(
  sequence: LlamaContextSequence,
  input: readonly Token[],
  options: AnswerOptions,
): Promise<Answer> {
  const { model } = sequence;
  const { sampling, maxTokens, signal, onDelta, stopTokens, grammar } = options;
  const newLine = model.tokens.nl;
  const generated: Token[] = [];
  let sent = 0;
  let text = '';
  let stopReason: Answer['stopReason'] = 'abort';
  // A fragment waits while its last bytes are an incomplete UTF-8 character.
  const flush = (final: boolean) => {
    if (sent === generated.length) return;
    const before =
      sent >= DETOKENIZE_CONTEXT
        ? generated.slice(sent - DETOKENIZE_CONTEXT, sent)
        : [...input.slice(sent - DETOKENIZE_CONTEXT), ...generated.slice(0, sent)];
    const delta = model.detokenize(generated.slice(sent), false, before);
    if (!final && delta.endsWith('\uFFFD')) return;
    sent = generated.length;
    text += delta;
    if (delta) onDelta(delta);
  };
  const held = await align(sequence, input);
  const tokens = sequence.evaluate(input.slice(held), {
    temperature: sampling.temperature,
    topK: sampling.topK,
    topP: sampling.topP,
    repeatPenalty: sampling.repeatPenalty
      ? {
          penalty: sampling.repeatPenalty,
          // Line breaks are the answer's layout, not repetition (LlamaChat's default too).
          punishTokens: () => generated.slice(-PENALTY_WINDOW).filter((t) => t !== newLine),
        }
      : undefined,
    yieldEogToken: true,
    ...(grammar && { grammarEvaluationState: grammar }),
  });
  for await (const token of tokens) {
    if (signal.aborted) break;
    if (model.isEogToken(token) || stopTokens?.has(token)) {
      stopReason = 'eogToken';
      break;
    }
    generated.push(token);
    flush(false);
    if (generated.length >= maxTokens) {
      stopReason = 'maxTokens';
      break;
    }
  }
  if (stopReason !== 'abort') flush(true);
  return { read: input.length - held, stopReason, tokens: generated.slice(0, sent), text };
}
