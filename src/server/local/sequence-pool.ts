import type {
  ChatWrapper,
  LlamaContext,
  LlamaContextSequence,
  LlamaModel,
  Token,
} from 'node-llama-cpp';
import { AdaptivePredictor } from './adaptive-predictor';
import { buildRecipeMessages, type ChatMessage } from '../prompt';
import { continued, type KeptAnswer } from './chat-history';
import { promptTokens } from './context-need';

/** The tokens every prompt starts with: the template's start and the system message. */
export function sharedPrefix(model: LlamaModel, chatWrapper: ChatWrapper): Token[] {
  const a = promptTokens(model, chatWrapper, buildRecipeMessages({ ingredients: ['a'] }));
  const b = promptTokens(model, chatWrapper, buildRecipeMessages({ ingredients: ['b'] }));
  let same = 0;
  while (same < a.length && same < b.length && a[same] === b[same]) same++;
  return a.slice(0, same);
}

export interface Taken {
  sequence: LlamaContextSequence;
  /** The kept answer the conversation continues: the sequence holds it (and maybe more after it). */
  kept?: KeptAnswer;
  /** Foresees tokens the answer copies from its lookup tokens (none on models it mishandles). */
  predictor?: AdaptivePredictor;
}

export interface SequencePool {
  /** The evaluated start each sequence holds between conversations. */
  readonly prefix: readonly Token[];
  /** The sequence keeping the answer `messages` continue, else one keeping nothing, else the oldest. */
  take(messages: readonly ChatMessage[]): Promise<Taken>;
  /** Frees the sequence, keeping `kept` on it for a change, or erasing everything after the prefix. */
  giveBack(sequence: LlamaContextSequence, kept?: KeptAnswer): Promise<void>;
  keptFor(messages: readonly ChatMessage[]): KeptAnswer | undefined;
  heldTokens(): Token[][];
  close(): Promise<void>;
}

export interface PoolOptions {
  /** How long a kept answer waits unused for its change before it is erased. */
  keepMs: number;
  predict: boolean;
}

interface Slot {
  sequence: LlamaContextSequence;
  predictor?: AdaptivePredictor;
  free: boolean;
  kept?: KeptAnswer;
  usedAt: number;
  timer?: NodeJS.Timeout;
  erasing: Promise<void>;
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

function choose(slots: readonly Slot[], messages: readonly ChatMessage[]): Slot | undefined {
  const free = slots.filter((s) => s.free);
  return (
    free.find((s) => continued(s.kept, messages)) ??
    free.find((s) => !s.kept) ??
    free.sort((a, b) => a.usedAt - b.usedAt)[0]
  );
}

/**
 * The predictor each sequence gets: it copies runs of the recipe a change answer repeats, while they
 * are accepted. Checking more than one foreseen token per batch needs
 * patches/node-llama-cpp+3.21.1.patch (upstream drops every one after the first).
 */
export const newPredictor = () => new AdaptivePredictor();

async function openSlots(context: LlamaContext, prefix: readonly Token[], predict: boolean) {
  const slots: Slot[] = [];
  for (let i = 0; i < context.totalSequences; i++) {
    const predictor = predict ? newPredictor() : undefined;
    const sequence = context.getSequence({ tokenPredictor: predictor });
    await resetToPrefix(sequence, prefix);
    slots.push({ sequence, predictor, free: true, usedAt: 0, erasing: Promise.resolve() });
  }
  return slots;
}

/**
 * One sequence per parallel answer, each holding the evaluated prefix, so a request reads only its
 * own messages. After an answer it keeps that conversation for a change (docs/decisions.md).
 */
export async function createSequencePool(
  context: LlamaContext,
  prefix: readonly Token[],
  options: PoolOptions,
): Promise<SequencePool> {
  const slots = await openSlots(context, prefix, options.predict);
  let closed = false;
  const forget = (slot: Slot) => {
    clearTimeout(slot.timer);
    if (!slot.kept) return;
    slot.kept = undefined;
    // A failed erase is retried by the next take, which erases all a sequence holds but the prefix.
    if (slot.free) {
      slot.erasing = slot.erasing.then(() => resetToPrefix(slot.sequence, prefix)).catch(() => {});
    }
  };
  const slotOf = (sequence: LlamaContextSequence) => {
    const slot = slots.find((s) => s.sequence === sequence);
    if (!slot) throw new Error('not a sequence of this pool');
    return slot;
  };
  return {
    prefix,
    async take(messages) {
      const slot = choose(slots, messages);
      if (!slot) throw new Error('no free sequence');
      slot.free = false;
      clearTimeout(slot.timer);
      const kept = continued(slot.kept, messages);
      slot.kept = undefined;
      await slot.erasing;
      if (!kept) await resetToPrefix(slot.sequence, prefix);
      return { sequence: slot.sequence, kept, predictor: slot.predictor };
    },
    async giveBack(sequence, kept) {
      const slot = slotOf(sequence);
      slot.usedAt = performance.now();
      try {
        if (kept && !closed && options.keepMs > 0) {
          slot.kept = kept;
          slot.timer = setTimeout(() => forget(slot), options.keepMs).unref();
        } else {
          await resetToPrefix(sequence, prefix);
        }
      } finally {
        slot.free = true;
      }
    },
    keptFor: (messages) => slots.map((s) => continued(s.kept, messages)).find(Boolean),
    heldTokens: () => slots.map((s) => [...s.sequence.contextTokens]),
    async close() {
      closed = true;
      for (const slot of slots) forget(slot);
      await Promise.all(slots.map((s) => s.erasing));
    },
  };
}
