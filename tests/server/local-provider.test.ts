import { readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ModelProblem } from '../../src/shared/api';
import { buildRecipeMessages, SYSTEM_PROMPT, buildUserMessage } from '../../src/server/prompt';
import { loadEngine, toChatHistory, type LocalEngine } from '../../src/server/local/engine';
import { createLocalProvider } from '../../src/server/providers/local-provider';
import { ProviderError, type RecipeProvider } from '../../src/server/providers/types';
import { TINY_SPECIAL_TOKENS, tinyModelPath } from '../fixtures/tiny-gguf';
import {
  MESSAGES,
  STACK_LINE,
  localConfig,
  recorder,
  tempDir,
  waitFor,
  waitUntilSettled,
} from '../fixtures/local-helpers';

const open: RecipeProvider[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((p) => p.close()));
});

async function readyProvider(overrides: Parameters<typeof localConfig>[0] = {}) {
  const rec = recorder();
  const provider = createLocalProvider(
    localConfig({ modelPath: await tinyModelPath(), ...overrides }),
    rec.deps,
  );
  open.push(provider);
  const status = await waitUntilSettled(provider);
  expect(status, rec.terminalText()).toMatchObject({ state: 'ready', ready: true });
  return { provider, rec };
}

/** Starts reading a recipe in the background, recording each piece and when it came. */
function reader(provider: RecipeProvider, controller = new AbortController()) {
  const pieces: { text: string; at: number }[] = [];
  let endedAt: number | undefined;
  const done = (async () => {
    for await (const event of provider.streamRecipe(MESSAGES, controller.signal)) {
      if (event.type === 'delta') pieces.push({ text: event.text, at: performance.now() });
    }
    endedAt = performance.now();
  })();
  return {
    pieces,
    controller,
    done,
    get endedAt() {
      return endedAt;
    },
  };
}

async function expectProviderError(run: () => Promise<unknown>, code: string) {
  const error = await run().then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  expect((error as ProviderError).code).toBe(code);
  return error as ProviderError;
}

const drain = async (provider: RecipeProvider, signal = new AbortController().signal) => {
  for await (const _ of provider.streamRecipe(MESSAGES, signal)) void _;
};

