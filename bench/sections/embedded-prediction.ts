/**
 * Token prediction at both ends and in the middle: the same greedy answer written by the product's
 * answer loop without and with the product's predictor, in the same run. Method: bench/README.md.
 */
import type { Llama, LlamaContextSequence, Token } from 'node-llama-cpp';
import { AdaptivePredictor } from '../../src/server/local/adaptive-predictor';
import { writeAnswer, type AnswerOptions } from '../../src/server/local/answer';
import { GREEDY } from '../../src/server/local/sampling';

export const PREDICTION_TOKENS = 96;
/** The mixed case's lookup: runs of this many of the answer's tokens, every other one replaced. */
const MIXED_RUN = 12;

export interface PredictionCase {
  tokens: number;
  plainTokensPerSecond: number;
  predictedTokensPerSecond: number;
  /** Guesses the sequence checked and the ones it accepted (the predictor's own counts). */
  guessed: number;
  accepted: number;
  identical: boolean;
}

/** Best: the answer copies its lookup. Worst: it copies none of it. Mixed: half of it. */
export interface PredictionRun {
  best: PredictionCase;
  worst: PredictionCase;
  mixed: PredictionCase;
}

const OPTIONS: AnswerOptions = {
  sampling: GREEDY,
  maxTokens: PREDICTION_TOKENS,
  signal: new AbortController().signal,
  onDelta: () => {},
};

async function timedAnswer(sequence: LlamaContextSequence, prompt: readonly Token[]) {
  const times: number[] = [];
  // From an empty sequence each time: where earlier tokens were erased, the sums may round apart.
  await sequence.clearHistory();
  const answer = await writeAnswer(sequence, prompt, {
    ...OPTIONS,
    onDelta: () => times.push(performance.now()),
  });
  const first = times[0] ?? Number.NaN;
  const last = times.at(-1) ?? Number.NaN;
  const tokensPerSecond =
    Math.round(((answer.tokens.length - 1) / (last - first)) * 1000 * 100) / 100;
  return { tokens: answer.tokens, tokensPerSecond };
}

/** Half the answer's runs kept, the others taken from unrelated text of the same length. */
export function mixedLookup(answer: readonly Token[], other: readonly Token[]): Token[] {
  return answer.map((token, i) =>
    Math.floor(i / MIXED_RUN) % 2 === 0 ? token : (other[i % other.length] ?? token),
  );
}

interface Sequences {
  plain: LlamaContextSequence;
  predicting: LlamaContextSequence;
  predictor: AdaptivePredictor;
}

/** Each run twice, alternating, the best of each kept: a busy moment then hits one run, not a side. */
async function predictionCase(
  s: Sequences,
  prompt: readonly Token[],
  lookup: readonly Token[],
  plainFirst: { tokens: Token[]; tokensPerSecond: number },
): Promise<PredictionCase> {
  s.predictor.updateInputTokens([...lookup]);
  const predicted = await timedAnswer(s.predicting, prompt);
  const counts = s.predictor.counts;
  const plainAgain = await timedAnswer(s.plain, prompt);
  const predictedAgain = await timedAnswer(s.predicting, prompt);
  return {
    tokens: plainFirst.tokens.length,
    plainTokensPerSecond: Math.max(plainFirst.tokensPerSecond, plainAgain.tokensPerSecond),
    predictedTokensPerSecond: Math.max(predicted.tokensPerSecond, predictedAgain.tokensPerSecond),
    guessed: counts.guessed,
    accepted: counts.accepted,
    identical: [predicted, plainAgain, predictedAgain].every(
      (run) => run.tokens.join() === plainFirst.tokens.join(),
    ),
  };
}

/**
 * `recipe` is the product's recipe prompt; `change` a change of that recipe (the prompt, its answer
 * and a change line), whose answer on a random-weight model copies nothing of the recipe.
 */
export async function predictionRun(
  llama: Llama,
  modelPath: string,
  threads: number,
  prompts: { recipe: Token[]; change(answer: readonly Token[]): Token[] },
): Promise<PredictionRun> {
  const model = await llama.loadModel({ modelPath });
  // A context each, as the product's one sequence has (one run measured the plain sequence of a
  // shared context at 8 tokens/s against the reference's 22).
  const contexts = [
    await model.createContext({ contextSize: 2048, threads }),
    await model.createContext({ contextSize: 2048, threads }),
  ] as const;
  try {
    const predictor = new AdaptivePredictor();
    const s: Sequences = {
      plain: contexts[0].getSequence(),
      predicting: contexts[1].getSequence({ tokenPredictor: predictor }),
      predictor,
    };
    const recipe = await timedAnswer(s.plain, prompts.recipe);
    const best = await predictionCase(s, prompts.recipe, recipe.tokens, recipe);
    const changePrompt = prompts.change(recipe.tokens);
    const change = await timedAnswer(s.plain, changePrompt);
    const worst = await predictionCase(s, changePrompt, recipe.tokens, change);
    const lookup = mixedLookup(recipe.tokens, change.tokens);
    const mixed = await predictionCase(s, prompts.recipe, lookup, recipe);
    return { best, worst, mixed };
  } finally {
    for (const context of contexts) await context.dispose();
    await model.dispose();
  }
}
