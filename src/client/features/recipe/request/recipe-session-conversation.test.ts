import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIMITS } from '../../../../shared/limits';
import { recipeRequestSchema, type RecipeRequest } from '../../../../shared/recipe-request';
import { changeRequest } from './conversation';
import type { StreamOptions, StreamResult } from './recipe-stream';
import { RecipeSession } from './recipe-session';

interface Call {
  request: RecipeRequest;
  options: StreamOptions;
  end: (result: StreamResult) => void;
}

function setup() {
  const calls: Call[] = [];
  const session = new RecipeSession({
    stream: (request, options) =>
      new Promise<StreamResult>((end) => calls.push({ request, options, end })),
    requestFrame: (callback) => setTimeout(callback, 0) as unknown as number,
    cancelFrame: (handle) => clearTimeout(handle),
    logError: () => {},
  });
  /** Asks, answers with `text`, and returns the recipe then shown. */
  const answer = async (request: RecipeRequest, text: string) => {
    session.start(request, 0);
    const call = calls.at(-1) as Call;
    call.options.onDelta(text);
    call.end({ kind: 'done', finishReason: 'stop' });
    await vi.advanceTimersByTimeAsync(0);
    const shown = session.getSnapshot().recipe;
    if (!shown) throw new Error('no recipe shown');
    return shown;
  };
  return { calls, answer };
}

const LIST = ['Egg', 'Milk', 'Flour', 'Butter'];

describe('a chain of changes sends the conversation it continues', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a fresh recipe has no conversation; its change sends only the recipe and the line', async () => {
    const { answer } = setup();
    const first = await answer({ ingredients: LIST }, 'Pancakes');
    expect(first.conversation).toBeUndefined();
    expect(changeRequest(first, 'for two')).toEqual({
      ingredients: LIST,
      recipe: 'Pancakes',
      change: 'for two',
    });
  });

  it('the second and third changes send every earlier recipe and line, oldest first', async () => {
    const { calls, answer } = setup();
    const first = await answer({ ingredients: LIST }, 'Pancakes');
    const second = await answer(changeRequest(first, 'for two'), 'Pancakes for two');
    expect(second.conversation).toEqual([{ recipe: 'Pancakes', change: 'for two' }]);
    const third = await answer(changeRequest(second, 'no milk'), 'Pancakes for two, no milk');
    expect(calls[2]?.request).toEqual({
      ingredients: LIST,
      recipe: 'Pancakes for two',
      change: 'no milk',
      earlierChanges: [{ recipe: 'Pancakes', change: 'for two' }],
    });
    await answer(changeRequest(third, 'vegan'), 'Vegan pancakes');
    const sent = calls[3]?.request;
    expect(sent).toEqual({
      ingredients: LIST,
      recipe: 'Pancakes for two, no milk',
      change: 'vegan',
      earlierChanges: [
        { recipe: 'Pancakes', change: 'for two' },
        { recipe: 'Pancakes for two', change: 'no milk' },
      ],
    });
    // What the page sends, the server accepts.
    expect(recipeRequestSchema.safeParse(sent).success).toBe(true);
  });

  it('past the limit it leaves the oldest steps out, and the body stays valid', async () => {
    const { answer } = setup();
    let shown = await answer({ ingredients: LIST }, 'Recipe 0');
    for (let i = 1; i <= LIMITS.maxEarlierChanges + 2; i++) {
      shown = await answer(changeRequest(shown, `change ${i}`), `Recipe ${i}`);
    }
    const body = changeRequest(shown, 'last');
    expect(body.earlierChanges).toHaveLength(LIMITS.maxEarlierChanges);
    expect(body.earlierChanges?.at(-1)).toEqual({
      recipe: `Recipe ${LIMITS.maxEarlierChanges + 1}`,
      change: `change ${LIMITS.maxEarlierChanges + 2}`,
    });
    expect(recipeRequestSchema.safeParse(body).success).toBe(true);
  });

  it('a new recipe for the list starts a new conversation', async () => {
    const { answer } = setup();
    const first = await answer({ ingredients: LIST }, 'Pancakes');
    await answer(changeRequest(first, 'for two'), 'Pancakes for two');
    const fresh = await answer({ ingredients: LIST }, 'Crepes');
    expect(fresh.conversation).toBeUndefined();
  });
});
