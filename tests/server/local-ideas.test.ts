/**
 * Ideas on the embedded model: the answer is written to the ideas' JSON schema (its known text by
 * the engine, each string by the model under a grammar), and
 * `Cook this` continues that conversation from its kept state, reading only the new line.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCookMessages,
  buildIdeasMessages,
  COOK_TURN,
  cookLine,
} from '../../src/server/ideas-prompt';
import { loadEngine, type LocalEngine } from '../../src/server/local/engine';
import type { ChatMessage } from '../../src/server/prompt';
import { IDEAS_JSON_SCHEMA, IDEAS_LIMITS } from '../../src/shared/ideas-request';
import { readAllIdeas } from '../../src/shared/ideas/read-ideas';
import { tinyModelPath } from '../fixtures/tiny-gguf';
import { recorder } from '../fixtures/local-helpers';

const LIST = ['egg', 'milk', 'flour', 'butter'];
/** ChatML's turn markers around the cook line (the tiny model's vocabulary spells them in about 30). */
const MARKERS = 40;

async function ask(
  engine: LocalEngine,
  messages: ChatMessage[],
  json: boolean,
  maxTokens = 96,
  nextTurn?: string,
) {
  let text = '';
  let answeredWith = '';
  let heldWhenAnswered = 0;
  const held = () => Math.max(...engine.heldTokens().map((t) => t.length));
  const result = await engine.generate(messages, {
    maxTokens,
    signal: new AbortController().signal,
    onDelta: (delta) => (text += delta),
    onAnswered: () => {
      answeredWith = text;
      heldWhenAnswered = held();
    },
    ...(json && { jsonSchema: IDEAS_JSON_SCHEMA }),
    ...(nextTurn && { nextTurn }),
  });
  return { ...result, text, answeredWith, heldWhenAnswered, heldAfter: held() };
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
    for (let i = 0; i < 3; i++) {
      const held = await ask(engine, messages, true, IDEAS_LIMITS.maxTokens);
      // The template ends the answer: the JSON is whole, with three ideas within the lengths.
      expect(held.stopReason).toBe('eogToken');
      const parsed = JSON.parse(held.text) as { ideas: Record<string, string>[] };
      expect(parsed.ideas).toHaveLength(IDEAS_LIMITS.count);
      const bounds = IDEAS_JSON_SCHEMA.properties.ideas.items.properties;
      for (const idea of parsed.ideas) {
        for (const key of ['title', 'line', 'ingredients'] as const) {
          // Lengths count characters (code points), as JSON Schema and the grammar do. The random
          // model may write bytes that are no UTF-8: the grammar reads a broken sequence as one
          // character with the (up to 3) bytes after its first, the decoder as U+FFFD and those,
          // so the decoded text has at least the grammar's count and at most that, once folded.
          const text = idea[key]!;
          expect([...text].length).toBeGreaterThanOrEqual(bounds[key].minLength);
          const folded = text.replace(/\uFFFD(?:[^]){0,3}/gu, '\uFFFD');
          expect([...folded].length).toBeLessThanOrEqual(bounds[key].maxLength);
        }
      }
      // Every idea is read back (a random title may be only markdown marks, which reads as none).
      const titled = parsed.ideas.filter((idea) => /[^*_`#\s]/.test(idea.title!));
      expect(readAllIdeas(held.text)).toHaveLength(titled.length);
    }
  });

  it('stops a templated answer when asked, and at its token cap', async () => {
    const messages = buildIdeasMessages({ ingredients: LIST });
    const opening = '{"ideas":[{"title":"';
    const cap = engine.model.tokenize(opening, false, 'trimLeadingSpace').length + 3;
    const capped = await ask(engine, messages, true, cap);
    expect(capped.stopReason).toBe('maxTokens');
    expect(capped.tokens).toBe(cap);
    expect(capped.text.startsWith(opening)).toBe(true);
    // The known text is never cut: the cap before it ends the answer where it stands.
    const short = await ask(engine, messages, true, cap - 4);
    expect(short).toMatchObject({ stopReason: 'maxTokens', tokens: 0, text: '' });
    const stop = new AbortController();
    let text = '';
    const stopped = await engine.generate(messages, {
      maxTokens: IDEAS_LIMITS.maxTokens,
      jsonSchema: IDEAS_JSON_SCHEMA,
      signal: stop.signal,
      onDelta: (delta) => {
        text += delta;
        if (text.includes('"line":"')) stop.abort();
      },
    });
    expect(stopped.stopReason).toBe('abort');
    expect(text).not.toContain('"ingredients"');
  });

  it('reads the start of the Cook this line once the ideas are sent: the cook reads the rest', async () => {
    const request = { ingredients: LIST };
    const cookOf = (ideas: string) =>
      buildCookMessages({ ...request, idea: { ideas, title: 'Pancakes' } });
    const plain = await ask(engine, buildIdeasMessages(request), true, IDEAS_LIMITS.maxTokens);
    const without = await ask(engine, cookOf(plain.text), false, 4);
    const ahead = await ask(
      engine,
      buildIdeasMessages(request),
      true,
      IDEAS_LIMITS.maxTokens,
      COOK_TURN,
    );
    // The answer was whole when it was reported: the reading ahead came after.
    expect(ahead.answeredWith).toBe(ahead.text);
    expect(ahead.heldAfter).toBeGreaterThan(ahead.heldWhenAnswered);
    expect(ahead.stopReason).toBe('eogToken');
    const cooked = await ask(engine, cookOf(ahead.text), false, 4);
    const turn = engine.model.tokenize(COOK_TURN, false, 'trimLeadingSpace').length;
    expect(cooked.read).toBeLessThanOrEqual(without.read - turn + 1);
    expect(cooked.read).toBeGreaterThan(0);
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
