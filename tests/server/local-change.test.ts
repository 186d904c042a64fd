/**
 * A change to a recipe this model just wrote: the answer's evaluated state is kept on its sequence,
 * and a change that continues it reads only what is new. Kept for that conversation only, and only
 * for a while. Token prediction makes the change answer faster, never different.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Token } from 'node-llama-cpp';
import { buildRecipeMessages, type ChatMessage } from '../../src/server/prompt';
import { writeAnswer } from '../../src/server/local/answer';
import { promptTokens } from '../../src/server/local/context-need';
import { loadEngine, type LocalEngine } from '../../src/server/local/engine';
import { GREEDY } from '../../src/server/local/sampling';
import { newPredictor } from '../../src/server/local/sequence-pool';
import { createLocalProvider } from '../../src/server/providers/local-provider';
import type { RecipeProvider } from '../../src/server/providers/types';
import { tinyModelPath } from '../fixtures/tiny-gguf';
import { localConfig, recorder, waitUntilSettled } from '../fixtures/local-helpers';

const LIST = ['egg', 'milk', 'flour', 'butter'];
const OTHER = ['rice', 'chicken', 'onion', 'garlic'];

async function openEngine(parallel: number, keepAnswerMs?: number) {
  return loadEngine({
    modelPath: await tinyModelPath(),
    origin: 'MODEL_PATH',
    local: { gpu: 'false', parallel, threads: 1 },
    log: recorder().deps.log,
    signal: new AbortController().signal,
    keepAnswerMs,
  });
}

/** What a change reads at most when it continues the kept answer: ChatML's turn markers and the
 * line, which the tiny model's vocabulary spells in about 30 tokens. */
const CHANGE_READ = 40;

async function ask(engine: LocalEngine, messages: ChatMessage[], maxTokens = 96) {
  let text = '';
  const result = await engine.generate(messages, {
    maxTokens,
    signal: new AbortController().signal,
    onDelta: (delta) => (text += delta),
  });
  return { ...result, text };
}

const change = (ingredients: string[], recipe: string, line = 'less salt') =>
  buildRecipeMessages({ ingredients, recipe, change: line });

describe('embedded model: a change continues the kept answer', () => {
  let engine: LocalEngine;
  beforeAll(async () => {
    engine = await openEngine(1);
  });
  afterAll(() => engine?.close());

  it('reads only the end of the answer and the change line, not the recipe again', async () => {
    const fresh = await ask(engine, buildRecipeMessages({ ingredients: LIST }));
    expect(fresh.tokens).toBeGreaterThan(CHANGE_READ);
    const changed = await ask(engine, change(LIST, fresh.text));
    expect(changed.read).toBeLessThan(CHANGE_READ);
    expect(changed.reused).toBeGreaterThanOrEqual(engine.prefix.length + fresh.tokens);
  });

  it('reads only the new line for another change of the same recipe', async () => {
    const fresh = await ask(engine, buildRecipeMessages({ ingredients: LIST }));
    await ask(engine, change(LIST, fresh.text, 'for two'));
    const again = await ask(engine, change(LIST, fresh.text, 'no oven'));
    expect(again.read).toBeLessThan(CHANGE_READ);
  });

  it('reads the recipe in full when another conversation used the sequence in between', async () => {
    const fresh = await ask(engine, buildRecipeMessages({ ingredients: LIST }));
    const other = await ask(engine, buildRecipeMessages({ ingredients: OTHER }));
    // The other list reused the system prompt only: nothing of the kept answer.
    expect(other.reused).toBe(engine.prefix.length);
    const changed = await ask(engine, change(LIST, fresh.text));
    expect(changed.read).toBeGreaterThan(fresh.tokens);
  });

  it('does not reuse it for a recipe that differs by one character, or for other ingredients', async () => {
    const fresh = await ask(engine, buildRecipeMessages({ ingredients: LIST }));
    const edited = await ask(engine, change(LIST, `${fresh.text}.`));
    expect(edited.reused).toBe(engine.prefix.length);
    const again = await ask(engine, buildRecipeMessages({ ingredients: LIST }));
    const otherVisitor = await ask(engine, change(OTHER, again.text));
    expect(otherVisitor.reused).toBe(engine.prefix.length);
  });

  it('never gives a different visitor text from the kept answer: it reads only its own', async () => {
    const fresh = await ask(engine, buildRecipeMessages({ ingredients: ['cheese', 'pasta'] }));
    expect(engine.heldTokens()[0]!.length).toBeGreaterThan(engine.prefix.length + fresh.tokens - 2);
    const messages = buildRecipeMessages({ ingredients: OTHER });
    const prompt = promptTokens(engine.model, engine.chatWrapper, messages);
    let during: Token[] = [];
    await engine.generate(messages, {
      maxTokens: 8,
      signal: new AbortController().signal,
      onDelta: () => (during = during.length ? during : engine.heldTokens()[0]!),
    });
    // At its first text the sequence holds this visitor's prompt and the first token or two of its
    // own answer: nothing else is there to be read.
    expect(during.slice(0, prompt.length)).toEqual(prompt);
    expect(during.length).toBeLessThanOrEqual(prompt.length + 2);
  });
});

