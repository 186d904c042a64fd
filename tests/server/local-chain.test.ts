/**
 * A chain of changes on the embedded model: each change is sent with the whole conversation, as the
 * page sends it, and continues the state kept after the answer before it, reading only its new line
 * (the "answer ended" log line's counts). Another visitor's conversation never continues it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRecipeMessages } from '../../src/server/prompt';
import { createLocalProvider } from '../../src/server/providers/local-provider';
import type { RecipeProvider } from '../../src/server/providers/types';
import type { EarlierChange, RecipeRequest } from '../../src/shared/recipe-request';
import { tinyModelPath } from '../fixtures/tiny-gguf';
import { localConfig, recorder, waitUntilSettled, type Recorder } from '../fixtures/local-helpers';

const LIST = ['egg', 'milk', 'flour', 'butter'];
const OTHER = ['rice', 'chicken', 'onion', 'garlic'];
const LINES = ['for two', 'no oven', 'less salt'];
/** ChatML's turn markers and a short line, in the tiny model's vocabulary (as local-change.test.ts). */
const CHANGE_READ = 40;
/** Tokens each answer may write: 8 answers of the full 1,024 took a minute on 2 cores. */
const ANSWER_TOKENS = 160;

interface Ended {
  read: number;
  reused: number;
  tokens: number;
}

describe('embedded model: a chain of changes', () => {
  let provider: RecipeProvider;
  let rec: Recorder;
  beforeAll(async () => {
    rec = recorder();
    provider = createLocalProvider(localConfig({ modelPath: await tinyModelPath() }), rec.deps);
    await waitUntilSettled(provider);
  });
  afterAll(() => provider?.close());

  /** The answer's text and its "answer ended" counts. */
  async function ask(request: RecipeRequest) {
    let text = '';
    const messages = buildRecipeMessages(request);
    // Short answers: what a change reads does not depend on how long the recipe before it was.
    const options = { maxTokens: ANSWER_TOKENS };
    for await (const e of provider.streamRecipe(messages, new AbortController().signal, options)) {
      if (e.type === 'delta') text += e.text;
    }
    const ended = rec.logs.filter((l) => l.msg === 'answer ended').map((l) => l.obj as Ended);
    return { text, ended: ended.at(-1)! };
  }

  /** A fresh recipe, then the three changes, each sent with everything before it. */
  async function chain(ingredients: string[]) {
    const fresh = await ask({ ingredients });
    const steps: EarlierChange[] = [];
    const changes = [];
    let recipe = fresh.text;
    for (const change of LINES) {
      const earlierChanges = steps.length ? { earlierChanges: [...steps] } : {};
      const answer = await ask({ ingredients, recipe, change, ...earlierChanges });
      changes.push(answer);
      steps.push({ recipe, change });
      recipe = answer.text;
    }
    return { fresh, changes, steps, recipe };
  }

  it('each change of the chain reads only its own line: the third as little as the first', async () => {
    const { fresh, changes } = await chain(LIST);
    expect(changes.map((c) => c.text.length > 0)).toEqual([true, true, true]);
    let held = fresh.ended.reused + fresh.ended.read + fresh.ended.tokens;
    for (const { ended } of changes) {
      expect(ended.read).toBeLessThan(CHANGE_READ);
      // It reused all the sequence held: the conversation so far, answers included.
      expect(ended.reused).toBeGreaterThanOrEqual(held - 2);
      held = ended.reused + ended.read + ended.tokens;
    }
    // Four whole answers (the tiny model writes up to 1,024 tokens) on a shared machine.
  }, 300_000);

  it("never continues another visitor's chain: an edited step or a different list reads all", async () => {
    const mine = await chain(LIST);
    const prefix = mine.fresh.ended.reused;
    // The chain with one earlier line edited: nothing of the kept state is reused.
    const edited = mine.steps.map((s, i) => (i === 1 ? { ...s, change: `${s.change}!` } : s));
    const next = { recipe: mine.recipe, change: 'vegan' };
    const changed = await ask({ ingredients: LIST, earlierChanges: edited, ...next });
    expect(changed.ended.reused).toBe(prefix);
    expect(changed.ended.read).toBeGreaterThan(CHANGE_READ * 3);
    // Exactly the conversation just kept, but for another list: only the system prompt is shared.
    const other = await ask({
      ingredients: OTHER,
      earlierChanges: [...edited, next],
      recipe: changed.text,
      change: 'for one',
    });
    expect(other.ended.reused).toBe(prefix);
    expect(other.ended.read).toBeGreaterThan(CHANGE_READ * 3);
  }, 600_000);
});
