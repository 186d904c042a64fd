import { FAKE_RECIPE } from '../fixtures/fake-provider';
import {
  addIngredients,
  FOUR,
  gate,
  ingredientItems,
  recipeSection,
  TEST_KEY,
} from './support/fixtures';
import { startApp } from './support/app-process';
import { expect, test } from './support/quick-app';

const RECIPE_HEADING = 'Pantry Chef Recommends:';

test.describe('asking for a recipe', () => {
  test('sends the ingredients as typed and renders the markdown under the heading', async ({
    page,
    quick,
    fake,
    log,
  }) => {
    await page.goto(quick.url);
    const typed = ['Egg', ' Rice ', 'Spring onion', 'Soy sauce'];
    await addIngredients(page, typed);
    const before = fake.requests.length;
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await expect(page.getByRole('heading', { name: RECIPE_HEADING })).toBeVisible();
    const section = recipeSection(page);
    await expect(section.getByRole('heading', { name: 'Golden Egg Fried Rice' })).toBeVisible();
    // GitHub-flavoured markdown: a table, lists and emphasis become elements.
    await expect(section.locator('table')).toHaveCount(1);
    await expect(section.locator('ol > li')).toHaveCount(3);
    await expect(section.locator('em')).toHaveText('comforting');
    await expect(section.locator('strong')).toHaveText('what you have');
    await expect(section).toHaveAttribute('aria-busy', 'false');

    const request = fake.requests[before];
    expect(request?.body.stream).toBe(true);
    expect(request?.body.max_tokens).toBe(1024);
    expect(request?.body.model).toBe('mistralai/Mistral-7B-Instruct-v0.3');
    expect(request?.headers.authorization).toBe(`Bearer ${TEST_KEY}`);
    const [system, user] = request?.body.messages ?? [];
    expect(system?.role).toBe('system');
    expect(system?.content).toMatch(/recipe/i);
    expect(system?.content).toMatch(/markdown/i);
    expect(user?.role).toBe('user');
    expect(user?.content).toContain(typed.join(', '));

    // The key never reaches the browser.
    for (const r of log.responses) {
      expect(r.body).not.toContain(TEST_KEY);
      expect(r.headers).not.toContain(TEST_KEY);
    }
    // No third-party requests (D6).
    for (const url of log.requests) expect(new URL(url).hostname).toBe('127.0.0.1');
    // Nothing stored but the kitchen the page keeps on this device, in its own databases (D7).
    expect(await page.context().cookies()).toEqual([]);
    const storage = await page.evaluate(async () => ({
      local: localStorage.length,
      session: sessionStorage.length,
      idb: (await indexedDB.databases()).map((db) => db.name).sort(),
    }));
    expect(storage).toEqual({ local: 0, session: 0, idb: ['pantry-chef', 'pantry-chef-recipes'] });
  });

  test('the overlay stays at least the delay, then the text streams in live', async ({
    page,
    app,
    fake,
  }) => {
    // First token at once, then 25 pieces/s for 6 s: text exists long before the 2 s minimum.
    fake.setScenario({ tokens: 150, tokensPerSecond: 25 });
    await page.goto(app.url);
    await addIngredients(page, FOUR);
    const clickedAt = Date.now();
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    const overlay = page.getByText('Generating Recipe');
    await expect(overlay).toBeVisible();
    await expect(page.getByRole('heading', { name: RECIPE_HEADING })).toBeVisible();
    const shownAfter = Date.now() - clickedAt;
    expect(shownAfter).toBeGreaterThanOrEqual(1900);
    await expect(overlay).toBeHidden();
    // Still streaming: the section is busy and the text keeps growing.
    const section = recipeSection(page);
    await expect(section).toHaveAttribute('aria-busy', 'true');
    await expect(section).toHaveAttribute('aria-live', 'polite');
    const first = (await section.innerText()).length;
    await expect.poll(async () => (await section.innerText()).length).toBeGreaterThan(first);
    await expect(section).toHaveAttribute('aria-busy', 'false', { timeout: 10_000 });
  });

  test('the overlay waits for the first text when the model is slower than the delay', async ({
    page,
    app,
    fake,
  }) => {
    // The model answers when the test says, past the 2-second delay: a busy machine cannot make
    // it come early.
    const answer = gate();
    fake.setScenario({ holdFirstToken: answer.held });
    await page.goto(app.url);
    await addIngredients(page, FOUR);
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await page.waitForTimeout(2600);
    await expect(page.getByText('Generating Recipe')).toBeVisible();
    const heading = page.getByRole('heading', { name: RECIPE_HEADING });
    await expect(heading).toBeHidden();
    answer.release();
    await expect(heading).toBeVisible();
    await expect(page.getByText('Generating Recipe')).toBeHidden();
  });

  test('RECIPE_DELAY_MS=0 shows the first text as soon as it comes', async ({ page, fake }) => {
    const app = await startApp({
      LLM_BASE_URL: fake.url,
      LLM_API_KEY: TEST_KEY,
      RECIPE_DELAY_MS: '0',
    });
    try {
      fake.setScenario({});
      // The page's clock stands still from the click: only the answer's arrival and the page's
      // own frames (moved on below, 16 ms at a time) can show it, so a busy machine changes
      // nothing; the default delay would hold it until the clock has moved 2 s.
      await page.clock.install();
      await page.goto(app.url);
      await addIngredients(page, FOUR);
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      const index = fake.requests.length;
      await page.getByRole('button', { name: 'Get a recipe' }).click();
      await expect.poll(() => fake.requests[index]?.finishedAt).toBeDefined();
      const heading = page.getByRole('heading', { name: RECIPE_HEADING });
      let moved = 0;
      await expect
        .poll(async () => {
          await page.clock.runFor(16);
          moved += 16;
          return heading.isVisible();
        })
        .toBe(true);
      expect(moved).toBeLessThan(1000);
    } finally {
      await app.stop();
    }
  });

  test('past the daily recipe cap the page shows the server message; recipe and list stay', async ({
    page,
    fake,
  }) => {
    const app = await startApp({
      LLM_BASE_URL: fake.url,
      LLM_API_KEY: TEST_KEY,
      RECIPE_DELAY_MS: '0',
      RECIPES_PER_DAY: '1',
    });
    try {
      fake.setScenario({});
      await page.goto(app.url);
      await addIngredients(page, FOUR);
      await page.getByRole('button', { name: 'Get a recipe' }).click();
      const section = recipeSection(page);
      await expect(section.getByRole('heading', { name: 'Golden Egg Fried Rice' })).toBeVisible();
      await expect(section).toHaveAttribute('aria-busy', 'false');
      await page.getByRole('button', { name: 'Regenerate' }).click();
      const alert = page.getByRole('alert');
      await expect(alert).toContainText(
        'Pantry Chef has written all the recipes it can for today.',
      );
      await expect(alert).toContainText(/starts again at midnight UTC, in \d+ (hours?|minutes?)/);
      await expect(ingredientItems(page)).toHaveCount(4);
      await expect(section.getByRole('heading', { name: 'Golden Egg Fried Rice' })).toBeVisible();
    } finally {
      await app.stop();
    }
  });

  test('Stop ends the stream, keeps the partial recipe and aborts the provider call', async ({
    page,
    quick,
    fake,
  }) => {
    fake.setScenario({ tokens: 400, tokensPerSecond: 20 });
    await page.goto(quick.url);
    await addIngredients(page, FOUR);
    const index = fake.requests.length;
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await expect(page.getByRole('heading', { name: RECIPE_HEADING })).toBeVisible();
    const stop = page.getByRole('button', { name: 'Stop' });
    await expect(stop).toBeVisible();
    await stop.click();
    const ended = await fake.waitForEnd(index, 3000);
    expect(ended.abortedAt).toBeDefined();
    expect(ended.chunksSent).toBeLessThan(400);
    const section = recipeSection(page);
    // What arrived before Stop is shown in full once the section is no longer busy (on a loaded
    // machine the last render can follow the click); after that nothing more may come.
    await expect(section).toHaveAttribute('aria-busy', 'false');
    await expect(stop).toBeHidden();
    const partial = await section.innerText();
    expect(partial).toContain('Golden Egg');
    await page.waitForTimeout(500);
    expect(await section.innerText()).toBe(partial);
    // The list is untouched.
    await expect(ingredientItems(page)).toHaveCount(4);
  });

  test('closing the page mid-stream aborts the provider call', async ({ page, quick, fake }) => {
    fake.setScenario({ tokens: 400, tokensPerSecond: 20 });
    await page.goto(quick.url);
    await addIngredients(page, FOUR);
    const index = fake.requests.length;
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await expect.poll(() => fake.requests[index]?.chunksSent ?? 0).toBeGreaterThan(3);
    await page.close();
    const ended = await fake.waitForEnd(index, 3000);
    expect(ended.abortedAt).toBeDefined();
    expect(ended.chunksSent).toBeLessThan(400);
  });

  test('a failed call: console error, plain message after the delay, list kept, try again works', async ({
    page,
    app,
    fake,
    log,
  }) => {
    fake.setScenario([
      { status: 500, errorBody: { error: 'Internal server error: stack at /srv/model.py:42' } },
      {},
    ]);
    await page.goto(app.url);
    await addIngredients(page, FOUR);
    const clickedAt = Date.now();
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toBeVisible();
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(1900);
    await expect(page.getByText('Generating Recipe')).toBeHidden();
    await expect(page.getByRole('heading', { name: RECIPE_HEADING })).toHaveCount(0);
    const text = await alert.innerText();
    expect(text).not.toMatch(/stack|model\.py|500|Bearer/);
    expect(log.consoleErrors.length).toBeGreaterThan(0);
    await expect(ingredientItems(page)).toHaveCount(4);

    await page.getByRole('button', { name: /try again/i }).click();
    await expect(page.getByRole('heading', { name: RECIPE_HEADING })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('the earlier recipe stays when the ingredients change', async ({ page, quick }) => {
    await page.goto(quick.url);
    await addIngredients(page, FOUR);
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    const section = recipeSection(page);
    await expect(section).toHaveAttribute('aria-busy', 'false', { timeout: 10_000 });
    await addIngredients(page, ['Garlic']);
    await page.getByRole('button', { name: 'Remove Egg' }).click();
    await expect(section.getByRole('heading', { name: 'Golden Egg Fried Rice' })).toBeVisible();
  });

  test('scrolls smoothly to the ingredient section when the recipe arrives', async ({
    page,
    quick,
  }) => {
    await page.addInitScript(() => {
      const calls: unknown[] = [];
      (window as unknown as { __scrolls: unknown[] }).__scrolls = calls;
      const original = Element.prototype.scrollIntoView;
      Element.prototype.scrollIntoView = function (arg?: boolean | ScrollIntoViewOptions) {
        calls.push({ id: this.id, arg });
        return original.call(this, arg);
      };
      const originalTo = window.scrollTo.bind(window);
      window.scrollTo = ((...args: unknown[]) => {
        calls.push({ id: 'window', arg: args[0] });
        return (originalTo as (...a: unknown[]) => void)(...args);
      }) as typeof window.scrollTo;
    });
    await page.setViewportSize({ width: 800, height: 500 });
    await page.goto(quick.url);
    await addIngredients(page, FOUR);
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await expect(page.getByRole('heading', { name: RECIPE_HEADING })).toBeVisible();
    const calls = await page.evaluate(
      () => (window as unknown as { __scrolls: unknown[] }).__scrolls,
    );
    expect(JSON.stringify(calls)).toContain('smooth');
    // The anchor of the ingredient section is at the top of the viewport.
    const top = await page
      .getByRole('heading', { name: 'Ingredients on hand:' })
      .evaluate((el) => el.closest('section')?.getBoundingClientRect().top ?? NaN);
    await expect
      .poll(() =>
        page
          .getByRole('heading', { name: 'Ingredients on hand:' })
          .evaluate((el) => Math.abs(el.closest('section')?.getBoundingClientRect().top ?? 999)),
      )
      .toBeLessThan(40);
    expect(Number.isFinite(top)).toBe(true);
  });

  test('scrolling is instant with prefers-reduced-motion', async ({ page, quick }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.addInitScript(() => {
      const calls: unknown[] = [];
      (window as unknown as { __scrolls: unknown[] }).__scrolls = calls;
      const original = Element.prototype.scrollIntoView;
      Element.prototype.scrollIntoView = function (arg?: boolean | ScrollIntoViewOptions) {
        calls.push({ id: this.id, arg });
        return original.call(this, arg);
      };
    });
    await page.goto(quick.url);
    await addIngredients(page, FOUR);
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await expect(page.getByRole('heading', { name: RECIPE_HEADING })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { __scrolls: unknown[] }).__scrolls.length),
      )
      .toBeGreaterThan(0);
    const calls = await page.evaluate(
      () => (window as unknown as { __scrolls: unknown[] }).__scrolls,
    );
    expect(JSON.stringify(calls)).not.toContain('smooth');
  });

  test('the recipe text matches what the model sent', async ({ page, quick }) => {
    await page.goto(quick.url);
    await addIngredients(page, FOUR);
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    const section = recipeSection(page);
    await expect(section).toHaveAttribute('aria-busy', 'false', { timeout: 10_000 });
    await expect(section).toContainText('Enjoy your meal!');
    expect(FAKE_RECIPE).toContain('Enjoy your meal!');
  });
});