describe('embedded model: where and how long an answer is kept', () => {
  const engines: LocalEngine[] = [];
  afterEach(async () => {
    await Promise.all(engines.splice(0).map((e) => e.close()));
  });

  it('drops the kept answer after its idle time', async () => {
    const engine = await openEngine(1, 300);
    engines.push(engine);
    const fresh = await ask(engine, buildRecipeMessages({ ingredients: LIST }));
    expect(engine.heldTokens()[0]!.length).toBeGreaterThan(engine.prefix.length);
    await new Promise((r) => setTimeout(r, 600));
    expect(engine.heldTokens()).toEqual([engine.prefix]);
    const changed = await ask(engine, change(LIST, fresh.text));
    expect(changed.read).toBeGreaterThan(fresh.tokens);
  });

  it('with LOCAL_PARALLEL=2, sends a change to the sequence that holds its recipe', async () => {
    const engine = await openEngine(2);
    engines.push(engine);
    const [a, b] = await Promise.all([
      ask(engine, buildRecipeMessages({ ingredients: LIST })),
      ask(engine, buildRecipeMessages({ ingredients: OTHER })),
    ]);
    const changedB = await ask(engine, change(OTHER, b.text));
    const changedA = await ask(engine, change(LIST, a.text));
    expect(changedA.read).toBeLessThan(CHANGE_READ);
    expect(changedB.read).toBeLessThan(CHANGE_READ);
  });

  it('keeps nothing after close', async () => {
    const engine = await openEngine(1);
    await ask(engine, buildRecipeMessages({ ingredients: LIST }));
    await engine.close();
    expect(engine.heldTokens()[0]!.length).toBeLessThanOrEqual(engine.prefix.length);
  });
});

describe('embedded model: token prediction', () => {
  let engine: LocalEngine;
  beforeAll(async () => {
    engine = await openEngine(1);
  });
  afterAll(() => engine?.close());

  /** The answer to `prompt` written greedily, with the product's predictor given `lookup`. */
  async function written(prompt: Token[], lookup?: (plain: readonly Token[]) => Token[]) {
    const { model } = engine;
    const options = {
      sampling: GREEDY,
      maxTokens: 96,
      signal: new AbortController().signal,
      onDelta: () => {},
    };
    const context = await model.createContext({ contextSize: 1024, sequences: 1 });
    const plain = await writeAnswer(context.getSequence(), prompt, options).finally(() =>
      context.dispose(),
    );
    if (!lookup) return { plain };
    const predictor = newPredictor();
    const predicting = await model.createContext({ contextSize: 1024, sequences: 1 });
    try {
      const sequence = predicting.getSequence({ tokenPredictor: predictor });
      predictor.updateInputTokens(lookup(plain.tokens));
      const predicted = await writeAnswer(sequence, prompt, options);
      return { plain, predicted, validated: sequence.tokenPredictions.validated, predictor };
    } finally {
      await predicting.dispose();
    }
  }

  const promptOf = (text: string) =>
    engine.model.tokenize(`<|im_start|>user\n${text}<|im_end|>\n`, true);

  it('writes the same answer with and without prediction under greedy sampling', async () => {
    const prompt = promptOf('egg milk flour');
    // The expected answer as the lookup: the predictor foresees every token.
    const { plain, predicted, validated } = await written(prompt, (answer) => [
      ...prompt,
      ...answer,
    ]);
    expect(predicted!.tokens).toEqual(plain.tokens);
    expect(predicted!.text).toBe(plain.text);
    // More than one foreseen token per batch is checked: node-llama-cpp 3.21.1 validates only the
    // first (at most half the answer) unless patches/node-llama-cpp+3.21.1.patch is applied.
    expect(validated).toBeGreaterThan(plain.tokens.length * 0.6);
  });

  it('writes the same answer when it copies nothing or half of its lookup', async () => {
    const prompt = promptOf('rice chicken onion');
    const other = (await written(promptOf('cheese pasta tomato'))).plain.tokens;
    const none = await written(prompt, () => [...other]);
    expect(none.predicted!.tokens).toEqual(none.plain.tokens);
    const half = await written(prompt, (answer) =>
      answer.map((t, i) => (Math.floor(i / 12) % 2 === 0 ? t : (other[i] ?? t))),
    );
    expect(half.predicted!.tokens).toEqual(half.plain.tokens);
    expect(half.predictor!.counts.accepted).toBeGreaterThan(0);
  });
});

describe('embedded model: the "answer ended" log line', () => {
  let provider: RecipeProvider | undefined;
  afterEach(() => provider?.close());

  it('says how many prompt tokens each answer read and reused', async () => {
    const rec = recorder();
    provider = createLocalProvider(localConfig({ modelPath: await tinyModelPath() }), rec.deps);
    await waitUntilSettled(provider);
    const read = async (messages: ChatMessage[]) => {
      let text = '';
      for await (const e of provider!.streamRecipe(messages, new AbortController().signal)) {
        if (e.type === 'delta') text += e.text;
      }
      return text;
    };
    const recipe = await read(buildRecipeMessages({ ingredients: LIST }));
    await read(change(LIST, recipe));
    const ended = rec.logs.filter((l) => l.msg === 'answer ended').map((l) => l.obj);
    expect(ended).toHaveLength(2);
    expect(ended[1]).toMatchObject({ read: expect.any(Number), reused: expect.any(Number) });
    const [first, second] = ended as { read: number; reused: number; tokens: number }[];
    expect(second!.read).toBeLessThan(CHANGE_READ);
    expect(second!.reused).toBeGreaterThan(first!.read + first!.tokens);
    // Counts only: no text of the list or the recipe in the line.
    expect(JSON.stringify(ended)).not.toMatch(/egg|milk/);
  });
});
