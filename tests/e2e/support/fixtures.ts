/**
 * Playwright fixtures: one fake OpenAI-compatible provider and one real server process per worker,
 * and a page that records every request, console error and response body it sees.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { startFakeProvider, type FakeProvider } from '../../fixtures/fake-provider';
import { startApp, type AppProcess } from './app-process';

/** A distinctive key: no byte the browser receives may contain it. */
export const TEST_KEY = 'test-e2e-secret-key-that-must-never-reach-the-browser';

export interface PageLog {
  consoleErrors: string[];
  /** Every URL the page requested. */
  requests: string[];
  /** Response bodies and headers seen by the page, for secret scanning. */
  responses: { url: string; headers: string; body: string }[];
}

export const test = base.extend<
  { log: PageLog; app: AppProcess; serviceWorker: boolean; withoutServiceWorker: void },
  { fake: FakeProvider; sharedApp: AppProcess }
>({
  /**
   * Whether the page may register its service worker. It precaches every chunk (the food table's
   * 700 KB among them) in each new context: a quarter of the suite's CPU for tests about
   * something else, which see the page as a browser without workers does. Its own tests
   * (offline*.spec.ts) set this.
   */
  serviceWorker: [false, { option: true }],
  withoutServiceWorker: [
    async ({ context, serviceWorker }, use) => {
      if (!serviceWorker)
        await context.addInitScript(() => {
          delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker;
        });
      await use();
    },
    { auto: true },
  ],
  fake: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const fake = await startFakeProvider({ apiKey: TEST_KEY });
      await use(fake);
      await fake.close();
    },
    // A server (and its TypeScript) starting on a busy machine: a generous ceiling, not a wait.
    { scope: 'worker', timeout: 120_000 },
  ],
  sharedApp: [
    async ({ fake }, use) => {
      const app = await startApp({ LLM_BASE_URL: fake.url, LLM_API_KEY: TEST_KEY });
      await use(app);
      await app.stop();
    },
    // A server (and its TypeScript) starting on a busy machine: a generous ceiling, not a wait.
    { scope: 'worker', timeout: 120_000 },
  ],
  // Tests that need other settings override `app` with test.use or start their own.
  app: async ({ sharedApp, fake }, use, testInfo) => {
    fake.setScenario({});
    const printedBefore = sharedApp.output().length;
    await use(sharedApp);
    // What the server logged during a failed test (warnings and errors; never recipe text).
    if (testInfo.status !== testInfo.expectedStatus)
      await testInfo.attach('server log', {
        body: sharedApp.output().slice(printedBefore) || '(nothing)',
        contentType: 'text/plain',
      });
  },
  log: async ({ page }, use) => {
    const log: PageLog = { consoleErrors: [], requests: [], responses: [] };
    page.on('console', (msg) => {
      if (msg.type() === 'error') log.consoleErrors.push(msg.text());
    });
    page.on('request', (req) => log.requests.push(req.url()));
    page.on('response', async (res) => {
      let body = '';
      let headers = '';
      try {
        headers = JSON.stringify(await res.allHeaders());
        body = (await res.body()).toString('utf8');
      } catch {
        /* streamed or aborted bodies, or a page closed meanwhile, have none to give */
      }
      log.responses.push({ url: res.url(), headers, body });
    });
    await use(log);
  },
});

export { expect };

export async function addIngredients(page: Page, items: string[]): Promise<void> {
  const input = page.getByLabel('Add ingredient');
  for (const item of items) {
    await input.fill(item);
    await page.getByRole('button', { name: 'Add Ingredients' }).click();
  }
}

export const FOUR = ['Egg', 'Rice', 'Spring onion', 'Soy sauce'];

export function recipeSection(page: Page) {
  return page.getByRole('region', { name: 'Pantry Chef Recommends:' });
}

/** The items of the ingredient list (not the recipe's own lists). */
export function ingredientItems(page: Page) {
  return page
    .locator('section', { has: page.getByRole('heading', { name: 'Ingredients on hand:' }) })
    .getByRole('listitem');
}

/** A promise the test resolves when it chooses: what the fake provider or a route holds back. */
export function gate(): { held: Promise<void>; release: () => void } {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  return { held, release };
}
