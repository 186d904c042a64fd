import { describe, expect, it } from 'vitest';
import type { RecipeRequest } from '../../../../shared/recipe-request';
import type { StreamOptions, StreamResult } from './recipe-stream';
import { RecipeSession } from './recipe-session';

function setup() {
  const calls: {
    request: RecipeRequest;
    options: StreamOptions;
    end: (r: StreamResult) => void;
  }[] = [];
  const session = new RecipeSession({
    stream: (request, options) =>
      new Promise<StreamResult>((end) => calls.push({ request, options, end })),
    requestFrame: (cb) => setTimeout(cb, 0) as unknown as number,
    cancelFrame: (handle) => clearTimeout(handle),
    logError: () => undefined,
  });
  return { session, calls };
}

describe('RecipeSession with preferences', () => {
  it('sends the spec body with none, and the preferences with the recipe they made', async () => {
    const { session, calls } = setup();
    session.start({ ingredients: ['Egg'] }, 0);
    expect(calls[0]?.request).toEqual({ ingredients: ['Egg'] });
    expect(Object.keys(calls[0]?.request ?? {})).toEqual(['ingredients']);

    session.start(
      { ingredients: ['Egg', 'Rice'], preferences: { servings: 2, avoid: ['peanut'] } },
      0,
    );
    expect(calls[1]?.request).toEqual({
      ingredients: ['Egg', 'Rice'],
      preferences: { servings: 2, avoid: ['peanut'] },
    });
    calls[1]?.options.onDelta('# Rice');
    calls[1]?.end({ kind: 'done', finishReason: 'stop' });
    await new Promise((r) => setTimeout(r, 0));
    const recipe = session.getSnapshot().recipe;
    expect(recipe?.status).toBe('complete');
    expect(recipe?.preferences).toEqual({ servings: 2, avoid: ['peanut'] });
  });
});
