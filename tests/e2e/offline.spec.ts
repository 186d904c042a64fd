/**
 * In the kitchen without a network: after one visit the page loads from its service worker with the
 * browser context offline; asking offline says so in one line and loses nothing; back online a
 * recipe comes without a reload; a new version is offered as `Reload to update`; Chromium finds
 * the page installable. Served by the real server with the fake provider, and through a proxy.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { chromiumPath } from '../../playwright.config';
import { CHROMIUM_ARGS } from '../fixtures/chromium';
import type { FakeProvider } from '../fixtures/fake-provider';
import { addIngredients, FOUR, ingredientItems, recipeSection } from './support/fixtures';
import { askForRecipe, expect, recipeComplete, test } from './support/quick-app';
import { axeScan } from './support/axe';

// The worker is what these tests are about (the other tests run without it: support/fixtures.ts).
test.use({ serviceWorker: true });

const DIST = fileURLToPath(new URL('../../dist/client', import.meta.url));
const OFFLINE_LINE = 'You are offline: saved recipes still work';

const COOK_RECIPE = [
  '# Quick rice',
  '',
  '**Serves:** 2',
  '',
  '## Ingredients',
  '',
  '- 1 cup rice',
  '- 2 cups water',
  '- 1 lemon',
  '',
  '## Method',
  '',
  '1. Rinse the rice.',
  '2. Toast it for 30 seconds.',
  '3. Simmer for 10–12 minutes.',
].join('\n');

/** Waits until the service worker has precached the page and controls this tab. */
async function workerInCharge(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

const recipeText = (page: Page) => page.locator('.recipe__content .markdown');

/** The first visit, online: a recipe written and saved, the list kept on the device. */
async function firstVisit(page: Page, url: string, fake: FakeProvider): Promise<void> {
  fake.setScenario({ chunks: [COOK_RECIPE] });
  await askForRecipe(page, url);
  await recipeComplete(page);
  const save = page.getByRole('button', { name: 'Save recipe' });
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('region', { name: 'Saved recipes' })).toContainText('Quick rice');
  await workerInCharge(page);
}