describe('embedded model: loading and generation', () => {
  let engine: LocalEngine;
  beforeAll(async () => {
    engine = await loadEngine({
      modelPath: await tinyModelPath(),
      origin: 'MODEL_PATH',
      local: { gpu: 'false', parallel: 1, threads: 1 },
      log: recorder().deps.log,
      signal: new AbortController().signal,
    });
  });
  afterAll(() => engine?.close());

  it('is up at once, loads in the background, then reports ready', async () => {
    const rec = recorder();
    const began = performance.now();
    const provider = createLocalProvider(
      localConfig({ modelPath: await tinyModelPath() }),
      rec.deps,
    );
    open.push(provider);
    expect(provider.status()).toMatchObject({ kind: 'local', ready: false, state: 'loading' });
    await expectProviderError(() => drain(provider), 'model_not_ready');
    expect(provider.recipeTimeLimitMs?.()).toBeUndefined();

    await waitUntilSettled(provider);
    const loadMs = performance.now() - began;
    expect(provider.status()).toEqual({
      kind: 'local',
      model: expect.stringMatching(/\.gguf$/),
      ready: true,
      state: 'ready',
    });
    const ready = rec.logs.find((l) => l.msg === 'embedded model ready');
    expect(ready?.obj).toMatchObject({ chatFormat: 'ChatML', gpu: false });
    // The pace measured at load, and the time limit it gives: a whole answer at that pace, doubled.
    type Paced = { promptMsPerToken: number; answerMsPerToken: number; answerLimitMs: number };
    const { promptMsPerToken, answerMsPerToken, answerLimitMs } = ready!.obj as Paced;
    expect(promptMsPerToken).toBeGreaterThan(0);
    expect(answerMsPerToken).toBeGreaterThan(0);
    expect(answerLimitMs).toBeGreaterThanOrEqual(Math.max(30_000, 2 * 1024 * answerMsPerToken));
    expect(provider.recipeTimeLimitMs?.()).toBe(answerLimitMs);
    console.log(`[local] tiny model ready in ${loadMs.toFixed(0)} ms`, ready?.obj);
  });

  it('returns finishReason "length" when the recipe ran into the 1024-token cap', async () => {
    // The tiny model's random weights never end a text by themselves (see the engine test above).
    const { provider } = await readyProvider();
    const events = [];
    for await (const event of provider.streamRecipe(MESSAGES, new AbortController().signal)) {
      events.push(event);
    }
    expect(events.filter((e) => e.type === 'delta').length).toBeGreaterThan(0);
    expect(events.at(-1)).toEqual({ type: 'finish', reason: 'length' });
    expect(events.filter((e) => e.type === 'finish')).toHaveLength(1);
  });

  it('streams the recipe piece by piece and never passes 1024 tokens', async () => {
    const { provider } = await readyProvider();
    const began = performance.now();
    const r = reader(provider);
    await r.done;
    const total = performance.now() - began;
    const text = r.pieces.map((p) => p.text).join('');
    expect(text.length).toBeGreaterThan(100);
    // One piece per generated token (pieces of a multi-byte character come together).
    expect(r.pieces.length).toBeGreaterThan(500);
    expect(r.pieces.length).toBeLessThanOrEqual(1024);
    // Streamed, not delivered at the end: the first piece came long before the last.
    const first = r.pieces[0]!.at - began;
    const last = r.pieces.at(-1)!.at - began;
    expect(last - first).toBeGreaterThan(total / 3);
    console.log(
      `[local] ${r.pieces.length} pieces in ${total.toFixed(0)} ms, first after ${first.toFixed(0)} ms ` +
        `(${((r.pieces.length / (last - first)) * 1000).toFixed(0)} tokens/s): ${JSON.stringify(text.slice(0, 80))}`,
    );
  });

  it('stops at exactly 1024 tokens when the model does not end by itself', async () => {
    const paceAtLoad = engine.pace();
    let pieces = 0;
    const result = await engine.generate(MESSAGES, {
      maxTokens: 1024,
      signal: new AbortController().signal,
      onDelta: (text) => {
        if (text) pieces++;
      },
    });
    // Counted by node-llama-cpp as the tokens come out of the sampler.
    expect(result).toMatchObject({ stopReason: 'maxTokens', tokens: 1024 });
    expect(pieces).toBeLessThanOrEqual(1024);
    // The pace follows each answer: 1,024 tokens timed move the one measured at load.
    expect(engine.pace()).not.toEqual(paceAtLoad);
    expect(engine.pace().answerMsPerToken).toBeGreaterThan(0);
    expect(engine.answerLimitMs()).toBeGreaterThanOrEqual(
      2 * 1024 * engine.pace().answerMsPerToken,
    );
  });

  it("renders the prompt with the model file's own chat template", async () => {
    const messages = buildRecipeMessages({ ingredients: ['Egg ', 'crème fraîche'] });
    const expectedChatMl =
      `<|im_start|>system\n${SYSTEM_PROMPT}<|im_end|>\n` +
      `<|im_start|>user\n${buildUserMessage(['Egg ', 'crème fraîche'])}<|im_end|>\n` +
      '<|im_start|>assistant\n';
    const args = {
      origin: 'MODEL_PATH' as const,
      local: { gpu: 'false' as const, parallel: 1, threads: 1 },
      log: recorder().deps.log,
      signal: new AbortController().signal,
    };

    expect(engine.chatWrapper.wrapperName).toBe('ChatML');
    const { contextText } = engine.chatWrapper.generateContextState({
      chatHistory: toChatHistory(messages),
    });
    // The exact text the model is fed (after the BOS token), as the template in the file renders it.
    expect(contextText.toString()).toBe(`BOS${expectedChatMl}`);

    // A template no built-in format matches is run as Jinja from the file itself.
    const custom =
      "{% for m in messages %}{{ '### ' + m['role'] | upper + ' ###\\n' + m['content'] + '\\n' }}{% endfor %}" +
      "{% if add_generation_prompt %}{{ '### ASSISTANT ###\\n' }}{% endif %}";
    const other = await loadEngine({
      modelPath: await tinyModelPath({ chatTemplate: custom }),
      ...args,
    });
    try {
      expect(other.chatWrapper.wrapperName).toBe('JinjaTemplate');
      const text = other.chatWrapper
        .generateContextState({ chatHistory: toChatHistory(messages) })
        .contextText.toString();
      expect(text).toContain(`### SYSTEM ###\n${SYSTEM_PROMPT}\n`);
      expect(text).toContain(`### USER ###\n${buildUserMessage(['Egg ', 'crème fraîche'])}\n`);
      expect(text.trimEnd().endsWith('### ASSISTANT ###')).toBe(true);
      const result = await other.generate(messages, {
        maxTokens: 16,
        signal: new AbortController().signal,
        onDelta: () => {},
      });
      expect(result.stopReason).toBe('maxTokens');
    } finally {
      await other.close();
    }
  });

  it('feeds the ChatML markers as the special tokens of the vocabulary', () => {
    const state = engine.chatWrapper.generateContextState({
      chatHistory: toChatHistory(MESSAGES),
    });
    const tokens = state.contextText.tokenize(engine.model.tokenizer);
    expect(tokens[0]).toBe(TINY_SPECIAL_TOKENS.bos);
    expect(tokens[1]).toBe(TINY_SPECIAL_TOKENS.imStart);
    expect(tokens.filter((t) => t === TINY_SPECIAL_TOKENS.imStart)).toHaveLength(3);
    expect(tokens.filter((t) => t === TINY_SPECIAL_TOKENS.imEnd)).toHaveLength(2);
  });
});

