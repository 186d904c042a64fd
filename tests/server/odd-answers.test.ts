import { describe, expect, it } from 'vitest';
import { splitIntoDeltas } from '../fixtures/fake-provider';
import { ODD_ANSWERS } from '../fixtures/odd-answers';
import { appWithFakeForSuite, postRecipe, readEvents, recipeText } from './helpers';

describe('odd answers over real HTTP', () => {
  const setup = appWithFakeForSuite();

  it.each(ODD_ANSWERS)('$name reaches the page unchanged', async ({ text }) => {
    const chunks = splitIntoDeltas(text, 24);
    setup.fake.setScenario({ chunks });
    const res = await postRecipe(setup.server.url, { ingredients: ['egg'] });
    expect(res.status).toBe(200);
    const events = await readEvents(res);
    expect(events.at(-1)?.event).toBe('done');
    // As sent, to the code unit (JSON escapes even a lone surrogate); short texts are padded.
    expect(recipeText(events)).toBe(chunks.join(''));
  });
});