test('offline after one visit: a reload shows the list and Saved recipes; a saved recipe opens with servings, units, shopping list and cook mode with a timer', async ({
  page,
  context,
  quick,
  fake,
}) => {
  await page.clock.install();
  await firstVisit(page, quick.url, fake);

  await context.setOffline(true);
  await page.reload();
  await expect(ingredientItems(page)).toHaveCount(FOUR.length);
  const saved = page.getByRole('region', { name: 'Saved recipes' });
  await saved.getByRole('button', { name: 'Open Quick rice' }).click();
  await expect(recipeText(page)).toContainText('Toast it for 30 seconds.');

  // Servings and units (the views' lazy chunk comes from the worker's cache).
  const more = page.getByRole('button', { name: 'More servings' });
  await more.click();
  await more.click();
  await page.getByRole('radio', { name: 'Metric' }).check();
  await expect(recipeText(page)).toContainText('950 ml water');

  // The kitchen panel's "To buy" onto the shopping list, kept on the device.
  const panel = page.getByRole('region', { name: 'Your kitchen and this recipe' });
  await panel.getByRole('button', { name: 'Add to shopping list' }).click();
  await expect(page.getByRole('region', { name: 'Shopping list' })).toContainText('lemon');

  // Cook mode and a timer.
  await page.getByRole('button', { name: 'Cook mode' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cook mode' });
  await expect(dialog.locator('.cook__step[aria-live="polite"]')).toContainText('Step 1 of 3');
  await dialog.getByRole('button', { name: 'Next step' }).click();
  await dialog.getByRole('button', { name: 'Start 30 sec timer' }).click();
  await expect(dialog.getByText(/30 sec timer \(step 2\): 0:[23]\d left/)).toBeVisible();
  await page.clock.runFor(31_000);
  await expect(dialog.getByRole('alert')).toHaveText('The 30 sec timer for step 2 is done.');
});

test('offline, Get a recipe and Change say so in one line and keep everything; back online a recipe comes without a reload', async ({
  page,
  context,
  quick,
  fake,
}) => {
  await firstVisit(page, quick.url, fake);
  const asked = fake.requests.length;
  await context.setOffline(true);

  // Change: the recipe and the typed change stay.
  const changeField = page.getByLabel('Change this recipe');
  await changeField.fill('for two');
  await page.getByRole('button', { name: 'Change', exact: true }).click();
  const notice = page.getByRole('alert').filter({ hasText: OFFLINE_LINE });
  await expect(notice).toHaveText(OFFLINE_LINE);
  await expect(notice.getByRole('button')).toHaveCount(0);
  await expect(recipeText(page)).toContainText('Toast it for 30 seconds.');
  await expect(changeField).toHaveValue('for two');
  const axe = await axeScan(page).include('.notice--error').analyze();
  expect(axe.violations).toEqual([]);
  expect(axe.passes.length).toBeGreaterThan(0);

  // Get a recipe after a reload with no network: the list stays, nothing reaches the provider.
  await page.reload();
  await expect(ingredientItems(page)).toHaveCount(FOUR.length);
  await addIngredients(page, ['Leek']);
  await page.getByRole('button', { name: 'Get a recipe' }).click();
  await expect(page.getByRole('alert')).toHaveText(OFFLINE_LINE);
  await expect(ingredientItems(page)).toHaveCount(FOUR.length + 1);
  await expect(page.getByRole('region', { name: 'Saved recipes' })).toContainText('Quick rice');
  expect(fake.requests.length).toBe(asked);

  // Back online, the page notices by itself: the line goes and a recipe comes, with no reload.
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await context.setOffline(false);
  await expect(page.getByRole('alert')).toHaveCount(0);
  fake.setScenario({});
  await page.getByRole('button', { name: 'Get a recipe' }).click();
  await recipeComplete(page);
  await expect(recipeSection(page)).toBeVisible();
  expect(fake.requests.length).toBe(asked + 1);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(
    true,
  );
});

test('the API is never answered by the worker: offline, /api/config and /api/recipe fail', async ({
  page,
  context,
  quick,
}) => {
  await page.goto(quick.url);
  await workerInCharge(page);
  await context.setOffline(true);
  const answers = await page.evaluate(async () => {
    const tryFetch = (url: string, init?: RequestInit) =>
      fetch(url, init).then(
        (res) => `answered ${res.status}`,
        () => 'failed',
      );
    return {
      config: await tryFetch('/api/config'),
      recipe: await tryFetch('/api/recipe', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"ingredients":["egg","rice","leek"]}',
      }),
      cached: (await caches.keys()).length > 0,
      anyApiCached: (
        await Promise.all(
          (await caches.keys()).map(async (name) =>
            (await (await caches.open(name)).keys()).map((r) => r.url),
          ),
        )
      )
        .flat()
        .some((url) => url.includes('/api/')),
    };
  });
  expect(answers).toEqual({
    config: 'failed',
    recipe: 'failed',
    cached: true,
    anyApiCached: false,
  });

  // Every file of the built page is in the worker's cache: the entry and every lazy chunk; not the
  // seven languages' catalogs, of which only the page's is kept (offline-language.spec.ts).
  const cachedPaths = await page.evaluate(async () =>
    (
      await Promise.all(
        (await caches.keys()).map(async (name) =>
          (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname),
        ),
      )
    ).flat(),
  );
  const built = readdirSync(join(DIST, 'assets')).filter(
    (file) => !/\.(br|gz)$/.test(file) && !file.startsWith('words-'),
  );
  expect(built.length).toBeGreaterThan(3);
  for (const file of built) expect(cachedPaths).toContain(`/assets/${file}`);
  for (const path of ['/index.html', '/manifest.webmanifest', '/icons/pantry-chef-512.png']) {
    expect(cachedPaths).toContain(path);
  }
});

