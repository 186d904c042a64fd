/**
 * Sampling as the default model's authors recommend for chat (Qwen2.5 generation_config): some
 * variety, so asking again gives another idea, without drifting off topic.
 */
export const SAMPLING = {
  temperature: 0.7,
  topP: 0.8,
  topK: 20,
  repeatPenalty: 1.05,
} as const;

export interface Sampling {
  temperature: number;
  topP?: number;
  topK?: number;
  repeatPenalty?: number;
}

/** Always the likeliest token: the same prompt gives the same answer (tests, the bench). */
export const GREEDY: Sampling = { temperature: 0 };
