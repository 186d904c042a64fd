/**
 * WCAG 2.2 AA: axe-core in the real browser finds nothing in every state of the page (light and dark
 * themes, 320 px); the whole flow works by keyboard alone with visible focus that lands somewhere
 * sensible; and screen readers are told the right things once, through live regions.
 */
import type { Locator, Page } from '@playwright/test';
import { recipeOfTokens } from '../fixtures/fake-provider';
import { addIngredients, FOUR, gate, ingredientItems, recipeSection } from './support/fixtures';
import { KITCHEN_LIST, KITCHEN_RECIPE } from './support/kitchen-recipe';
import { expectNoAxeViolations } from './support/axe';
import { expectNoHorizontalScroll, focusInfo } from './support/layout';
import { liveRecords, recordLiveRegions, type LiveRecord } from './support/live-regions';
import { askForRecipe, expect, RECIPE_HEADING, recipeComplete, test } from './support/quick-app';

test.describe('axe finds no WCAG 2.2 AA violations', () => {
  test('empty page', async ({ page, quick }) => {
    await page.goto(quick.url);
    await expect(page.getByLabel('Add ingredient')).toBeVisible();
    // The part loaded after the first paint adds the overlay's status region: a scan it lands in
    // the middle of leaves heading-order undecided.
    await expect(page.locator('.overlay[role="status"]')).toBeAttached();
    await expectNoAxeViolations(page, 'empty');
  });

  test('with ingredients (below the threshold)', async ({ page, quick }) => {
    await page.goto(quick.url);
    await addIngredients(page, FOUR.slice(0, 3));
    await expect(ingredientItems(page)).toHaveCount(3);
    await expectNoAxeViolations(page, 'with 3 ingredients');
  });

  test('at the threshold (request block shown)', async ({ page, quick }) => {
    await page.goto(quick.url);
    await addIngredients(page, FOUR);
    await expect(page.getByRole('button', { name: 'Get a recipe' })).toBeVisible();
    await expectNoAxeViolations(page, 'at the threshold');
  });

  test('loading (overlay shown)', async ({ page, quick, fake }) => {
    // The first token held back near the server's first-byte limit (30 s): the overlay stays up
    // however long axe takes on a loaded machine.
    fake.setScenario({ firstTokenMs: 25_000 });
    await askForRecipe(page, quick.url);
    const overlay = page.getByText('Generating Recipe');
    await expect(overlay).toBeVisible();
    await expectNoAxeViolations(page, 'loading');
    await expect(overlay).toBeVisible();
  });

  test('streaming', async ({ page, quick, fake }) => {
    fake.setScenario({ tokens: 300, tokensPerSecond: 8 });
    await askForRecipe(page, quick.url);
    const section = recipeSection(page);
    await expect(section).toHaveAttribute('aria-busy', 'true', { timeout: 10_000 });
    await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
    await expectNoAxeViolations(page, 'streaming');
    await expect(section).toHaveAttribute('aria-busy', 'true');
    await page.getByRole('button', { name: 'Stop' }).click();
  });

  test('recipe shown', async ({ page, quick }) => {
    await askForRecipe(page, quick.url);
    await recipeComplete(page);
    await expectNoAxeViolations(page, 'recipe shown');
  });

  test('recipe stopped, list changed (status and stale note shown)', async ({
    page,
    quick,
    fake,
  }) => {
    fake.setScenario({ tokens: 300, tokensPerSecond: 10 });
    await askForRecipe(page, quick.url);
    await page.getByRole('button', { name: 'Stop' }).click({ timeout: 10_000 });
    await recipeComplete(page);
    await addIngredients(page, ['Garlic']);
    await expect(page.getByRole('button', { name: /new recipe/i })).toBeVisible();
    await expectNoAxeViolations(page, 'stopped and stale');
  });

  test('recipe whose headings start at ## and skip a level', async ({ page, quick, fake }) => {
    fake.setScenario({
      chunks: ['## Golden Rice\n\nQuick.\n\n', '#### Steps\n\n1. Cook.\n\n', '## Serving\n\nHot.'],
    });
    await askForRecipe(page, quick.url);
    const section = await recipeComplete(page);
    await expect(section.getByRole('heading', { level: 3, name: 'Golden Rice' })).toBeVisible();
    await expect(section.getByRole('heading', { level: 4, name: 'Steps' })).toBeVisible();
    await expect(section.getByRole('heading', { level: 3, name: 'Serving' })).toBeVisible();
    await expectNoAxeViolations(page, 'headings from ## with a level skipped');
  });

  test('error shown', async ({ page, quick, fake }) => {
    fake.setScenario({ status: 500, errorBody: { error: 'boom' } });
    await askForRecipe(page, quick.url);
    await expect(page.getByRole('alert')).toBeVisible({ timeout: 10_000 });
    await expectNoAxeViolations(page, 'error shown');
  });

  test('with the change input, during a change, and in cook mode (also 320 px wide)', async ({
    page,
    quick,
    fake,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await askForRecipe(page, quick.url);
    await recipeComplete(page);
    await expect(page.getByLabel('Change this recipe')).toBeVisible();
    await expectNoAxeViolations(page, 'change input shown');
    await expectCookModeAccessible(page, 'light, 320 px');

    fake.setScenario({ firstTokenMs: 1500, tokens: 200, tokensPerSecond: 10 });
    await page.getByLabel('Change this recipe').fill('for two');
    await page.getByRole('button', { name: 'Change', exact: true }).click();
    await expect(page.getByText('Generating Recipe')).toBeVisible();
    await expectNoAxeViolations(page, 'during a change: overlay');
    await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible({ timeout: 10_000 });
    await expectNoAxeViolations(page, 'during a change: streaming');
    await page.getByRole('button', { name: 'Stop' }).click();
  });

  test.describe('dark theme', () => {
    test.use({ colorScheme: 'dark' });

    test('threshold, recipe shown with its notes, and error', async ({ page, quick, fake }) => {
      fake.setScenario([{}, { status: 503, errorBody: { error: 'overloaded' } }]);
      await page.goto(quick.url);
      expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(
        true,
      );
      await addIngredients(page, FOUR);
      await expectNoAxeViolations(page, 'dark: at the threshold');
      await page.getByRole('button', { name: 'Get a recipe' }).click();
      await recipeComplete(page);
      await expectNoAxeViolations(page, 'dark: recipe shown');
      await addIngredients(page, ['Garlic']);
      await expect(page.getByRole('button', { name: /new recipe/i })).toBeVisible();
      await expectNoAxeViolations(page, 'dark: recipe shown, list changed');
      await page.getByRole('button', { name: 'Regenerate' }).click();
      await expect(page.getByRole('alert')).toBeVisible({ timeout: 10_000 });
      await expectNoAxeViolations(page, 'dark: error shown');
      await expectCookModeAccessible(page, 'dark');
    });
  });

  test.describe('320 px wide', () => {
    test.use({ viewport: { width: 320, height: 640 } });

    test('recipe shown', async ({ page, quick }) => {
      await askForRecipe(page, quick.url);
      await recipeComplete(page);
      await expectNoAxeViolations(page, '320 px: recipe shown');
    });
  });
});

/** Opens cook mode, checks it with axe and for sideways scrolling, and closes it. */
async function expectCookModeAccessible(page: Page, state: string): Promise<void> {
  await page.getByRole('button', { name: 'Cook mode' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cook mode' });
  await expect(dialog).toContainText('Step 1 of');
  await dialog.getByRole('button', { name: 'Ingredients' }).click();
  await expectNoAxeViolations(page, `cook mode, ${state}`);
  const overflow = await dialog.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow, `cook mode scrolls sideways (${state})`).toBeLessThanOrEqual(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

/** Open preferences (opened by keyboard), then the kitchen panel and an avoid warning. */
async function checkKitchenStates(page: Page, url: string, theme: string) {
  await page.goto(url);
  await addIngredients(page, KITCHEN_LIST);
  // By keyboard: the disclosure follows the request button.
  await page.getByRole('button', { name: 'Get a recipe' }).focus();
  // `Show ideas` sits beside `Get a recipe`, then the preferences.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Show ideas' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByText('Preferences', { exact: true })).toBeFocused();
  expect((await focusInfo(page)).visible, 'focus on Preferences is visible').toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Servings', { exact: true })).toBeVisible();
  await page.getByLabel('Avoid').fill('egg');
  await expectNoAxeViolations(page, `${theme}: preferences open`);
  await expectNoHorizontalScroll(page, `${theme}: preferences open`);
  await page.getByRole('button', { name: 'Get a recipe' }).click();
  await recipeComplete(page);
  await expect(page.getByRole('alert')).toContainText('Mentions egg');
  await expect(page.getByRole('button', { name: 'Copy shopping list' })).toBeVisible();
  await expectNoAxeViolations(page, `${theme}: kitchen panel and avoid warning`);
  await expectNoHorizontalScroll(page, `${theme}: kitchen panel and avoid warning`);
}

test.describe('axe and layout: preferences, the kitchen panel and the avoid warning', () => {
  test('light', async ({ page, quick, fake }) => {
    fake.setScenario({ chunks: [KITCHEN_RECIPE] });
    await checkKitchenStates(page, quick.url, 'light');
  });

  test.describe('dark, 320 px wide', () => {
    test.use({ colorScheme: 'dark', viewport: { width: 320, height: 640 } });
    test('dark, 320 px', async ({ page, quick, fake }) => {
      fake.setScenario({ chunks: [KITCHEN_RECIPE] });
      await checkKitchenStates(page, quick.url, 'dark, 320 px');
    });
  });
});

/**
 * Presses Tab until focus matches. `target` is waited for first: parts of the page load lazily, and
 * Tab pressed before they are there would go past them.
 */
async function tabTo(
  page: Page,
  what: string,
  matches: (f: { tag: string; name: string }) => boolean,
  { back = false, max = 25, target }: { back?: boolean; max?: number; target?: Locator } = {},
) {
  if (target) await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const focus = await focusInfo(page);
    expect(focus.tag, `Tab ${i + 1} towards ${what}: focus fell to the page`).not.toBe('body');
    expect(
      focus.visible,
      `no visible focus on ${focus.tag} "${focus.name}" (outline ${focus.outline}, shadow ${focus.boxShadow})`,
    ).toBe(true);
    if (matches(focus)) return;
  }
  throw new Error(`${what} not reached within ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
}

async function focusedInRecipe(page: Page): Promise<boolean> {
  return page.evaluate((heading) => {
    const active = document.activeElement;
    const h = [...document.querySelectorAll('h1, h2, h3')].find(
      (el) => el.textContent?.trim() === heading,
    );
    const section = h?.closest('section, [role=region]');
    return !!active && !!section && (active === h || section.contains(active));
  }, RECIPE_HEADING);
}

test.describe('keyboard alone', () => {
  test('the whole flow: add, ask, stop, remove, with visible focus that lands sensibly', async ({
    page,
    quick,
    fake,
  }) => {
    // The first text comes after 1.5 s, so the overlay (no minimum delay here) is there to see.
    fake.setScenario({ firstTokenMs: 1500, tokens: 300, tokensPerSecond: 10 });
    await page.goto(quick.url);
    const input = page.getByLabel('Add ingredient');

    await tabTo(page, 'the ingredient input', (f) => f.tag === 'input', {
      target: page.getByLabel('Add ingredient'),
    });
    await expect(input).toBeFocused();
    for (const item of FOUR) {
      await page.keyboard.type(item);
      await page.keyboard.press('Enter');
    }
    await expect(ingredientItems(page)).toHaveCount(4);
    await expect(input).toBeFocused();

    await tabTo(page, 'Get a recipe', (f) => f.tag === 'button' && f.name === 'Get a recipe', {
      target: page.getByRole('button', { name: 'Get a recipe' }),
    });
    await page.keyboard.press('Enter');
    await expect(page.getByText('Generating Recipe')).toBeVisible();

    // When the overlay ends, focus is on the recipe.
    await expect(recipeSection(page)).toHaveAttribute('aria-busy', 'true', { timeout: 10_000 });
    await expect.poll(() => focusedInRecipe(page)).toBe(true);
    expect((await focusInfo(page)).visible, 'focus on the recipe is visible').toBe(true);

    await tabTo(page, 'Stop', (f) => f.tag === 'button' && f.name === 'Stop', {
      target: page.getByRole('button', { name: 'Stop' }),
    });
    await page.keyboard.press('Enter');
    await recipeComplete(page);
    await expect(page.getByRole('button', { name: 'Stop' })).toHaveCount(0);
    // The Stop button is gone; focus is not dropped on the page.
    expect((await focusInfo(page)).tag).not.toBe('body');

    // Remove by keyboard: back to "Remove Rice" (second of four).
    await tabTo(page, 'Remove Rice', (f) => f.name === 'Remove Rice', {
      back: true,
      max: 30,
      target: page.getByRole('button', { name: 'Remove Rice' }),
    });
    await page.keyboard.press('Enter');
    await expect(ingredientItems(page)).toHaveCount(3);
    // Focus moves to the next one's remove button.
    await expect(page.getByRole('button', { name: 'Remove Spring onion' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(ingredientItems(page)).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Remove Soy sauce' })).toBeFocused();
    // Removing the last of the list: no next one, so the previous one (or the input) takes focus.
    await page.keyboard.press('Enter');
    await expect(ingredientItems(page)).toHaveCount(1);
    const afterLast = await focusInfo(page);
    expect(['Remove Egg', 'input']).toContain(afterLast.tag === 'input' ? 'input' : afterLast.name);
    if (afterLast.tag !== 'input') {
      await page.keyboard.press('Enter');
    } else {
      await tabTo(page, 'Remove Egg', (f) => f.name === 'Remove Egg', {
        target: page.getByRole('button', { name: 'Remove Egg' }),
      });
      await page.keyboard.press('Enter');
    }
    // None left: focus returns to the input.
    await expect(ingredientItems(page)).toHaveCount(0);
    await expect(input).toBeFocused();
    expect((await focusInfo(page)).visible).toBe(true);
    // The recipe stays (D10).
    await expect(page.getByRole('heading', { name: RECIPE_HEADING })).toBeVisible();
  });

  test('after an error, focus is on the message or its Try again, which works by keyboard', async ({
    page,
    quick,
    fake,
  }) => {
    fake.setScenario([{ status: 500, errorBody: { error: 'boom' } }, {}]);
    await page.goto(quick.url);
    await tabTo(page, 'the ingredient input', (f) => f.tag === 'input', {
      target: page.getByLabel('Add ingredient'),
    });
    for (const item of FOUR) {
      await page.keyboard.type(item);
      await page.keyboard.press('Enter');
    }
    await tabTo(page, 'Get a recipe', (f) => f.tag === 'button' && f.name === 'Get a recipe', {
      target: page.getByRole('button', { name: 'Get a recipe' }),
    });
    await page.keyboard.press('Enter');
    const alert = page.getByRole('alert');
    await expect(alert).toBeVisible({ timeout: 10_000 });
    await expect.poll(() => alert.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    expect((await focusInfo(page)).visible, 'focus in the error is visible').toBe(true);

    if ((await focusInfo(page)).name !== 'Try again') {
      await tabTo(page, 'Try again', (f) => f.name === 'Try again', {
        target: page.getByRole('button', { name: 'Try again' }),
      });
    }
    await page.keyboard.press('Enter');
    await recipeComplete(page);
    await expect(recipeSection(page)).toContainText('Enjoy your meal!');
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await focusedInRecipe(page)).toBe(true);
  });

  test('removing the only ingredient returns focus to the input', async ({ page, quick }) => {
    await page.goto(quick.url);
    await tabTo(page, 'the ingredient input', (f) => f.tag === 'input', {
      target: page.getByLabel('Add ingredient'),
    });
    await page.keyboard.type('Egg');
    await page.keyboard.press('Enter');
    await tabTo(page, 'Remove Egg', (f) => f.name === 'Remove Egg', {
      target: page.getByRole('button', { name: 'Remove Egg' }),
    });
    await page.keyboard.press('Enter');
    await expect(ingredientItems(page)).toHaveCount(0);
    await expect(page.getByLabel('Add ingredient')).toBeFocused();
  });
});

const textIn = (records: LiveRecord[], pattern: RegExp) =>
  records.filter((r) => r.kind === 'text' && pattern.test(r.text));

test.describe('screen reader announcements', () => {
  test('"Generating Recipe" once, the recipe once complete (busy while streaming), Stop announced', async ({
    page,
    quick,
    fake,
  }) => {
    await recordLiveRegions(page);
    // The first answer waits for the test: on a busy machine a poll could miss a 2 s overlay.
    const answer = gate();
    fake.setScenario([
      {
        holdFirstToken: answer.held,
        tokens: 60,
        tokensPerSecond: 20,
      },
      { tokens: 300, tokensPerSecond: 10 },
    ]);
    await askForRecipe(page, quick.url);

    // Loading: exactly one status region says "Generating Recipe".
    const overlayText = page.getByText('Generating Recipe');
    await expect(overlayText).toBeVisible();
    const regions = page
      .locator('[role=status], [role=alert], [role=log], [aria-live]:not([aria-live=off])')
      .filter({ hasText: 'Generating Recipe' });
    await expect(regions).toHaveCount(1);
    expect(
      await regions.evaluate(
        (el) => el.getAttribute('role') === 'status' || el.getAttribute('aria-live') === 'polite',
      ),
    ).toBe(true);
    answer.release();

    // Streaming: the recipe region is polite and busy; then it is complete and not busy.
    const section = recipeSection(page);
    await expect(section).toHaveAttribute('aria-live', 'polite', { timeout: 10_000 });
    await expect(section).toHaveAttribute('aria-busy', 'true');
    await recipeComplete(page);
    await expect(section).toContainText('Enjoy your meal!');
    await expect(overlayText).toHaveCount(0);

    let records = await liveRecords(page);
    const generating = textIn(records, /Generating Recipe/);
    expect(generating, 'announced once, into a region already on the page').toHaveLength(1);
    expect(generating[0]?.role === 'status' || generating[0]?.live === 'polite').toBe(true);

    // The recipe is read once complete: busy turns false once, and no text changes after it.
    const inRecipe = records.filter((r) => r.label === RECIPE_HEADING);
    const doneAt = inRecipe.filter((r) => r.kind === 'busy' && r.text === 'false');
    expect(doneAt, 'aria-busy goes true → false once per recipe').toHaveLength(1);
    expect(inRecipe.filter((r) => r.kind === 'busy' && r.text === 'true')).toHaveLength(0);
    const lateText = inRecipe.filter((r) => r.kind === 'text' && r.batch > (doneAt[0]?.batch ?? 0));
    expect(lateText, 'no recipe text changes after it was marked complete').toEqual([]);
    // Several chunks arrived while busy (so this really streamed).
    expect(inRecipe.filter((r) => r.kind === 'text').length).toBeGreaterThan(3);

    // A second request (Regenerate), stopped midway: "Generating Recipe" once more, Stop announced.
    await page.getByRole('button', { name: 'Regenerate' }).click();
    await expect(section).toHaveAttribute('aria-busy', 'true', { timeout: 10_000 });
    await page.getByRole('button', { name: 'Stop' }).click();
    await recipeComplete(page);
    await expect
      .poll(async () => textIn(await liveRecords(page), /stop/i).length)
      .toBeGreaterThan(0);
    records = await liveRecords(page);
    expect(textIn(records, /Generating Recipe/)).toHaveLength(2);
    const stopped = textIn(records, /stop/i);
    // Said by a live region, not by the recipe's own (busy) region.
    expect(stopped.every((r) => r.label !== RECIPE_HEADING)).toBe(true);
    const stopRegion = page
      .locator('[role=status], [role=alert], [aria-live]:not([aria-live=off])')
      .filter({ hasText: /stop/i });
    await expect(stopRegion.first()).toBeVisible();
  });

  test('errors are announced in role=alert, outside the recipe region', async ({
    page,
    quick,
    fake,
  }) => {
    await recordLiveRegions(page);
    fake.setScenario({ status: 503, errorBody: { error: { message: 'overloaded' } } });
    await askForRecipe(page, quick.url);
    const alert = page.getByRole('alert');
    await expect(alert).toBeVisible({ timeout: 10_000 });
    const text = (await alert.innerText()).trim();
    expect(text.length).toBeGreaterThan(10);
    expect(await alert.getAttribute('aria-busy')).not.toBe('true');
    await expect(page.getByRole('heading', { name: RECIPE_HEADING })).toHaveCount(0);
    // Exactly one alert: the failure isn't announced twice.
    await expect(alert).toHaveCount(1);
    const records = await liveRecords(page);
    expect(textIn(records, /Generating Recipe/)).toHaveLength(1);
  });

  test('the copy confirmation is announced politely', async ({ page, context, quick }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: quick.url });
    await recordLiveRegions(page);
    await askForRecipe(page, quick.url);
    await recipeComplete(page);
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect.poll(async () => textIn(await liveRecords(page), /copied/i)).toHaveLength(1);
    const record = textIn(await liveRecords(page), /copied/i)[0];
    expect(record?.role === 'status' || record?.live === 'polite').toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      recipeOfTokens(40).join(''),
    );
  });
});