describe('embedded model: Stop and the waiting line', () => {
  it('Stop ends the answer within 100 ms and frees the sequence for the next visitor', async () => {
    const { provider } = await readyProvider();
    const a = reader(provider);
    await waitFor(() => a.pieces.length >= 20);
    const b = reader(provider);
    const abortedAt = performance.now();
    a.controller.abort();
    await a.done;
    const stopMs = a.endedAt! - abortedAt;
    const piecesAtStop = a.pieces.length;
    await waitFor(() => b.pieces.length > 0);
    const nextMs = b.pieces[0]!.at - abortedAt;
    b.controller.abort();
    await b.done;
    console.log(
      `[local] Stop: answer ended ${stopMs.toFixed(1)} ms after abort; next visitor's first text ${nextMs.toFixed(0)} ms after`,
    );
    expect(stopMs).toBeLessThan(100);
    expect(a.pieces.length).toBe(piecesAtStop);
    expect(a.pieces.length).toBeLessThan(1024);
  });

  it('a reader that goes away without aborting still frees the sequence', async () => {
    const { provider } = await readyProvider({ queueSize: 0 });
    const controller = new AbortController();
    let n = 0;
    for await (const _ of provider.streamRecipe(MESSAGES, controller.signal)) {
      void _;
      if (++n === 5) break;
    }
    // With no room to wait, this would be "busy" if the first answer still held the sequence.
    const next = reader(provider);
    await waitFor(() => next.pieces.length > 0);
    next.controller.abort();
    await next.done;
  });

  it('serves waiting requests first come, first served', async () => {
    const { provider } = await readyProvider({ queueSize: 5 });
    const first = reader(provider);
    await waitFor(() => first.pieces.length > 0);
    const order: string[] = [];
    const waiting = ['B', 'C', 'D'].map((name) => {
      const controller = new AbortController();
      const done = (async () => {
        for await (const _ of provider.streamRecipe(MESSAGES, controller.signal)) {
          void _;
          order.push(name);
          controller.abort(); // one piece is enough: hand over to the next in line
        }
      })();
      return done;
    });
    first.controller.abort();
    await first.done;
    await Promise.all(waiting);
    expect(order).toEqual(['B', 'C', 'D']);
  });

  it('answers busy past the bound, and a request given up while waiting leaves the line at once', async () => {
    const { provider } = await readyProvider({ queueSize: 1 });
    const oneAnswer = provider.recipeTimeLimitMs?.() ?? 0;
    expect(oneAnswer).toBeGreaterThanOrEqual(30_000);
    const running = reader(provider);
    await waitFor(() => running.pieces.length > 0);
    const waitingOne = reader(provider);
    // The line, as the metrics read it: one answer running, one waiting.
    await waitFor(() => provider.queue?.().waiting === 1);
    expect(provider.queue?.()).toEqual({ waiting: 1, running: 1 });
    // A recipe asked for now waits for two answers before its own: its time limit holds all three.
    expect(provider.recipeTimeLimitMs?.()).toBe(3 * oneAnswer);

    const busy = await expectProviderError(() => drain(provider), 'busy');
    expect(busy.options.retryAfterMs).toBeGreaterThanOrEqual(1_000);
    expect(busy.options.retryAfterMs).toBeLessThanOrEqual(120_000);

    const leftAt = performance.now();
    waitingOne.controller.abort();
    await waitingOne.done;
    expect(performance.now() - leftAt).toBeLessThan(50);
    expect(waitingOne.pieces).toHaveLength(0);

    // Its place is free again: the next request waits instead of being turned away.
    const next = reader(provider);
    await new Promise((r) => setTimeout(r, 20));
    running.controller.abort();
    await running.done;
    await waitFor(() => next.pieces.length > 0);
    next.controller.abort();
    await next.done;
  });
});

