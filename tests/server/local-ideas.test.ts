/**
 * Ideas on the embedded model: the answer is held to the ideas' JSON schema by a grammar, and
 * `Cook this` continues that conversation from its kept state, reading only the new line.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCookMessages, buildIdeasMessages, cookLine } from '../../src/server/ideas-prompt';
import { loadEngine, type LocalEngine } from '../../src/server/local/engine';
import type { ChatMessage } from '../../src/server/prompt';
import { IDEAS_JSON_SCHEMA, IDEAS_LIMITS } from '../../src/shared/ideas-request';
import { readIdeas } from '../../src/shared/ideas/read-ideas';
import { tinyModelPath } from '../fixtures/tiny-gguf';
import { recorder } from '../fixtures/local-helpers';

const LIST = ['egg', 'milk', 'flour', 'butter'];
/** ChatML's turn markers around the cook line (the tiny model's vocabulary spells them in about 30). */
const MARKERS = 40;

async function ask(engine: LocalEngine, messages: ChatMessage[], json: boolean, maxTokens = 96) {
  let text = '';
  const result = await engine.generate(messages, {
    maxTokens,
    signal: new AbortController().signal,
    onDelta: (delta) => (text += delta),
    ...(json && { jsonSchema: IDEAS_JSON_SCHEMA }),
  });
  return { ...result, text };
}

describe('embedded model: ideas', () => {
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

  it('writes JSON of the schema (the random model alone writes none)', async () => {
    const messages = buildIdeasMessages({ ingredients: LIST });
    const free = await ask(engine, messages, false, 24);
    expect(free.text).not.toMatch(/^\s*\{\s*"ideas"\s*:\s*\[/);
    const held = await ask(engine, messages, true, IDEAS_LIMITS.maxTokens);
    expect(held.tokens).toBeGreaterThan(0);
    // Whether it finished or reached the cap, what it wrote is the start of the schema's JSON.
    expect(held.text).toMatch(/^\s*\{\s*"ideas"\s*:\s*\[\s*\{\s*"title"\s*:\s*"/);
    // Its lengths bound each idea, so even a random model ends ideas within the cap.
    expect(readIdeas(held.text).length).toBeGreaterThan(0);
    if (held.stopReason === 'eogToken') {
      const parsed = JSON.parse(held.text) as { ideas: unknown[] };
      expect(parsed.ideas).toHaveLength(IDEAS_LIMITS.count);
    }
  });

  it('Cook this continues the kept ideas answer: only the new line is read', async () => {
    const request = { ingredients: LIST };
    const ideas = await ask(engine, buildIdeasMessages(request), true, 64);
    const cook = buildCookMessages({ ...request, idea: { ideas: ideas.text, title: 'Pancakes' } });
    const cooked = await ask(engine, cook, false, 16);
    const line = engine.model.tokenize(cookLine('Pancakes')).length;
    expect(cooked.read).toBeLessThan(line + MARKERS);
    expect(cooked.reused).toBeGreaterThanOrEqual(engine.prefix.length + ideas.tokens);
    // The same request after another conversation reads the ideas again: the reuse was real.
    await ask(engine, buildIdeasMessages({ ingredients: ['rice'] }), true, 8);
    const fresh = await ask(engine, cook, false, 16);
    expect(fresh.read).toBeGreaterThan(ideas.tokens);
  });
});
