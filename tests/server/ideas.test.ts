import { describe, expect, it } from 'vitest';
import { buildIdeasUserMessage, cookLine } from '../../src/server/ideas-prompt';
import { SYSTEM_PROMPT } from '../../src/server/prompt';
import { IDEAS_JSON_SCHEMA } from '../../src/shared/ideas-request';
import { FAKE_IDEAS, fakeIdeasAnswer } from '../fixtures/fake-provider';
import {
  appWithFakeForSuite,
  postRecipe,
  readEvents,
  recipeText,
  startAppWithFake,
  type ParsedEvent,
} from './helpers';

const LIST = ['Egg', 'Rice', 'Spring onion', 'Soy sauce'];

function postIdeas(base: string, body: unknown): Promise<Response> {
  return fetch(`${base}/api/ideas`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

const titles = (events: ParsedEvent[]) =>
  events.filter((e) => e.event === 'idea').map((e) => String(e.data.title));

describe('POST /api/ideas', () => {
  const setup = appWithFakeForSuite({ RATE_LIMIT_PER_MINUTE: '1000', METRICS: 'true' });

  it('asks for JSON by the schema with its own token cap, and sends three ideas then the answer', async () => {
    const before = setup.fake.requests.length;
    const res = await postIdeas(setup.server.url, { ingredients: LIST });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const events = await readEvents(res);
    expect(titles(events)).toEqual(FAKE_IDEAS.slice(0, 3).map((i) => i.title));
    const done = events.at(-1);
    expect(done?.event).toBe('done');
    expect(done?.data.answer).toBe(fakeIdeasAnswer(FAKE_IDEAS.slice(0, 3)));
    // Each idea's ingredients, one string in the answer, come as a list.
    expect(events[0]?.data.ingredients).toEqual(FAKE_IDEAS[0]?.ingredients);
    const body = setup.fake.requests[before]?.body;
    expect(body?.max_tokens).toBe(300);
    expect(body?.response_format).toEqual({
      type: 'json_schema',
      json_schema: { name: 'answer', schema: IDEAS_JSON_SCHEMA, strict: true },
    });
    expect(body?.messages).toEqual([
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: buildIdeasUserMessage({ ingredients: LIST }) },
    ]);
  });

  it('never repeats a shown title, even when the model does', async () => {
    const shown = FAKE_IDEAS.slice(0, 3).map((i) => i.title);
    const events = await readEvents(
      await postIdeas(setup.server.url, { ingredients: LIST, shown }),
    );
    expect(titles(events)).toEqual(FAKE_IDEAS.slice(3, 6).map((i) => i.title));
    // A model that repeats a shown dish anyway: the server leaves it out.
    setup.fake.setScenario({ ideas: FAKE_IDEAS.slice(0, 4) });
    const again = await readEvents(
      await postIdeas(setup.server.url, { ingredients: LIST, shown: ['egg fried RICE'] }),
    );
    expect(titles(again)).toEqual(['Saffron Paella', 'Rice Omelette']);
    setup.fake.setScenario({});
  });

  it('asks again with json_object, then plainly, when the provider refuses response_format', async () => {
    setup.fake.setScenario({ refuseResponseFormat: ['json_schema'] });
    const before = setup.fake.requests.length;
    const events = await readEvents(await postIdeas(setup.server.url, { ingredients: LIST }));
    expect(titles(events)).toHaveLength(3);
    expect(setup.fake.requests[before]?.body.response_format).toMatchObject({
      type: 'json_schema',
    });
    expect(setup.fake.requests[before + 1]?.body.response_format).toEqual({ type: 'json_object' });
    // A server with no structured output at all: its markdown list is read.
    setup.fake.setScenario({
      refuseResponseFormat: ['json_schema', 'json_object'],
      chunks: [
        '1. **Pea Soup**: green and quick.\n',
        '   Ingredients: peas, stock\n2. **Toast**\n',
      ],
    });
    const n = setup.fake.requests.length;
    const plain = await readEvents(await postIdeas(setup.server.url, { ingredients: LIST }));
    expect(setup.fake.requests[n + 2]?.body.response_format).toBeUndefined();
    expect(plain.filter((e) => e.event === 'idea').map((e) => e.data)).toEqual([
      { title: 'Pea Soup', line: 'green and quick.', ingredients: ['peas', 'stock'] },
      { title: 'Toast', line: '', ingredients: [] },
    ]);
    setup.fake.setScenario({});
  });

  it('answers an unreadable answer with the plain 502, before any event', async () => {
    setup.fake.setScenario({ chunks: ['I would rather ', 'not say.'] });
    const res = await postIdeas(setup.server.url, { ingredients: LIST });
    expect(res.status).toBe(502);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('provider_bad_response');
    expect(body.error.message).not.toMatch(/ideas answer|JSON/);
    setup.fake.setScenario({});
  });

  it.each([
    ['no ingredients', { ingredients: [] }],
    ['an unknown field', { ingredients: LIST, recipe: 'x' }],
    ['a blank shown title', { ingredients: LIST, shown: ['  '] }],
    [
      'too many shown titles',
      { ingredients: LIST, shown: Array.from({ length: 31 }, (_, i) => `D${i}`) },
    ],
    ['a shown title too long', { ingredients: LIST, shown: ['x'.repeat(121)] }],
  ])('rejects %s with 400 invalid_request', async (_name, body) => {
    const res = await postIdeas(setup.server.url, body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalid_request');
  });

  it('Cook this: the ideas conversation, its answer, then the picked title, streamed as a recipe', async () => {
    const ideas = await readEvents(await postIdeas(setup.server.url, { ingredients: LIST }));
    const answer = String(ideas.at(-1)?.data.answer);
    const before = setup.fake.requests.length;
    const res = await postRecipe(setup.server.url, {
      ingredients: LIST,
      idea: { ideas: answer, title: 'Rice Omelette' },
    });
    expect(res.status).toBe(200);
    expect(recipeText(await readEvents(res))).toMatch(/^# Rice Omelette\n/);
    const body = setup.fake.requests[before]?.body;
    expect(body?.response_format).toBeUndefined();
    expect(body?.max_tokens).toBe(1024);
    expect(body?.messages).toEqual([
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: buildIdeasUserMessage({ ingredients: LIST }) },
      { role: 'assistant', content: answer },
      { role: 'user', content: cookLine('Rice Omelette') },
    ]);
  });

  it('rejects a Cook this that is also a change', async () => {
    const res = await postRecipe(setup.server.url, {
      ingredients: LIST,
      recipe: '# X',
      change: 'less salt',
      idea: { ideas: '{}', title: 'X' },
    });
    expect(res.status).toBe(400);
  });

  it('counts its own metrics', async () => {
    await readEvents(await postIdeas(setup.server.url, { ingredients: LIST }));
    const text = await (await fetch(`${setup.server.url}/metrics`)).text();
    expect(text).toMatch(/pantry_chef_ideas_total\{outcome="stop"\} [1-9]/);
    expect(text).toMatch(/pantry_chef_ideas_sent_total [1-9]/);
    expect(text).toMatch(/pantry_chef_ideas_first_idea_seconds_count [1-9]/);
  });
});

describe('ideas and recipes share one rate limit and the daily cap', () => {
  it('a visitor past the limit by ideas gets no recipe either, and the reverse', async () => {
    const running = await startAppWithFake({ RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const url = running.server.url;
      expect((await postIdeas(url, { ingredients: LIST })).status).toBe(200);
      expect((await postRecipe(url, { ingredients: LIST })).status).toBe(200);
      const third = await postIdeas(url, { ingredients: LIST });
      expect(third.status).toBe(429);
      expect(((await third.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
      expect((await postRecipe(url, { ingredients: LIST })).status).toBe(429);
    } finally {
      await running.close();
    }
  });

  it('an ideas request is counted by RECIPES_PER_DAY', async () => {
    const running = await startAppWithFake({ RECIPES_PER_DAY: '1' });
    try {
      const url = running.server.url;
      await readEvents(await postIdeas(url, { ingredients: LIST }));
      const res = await postRecipe(url, { ingredients: LIST });
      expect(res.status).toBe(429);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
        'daily_limit_reached',
      );
    } finally {
      await running.close();
    }
  });
});
