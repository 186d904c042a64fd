/**
 * The predictor against a simulated sequence (no model): the sequence checks each guess against the
 * answer's next token, as llama.cpp's batch does, and pushes what the model wrote.
 */
import { describe, expect, it } from 'vitest';
import type { Token } from 'node-llama-cpp';
import { AdaptivePredictor } from '../../src/server/local/adaptive-predictor';

const PROMPT = [1, 2, 3] as Token[];

/** Writes `answer` as the sequence would: one batch per round, guesses checked in order. */
function write(lookup: readonly number[], answer: readonly number[]) {
  const predictor = new AdaptivePredictor();
  predictor.updateInputTokens(lookup as Token[]);
  predictor.reset({ stateTokens: [...PROMPT] });
  const drafts: number[] = [];
  let wasted = 0;
  for (let i = 0; i < answer.length;) {
    const guesses = predictor.predictTokens();
    let accepted = 0;
    while (accepted < guesses.length && guesses[accepted] === answer[i + accepted]) accepted++;
    if (guesses.length) drafts.push(guesses.length);
    if (guesses.length && accepted === 0) wasted++;
    for (const token of answer.slice(i, i + accepted + 1)) predictor.pushTokens([token as Token]);
    i += accepted + 1;
  }
  predictor.predictTokens();
  return { drafts, wasted, counts: predictor.counts };
}

/** Deterministic tokens from 100 up, drawn from `alphabet` values. */
function tokens(n: number, alphabet: number, seed: number): number[] {
  let x = seed;
  return Array.from({ length: n }, () => {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    return 100 + (Math.floor(x / 65536) % alphabet);
  });
}

describe('adaptive token prediction', () => {
  it('copying its lookup: eight guesses a batch, all accepted', () => {
    const recipe = tokens(300, 5000, 1);
    const { drafts, counts } = write(recipe, recipe);
    expect(new Set(drafts)).toEqual(new Set([8]));
    expect(counts.accepted).toBeGreaterThan(250);
    expect(counts.accepted).toBe(counts.guessed);
    // Nine tokens a batch: the model's own and eight accepted guesses.
    expect(drafts.length).toBeLessThan(300 / 8);
  });

  it('a larger maximum: the draft doubles while every guess is accepted', () => {
    const recipe = tokens(300, 5000, 1);
    const predictor = new AdaptivePredictor({ maxDraft: 64 });
    predictor.updateInputTokens(recipe as Token[]);
    predictor.reset({ stateTokens: [...PROMPT] });
    const drafts: number[] = [];
    for (let i = 0; i < recipe.length;) {
      const guesses = predictor.predictTokens();
      if (guesses.length) drafts.push(guesses.length);
      const step = recipe.slice(i, i + guesses.length + 1);
      for (const token of step) predictor.pushTokens([token as Token]);
      i += step.length;
    }
    expect(drafts.slice(0, 4)).toEqual([8, 16, 32, 64]);
  });

  it('copying nothing of its lookup: no guess at all', () => {
    const { counts } = write(
      tokens(300, 5000, 1),
      tokens(300, 5000, 2).map((t) => t + 10_000),
    );
    expect(counts.guessed).toBe(0);
  });

  it('chance matches (a small vocabulary): guessing pauses after rejected rounds', () => {
    // With 12 distinct tokens, the answer's last 3 are found in the lookup nearly every time.
    const { wasted, counts } = write(tokens(600, 12, 3), tokens(600, 12, 4));
    expect(counts.rounds).toBeGreaterThan(0);
    expect(wasted).toBeLessThan(600 / 20);
  });

  it('a run of one token in both: a rejected guess is not made again while the run goes on', () => {
    // The lookup has eight of token 7 then goes on; the answer repeats 7 and never follows it.
    const recipe = [...tokens(50, 5000, 7), ...Array<number>(8).fill(7), ...tokens(50, 5000, 8)];
    const answer = [...tokens(20, 5000, 9), ...Array<number>(80).fill(7)];
    const { wasted, counts } = write(recipe, answer);
    expect(wasted).toBeLessThanOrEqual(2);
    expect(counts.guessed).toBeLessThanOrEqual(16);
  });

  it('half copied: guesses are made in the copied runs and stop in the others', () => {
    const recipe = tokens(400, 5000, 5);
    const other = tokens(400, 5000, 6).map((t) => t + 10_000);
    const answer = recipe.map((t, i) => (Math.floor(i / 40) % 2 === 0 ? t : other[i]!));
    const { counts } = write(recipe, answer);
    expect(counts.accepted).toBeGreaterThan(150);
    expect(counts.accepted / counts.guessed).toBeGreaterThan(0.5);
  });

  it('guesses nothing before the lookup is set, and after reset starts small again', () => {
    const predictor = new AdaptivePredictor();
    predictor.reset({ stateTokens: [...PROMPT] });
    expect(predictor.predictTokens()).toEqual([]);
  });
});
