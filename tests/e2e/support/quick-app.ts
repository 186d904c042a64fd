/**
 * A second server per worker with RECIPE_DELAY_MS=0, for tests where the 2-second minimum isn't
 * what is being checked (it keeps them short on a busy machine). Same fake provider as `app`.
 */
import type { Locator, Page } from '@playwright/test';
import { startApp, type AppProcess } from './app-process';
import { addIngredients, expect, FOUR, recipeSection, TEST_KEY, test as base } from './fixtures';

export const test = base.extend<{ quick: AppProcess }, { quickApp: AppProcess }>({
  quickApp: [
    async ({ fake }, provide) => {
      const app = await startApp({
        LLM_BASE_URL: fake.url,
        LLM_API_KEY: TEST_KEY,
        RECIPE_DELAY_MS: '0',
      });
      await provide(app);
      await app.stop();
    },
    // A server (and its TypeScript) starting on a busy machine: a generous ceiling, not a wait.
    { scope: 'worker', timeout: 120_000 },
  ],
  quick: async ({ quickApp, fake }, provide, testInfo) => {
    fake.setScenario({});
    const printedBefore = quickApp.output().length;
    await provide(quickApp);
    // What the server logged during a failed test (warnings and errors; never recipe text).
    if (testInfo.status !== testInfo.expectedStatus)
      await testInfo.attach('server log', {
        body: quickApp.output().slice(printedBefore) || '(nothing)',
        contentType: 'text/plain',
      });
  },
});

export { expect };

export const RECIPE_HEADING = 'Pantry Chef Recommends:';

/** Opens the page, adds the four ingredients and asks for a recipe. */
export async function askForRecipe(page: Page, url: string, items = FOUR): Promise<void> {
  await page.goto(url);
  await addIngredients(page, items);
  await page.getByRole('button', { name: 'Get a recipe' }).click();
}

/**
 * Waits until the recipe section has finished streaming and the page has stopped scrolling: a
 * recipe's arrival scrolls smoothly to the ingredient list, and a click aimed at a button that is
 * still moving (Change, Regenerate) can land beside it on a busy machine.
 */
export async function recipeComplete(page: Page, timeout = 15_000): Promise<Locator> {
  const section = recipeSection(page);
  await expect(section).toHaveAttribute('aria-busy', 'false', { timeout });
  await scrollSettled(page);
  return section;
}

/** Resolves once the page's scroll position has stayed put for three animation frames. */
export async function scrollSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = Number.NaN;
        let still = 0;
        const look = () => {
          const at = window.scrollY;
          still = at === last ? still + 1 : 0;
          last = at;
          if (still >= 3) resolve();
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }),
  );
}