describe('embedded model: a missing or damaged file', () => {
  async function failedStart(modelPath: string, problem: ModelProblem) {
    const rec = recorder();
    const provider = createLocalProvider(localConfig({ modelPath }), rec.deps);
    open.push(provider);
    const status = await waitUntilSettled(provider);
    // The status says why as a code (the page words it); the operator's terminal gets plain words.
    expect(status).toEqual({
      kind: 'local',
      model: basename(modelPath),
      ready: false,
      state: 'error',
      problem,
    });
    const message = rec.terminalText();
    // Plain words that say what to do, and no stack anywhere.
    expect(message).toMatch(/MODEL_PATH/);
    expect(message).toMatch(/LLM_BASE_URL/);
    expect(message).not.toMatch(STACK_LINE);
    for (const line of rec.logs) expect(JSON.stringify(line)).not.toMatch(/\\n\s+at /);
    await expectProviderError(() => drain(provider), 'not_configured');
    return message;
  }

  it('says so plainly when MODEL_PATH points at nothing', async () => {
    const missing = join(tempDir(), 'no-such-model.gguf');
    const message = await failedStart(missing, 'file_missing');
    // The file's name, never its folder: logs may be shipped elsewhere.
    expect(message).toContain('"no-such-model.gguf"');
    expect(message).not.toContain(dirname(missing));
    expect(message).toContain('there is no file there');
  });

  it('says so plainly when MODEL_PATH is a folder', async () => {
    expect(await failedStart(tempDir(), 'file_not_a_file')).toContain('is not a file');
  });

  it('says so plainly for a file that is not a model, or a damaged one', async () => {
    const dir = tempDir();
    const noise = join(dir, 'noise.gguf');
    await writeFile(noise, Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 37) % 256)));
    const text = join(dir, 'readme.gguf');
    await writeFile(text, 'This is not a model.\n');
    const truncated = join(dir, 'truncated.gguf');
    const whole = await readFile(await tinyModelPath());
    await writeFile(truncated, whole.subarray(0, Math.floor(whole.length * 0.6)));
    const headerOnly = join(dir, 'header-only.gguf');
    await writeFile(headerOnly, whole.subarray(0, 2000));

    for (const file of [noise, text, truncated, headerOnly]) {
      const message = await failedStart(file, 'file_damaged');
      expect(message, file).toContain('is not a usable GGUF model file');
      expect(message).toContain(`"${basename(file)}"`);
      expect(message).not.toContain(dir);
    }
  });
});

describe('embedded model: close', () => {
  it('ends running answers and frees the model', async () => {
    const { provider } = await readyProvider();
    const r = reader(provider);
    await waitFor(() => r.pieces.length > 0);
    await provider.close();
    await r.done;
    expect(r.pieces.length).toBeLessThan(1024);
    await expectProviderError(() => drain(provider), 'not_configured');
  });
});
