import { describe, expect, it } from 'vitest';
import { SYSTEM_PROMPT, buildUserMessage } from '../../src/server/prompt';
import { LIMITS } from '../../src/shared/limits';
import { appWithFakeForSuite, postRecipe, readEvents, recipeText } from './helpers';

const RECIPE = '# Omelette\n\n1. Beat the "eggs".\n2. Cook for 3 minutes.\n';
const LIST = ['Egg', 'Milk'];

describe('changing a recipe in one line', () => {
  const setup = appWithFakeForSuite({ RATE_LIMIT_PER_MINUTE: '1000' });

  async function rejected(body: unknown): Promise<string> {
    const res = await postRecipe(setup.server.url, body);
    expect(res.status).toBe(400);
    const parsed = (await res.json()) as { error: { code: string; message: string } };
    expect(parsed.error.code).toBe('invalid_request');
    return parsed.error.message;
  }

  it('sends the spec messages, then the shown recipe as the assistant, then the line as the user', async () => {
    setup.fake.setScenario({ chunks: ['# Omelette ', 'for two'] });
    const before = setup.fake.requests.length;
    const res = await postRecipe(setup.server.url, {
      ingredients: LIST,
      recipe: RECIPE,
      change: ' for two ',
    });
    expect(recipeText(await readEvents(res))).toBe('# Omelette for two');
    expect(setup.fake.requests[before]?.body.messages).toEqual([
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: buildUserMessage(LIST) },
      { role: 'assistant', content: RECIPE },
      { role: 'user', content: ' for two ' },
    ]);
    // Without a change, the request is the plain two messages.
    await readEvents(await postRecipe(setup.server.url, { ingredients: LIST }));
    expect(setup.fake.requests[before + 1]?.body.messages).toHaveLength(2);
  });

  it('takes the largest recipe and line within the body limit', async () => {
    // Every character of this recipe is escaped in JSON (two bytes each): the worst ordinary case.
    const recipe = '"\n'.repeat(LIMITS.maxRecipeBytes / 2);
    const body = {
      ingredients: Array.from({ length: LIMITS.maxIngredients }, () =>
        '中'.repeat(LIMITS.maxIngredientLength),
      ),
      recipe,
      change: '中'.repeat(LIMITS.maxChangeLength),
    };
    const size = Buffer.byteLength(JSON.stringify(body));
    expect(size).toBeGreaterThan(2 * LIMITS.maxRecipeBytes);
    expect(size).toBeLessThan(LIMITS.maxBodyBytes);
    const res = await postRecipe(setup.server.url, body);
    expect(res.status).toBe(200);
    await readEvents(res);
  });

  it.each([
    [
      'a line over the limit',
      { recipe: RECIPE, change: 'x'.repeat(LIMITS.maxChangeLength + 1) },
      `A change can be at most ${LIMITS.maxChangeLength} characters.`,
    ],
    [
      'a recipe over 16 KB',
      { recipe: 'é'.repeat(LIMITS.maxRecipeBytes / 2 + 1), change: 'for two' },
      'This recipe is too long to change. Please ask for a new recipe instead.',
    ],
    ['a blank line', { recipe: RECIPE, change: '  ' }, 'Write what you would like to change.'],
    ['a blank recipe', { recipe: '\n', change: 'for two' }, 'There is no recipe to change yet.'],
    [
      'a line without its recipe',
      { change: 'for two' },
      'A change needs both the recipe and what to change. Please reload the page.',
    ],
    [
      'a recipe without a line',
      { recipe: RECIPE },
      'A change needs both the recipe and what to change. Please reload the page.',
    ],
    [
      'a line that is not text',
      { recipe: RECIPE, change: 2 },
      'The recipe request was not in the expected form. Please reload the page and try again.',
    ],
  ])('%s → 400 with a plain message', async (_name, fields, message) => {
    expect(await rejected({ ingredients: LIST, ...fields })).toBe(message);
  });
});
