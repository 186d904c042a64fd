/**
 * Only the visitor's language is downloaded, and the offline page keeps the chosen one: the
 * precache holds no catalog (vite.pwa.ts), the page keeps its language's two catalogs in their own
 * cache, and the worker answers from it offline (docs/i18n.md). Real server, built page, Chromium.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/quick-app';

// The worker is what these tests are about (the other tests run without it: support/fixtures.ts).
test.use({ serviceWorker: true });

const CATALOG = /\/assets\/words-(first|page)-(\w+)-/;

/** Every catalog any cache of this origin holds, as `first-de`, `page-de`, with the cache's name. */
const cachedCatalogs = (page: Page) =>
  page.evaluate(async (source) => {
    const pattern = new RegExp(source);
    const found: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        const match = pattern.exec(request.url);
        if (match) found.push(`${name}: ${match[1]}-${match[2]}`);
      }
    }
    return found.sort();
  }, CATALOG.source);

const kept = (language: string) => [
  `pantry-chef-words: first-${language}`,
  `pantry-chef-words: page-${language}`,
];

/** The languages of every catalog the page and its worker asked the network or cache for. */
function catalogRequests(context: BrowserContext): Set<string> {
  const languages = new Set<string>();
  context.on('request', (request) => {
    const language = CATALOG.exec(request.url())?.[2];
    if (language) languages.add(language);
  });
  return languages;
}

async function workerInCharge(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test('a German browser downloads and keeps only the German catalogs; offline the page stays German', async ({
  browser,
  quick,
}) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const requested = catalogRequests(context);
  const page = await context.newPage();
  await page.goto(quick.url);
  await expect(page.getByRole('heading', { name: 'Gespeicherte Rezepte' })).toBeVisible();
  await workerInCharge(page);
  await expect.poll(() => cachedCatalogs(page)).toEqual(kept('de'));
  expect([...requested]).toEqual(['de']);

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByLabel('Zutat hinzufügen', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Gespeicherte Rezepte' })).toBeVisible();
  expect([...requested]).toEqual(['de']);

  // Offline, Spanish was never kept: the page stays German, and so does the next reload.
  const menu = page.getByRole('combobox', { name: 'Sprache' });
  await menu.selectOption('es');
  await expect.poll(() => requested.has('es')).toBe(true);
  await expect(menu).toHaveValue('de');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { name: 'Gespeicherte Rezepte' })).toBeVisible();

  // A language whose words were never kept, asked for offline (a choice kept by another tab, the
  // browser's languages changed): the page starts in the language it has, never blank.
  await page.evaluate(() => localStorage.setItem('pantry-chef-language', 'it'));
  await page.reload();
  await expect(page.getByLabel('Zutat hinzufügen', { exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { name: 'Gespeicherte Rezepte' })).toBeVisible();
  await context.close();
});

test('switching to French keeps French instead of German, and offline the page is French', async ({
  browser,
  quick,
}) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto(quick.url);
  await workerInCharge(page);
  await expect.poll(() => cachedCatalogs(page)).toEqual(kept('de'));

  await page.getByRole('combobox', { name: 'Sprache' }).selectOption('fr');
  await expect(page.getByRole('heading', { name: 'Recettes enregistrées' })).toBeVisible();
  await expect.poll(() => cachedCatalogs(page)).toEqual(kept('fr'));

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('combobox', { name: 'Langue' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recettes enregistrées' })).toBeVisible();
  await context.close();
});
