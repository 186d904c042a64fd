/**
 * Servings and units on a complete recipe, and the recipe for recipe apps: every view of the recipe
 * follows the choice, one polite announcement per change, by keyboard, at 320 px, with no axe
 * violation; Download .json and Copy for recipe apps hold a schema.org Recipe.
 */
import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { splitIntoDeltas } from '../fixtures/fake-provider';
import { expectNoHorizontalScroll } from './support/layout';
import { liveRecords, recordLiveRegions } from './support/live-regions';
import { askForRecipe, expect, recipeComplete, test } from './support/quick-app';
import { axeScan } from './support/axe';

const STEW = [
  '# Tomato Chickpea Stew',
  '',
  'A quick stew for a weeknight.',
  '',
  '**Serves:** 4 | **Prep time:** 15 minutes',
  '',
  '## Ingredients',
  '',
  '- 1 (14.5 oz) can diced tomatoes',
  '- 2 cups vegetable broth',
  '- 1 lb. potatoes, cubed',
  '- 2-3 cloves garlic',
  '- 2 eggs',
  '- Salt to taste',
  '',
  '## Instructions',
  '',
  '1. Preheat the oven to 350°F.',
  '2. Simmer everything for 20 minutes.',
].join('\n');

const recipeText = (page: Page) => page.locator('.recipe__content .markdown');
const servingsGroup = (page: Page) => page.getByRole('group', { name: 'Recipe servings' });

async function stewComplete(page: Page, url: string, fake: { setScenario: (s: object) => void }) {
  // Three seconds of streaming: time enough to see it under way on a busy machine.
  fake.setScenario({ chunks: splitIntoDeltas(STEW, 30), tokensPerSecond: 10 });
  await askForRecipe(page, url, ['Tomato', 'Chickpeas', 'Egg', 'Potato']);
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible({ timeout: 10_000 });
  await expect(servingsGroup(page)).toHaveCount(0);
  await recipeComplete(page);
  await expect(servingsGroup(page)).toBeVisible();
}

test('servings and units rewrite every view of the recipe, announced once per change', async ({
  page,
  context,
  quick,
  fake,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: quick.url });
  await recordLiveRegions(page);
  await stewComplete(page, quick.url, fake);
  await expect(servingsGroup(page)).toContainText('4 servings');
  const before = (await liveRecords(page)).length;

  for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'More servings' }).click();
  await expect(servingsGroup(page)).toContainText('8 servings');
  await page.getByRole('radio', { name: 'Metric' }).check();
  const text = recipeText(page);
  await expect(text).toContainText('2 (410 g) cans diced tomatoes');
  await expect(text).toContainText('950 ml vegetable broth');
  await expect(text).toContainText('4-6 cloves garlic');
  await expect(text).toContainText('4 eggs');
  await expect(text).toContainText('Salt to taste');
  await expect(text).toContainText('Preheat the oven to 175°C.');
  await expect(text).toContainText('Serves: 8');

  // One announcement per change, none of them a rewritten line.
  const said = (await liveRecords(page)).slice(before).filter((r) => r.kind === 'text');
  expect(said.map((r) => r.text)).toEqual([
    'Amounts now for 5 servings, in units as written.',
    'Amounts now for 6 servings, in units as written.',
    'Amounts now for 7 servings, in units as written.',
    'Amounts now for 8 servings, in units as written.',
    'Amounts now for 8 servings, in metric units.',
  ]);
  expect(said.every((r) => r.role === 'status')).toBe(true);

  // The kitchen panel, Copy and cook mode read the same text.
  const panel = page.getByRole('region', { name: 'Your kitchen and this recipe' });
  await expect(panel).toContainText('950 ml vegetable broth');
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toContain('- 910 g potatoes, cubed');
  await page.getByRole('button', { name: 'Cook mode' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cook mode' });
  await expect(dialog).toContainText('Preheat the oven to 175°C.');
  await dialog.getByRole('button', { name: 'Ingredients' }).click();
  await expect(dialog.getByRole('region', { name: 'Ingredients' })).toContainText('4-6 cloves');
  await page.keyboard.press('Escape');

  // As written, 1× is one click away.
  await page.getByRole('button', { name: 'As written, 1×' }).click();
  await expect(text).toContainText('1 (14.5 oz) can diced tomatoes');
  await expect(text).toContainText('Preheat the oven to 350°F.');
  await expect(servingsGroup(page)).toContainText('4 servings');
});

test('Download .json and Copy for recipe apps hold a schema.org Recipe at the chosen view', async ({
  page,
  context,
  quick,
  fake,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: quick.url });
  await stewComplete(page, quick.url, fake);
  await page.getByRole('button', { name: 'Fewer servings' }).click();
  await page.getByRole('button', { name: 'Fewer servings' }).click();
  await page.getByRole('radio', { name: 'US' }).check();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download .json' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('tomato-chickpea-stew.json');
  const saved = JSON.parse(await readFile((await download.path()) ?? '', 'utf8')) as {
    [key: string]: unknown;
  };
  expect(saved).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Tomato Chickpea Stew',
    prepTime: 'PT15M',
    recipeYield: '2 servings',
  });
  expect(saved.recipeIngredient).toContain('½ (14.5 oz) can diced tomatoes');
  expect(saved.recipeIngredient).toContain('1 cup vegetable broth');

  await page.getByRole('button', { name: 'Copy for recipe apps' }).click();
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toContain('"@type": "HowToStep"');
  await expect(page.getByText('Copied for recipe apps')).toBeVisible();
});

test('the controls: keyboard, 320 px, no axe violation; a new recipe starts as written', async ({
  page,
  quick,
  fake,
}) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await stewComplete(page, quick.url, fake);
  await expectNoHorizontalScroll(page, 'servings controls at 320 px');

  const more = page.getByRole('button', { name: 'More servings' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(servingsGroup(page)).toContainText('5 servings');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'As written' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Metric' })).toBeChecked();
  await expect(recipeText(page)).toContainText('Preheat the oven to 175°C.');
  await page.getByText('Scale to what you have').click();
  await page
    .getByLabel('Ingredient', { exact: true })
    .selectOption({ label: '1 lb. potatoes, cubed' });
  await page.getByLabel('I have', { exact: true }).fill('225 g');
  await page.getByLabel('I have', { exact: true }).press('Enter');
  await expect(recipeText(page)).toContainText('230 g potatoes, cubed');
  await expectNoHorizontalScroll(page, 'scale to what you have at 320 px');

  const results = await axeScan(page).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // Regenerate: the new recipe starts as written, 1×.
  fake.setScenario({ chunks: [STEW] });
  await page.getByRole('button', { name: 'Regenerate' }).click();
  await recipeComplete(page);
  await expect(servingsGroup(page)).toContainText('4 servings');
  await expect(page.getByRole('radio', { name: 'As written' })).toBeChecked();
  await expect(recipeText(page)).toContainText('Preheat the oven to 350°F.');
});
