import { describe, expect, it } from 'vitest';
import { createOpenAIProvider } from '../../src/server/providers/openai-provider';
import { readDelta } from '../../src/server/providers/openai-wire';
import type { ProviderEvent } from '../../src/server/providers/types';
import { buildRecipeMessages } from '../../src/server/prompt';
import { FAKE_RECIPE, startFakeProvider } from '../fixtures/fake-provider';
import { appWithFakeForSuite, postRecipe, readEvents, recipeText, testConfig } from './helpers';

const INGREDIENTS = { ingredients: ['egg', 'rice'] };

describe('the remote provider on the wire', () => {
  const setup = appWithFakeForSuite({ LLM_MAX_RETRIES: '0' });

  async function recipe() {
    const res = await postRecipe(setup.server.url, INGREDIENTS);
    return { res, events: res.status === 200 ? await readEvents(res) : [] };
  }

  it('a recipe cut at the token cap ends with done {finishReason: "length"}', async () => {
    setup.fake.setScenario({ tokens: 8, finishReason: 'length' });
    const { events } = await recipe();
    expect(recipeText(events)).toBe(FAKE_RECIPE.slice(0, recipeText(events).length));
    expect(events.at(-1)).toEqual({ event: 'done', data: { finishReason: 'length' } });
  });

  it('[DONE] with no finish_reason is a complete recipe', async () => {
    setup.fake.setScenario({ tokens: 6, omitFinishReason: true });
    const { events } = await recipe();
    expect(events.filter((e) => e.event === 'delta')).toHaveLength(6);
    expect(events.at(-1)).toEqual({ event: 'done', data: { finishReason: 'stop' } });
  });

  it('a server that ignores stream: true and sends one JSON answer still gives the recipe', async () => {
    setup.fake.setScenario({ tokens: 12, ignoreStream: true, finishReason: 'length' });
    const { res, events } = await recipe();
    expect(res.status).toBe(200);
    expect(recipeText(events)).toBe(FAKE_RECIPE);
    expect(events.at(-1)).toEqual({ event: 'done', data: { finishReason: 'length' } });
  });

  it('a JSON answer with no text is a bad response, not an empty recipe', async () => {
    setup.fake.setScenario({ chunks: [], ignoreStream: true });
    const { res } = await recipe();
    expect(res.status).toBe(502);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
      'provider_bad_response',
    );
  });

  it('an event too large to be a chunk of text fails cleanly instead of filling memory', async () => {
    setup.fake.setScenario({ chunks: ['x'.repeat(1_500_000)] });
    const { res } = await recipe();
    expect(res.status).toBe(502);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
      'provider_bad_response',
    );
    setup.fake.setScenario({ tokens: 3 });
    expect((await recipe()).events.at(-1)?.event).toBe('done');
  });

  it('recipes one after another reuse one upstream connection (no new handshake per recipe)', async () => {
    setup.fake.setScenario({ tokens: 5 });
    await recipe(); // after the failures above, start from one fresh connection
    const before = setup.fake.connectionsAccepted();
    for (let i = 0; i < 4; i++) {
      const { events } = await recipe();
      expect(events.at(-1)?.event).toBe('done');
    }
    expect(setup.fake.connectionsAccepted()).toBe(before);
  });

  it('done reaches the visitor at [DONE], and the connection is still kept when the body ends late', async () => {
    setup.fake.setScenario({ tokens: 5, lingerAfterDoneMs: 400 });
    const warm = setup.fake.requests.length;
    await recipe();
    // Until the provider ends an answer its connection is busy, and the next recipe opens another.
    await setup.fake.waitForEnd(warm);
    const before = setup.fake.connectionsAccepted();
    for (let i = 0; i < 2; i++) {
      const index = setup.fake.requests.length;
      const { events } = await recipe();
      expect(events.at(-1)?.event).toBe('done');
      // Ordering, not timing: the visitor had the whole recipe before the provider ended its answer.
      expect(setup.fake.requests[index]?.finishedAt).toBeUndefined();
      await setup.fake.waitForEnd(index);
    }
    expect(setup.fake.connectionsAccepted()).toBe(before);
  });
});

