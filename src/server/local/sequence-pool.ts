import type {
  ChatWrapper,
  LlamaContext,
  LlamaContextSequence,
  LlamaModel,
  Token,
} from 'node-llama-cpp';
import { buildRecipeMessages } from '../prompt';
import { promptTokens } from './context-need';

/**
 * The tokens every prompt starts with (the template's start and the system message): the common
 * start of two requests that differ only in their ingredients.
 */
export function sharedPrefix(model: LlamaModel, chatWrapper: ChatWrapper): Token[] {
  const a = promptTokens(model, chatWrapper, buildRecipeMessages({ ingredients: ['a'] }));
  const b = promptTokens(model, chatWrapper, buildRecipeMessages({ ingredients: ['b'] }));
  let same = 0;
  while (same < a.length && same < b.length && a[same] === b[same]) same++;
  return a.slice(0, same);
}

export interface SequencePool {
  /** The evaluated start each free sequence holds. */
  readonly prefix: readonly Token[];
  /** A free sequence holding the prefix. The caller keeps at most as many as the pool has. */
  take(): LlamaContextSequence;
  /** Erases everything after the prefix (no visitor's text stays in memory), then frees it. */
  giveBack(sequence: LlamaContextSequence): Promise<void>;
  /** The tokens each sequence holds now. */
  heldTokens(): Token[][];
}

function startsWith(tokens: readonly Token[], prefix: readonly Token[]): boolean {
  return tokens.length >= prefix.length && prefix.every((t, i) => tokens[i] === t);
}

async function resetToPrefix(sequence: LlamaContextSequence, prefix: readonly Token[]) {
  const keep = startsWith(sequence.contextTokens, prefix) ? prefix.length : 0;
  if (sequence.nextTokenIndex > keep) {
    await sequence.eraseContextTokenRanges([{ start: keep, end: sequence.nextTokenIndex }]);
  }
  if (keep === 0 && prefix.length > 0) {
    await sequence.evaluateWithoutGeneratingNewTokens([...prefix]);
  }
}

/**
 * One sequence per parallel answer, each keeping the evaluated prefix, so a request evaluates only
 * its own messages. A new chat on a sequence keeps the tokens it shares with the prompt and erases
 * the rest (node-llama-cpp's context reuse).
 */
export async function createSequencePool(
  context: LlamaContext,
  prefix: readonly Token[],
): Promise<SequencePool> {
  const all: LlamaContextSequence[] = [];
  for (let i = 0; i < context.totalSequences; i++) {
    const sequence = context.getSequence();
    await resetToPrefix(sequence, prefix);
    all.push(sequence);
  }
  const free = [...all];
  return {
    prefix,
    take() {
      const sequence = free.pop();
      if (!sequence) throw new Error('no free sequence');
      return sequence;
    },
    async giveBack(sequence) {
      try {
        await resetToPrefix(sequence, prefix);
      } finally {
        free.push(sequence);
      }
    },
    heldTokens: () => all.map((s) => [...s.contextTokens]),
  };
}