test('Trusted Types stay strict: the worker registers through its one policy, and nothing else can', async ({
  page,
  quick,
}) => {
  await page.goto(quick.url);
  await workerInCharge(page);
  const tried = await page.evaluate(async () => {
    const outcome = async (attempt: () => unknown) => {
      try {
        await attempt();
        return 'allowed';
      } catch (error) {
        return (error as Error).name;
      }
    };
    const tt = (
      window as unknown as { trustedTypes: { createPolicy: (n: string, r: object) => unknown } }
    ).trustedTypes;
    return {
      plainString: await outcome(() => navigator.serviceWorker.register('/sw.js')),
      samePolicyAgain: await outcome(() => tt.createPolicy('pantry-chef-sw', {})),
      otherPolicy: await outcome(() => tt.createPolicy('other', {})),
    };
  });
  // A plain string is refused: the reason the page registers through workbox-window with a policy.
  expect(tried).toEqual({
    plainString: 'TypeError',
    samePolicyAgain: 'TypeError',
    otherPolicy: 'TypeError',
  });
});

test('Chromium finds the page installable: manifest, icons and worker', async ({ quick }) => {
  // Chromium never offers to install from an incognito profile, as Playwright's contexts are.
  const profile = mkdtempSync(join(tmpdir(), 'pantry-chef-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await context.newPage();
    await page.goto(quick.url);
    await workerInCharge(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    const parsed = JSON.parse(manifest.data ?? '{}') as Record<string, unknown>;
    expect(parsed).toMatchObject({ name: 'Pantry Chef', display: 'standalone', start_url: '/' });
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

/**
 * A proxy in front of the server, as in production; `version` stands for a new build of the page:
 * from 'B' on, the worker it serves differs by a byte, as a rebuilt one does.
 */
async function startVersionedProxy(upstream: string) {
  const state = { version: 'A' };
  const server = createServer((req, res) => {
    const target = new URL(req.url ?? '/', upstream);
    const worker = target.pathname === '/sw.js' && state.version !== 'A';
    const headers = { ...req.headers };
    if (worker) delete headers['accept-encoding'];
    const upstreamRequest = request(target, { method: req.method, headers }, (answer) => {
      if (!worker) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const body = `${Buffer.concat(chunks).toString()}\n// build ${state.version}\n`;
        const { etag: _etag, 'last-modified': _modified, ...rest } = answer.headers;
        res.writeHead(200, { ...rest, 'content-length': Buffer.byteLength(body) });
        res.end(body);
      });
    });
    upstreamRequest.on('error', () => res.destroy());
    req.pipe(upstreamRequest);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

test('behind a proxy, a new version is fetched in the background and offered as Reload to update', async ({
  page,
  quick,
}) => {
  const proxy = await startVersionedProxy(quick.url);
  try {
    await page.goto(proxy.url);
    await workerInCharge(page);
    await addIngredients(page, ['Egg']);
    await expect(page.getByRole('button', { name: 'Reload to update' })).toHaveCount(0);

    proxy.state.version = 'B';
    // What the browser does by itself on a later visit, or the page every hour and on coming back.
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    const reload = page.getByRole('button', { name: 'Reload to update' });
    await expect(reload).toBeVisible();
    // Nothing switched by itself: the page and its list are as they were.
    await expect(ingredientItems(page)).toHaveCount(1);
    // Offline, the new version's files could not be fetched: the offer waits for the network.
    await page.context().setOffline(true);
    await expect(reload).toHaveCount(0);
    await page.context().setOffline(false);
    await expect(reload).toBeVisible();

    await page.evaluate(() => ((window as unknown as { before: boolean }).before = true));
    await reload.click();
    await page.waitForFunction(() => !(window as unknown as { before?: boolean }).before);
    await workerInCharge(page);
    const waiting = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null,
    );
    expect(waiting).toBeNull();
    await expect(page.getByRole('button', { name: 'Reload to update' })).toHaveCount(0);
  } finally {
    await proxy.close();
  }
});
