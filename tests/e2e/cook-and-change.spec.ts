/**
 * Cooking with the recipe: changing it in one line (what reaches the provider, what stays on screen
 * when a change fails), and cook mode (steps, keys, swipe, focus, timers on a fake clock, wake lock).
 */
import type { Page } from '@playwright/test';
import { FAKE_RECIPE } from '../fixtures/fake-provider';
import { FOUR, recipeSection } from './support/fixtures';
import { askForRecipe, expect, recipeComplete, test } from './support/quick-app';

const SPEC_USER = `I have ${FOUR.join(', ')}. Please give me a recipe you'd recommend I make!`;

const COOK_RECIPE = [
  '# Quick rice',
  '',
  '## Ingredients',
  '',
  '- 1 cup rice',
  '- 2 cups water',
  '',
  '## Method',
  '',
  '1. Rinse the rice.',
  '2. Toast it for 30 seconds.',
  '3. Simmer for 10–12 minutes.',
  '4. Rest and serve.',
].join('\n');

test('a change reaches the provider as four messages; Regenerate sends none; a failed change keeps the recipe and Try again repeats it', async ({
  page,
  quick,
  fake,
}) => {
  await askForRecipe(page, quick.url);
  const section = await recipeComplete(page);
  await expect(section).toContainText('Enjoy your meal!');

  fake.setScenario({ chunks: ['# Fried rice for two\n\n', '1. Halve everything.\n'] });
  const changeAt = fake.requests.length;
  const line = page.getByLabel('Change this recipe');
  await line.fill('for two');
  await page.getByRole('button', { name: 'Change', exact: true }).click();
  await expect(section).toContainText('Halve everything.');
  await recipeComplete(page);
  await expect(section).not.toContainText('Enjoy your meal!');
  const messages = fake.requests[changeAt]?.body.messages;
  expect(messages?.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user']);
  expect(messages?.slice(1)).toEqual([
    { role: 'user', content: SPEC_USER },
    { role: 'assistant', content: FAKE_RECIPE },
    { role: 'user', content: 'for two' },
  ]);
  // The new recipe's field starts empty.
  await expect(line).toHaveValue('');

  fake.setScenario({ chunks: ['# Another idea\n\n', 'Steamed rice.'] });
  await page.getByRole('button', { name: 'Regenerate' }).click();
  await expect(section).toContainText('Steamed rice.');
  await recipeComplete(page);
  expect(fake.requests.at(-1)?.body.messages).toHaveLength(2);

  fake.setScenario({ status: 400, errorBody: { error: { message: 'bad' } } });
  await line.fill('no oven');
  await page.getByRole('button', { name: 'Change', exact: true }).click();
  await expect(page.getByRole('alert')).toBeVisible({ timeout: 10_000 });
  await expect(section).toContainText('Steamed rice.');
  await expect(line).toHaveValue('no oven');
  await expect(page.getByRole('button', { name: 'Get a recipe' })).toBeVisible();

  // Try again repeats the change, not a fresh recipe.
  fake.setScenario({ chunks: ['# Stovetop rice\n\n', 'No oven needed.'] });
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(section).toContainText('No oven needed.');
  await recipeComplete(page);
  const retried = fake.requests.at(-1)?.body.messages;
  expect(retried?.at(-1)).toEqual({ role: 'user', content: 'no oven' });
  expect(retried?.at(-2)?.content).toContain('Steamed rice.');
});

/** Records wake-lock calls and tones: stubbed, so they can be watched in any browser. */
async function watchWakeLockAndSound(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: string[] = [];
    const record = window as unknown as { wakeLog: string[]; tones: number };
    record.wakeLog = log;
    record.tones = 0;
    const request = async (type: string) => {
      log.push(`request ${type}`);
      const sentinel = {
        type,
        released: false,
        release: async () => {
          if (!sentinel.released) log.push('release');
          sentinel.released = true;
        },
      };
      return sentinel;
    };
    Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: { request } });
    const createOscillator = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      record.tones++;
      return createOscillator.call(this);
    };
  });
}

const pageValue = (page: Page, name: 'wakeLog' | 'tones') =>
  page.evaluate((key) => (window as unknown as Record<string, unknown>)[key], name);

test('cook mode: steps by buttons, keys and swipe; timers on a fake clock; wake lock; focus', async ({
  page,
  quick,
  fake,
}) => {
  await watchWakeLockAndSound(page);
  await page.clock.install();
  fake.setScenario({ chunks: [COOK_RECIPE] });
  await askForRecipe(page, quick.url);
  await recipeComplete(page);
  const open = page.getByRole('button', { name: 'Cook mode' });
  await open.click();

  const dialog = page.getByRole('dialog', { name: 'Cook mode' });
  await expect(dialog).toBeVisible();
  const step = dialog.locator('.cook__step[aria-live="polite"]');
  await expect(step).toContainText('Step 1 of 4');
  await expect(step).toContainText('Rinse the rice.');
  await expect.poll(() => pageValue(page, 'wakeLog')).toEqual(['request screen']);
  const next = dialog.getByRole('button', { name: 'Next step' });
  const previous = dialog.getByRole('button', { name: 'Previous step' });
  for (const button of [next, previous]) {
    const box = await button.boundingBox();
    expect(box && Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  }

  await page.keyboard.press('ArrowRight');
  await expect(step).toContainText('Step 2 of 4');
  await page.keyboard.press('ArrowLeft');
  await expect(step).toContainText('Step 1 of 4');
  await next.click();
  await expect(step).toContainText('Toast it for 30 seconds.');

  await dialog.getByRole('button', { name: 'Start 30 sec timer' }).click();
  await expect(dialog.getByText(/30 sec timer \(step 2\): 0:[23]\d left/)).toBeVisible();
  // A swipe to the left is the next step; the timer keeps running there.
  const main = await dialog.locator('.cook__main').boundingBox();
  if (!main) throw new Error('no step area');
  const y = main.y + main.height / 2;
  await page.mouse.move(main.x + main.width * 0.8, y);
  await page.mouse.down();
  await page.mouse.move(main.x + main.width * 0.2, y, { steps: 4 });
  await page.mouse.up();
  await expect(step).toContainText('Step 3 of 4');
  await expect(dialog.getByRole('button', { name: 'Start 12 min timer' })).toBeVisible();

  await page.clock.runFor(31_000);
  await expect(dialog.getByRole('alert')).toHaveText('The 30 sec timer for step 2 is done.');
  await expect(dialog.getByText('30 sec timer (step 2): done')).toBeVisible();
  expect(await pageValue(page, 'tones')).toBe(1);

  await dialog.getByRole('button', { name: 'Ingredients' }).click();
  const shown = dialog.getByRole('region', { name: 'Ingredients' });
  await expect(shown).toContainText('2 cups water');
  // Sorted against the list the recipe was made from: the rice is at hand.
  await expect(shown.getByRole('region', { name: 'Your kitchen and this recipe' })).toContainText(
    '1 cup rice (your Rice)',
  );

  // Printing with the view open prints the whole recipe, not the view.
  await page.emulateMedia({ media: 'print' });
  await expect(dialog).toBeHidden();
  await expect(recipeSection(page).getByText('Toast it for 30 seconds.')).toBeVisible();
  await expect(recipeSection(page).getByText('2 cups water')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await expect(dialog).toBeVisible();

  // Focus stays in the view while it is open.
  for (let press = 0; press < 10; press++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();
  await expect.poll(() => pageValue(page, 'wakeLog')).toEqual(['request screen', 'release']);

  // Close works the same way, and the view opens at step 1 again.
  await open.click();
  await expect(step).toContainText('Step 1 of 4');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();
});
