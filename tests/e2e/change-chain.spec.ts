/**
 * A chain of changes: each change is sent with the conversation it continues (the list, every
 * earlier recipe as shown and every line), so the embedded model reads only the new line.
 */
import { FAKE_RECIPE } from '../fixtures/fake-provider';
import { FOUR } from './support/fixtures';
import { askForRecipe, expect, recipeComplete, test } from './support/quick-app';

const SPEC_USER = `I have ${FOUR.join(', ')}. Please give me a recipe you'd recommend I make!`;
const FOR_TWO = ['# Fried rice for two\n\n', '1. Halve everything.\n'];
const NO_OVEN = ['# Stovetop rice for two\n\n', '1. Use one pan.\n'];

test('a second and a third change send the whole conversation, oldest first; a new recipe starts over', async ({
  page,
  quick,
  fake,
}) => {
  await askForRecipe(page, quick.url);
  const section = await recipeComplete(page);
  const line = page.getByLabel('Change this recipe');
  const change = async (text: string, chunks: string[], shows: string) => {
    fake.setScenario({ chunks });
    const at = fake.requests.length;
    await line.fill(text);
    await page.getByRole('button', { name: 'Change', exact: true }).click();
    await expect(section).toContainText(shows);
    await recipeComplete(page);
    return fake.requests[at]?.body.messages;
  };

  await change('for two', FOR_TWO, 'Halve everything.');
  const second = await change('no oven', NO_OVEN, 'Use one pan.');
  expect(second?.slice(1)).toEqual([
    { role: 'user', content: SPEC_USER },
    { role: 'assistant', content: FAKE_RECIPE },
    { role: 'user', content: 'for two' },
    { role: 'assistant', content: FOR_TWO.join('') },
    { role: 'user', content: 'no oven' },
  ]);
  const third = await change('vegan', ['# Vegan rice\n\n', 'Tofu.'], 'Tofu.');
  expect(third?.slice(1)).toEqual([
    { role: 'user', content: SPEC_USER },
    { role: 'assistant', content: FAKE_RECIPE },
    { role: 'user', content: 'for two' },
    { role: 'assistant', content: FOR_TWO.join('') },
    { role: 'user', content: 'no oven' },
    { role: 'assistant', content: NO_OVEN.join('') },
    { role: 'user', content: 'vegan' },
  ]);

  // Regenerate starts a new conversation: its change carries none of the old one.
  fake.setScenario({ chunks: ['# Another idea\n\n', 'Steamed rice.'] });
  await page.getByRole('button', { name: 'Regenerate' }).click();
  await expect(section).toContainText('Steamed rice.');
  await recipeComplete(page);
  const afterNew = await change('for two', FOR_TWO, 'Halve everything.');
  expect(afterNew?.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
});
