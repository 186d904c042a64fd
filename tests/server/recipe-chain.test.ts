import { describe, expect, it } from 'vitest';
import { SYSTEM_PROMPT, buildUserMessage } from '../../src/server/prompt';
import { LIMITS } from '../../src/shared/limits';
import { appWithFakeForSuite, postRecipe, readEvents, recipeText } from './helpers';

const LIST = ['Egg', 'Milk'];
const FIRST = '# Omelette\n\n1. Beat the "eggs".\n';
const SECOND = '# Omelette for two\n\n1. Beat 4 eggs.\n';
const THIRD = '# Omelette for two, no milk\n\n1. Beat 4 eggs.\n';

describe('a chain of changes: the page sends the conversation it continues', () => {
  const setup = appWithFakeForSuite({ RATE_LIMIT_PER_MINUTE: '1000' });

  async function rejected(body: unknown): Promise<string> {
    const res = await postRecipe(setup.server.url, body);
    expect(res.status).toBe(400);
    const parsed = (await res.json()) as { error: { code: string; message: string } };
    expect(parsed.error.code).toBe('invalid_request');
    return parsed.error.message;
  }

  it('sends every earlier recipe and line, oldest first, then the shown recipe and the new line', async () => {
    setup.fake.setScenario({ chunks: ['# Vegan ', 'omelette'] });
    const before = setup.fake.requests.length;
    const res = await postRecipe(setup.server.url, {
      ingredients: LIST,
      earlierChanges: [
        { recipe: FIRST, change: 'for two' },
        { recipe: SECOND, change: 'no milk' },
      ],
      recipe: THIRD,
      change: 'vegan',
    });
    expect(recipeText(await readEvents(res))).toBe('# Vegan omelette');
    expect(setup.fake.requests[before]?.body.messages).toEqual([
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: buildUserMessage(LIST) },
      { role: 'assistant', content: FIRST },
      { role: 'user', content: 'for two' },
      { role: 'assistant', content: SECOND },
      { role: 'user', content: 'no milk' },
      { role: 'assistant', content: THIRD },
      { role: 'user', content: 'vegan' },
    ]);
  });

  it('takes the longest conversation within the body limit', async () => {
    // Every character escaped in JSON (two bytes each): the worst ordinary case, in every recipe.
    const recipe = '"\n'.repeat(LIMITS.maxRecipeBytes / 2);
    const change = '中'.repeat(LIMITS.maxChangeLength);
    const body = {
      ingredients: Array.from({ length: LIMITS.maxIngredients }, () =>
        '中'.repeat(LIMITS.maxIngredientLength),
      ),
      earlierChanges: Array.from({ length: LIMITS.maxEarlierChanges }, () => ({ recipe, change })),
      recipe,
      change,
    };
    const size = Buffer.byteLength(JSON.stringify(body));
    expect(size).toBeGreaterThan(2 * (1 + LIMITS.maxEarlierChanges) * LIMITS.maxRecipeBytes);
    expect(size).toBeLessThan(LIMITS.maxBodyBytes);
    const res = await postRecipe(setup.server.url, body);
    expect(res.status).toBe(200);
    await readEvents(res);
  });

  const step = { recipe: FIRST, change: 'for two' };
  it.each([
    [
      'more earlier changes than the limit',
      { earlierChanges: Array.from({ length: LIMITS.maxEarlierChanges + 1 }, () => step) },
      `A recipe can be changed ${LIMITS.maxEarlierChanges + 1} times in a row. Please ask for a new recipe instead.`,
    ],
    [
      'an earlier recipe over 16 KB',
      { earlierChanges: [{ recipe: 'é'.repeat(LIMITS.maxRecipeBytes / 2 + 1), change: 'x' }] },
      'This recipe is too long to change. Please ask for a new recipe instead.',
    ],
    [
      'an earlier line over the limit',
      { earlierChanges: [{ recipe: FIRST, change: 'x'.repeat(LIMITS.maxChangeLength + 1) }] },
      `A change can be at most ${LIMITS.maxChangeLength} characters.`,
    ],
    [
      'a blank earlier line',
      { earlierChanges: [{ recipe: FIRST, change: ' ' }] },
      'Write what you would like to change.',
    ],
  ])('%s → 400 with a plain message', async (_name, fields, message) => {
    expect(
      await rejected({ ingredients: LIST, recipe: SECOND, change: 'no milk', ...fields }),
    ).toBe(message);
  });

  it('earlier changes without the recipe to change → 400', async () => {
    expect(await rejected({ ingredients: LIST, earlierChanges: [step] })).toBe(
      'Earlier changes come with the recipe to change. Please reload the page.',
    );
  });
});
