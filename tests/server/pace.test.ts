import { describe, expect, it } from 'vitest';
import {
  answerLimitMs,
  answerRounds,
  MIN_ANSWER_LIMIT_MS,
  nextPace,
  PACE_MARGIN,
} from '../../src/server/local/pace';

const PACE = { promptMsPerToken: 10, answerMsPerToken: 100 };

describe('the longest one answer may take', () => {
  it('is the longest prompt read and 1,024 tokens written at the measured pace, doubled', () => {
    // 3,000 × 10 ms + 1,024 × 100 ms = 132.4 s; doubled.
    expect(answerLimitMs(PACE, 3000)).toBe(264_800);
    expect(PACE_MARGIN).toBe(2);
  });

  it('is never less than 1,024 tokens at the pace, nor than the floor on a fast machine', () => {
    expect(answerLimitMs(PACE, 0)).toBeGreaterThanOrEqual(1024 * PACE.answerMsPerToken);
    expect(answerLimitMs({ promptMsPerToken: 0.01, answerMsPerToken: 0.5 }, 3000)).toBe(
      MIN_ANSWER_LIMIT_MS,
    );
  });

  it('grows with a slower machine', () => {
    const slower = { promptMsPerToken: 20, answerMsPerToken: 400 };
    expect(answerLimitMs(slower, 3000)).toBeGreaterThan(answerLimitMs(PACE, 3000) * 2);
  });
});

describe('the pace follows the answers', () => {
  it('moves 30% of the way to each timed answer', () => {
    const next = nextPace(PACE, {
      promptTokens: 100,
      promptMs: 2000,
      tokens: 501,
      answerMs: 100_000,
    });
    // Prompt: 20 ms/token seen, 10 before; answer: 200 ms/token seen, 100 before.
    expect(next.promptMsPerToken).toBeCloseTo(13, 6);
    expect(next.answerMsPerToken).toBeCloseTo(130, 6);
  });

  it('ignores answers too short to say anything, and ones that read no prompt', () => {
    expect(nextPace(PACE, { promptTokens: 100, promptMs: 9000, tokens: 5, answerMs: 9000 })).toBe(
      PACE,
    );
    expect(nextPace(PACE, { promptTokens: 0, promptMs: 9000, tokens: 500, answerMs: 9000 })).toBe(
      PACE,
    );
  });
});

describe('answers a new request waits through, its own included', () => {
  it.each([
    // running, waiting, parallel → rounds
    [0, 0, 1, 1],
    [1, 0, 1, 2],
    [1, 2, 1, 4],
    [1, 0, 2, 1],
    [2, 0, 2, 2],
    [2, 1, 2, 2],
    [2, 2, 2, 3],
    [4, 7, 4, 3],
  ])('%i running, %i waiting, %i parallel: %i', (running, waiting, parallel, rounds) => {
    expect(answerRounds({ running, waiting }, parallel)).toBe(rounds);
  });
});
