import { describe, expect, it } from 'vitest';
import { SYSTEM_PROMPT } from '../../src/server/prompt';
import { PAGE_LANGUAGES } from '../../src/shared/languages';
import { appWithFakeForSuite, postRecipe, readEvents } from './helpers';

const LIST = ['Eier', 'Mehl', 'Milch', 'Butter'];
const SPEC_USER =
  "I have Eier, Mehl, Milch, Butter. Please give me a recipe you'd recommend I make!";

function post(base: string, path: string, body: unknown): Promise<Response> {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('the model is asked in the page language (decisions D15)', () => {
  const setup = appWithFakeForSuite({ RATE_LIMIT_PER_MINUTE: '1000' });

  /** What the fake provider received for one call through the real server. */
  async function sent(path: string, body: unknown) {
    setup.fake.setScenario({ tokens: 3 });
    const before = setup.fake.requests.length;
    const res = await post(setup.server.url, path, body);
    expect(res.status).toBe(200);
    await readEvents(res);
    const messages = setup.fake.requests[before]?.body.messages as { content: string }[];
    return messages.map((m) => m.content);
  }

  it('asks for the recipe in German, and with no language or English exactly as the spec', async () => {
    expect(await sent('/api/recipe', { ingredients: LIST, language: 'de' })).toEqual([
      SYSTEM_PROMPT,
      `${SPEC_USER} Please write your whole answer in German.`,
    ]);
    for (const body of [{ ingredients: LIST }, { ingredients: LIST, language: 'en' }])
      expect(await sent('/api/recipe', body)).toEqual([SYSTEM_PROMPT, SPEC_USER]);
  });

  it('asks for every change in the language, the first request included', async () => {
    const contents = await sent('/api/recipe', {
      ingredients: LIST,
      language: 'fr',
      earlierChanges: [{ recipe: '# Crêpes', change: 'Sans beurre' }],
      recipe: '# Crêpes sans beurre',
      change: 'Plus sucré',
    });
    expect(contents.filter((c) => c.endsWith('Please write your whole answer in French.'))).toEqual(
      [
        `${SPEC_USER} Please write your whole answer in French.`,
        'Sans beurre Please write your whole answer in French.',
        'Plus sucré Please write your whole answer in French.',
      ],
    );
  });

  it('asks for the ideas and the dish picked from them in the language', async () => {
    const [, ideas] = await sent('/api/ideas', { ingredients: LIST, language: 'nl' });
    expect(ideas).toMatch(/ Please write the titles, lines and ingredients in Dutch\.$/);
    const cook = await sent('/api/recipe', {
      ingredients: LIST,
      language: 'it',
      idea: { ideas: '{"ideas":[]}', title: 'Frittata' },
    });
    expect(cook.at(-1)).toBe(
      'Please write the full recipe for Frittata. Please write your whole answer in Italian.',
    );
  });

  it('takes only the seven languages', async () => {
    expect(PAGE_LANGUAGES).toEqual(['en', 'de', 'fr', 'es', 'it', 'pt', 'nl']);
    for (const language of ['xx', 'de-DE', 'EN', 3]) {
      const res = await postRecipe(setup.server.url, { ingredients: LIST, language });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
        'invalid_request',
      );
    }
  });
});
