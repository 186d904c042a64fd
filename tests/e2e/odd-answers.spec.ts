/**
 * Odd answers through the built page, under its CSP and Trusted Types: each shape renders, the
 * page, the list and the request block stay, no error escapes; the recipe's views read them too.
 * And a view that does fail (its code cannot load) falls back alone and is reported by name.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { splitIntoDeltas } from '../fixtures/fake-provider';
import { ENTITY_RECIPE, ODD_ANSWERS } from '../fixtures/odd-answers';
import {
  addIngredients,
  FOUR,
  ingredientItems,
  recipeSection,
  type PageLog,
} from './support/fixtures';
import { askForRecipe, expect, recipeComplete, test } from './support/quick-app';

/** Errors that escaped the page's code (an uncaught exception or rejection). */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The parts of the page that must outlive any answer. */
async function expectPageWhole(page: Page) {
  await expect(ingredientItems(page)).toHaveText(FOUR);
  await expect(page.getByLabel('Add ingredient')).toBeEditable();
  await expect(page.getByRole('button', { name: 'Get a recipe' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeVisible();
}

/** Every view rendered in full, the page is whole, and no error escaped or was logged. */
async function expectAllWell(page: Page, errors: string[], log: PageLog) {
  await expect(page.locator('.view-failure')).toHaveCount(0);
  await expectPageWhole(page);
  expect(errors).toEqual([]);
  expect(log.consoleErrors).toEqual([]);
}

for (const answer of ODD_ANSWERS) {
  test(`the page stays whole with ${answer.name}`, async ({ page, quick, fake, log }) => {
    const errors = pageErrors(page);
    fake.setScenario({ chunks: splitIntoDeltas(answer.text, 24) });
    await askForRecipe(page, quick.url);
    const section = await recipeComplete(page, 30_000);
    await expect(section).toContainText(answer.shows);
    await expectAllWell(page, errors, log);
    // Nothing in an answer ran.
    expect(await page.evaluate(() => (window as { __odd?: unknown }).__odd)).toBeUndefined();
  });
}

test('every view of the recipe reads named references: servings, kitchen, wishes, cook mode, export', async ({
  page,
  quick,
  fake,
  log,
}) => {
  const errors = pageErrors(page);
  fake.setScenario({ chunks: splitIntoDeltas(ENTITY_RECIPE, 24) });
  await page.goto(quick.url);
  await addIngredients(page, FOUR);
  await page.getByText('Preferences', { exact: true }).click();
  await page.getByLabel('Servings').selectOption('2');
  await page.getByRole('button', { name: 'Get a recipe' }).click();
  const section = await recipeComplete(page);
  await expect(section.getByRole('heading', { level: 3 }).first()).toHaveText(
    'Café Eggs with Salt & Pepper',
  );

  const wishes = page.getByRole('region', { name: 'Checked against your wishes' });
  await expect(wishes).toContainText('Serves 2, as you asked.');
  const kitchen = page.getByRole('region', { name: 'Your kitchen and this recipe' });
  await expect(kitchen).toContainText('crème fraîche');

  await page.getByRole('button', { name: 'More servings' }).click();
  await expect(page.getByRole('group', { name: 'Recipe servings' })).toContainText('3 servings');
  await expect(section.locator('.markdown')).toContainText('6 eggs');

  await page.getByRole('button', { name: 'Cook mode' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cook mode' });
  await expect(dialog).toContainText('Heat the pan to 160°C (320°F) – not hotter.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download .json' }).click();
  const download = await downloading;
  const saved = JSON.parse(await readFile((await download.path()) ?? '', 'utf8')) as {
    name?: string;
    recipeIngredient?: string[];
  };
  expect(saved.name).toBe('Café Eggs with Salt & Pepper');
  expect(saved.recipeIngredient).toContain('salt & pepper');

  await expectAllWell(page, errors, log);
});

for (const name of ['mixed CRLF, CR and LF line endings', 'null bytes and control characters']) {
  test(`cook mode and the export read ${name}`, async ({ page, quick, fake, log }) => {
    const answer = ODD_ANSWERS.find((a) => a.name === name);
    if (!answer) throw new Error(`no answer named ${name}`);
    const errors = pageErrors(page);
    fake.setScenario({ chunks: splitIntoDeltas(answer.text, 24) });
    await askForRecipe(page, quick.url);
    await recipeComplete(page);
    await page.getByRole('button', { name: 'Cook mode' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cook mode' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download .json' }).click();
    expect((await downloading).suggestedFilename()).toMatch(/\.json$/);
    await expectAllWell(page, errors, log);
  });
}

test.describe('a chunk that cannot load', () => {
  // The service worker would answer the chunk from its cache, where the page's route cannot fail it.
  test.use({ serviceWorkers: 'block' });
  test('a view that cannot load falls back to plain text alone and is reported by name', async ({
    page,
    quick,
    fake,
  }) => {
    const errors = pageErrors(page);
    // The recipe's renderer and views come in one chunk: without it, the recipe view fails.
    await page.route(/\/assets\/lazy-views-[^/]+\.js$/, (route) => route.abort());
    fake.setScenario({ chunks: splitIntoDeltas(ENTITY_RECIPE, 8) });
    const reported = page.waitForRequest(
      (request) => request.url().endsWith('/api/view-failure') && request.method() === 'POST',
    );
    await askForRecipe(page, quick.url);

    const report = await reported;
    expect(report.postDataJSON()).toEqual({ view: 'recipe' });
    expect((await report.response())?.status()).toBe(204);
    const section = recipeSection(page);
    await expect(section).toContainText('This recipe could not be shown in full.');
    await expect(section.locator('.view-failure .markdown__plain')).toContainText(
      '# Caf&eacute; Eggs with Salt &amp; Pepper',
    );

    // Everything else keeps working: the list, the request block, the recipe's own buttons.
    await expectPageWhole(page);
    await addIngredients(page, ['Butter']);
    await expect(ingredientItems(page)).toHaveText([...FOUR, 'Butter']);
    await page.getByRole('button', { name: 'Remove Butter' }).click();
    await expect(ingredientItems(page)).toHaveText(FOUR);
    expect(errors).toEqual([]);
  });
});
