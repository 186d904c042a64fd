/**
 * A chain of changes on the product's engine (in the bench process, default settings): a fresh
 * recipe, then three changes in a row, each sent with the whole conversation as the page sends it.
 * Each answer is cut at CHAIN_TOKENS: the random-weight model never ends one before the cap.
 */
import { loadEngine } from '../../src/server/local/engine';
import { buildRecipeMessages } from '../../src/server/prompt';
import type { RecipeRequest } from '../../src/shared/recipe-request';

const CHAIN_TOKENS = 48;
const LINES = ['Make it for two', 'Make it vegan', 'No oven please'];

export interface ChainStep {
  firstTextMs: number;
  /** Prompt tokens read and reused (the engine's own counts, as in the "answer ended" line). */
  read: number;
  reused: number;
}

export interface ChainRun {
  /** A fresh request (the system prompt already evaluated), after one to warm up. */
  fresh: ChainStep;
  changes: ChainStep[];
}

export async function chainRun(
  modelPath: string,
  threads: number,
  lists: { warm: string[]; measured: string[] },
): Promise<ChainRun> {
  const engine = await loadEngine({
    modelPath,
    origin: 'MODEL_PATH',
    local: { gpu: 'false', parallel: 1, threads },
    log: { warn: () => {}, error: () => {} },
    signal: new AbortController().signal,
  });
  const ask = async (request: RecipeRequest) => {
    const began = performance.now();
    let firstAt: number | undefined;
    let text = '';
    const result = await engine.generate(buildRecipeMessages(request), {
      maxTokens: CHAIN_TOKENS,
      signal: new AbortController().signal,
      onDelta: (delta) => {
        firstAt ??= performance.now();
        text += delta;
      },
    });
    const step = {
      firstTextMs: Math.round((firstAt ?? Number.NaN) - began),
      read: result.read,
      reused: result.reused,
    };
    return { step, text };
  };
  try {
    await ask({ ingredients: lists.warm });
    const fresh = await ask({ ingredients: lists.measured });
    const changes: ChainStep[] = [];
    const earlierChanges: { recipe: string; change: string }[] = [];
    let recipe = fresh.text;
    for (const change of LINES) {
      const answer = await ask({
        ingredients: lists.measured,
        recipe,
        change,
        ...(earlierChanges.length ? { earlierChanges: [...earlierChanges] } : {}),
      });
      changes.push(answer.step);
      earlierChanges.push({ recipe, change });
      recipe = answer.text;
    }
    return { fresh: fresh.step, changes };
  } finally {
    await engine.close();
  }
}
