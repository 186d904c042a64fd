/**
 * Long words stay inside the screen: in each of the seven languages, every view (the recipe with
 * its kitchen panel, wishes, food safety and nutrition, preferences open, saved recipes, the
 * shopping list, cook mode with its ingredients) at 320 and 390 px, with no sideways scrolling.
 * German and Portuguese at 390 px are attached as screenshots.
 */
import type { Locator, Page, TestInfo } from '@playwright/test';
import { splitIntoDeltas } from '../fixtures/fake-provider';
import { both, wordsFor, type Catalog } from './support/catalogs';
import { KITCHEN_LIST, KITCHEN_RECIPE } from './support/kitchen-recipe';
import { expectNoHorizontalScroll } from './support/layout';
import { expect, test } from './support/quick-app';

const LANGUAGES = [
  { code: 'en', locale: 'en-GB' },
  { code: 'de', locale: 'de-DE' },
  { code: 'fr', locale: 'fr-FR' },
  { code: 'es', locale: 'es-ES' },
  { code: 'it', locale: 'it-IT' },
  { code: 'pt', locale: 'pt-PT' },
  { code: 'nl', locale: 'nl-NL' },
];
const WIDTHS = [320, 390];

/** A dialog lies in the top layer: its own content must fit it, as the document must. */
async function expectDialogFits(dialog: Locator, state: string) {
  const found = await dialog.evaluate((el) => {
    const right = el.getBoundingClientRect().right;
    const out = [...el.querySelectorAll('*')]
      .filter((child) => child.getBoundingClientRect().right > right + 0.5)
      .filter((child) => !child.querySelector('*') || child.children.length === 0)
      .slice(0, 5)
      .map((child) => `${child.tagName.toLowerCase()}.${child.className} "${child.textContent}"`);
    return { scroll: el.scrollWidth, client: el.clientWidth, out };
  });
  expect(
    found.scroll,
    `${state}: the dialog scrolls sideways; sticking out: ${found.out.join('; ') || 'none found'}`,
  ).toBeLessThanOrEqual(found.client);
  const inner = await dialog
    .locator('.cook__main')
    .evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(inner, `${state}: cook mode's content scrolls sideways`).toBeLessThanOrEqual(0);
}

async function everyViewOnScreen(page: Page, say: Catalog) {
  for (const item of KITCHEN_LIST) {
    await page.getByLabel(wordsFor(say, 'Add ingredient'), { exact: true }).fill(item);
    await page.getByRole('button', { name: wordsFor(say, 'Add Ingredients'), exact: true }).click();
  }
  await page.getByText(wordsFor(say, 'Preferences'), { exact: true }).click();
  await page.getByRole('button', { name: wordsFor(say, 'Get a recipe'), exact: true }).click();
  const heading = wordsFor(say, '{BRAND} Recommends:').replace('{BRAND}', 'Pantry Chef');
  await expect(page.getByRole('region', { name: heading })).toHaveAttribute('aria-busy', 'false', {
    timeout: 15_000,
  });
  await expect(
    page.getByRole('heading', { name: wordsFor(say, 'Nutrition per serving') }),
  ).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('button', { name: wordsFor(say, 'As written, 1×') })).toBeVisible();
  await page.getByRole('button', { name: wordsFor(say, 'Save recipe'), exact: true }).click();
  await page.getByRole('button', { name: wordsFor(say, 'Add to shopping list') }).click();
  const shopping = page.getByRole('region', { name: wordsFor(say, 'Shopping list') });
  await shopping.getByRole('checkbox').first().check();
  const saved = page.getByRole('region', { name: wordsFor(say, 'Saved recipes') });
  await expect(saved.getByRole('listitem')).toHaveCount(1);
  const savedWord = wordsFor(say, 'Saved <0>{when}</0>').split('<0>')[0]!.trim();
  await expect(saved.locator('.saved__meta')).toContainText(savedWord);
}

async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

for (const { code, locale } of LANGUAGES) {
  test(`every view fits 320 and 390 px in ${code}`, async ({ browser, quick, fake }, testInfo) => {
    const context = await browser.newContext({ locale, viewport: { width: 320, height: 700 } });
    const page = await context.newPage();
    const say = both(code);
    fake.setScenario({ chunks: splitIntoDeltas(KITCHEN_RECIPE, 80) });
    await page.goto(quick.url);
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    await everyViewOnScreen(page, say);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 700 });
      await expectNoHorizontalScroll(page, `${code}, the page at ${width} px`);
    }
    if (code === 'de' || code === 'pt') await attachScreenshot(page, testInfo, `${code}-390`);

    await page.getByRole('button', { name: wordsFor(say, 'Cook mode'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: wordsFor(say, 'Cook mode') });
    await dialog.getByRole('button', { name: wordsFor(say, 'Ingredients'), exact: true }).click();
    await expect(
      dialog.getByRole('heading', { name: wordsFor(say, 'Nutrition per serving') }),
    ).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 700 });
      await expectDialogFits(dialog, `${code}, cook mode at ${width} px`);
    }
    await context.close();
  });
}
