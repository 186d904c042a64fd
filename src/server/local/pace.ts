import type { LlamaContextSequence, Token } from 'node-llama-cpp';
import { MAX_RECIPE_TOKENS } from '../prompt';

export interface Pace {
  promptMsPerToken: number;
  answerMsPerToken: number;
}

const PROBE_PROMPT_TOKENS = 96;
const PROBE_ANSWER_TOKENS = 8;

/** Times the model once, at load (about 2.5 s for a 1.5B model on 2 cores); the caller erases it. */
export async function measurePace(
  sequence: LlamaContextSequence,
  prompt: readonly Token[],
): Promise<Pace> {
  const read = prompt.slice(0, PROBE_PROMPT_TOKENS);
  const began = performance.now();
  let firstAt = began;
  let written = 0;
  // evaluate() yields each new token as it is sampled; leaving the loop stops it.
  for await (const _token of sequence.evaluate([...read])) {
    if (written === 0) firstAt = performance.now();
    if (++written > PROBE_ANSWER_TOKENS) break;
  }
  const end = performance.now();
  return {
    promptMsPerToken: (firstAt - began) / Math.max(1, read.length),
    answerMsPerToken: (end - firstAt) / Math.max(1, written - 1),
  };
}

/** How much each timed answer moves the pace: recent answers count most, one odd one little. */
const WEIGHT = 0.3;
/** Answers shorter than this say little about the pace. */
const MIN_TIMED_TOKENS = 16;

export function nextPace(
  pace: Pace,
  answer: { promptTokens: number; promptMs: number; tokens: number; answerMs: number },
): Pace {
  if (answer.tokens < MIN_TIMED_TOKENS || answer.promptTokens < 1) return pace;
  const mix = (old: number, now: number) => old * (1 - WEIGHT) + now * WEIGHT;
  return {
    promptMsPerToken: mix(pace.promptMsPerToken, answer.promptMs / answer.promptTokens),
    answerMsPerToken: mix(pace.answerMsPerToken, answer.answerMs / (answer.tokens - 1)),
  };
}

/** Room over the measured pace: the machine may be busier later, and only a stuck model is cut. */
export const PACE_MARGIN = 2;
/** No answer is cut sooner than this, however fast the machine (a GPU, a tiny model). */
export const MIN_ANSWER_LIMIT_MS = 30_000;

/** The longest one answer may take: `promptTokens` read and a whole answer written, with the margin. */
export function answerLimitMs(pace: Pace, promptTokens: number): number {
  const ms = promptTokens * pace.promptMsPerToken + MAX_RECIPE_TOKENS * pace.answerMsPerToken;
  return Math.max(MIN_ANSWER_LIMIT_MS, Math.ceil(PACE_MARGIN * ms));
}

export function answerRounds(line: { running: number; waiting: number }, parallel: number) {
  return 1 + Math.floor((line.running + line.waiting) / Math.max(1, parallel));
}
