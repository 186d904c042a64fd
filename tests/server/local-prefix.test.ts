import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Token } from 'node-llama-cpp';
import { buildRecipeMessages, SYSTEM_PROMPT } from '../../src/server/prompt';
import { promptTokens } from '../../src/server/local/context-need';
import { loadEngine, toChatHistory, type LocalEngine } from '../../src/server/local/engine';
import { chooseThreads } from '../../src/server/local/threads';
import { createLocalProvider } from '../../src/server/providers/local-provider';
import { tinyModelPath } from '../fixtures/tiny-gguf';
import { localConfig, recorder, waitUntilSettled } from '../fixtures/local-helpers';

const engineOptions = async (parallel: number, cores: number) => ({
  modelPath: await tinyModelPath(),
  origin: 'MODEL_PATH' as const,
  local: { gpu: 'false' as const, parallel, threads: 0 },
  log: recorder().deps.log,
  signal: new AbortController().signal,
  availableCores: () => cores,
});

describe('embedded model: threads', () => {
  it('uses the cores this process may use unless LOCAL_THREADS says otherwise', () => {
    expect(chooseThreads(0, () => 2)).toBe(2);
    expect(chooseThreads(0, () => 16)).toBe(16);
    expect(chooseThreads(0, () => 0)).toBe(1);
    expect(chooseThreads(3, () => 2)).toBe(3);
  });

  it('runs llama.cpp on that many threads, shared by all sequences, and logs it', async () => {
    const rec = recorder();
    const provider = createLocalProvider(
      localConfig({ modelPath: await tinyModelPath(), threads: 0, parallel: 2 }),
      { ...rec.deps, availableCores: () => 1 },
    );
    try {
      expect(await waitUntilSettled(provider)).toMatchObject({ state: 'ready' });
      const ready = rec.logs.find((l) => l.msg === 'embedded model ready');
      expect(ready?.obj).toMatchObject({ threads: 1, parallel: 2 });
    } finally {
      await provider.close();
    }
    const engine = await loadEngine(await engineOptions(1, 3));
    try {
      expect(engine.threads).toBe(3);
    } finally {
      await engine.close();
    }
  });
});

describe('embedded model: the system prompt, evaluated once', () => {
  let engine: LocalEngine;
  beforeAll(async () => {
    engine = await loadEngine(await engineOptions(2, 1));
  });
  afterAll(() => engine?.close());

  const text = (tokens: readonly Token[]) => engine.model.detokenize([...tokens], true);
  const answer = async (ingredients: string[], onFirst?: () => void) => {
    let out = '';
    await engine.generate(buildRecipeMessages({ ingredients }), {
      maxTokens: 24,
      signal: new AbortController().signal,
      onDelta: (piece) => {
        if (!out) onFirst?.();
        out += piece;
      },
    });
    return out;
  };

  it('keeps the template start and the system message in every sequence, and nothing else', async () => {
    expect(text(engine.prefix)).toContain(SYSTEM_PROMPT);
    const full = promptTokens(
      engine.model,
      engine.chatWrapper,
      buildRecipeMessages({ ingredients: ['x'] }),
    );
    expect(full.slice(0, engine.prefix.length)).toEqual(engine.prefix);
    expect(engine.heldTokens()).toEqual([engine.prefix, engine.prefix]);
  });

  /** The tokens the answer's sequence holds when its first text arrives. */
  const readDuring = async (ingredients: string[]) => {
    const before = engine.heldTokens().map((tokens) => tokens.join());
    let during: Token[][] = [];
    const out = await answer(ingredients, () => {
      during = engine.heldTokens();
    });
    // The sequence this answer took: the one whose tokens changed.
    return { out, held: during.find((tokens, i) => tokens.join() !== before[i]) ?? [] };
  };
  const promptOf = (ingredients: string[]) =>
    promptTokens(engine.model, engine.chatWrapper, buildRecipeMessages({ ingredients }));

  it('shares the prefix across requests, answers each list from its own prompt, and leaks nothing', async () => {
    const first = ['egg', 'milk', 'flour', 'butter'];
    const second = ['rice', 'chicken', 'onion', 'garlic'];
    const a = await readDuring(first);
    // The answer stays on its sequence for a change; the other sequence holds the prefix only.
    const afterA = engine.heldTokens().map(text);
    expect(afterA.filter((t) => t.includes('egg, milk'))).toHaveLength(1);
    expect(engine.heldTokens()).toContainEqual(engine.prefix);
    const b = await readDuring(second);
    // Sampling is random, so the texts say little; what the model read says it all: the kept
    // prefix, then exactly this request's own prompt, then its own answer.
    expect(a.held.slice(0, promptOf(first).length)).toEqual(promptOf(first));
    expect(b.held.slice(0, promptOf(second).length)).toEqual(promptOf(second));
    expect(text(b.held)).not.toMatch(/egg|milk|flour|butter/);
    expect(a.out.length).toBeGreaterThan(0);
    expect(b.out.length).toBeGreaterThan(0);
    // Each sequence keeps one conversation, its own: nothing of one list is in the other's.
    const held = engine.heldTokens().map(text);
    expect(held.filter((t) => t.includes('egg, milk') && t.includes('rice, chicken'))).toEqual([]);
  });

  it('keeps a stopped answer as far as its text was sent, then erases it for another list', async () => {
    const stop = new AbortController();
    await engine.generate(
      buildRecipeMessages({ ingredients: ['cheese', 'pasta', 'salt', 'oil'] }),
      {
        maxTokens: 200,
        signal: stop.signal,
        onDelta: () => stop.abort(),
      },
    );
    const prompt = promptOf(['cheese', 'pasta', 'salt', 'oil']);
    const kept = engine.heldTokens().find((t) => text(t).includes('cheese, pasta'));
    expect(kept?.slice(0, prompt.length)).toEqual(prompt);
    // Two more lists take both sequences: the stopped answer is erased, nothing of it is read.
    await Promise.all([answer(['rice']), answer(['onion'])]);
    expect(engine.heldTokens().map(text).join()).not.toContain('cheese');
  });

  it('renders an earlier answer as the model turn (a follow-up)', () => {
    expect(
      toChatHistory([
        { role: 'system', content: 's' },
        { role: 'user', content: 'u' },
        { role: 'assistant', content: '# Recipe' },
        { role: 'user', content: 'less salt' },
      ]),
    ).toEqual([
      { type: 'system', text: 's' },
      { type: 'user', text: 'u' },
      { type: 'model', response: ['# Recipe'] },
      { type: 'user', text: 'less salt' },
      { type: 'model', response: [] },
    ]);
  });
});
