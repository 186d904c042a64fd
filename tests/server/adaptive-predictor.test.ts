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
  it('copying its lookup: guesses grow while accepted, few batches for many tokens', () => {
    const recipe = tokens(300, 5000, 1);
    const { drafts, counts } = write(recipe, recipe);
    expect(drafts.slice(0, 4)).toEqual([8, 16, 32, 64]);
    expect(counts.accepted).toBeGreaterThan(280);
    expect(counts.accepted).toBe(counts.guessed);
    expect(drafts.length).toBeLessThan(12);
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