describe('readDelta: one data line of the OpenAI stream', () => {
  it('reads text and the finish reason', () => {
    expect(
      readDelta('{"choices":[{"index":0,"delta":{"content":"Hi"},"finish_reason":null}]}'),
    ).toEqual({ kind: 'delta', text: 'Hi', finishReason: undefined });
    expect(readDelta('{"choices":[{"delta":{},"finish_reason":"length"}]}')).toEqual({
      kind: 'delta',
      text: '',
      finishReason: 'length',
    });
    // Any other ending (eos, content_filter...) is a plain end.
    expect(readDelta('{"choices":[{"delta":{"content":null},"finish_reason":"eos"}]}')).toEqual({
      kind: 'delta',
      text: '',
      finishReason: 'stop',
    });
  });

  it('reads the common text chunk and its variations alike', () => {
    const hi = { kind: 'delta', text: 'Hi', finishReason: undefined };
    const cases: [string, unknown][] = [
      // The plain chunk, with the fields real servers add around it.
      [
        '{"id":"c1","object":"chat.completion.chunk","created":1,"model":"m","choices":' +
          '[{"index":0,"delta":{"role":"assistant","content":"Hi"},"logprobs":null,"finish_reason":null}]}',
        hi,
      ],
      ['{"choices":[{"delta":{"content":"Hi"}}]}', hi],
      // Shapes the quick reading leaves to the schema still read the same.
      ['{"error":null,"choices":[{"delta":{"content":"Hi"}}]}', hi],
      ['{"choices":[{"delta":{"content":"Hi"}},{"delta":{"content":"Ho"}}]}', hi],
      [
        '{"choices":[{"delta":{"content":"Hi"},"finish_reason":"stop"}]}',
        { kind: 'delta', text: 'Hi', finishReason: 'stop' },
      ],
      ['{"error":{"message":"x"},"choices":[{"delta":{"content":"Hi"}}]}', { kind: 'error' }],
      ['{"choices":[{"delta":{"content":["Hi"]}}]}', { kind: 'malformed' }],
      ['{"choices":[{"delta":"Hi"}]}', { kind: 'malformed' }],
    ];
    for (const [data, expected] of cases) expect(readDelta(data), data).toEqual(expected);
  });

  it('reads a whole answer (message instead of delta)', () => {
    expect(
      readDelta(
        '{"choices":[{"message":{"role":"assistant","content":"All"},"finish_reason":"stop"}]}',
      ),
    ).toEqual({ kind: 'delta', text: 'All', finishReason: 'stop' });
  });

  it('tells errors and junk apart from text', () => {
    expect(readDelta('{"error":{"message":"overloaded"}}')).toEqual({ kind: 'error' });
    expect(readDelta('{"choices":[{"delta":{"content":')).toEqual({ kind: 'malformed' });
    expect(readDelta('"just a string"')).toEqual({ kind: 'malformed' });
    expect(readDelta('{"choices":[{"delta":{"content":42}}]}')).toEqual({ kind: 'malformed' });
    // Keep-alive or role-only chunks carry no text and are not failures.
    expect(readDelta('{"choices":[]}')).toEqual({
      kind: 'delta',
      text: '',
      finishReason: undefined,
    });
  });
});

describe('the remote provider and a slow reader', () => {
  it('holds pieces while the reader waits, pausing the upstream, and loses none', async () => {
    const fake = await startFakeProvider();
    const config = testConfig({ LLM_BASE_URL: fake.url, LLM_API_KEY: 'test-key' });
    const provider = createOpenAIProvider(config.remote!, config.llm, { log: { warn() {} } });
    try {
      // Far more separate chunks than are read ahead before the upstream is paused.
      const pieces = Array.from({ length: 400 }, (_, i) => `p${i} `);
      fake.setScenario({ chunks: pieces, tokensPerSecond: 2000 });
      const messages = buildRecipeMessages({ ingredients: ['egg', 'rice'] });
      const events: ProviderEvent[] = [];
      for await (const event of provider.streamRecipe(messages, new AbortController().signal)) {
        // The visitor stalls right after the first delta, while the model goes on.
        if (events.length === 0) await new Promise((r) => setTimeout(r, 300));
        events.push(event);
      }
      const text = events.map((e) => (e.type === 'delta' ? e.text : '')).join('');
      expect(text).toBe(pieces.join(''));
      expect(events.at(-1)).toEqual({ type: 'finish', reason: 'stop' });
    } finally {
      await provider.close();
      await fake.close();
    }
  });
});
