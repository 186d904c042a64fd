/**
 * What cooks expect beyond the spec: regenerate, copy, download, print, the model note, the stale
 * note, input niceties, phone-sized targets, narrow screens and zoom, themes, layout stability and
 * reduced motion. Most tests use the server with RECIPE_DELAY_MS=0 (`quick`): the delay itself is
 * covered in recipe-flow.spec.ts.
 */
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from '@playwright/test';
import { FAKE_RECIPE, splitIntoDeltas } from '../fixtures/fake-provider';
import { addIngredients, FOUR, gate, ingredientItems, recipeSection } from './support/fixtures';
import {
  expectNoHorizontalScroll,
  expectTargetSize,
  luminance,
  textContrast,
} from './support/layout';
import { liveRecords, recordLiveRegions } from './support/live-regions';
import { askForRecipe, expect, RECIPE_HEADING, recipeComplete, test } from './support/quick-app';

const LEMON =
  '# Lemon Rice\n\nZesty rice with **lemon** and herbs.\n\n1. Cook the rice.\n2. Add lemon.\n';
const SOUP =
  '# Egg Drop Soup\n\nSilky ribbons of egg in a light broth.\n\n- Stir gently.\n- Serve hot.\n';
/** The soup in pieces whose first one already names it. */
const SOUP_PIECES = [
  '# Egg Drop Soup\n\n',
  ...splitIntoDeltas(SOUP.split('\n\n').slice(1).join('\n\n'), 10),
];
/** What the fake sends for the default recipe in 30 pieces (the fake pads short texts with spaces). */
const RECIPE_PIECES = splitIntoDeltas(FAKE_RECIPE, 30);
const SENT = RECIPE_PIECES.join('');

/** A recipe that is hard to fit on a narrow screen. */
const WIDE = [
  '# Supercalifragilisticexpialidociouslydeliciousbuttermilkpancakeswithmaplesyrup',
  '',
  '| Ingredient | Amount | Preparation | Notes | Substitute |',
  '| --- | --- | --- | --- | --- |',
  '| Flour | 200 g | sifted twice | all-purpose works best | spelt flour |',
  '| Buttermilk | 300 ml | room temperature | shake before use | milk with lemon |',
  '',
  'See https://example.com/a/very/long/path/without/any/breaks/recipe-for-the-best-pancakes-ever-made',
  '',
  'Call `mixTheBatterGentlyUntilJustCombinedAndNoLongerLumpyAtAll()` once.',
  '',
  '```',
  'whisk-whisk-whisk-whisk-whisk-whisk-whisk-whisk-whisk-whisk-whisk-whisk-whisk-whisk-whisk',
  '```',
  '',
  '1. Heat a pan.',
  '2. Pour, flip, serve.',
].join('\n');

/** Opens the page and pastes `text` into the ingredient field with the keyboard. */
async function pasteIntoInput(page: Page, context: BrowserContext, url: string, text: string) {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url });
  await page.goto(url);
  const input = page.getByLabel('Add ingredient');
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await input.focus();
  await page.keyboard.press('Control+V');
  return input;
}

test.describe('recipe actions', () => {
  test('Regenerate sends the same request again; the new recipe replaces the old one as it arrives', async ({
    page,
    quick,
    fake,
  }) => {
    // The new recipe comes only when the test lets it: no race with a busy machine.
    const soup = gate();
    fake.setScenario([
      { chunks: splitIntoDeltas(LEMON, 8) },
      { chunks: SOUP_PIECES, holdFirstToken: soup.held, tokensPerSecond: 10 },
    ]);
    const first = fake.requests.length;
    await askForRecipe(page, quick.url);
    const section = await recipeComplete(page);
    await expect(section).toContainText('Zesty rice');

    // Watch the recipe text from now on: old, new, both or neither.
    await page.evaluate(() => {
      const seen: { lemon: boolean; soup: boolean }[] = [];
      (window as unknown as { __seen: typeof seen }).__seen = seen;
      const main = document.querySelector('main') ?? document.body;
      const look = () => {
        const text = main.textContent ?? '';
        seen.push({ lemon: text.includes('Zesty rice'), soup: text.includes('Egg Drop Soup') });
      };
      new MutationObserver(look).observe(main, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
    await page.getByRole('button', { name: 'Regenerate' }).click();
    // Before the new text comes, the old recipe is still there.
    await expect.poll(() => fake.requests.length).toBe(first + 2);
    await page.waitForTimeout(500);
    await expect(page.locator('main')).toContainText('Zesty rice');
    await expect(page.locator('main')).not.toContainText('Egg Drop Soup');
    soup.release();

    await expect(section.getByRole('heading', { name: 'Egg Drop Soup' })).toBeVisible({
      timeout: 10_000,
    });
    await expect(section).not.toContainText('Zesty rice');
    await recipeComplete(page);
    await expect(section).toContainText('Silky ribbons');

    const seen = await page.evaluate(
      () => (window as unknown as { __seen: { lemon: boolean; soup: boolean }[] }).__seen,
    );
    expect(seen.length).toBeGreaterThan(0);
    expect(
      seen.filter((s) => s.lemon && s.soup),
      'old and new recipe never shown together',
    ).toEqual([]);
    expect(
      seen.filter((s) => !s.lemon && !s.soup),
      'no moment without a recipe',
    ).toEqual([]);

    // The same request: identical body (model, messages, token cap, stream).
    expect(fake.requests.length).toBe(first + 2);
    expect(fake.requests[first + 1]?.body).toEqual(fake.requests[first]?.body);
    expect(fake.requests[first + 1]?.body.messages?.[1]?.content).toContain(FOUR.join(', '));
  });

  test('Copy puts the exact markdown on the clipboard and announces it', async ({
    page,
    context,
    quick,
    fake,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: quick.url });
    await recordLiveRegions(page);
    fake.setScenario({ chunks: RECIPE_PIECES });
    await askForRecipe(page, quick.url);
    await recipeComplete(page);
    // Something else on the clipboard first, so a stale value can't pass.
    await page.evaluate(() => navigator.clipboard.writeText('nothing yet'));

    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(SENT);

    // The confirmation is text that enters a live region already on the page.
    await expect
      .poll(async () =>
        (await liveRecords(page)).filter((r) => r.kind === 'text' && /copied/i.test(r.text)),
      )
      .toHaveLength(1);
    const region = page
      .locator('[role=status], [role=alert], [aria-live]:not([aria-live=off])')
      .filter({ hasText: /copied/i });
    await expect(region).toHaveCount(1);
    await expect(region).toBeVisible();
  });

  test('Download .md saves the markdown in a file named after the title', async ({
    page,
    quick,
    fake,
  }) => {
    fake.setScenario({ chunks: RECIPE_PIECES });
    await askForRecipe(page, quick.url);
    await recipeComplete(page);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download .md' }).click();
    const download = await downloading;
    const name = download.suggestedFilename();
    expect(name).toMatch(/\.md$/);
    // "Golden Egg Fried Rice" → golden-egg-fried-rice.md (any separators).
    expect(name.toLowerCase().replace(/[^a-z0-9]/g, '')).toBe('goldeneggfriedricemd');
    const path = await download.path();
    expect(await readFile(path, 'utf8')).toBe(SENT);
  });

  test('Print calls the browser print and the print stylesheet shows only the recipe, legibly', async ({
    page,
    quick,
  }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __printed: number };
      w.__printed = 0;
      window.print = () => {
        w.__printed++;
      };
    });
    // Dark screen theme: the printout must still be dark text on white.
    await page.emulateMedia({ colorScheme: 'dark' });
    await askForRecipe(page, quick.url);
    const section = await recipeComplete(page);
    await addIngredients(page, ['Garlic']); // so the stale note is on screen too

    await page.getByRole('button', { name: 'Print' }).click();
    expect(await page.evaluate(() => (window as unknown as { __printed: number }).__printed)).toBe(
      1,
    );

    await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
    await expect(page.getByRole('img', { name: 'chef-logo' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Pantry Chef' })).toBeHidden();
    await expect(page.getByLabel('Add ingredient')).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Ingredients on hand:' })).toBeHidden();
    await expect(ingredientItems(page).first()).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Ready for a recipe?' })).toBeHidden();
    const buttons = page.getByRole('button', { includeHidden: true });
    const count = await buttons.count();
    expect(count).toBeGreaterThan(4);
    for (let i = 0; i < count; i++) {
      await expect(buttons.nth(i), `button ${i} hidden in print`).toBeHidden();
    }
    await expect(page.getByText(/list has changed|changed since/i)).toBeHidden();
    await expect(page.getByLabel('Change this recipe')).toBeHidden();

    await expect(page.getByRole('heading', { name: RECIPE_HEADING })).toBeVisible();
    await expect(section.getByRole('heading', { name: 'Golden Egg Fried Rice' })).toBeVisible();
    await expect(section.locator('table')).toBeVisible();
    const step = section.locator('ol > li').first();
    await expect(step).toBeVisible();
    expect(await textContrast(step)).toBeGreaterThanOrEqual(7);
    const fontPx = await step.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(fontPx).toBeGreaterThanOrEqual(14);

    await page.emulateMedia({ media: 'screen' });
    await expect(page.getByLabel('Add ingredient')).toBeVisible();
  });

  test('a note under the recipe says a language model wrote it; check allergies and food safety', async ({
    page,
    quick,
  }) => {
    await askForRecipe(page, quick.url);
    const section = await recipeComplete(page);
    const note = page.getByText(/language model/i);
    await expect(note).toHaveCount(1);
    await expect(note).toBeVisible();
    await expect(note).toContainText(/allerg/i);
    await expect(note).toContainText(/food safety/i);
    // Under the recipe text.
    const noteTop = (await note.boundingBox())?.y ?? -1;
    const lastStep = (await section.getByText('Enjoy your meal!').boundingBox()) ?? null;
    expect(lastStep).not.toBeNull();
    expect(noteTop).toBeGreaterThan((lastStep?.y ?? 0) + (lastStep?.height ?? 0) - 1);
  });

  test('a recipe the model cut at its length limit says so; the text so far stays', async ({
    page,
    quick,
    fake,
  }) => {
    fake.setScenario({ chunks: splitIntoDeltas(LEMON, 6), finishReason: 'length' });
    await askForRecipe(page, quick.url);
    const section = await recipeComplete(page);
    await expect(section.getByRole('heading', { name: 'Lemon Rice' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'length limit' })).toHaveText(
      'This recipe reached the length limit, so its end may be missing.',
    );
  });

  test('a complete recipe shows no length-limit note', async ({ page, quick, fake }) => {
    fake.setScenario({ chunks: splitIntoDeltas(LEMON, 6) });
    await askForRecipe(page, quick.url);
    await recipeComplete(page);
    await expect(page.getByText('length limit')).toHaveCount(0);
  });

  test('when the list changes after the recipe, a quiet note offers a new one; the old stays', async ({
    page,
    quick,
    fake,
  }) => {
    fake.setScenario([{}, { chunks: splitIntoDeltas(SOUP, 6) }]);
    await askForRecipe(page, quick.url);
    const section = await recipeComplete(page);
    const stale = page.getByText(/changed/i);
    await expect(stale).toHaveCount(0);

    await addIngredients(page, ['Garlic']);
    await expect(stale).toBeVisible();
    // Quiet: not an alert and not an assertive announcement.
    const loud = await stale.evaluate(
      (el) => el.closest('[role=alert], [aria-live=assertive]') !== null,
    );
    expect(loud).toBe(false);
    // The old recipe stays (D10).
    await expect(section.getByRole('heading', { name: 'Golden Egg Fried Rice' })).toBeVisible();

    const index = fake.requests.length;
    await page.getByRole('button', { name: /new recipe/i }).click();
    await expect(section.getByRole('heading', { name: 'Egg Drop Soup' })).toBeVisible({
      timeout: 10_000,
    });
    await recipeComplete(page);
    expect(fake.requests[index]?.body.messages?.[1]?.content).toContain(
      [...FOUR, 'Garlic'].join(', '),
    );
    await expect(stale).toHaveCount(0);
  });
});

test.describe('the ingredient input', () => {
  test('keeps focus after adding by button click', async ({ page, quick }) => {
    await page.goto(quick.url);
    const input = page.getByLabel('Add ingredient');
    await input.fill('Egg');
    await page.getByRole('button', { name: 'Add Ingredients' }).click();
    await expect(ingredientItems(page)).toHaveCount(1);
    await expect(input).toBeFocused();
    // Typing straight on adds the next one.
    await page.keyboard.type('Milk');
    await page.keyboard.press('Enter');
    await expect(ingredientItems(page)).toHaveCount(2);
    await expect(input).toBeFocused();
  });

  test('pasting "egg, milk, flour" offers to add them separately, which adds three', async ({
    page,
    context,
    quick,
  }) => {
    const input = await pasteIntoInput(page, context, quick.url, 'egg, milk, flour');

    const addSeparately = page.getByRole('button', { name: /separate/i });
    await expect(addSeparately).toBeVisible();
    await expect(page.getByText(/\b3\b/).first()).toBeVisible();
    await expect(ingredientItems(page)).toHaveCount(0);
    await addSeparately.click();

    const items = ingredientItems(page);
    await expect(items).toHaveCount(3);
    await expect(items.nth(0)).toContainText('egg');
    await expect(items.nth(1)).toContainText('milk');
    await expect(items.nth(2)).toContainText('flour');
    await expect(addSeparately).toHaveCount(0);
    await expect(input).toHaveValue('');
    await expect(input).toBeFocused();
  });

  test('the paste offer can be declined: the text stays in the field as one', async ({
    page,
    context,
    quick,
  }) => {
    const input = await pasteIntoInput(page, context, quick.url, 'egg, milk, flour');
    await page.getByRole('button', { name: /keep|one ingredient|as one/i }).click();
    await expect(input).toHaveValue('egg, milk, flour');
    await expect(ingredientItems(page)).toHaveCount(0);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('remove buttons and the main buttons are at least 44 px for a finger', async ({
    page,
    quick,
    fake,
  }) => {
    fake.setScenario([{ tokens: 200, tokensPerSecond: 10 }, {}]);
    await page.goto(quick.url);
    await expectTargetSize(page.getByLabel('Add ingredient'), 'input');
    await expectTargetSize(page.getByRole('button', { name: 'Add Ingredients' }), 'add button');
    const input = page.getByLabel('Add ingredient');
    for (const item of FOUR) {
      await input.fill(item);
      await page.getByRole('button', { name: 'Add Ingredients' }).tap();
    }
    await expect(ingredientItems(page)).toHaveCount(4);
    await expectTargetSize(page.getByRole('button', { name: /^Remove / }), 'remove button');
    await expectTargetSize(page.getByRole('button', { name: 'Get a recipe' }), 'request button');

    // The paste offer's choices.
    await input.evaluate((el) => {
      const data = new DataTransfer();
      data.setData('text/plain', 'egg, milk, flour');
      el.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    const offer = page.getByRole('button', { name: /separate/i });
    await expect(offer).toBeVisible();
    await expectTargetSize(offer, 'paste offer button');
    await expectTargetSize(
      page.getByRole('button', { name: /keep|as one/i }),
      'paste offer button',
    );
    await page.getByRole('button', { name: /keep|as one/i }).tap();
    await input.fill('');

    await page.getByRole('button', { name: 'Get a recipe' }).tap();
    const stop = page.getByRole('button', { name: 'Stop' });
    await expect(stop).toBeVisible({ timeout: 10_000 });
    await expectTargetSize(stop, 'Stop');
    await stop.tap();
    await expect(recipeSection(page)).toHaveAttribute('aria-busy', 'false');
    for (const name of [/^copy/i, /download/i, /^print/i, /regenerate/i]) {
      await expectTargetSize(page.getByRole('button', { name }), `recipe action ${name}`);
    }
    await input.fill('Garlic');
    await page.getByRole('button', { name: 'Add Ingredients' }).tap();
    await expect(ingredientItems(page)).toHaveCount(5);
    await expectTargetSize(page.getByRole('button', { name: /new recipe/i }), 'stale note button');
  });
});

/** Walks through every state of the page and checks that it never scrolls sideways. */
async function everyStateFits(
  page: import('@playwright/test').Page,
  url: string,
  fake: import('../fixtures/fake-provider').FakeProvider,
) {
  fake.setScenario([
    { chunks: splitIntoDeltas(WIDE, 40), firstTokenMs: 1500, tokensPerSecond: 12 },
    { status: 500, errorBody: { error: 'boom' } },
  ]);
  await page.goto(url);
  await expectNoHorizontalScroll(page, 'empty');
  const long = 'Worcestershire'.repeat(7).slice(0, 100); // one unbroken 100-character word
  await addIngredients(page, [long, 'Egg', 'Rice']);
  await expectNoHorizontalScroll(page, 'three ingredients, one very long');
  await addIngredients(page, ['Soy sauce']);
  await expect(page.getByRole('button', { name: 'Get a recipe' })).toBeVisible();
  await expectNoHorizontalScroll(page, 'at the threshold');

  const input = page.getByLabel('Add ingredient');
  await input.evaluate((el) => {
    const data = new DataTransfer();
    data.setData('text/plain', 'egg, milk, flour, a rather long ingredient name');
    el.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  });
  await expect(page.getByRole('button', { name: /separate/i })).toBeVisible();
  await expectNoHorizontalScroll(page, 'paste offer');
  await page.getByRole('button', { name: /keep|as one/i }).click();
  await input.fill('');

  await page.getByRole('button', { name: 'Get a recipe' }).click();
  await expect(page.getByText('Generating Recipe')).toBeVisible();
  await expectNoHorizontalScroll(page, 'loading overlay');
  const section = recipeSection(page);
  await expect(section).toHaveAttribute('aria-busy', 'true', { timeout: 10_000 });
  await expectNoHorizontalScroll(page, 'streaming');
  await recipeComplete(page);
  await expectNoHorizontalScroll(page, 'recipe shown (wide table, long words, code)');
  await addIngredients(page, ['Garlic']);
  await expect(page.getByRole('button', { name: /new recipe/i })).toBeVisible();
  await expectNoHorizontalScroll(page, 'stale note');
  await page.getByRole('button', { name: 'Regenerate' }).click();
  await expect(page.getByRole('alert')).toBeVisible({ timeout: 10_000 });
  await expectNoHorizontalScroll(page, 'error shown');
}

test.describe('at 320 px wide', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  test('no horizontal scrolling in any state', async ({ page, quick, fake }) => {
    await everyStateFits(page, quick.url, fake);
  });
});

test.describe('at 200% zoom', () => {
  // Browser zoom can't be set from a test; 200% on a 1280×720 screen is the same layout as a
  // 640×360 CSS px viewport with two device pixels per CSS pixel, which is what is emulated here.
  test.use({ viewport: { width: 640, height: 360 }, deviceScaleFactor: 2 });
  test('no horizontal scrolling in any state', async ({ page, quick, fake }) => {
    await everyStateFits(page, quick.url, fake);
  });
});

test('light and dark themes follow the system setting', async ({ page, quick }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(quick.url);
  // The page renders once the remembered list is read: wait for its field.
  await expect(page.getByLabel('Add ingredient')).toBeVisible();
  const colors = () =>
    page.evaluate(() => {
      const body = getComputedStyle(document.body);
      const input = getComputedStyle(document.querySelector('input') as Element);
      return { bg: body.backgroundColor, text: body.color, inputBg: input.backgroundColor };
    });
  const light = await colors();
  await page.emulateMedia({ colorScheme: 'dark' });
  const dark = await colors();
  expect(dark.bg).not.toBe(light.bg);
  expect(dark.text).not.toBe(light.text);
  expect(dark.inputBg).not.toBe(light.inputBg);
  expect(luminance(light.bg)).toBeGreaterThan(0.7);
  expect(luminance(dark.bg)).toBeLessThan(0.1);
  expect(luminance(dark.text)).toBeGreaterThan(luminance(dark.bg));
  expect(luminance(light.text)).toBeLessThan(luminance(light.bg));
  // Form controls and scrollbars follow too.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toMatch(
    /dark/,
  );
  await page.emulateMedia({ colorScheme: 'light' });
  expect((await colors()).bg).toBe(light.bg);
});

test('no layout shift from adding to the request block, the overlay and the streamed recipe', async ({
  page,
  app,
  fake,
}) => {
  // The default 2-second overlay, then 2 s of streaming: the real flow.
  fake.setScenario({ tokens: 100, tokensPerSecond: 25 });
  await page.addInitScript(() => {
    const shifts: { value: number; recent: boolean; sources: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        shifts.push({
          value: entry.value,
          recent: entry.hadRecentInput,
          sources: (entry.sources ?? []).map((s) =>
            s.node instanceof Element
              ? `${s.node.tagName.toLowerCase()}.${s.node.className}`
              : String(s.node?.nodeName),
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(app.url);
  await addIngredients(page, FOUR);
  await expect(page.getByRole('button', { name: 'Get a recipe' })).toBeVisible();
  await page.getByRole('button', { name: 'Get a recipe' }).click();
  await expect(page.getByText('Generating Recipe')).toBeVisible();
  await expect(recipeSection(page)).toHaveAttribute('aria-busy', 'true', { timeout: 10_000 });
  await recipeComplete(page);
  await page.waitForTimeout(300);
  const shifts = await page.evaluate(
    () =>
      (window as unknown as { __shifts: { value: number; recent: boolean; sources: string[] }[] })
        .__shifts,
  );
  const counted = shifts.filter((s) => !s.recent);
  const total = counted.reduce((sum, s) => sum + s.value, 0);
  // Well under the 0.1 "good" bound of Core Web Vitals: one 200 px jump on this page scores ~0.09.
  expect(total, `layout shifts: ${JSON.stringify(counted)}`).toBeLessThan(0.01);
});

test('reduced motion: the overlay graphic stands still', async ({ page, quick, fake }) => {
  fake.setScenario({ firstTokenMs: 6000 });
  await askForRecipe(page, quick.url);
  await expect(page.getByText('Generating Recipe')).toBeVisible();

  const motion = () =>
    page.evaluate(() => {
      const text = [...document.querySelectorAll('body *')].find(
        (el) => el.childElementCount === 0 && el.textContent === 'Generating Recipe',
      );
      let overlay: Element | null | undefined = text;
      while (overlay && getComputedStyle(overlay).position !== 'fixed') {
        overlay = overlay.parentElement;
      }
      const elements = overlay ? [overlay, ...overlay.querySelectorAll('*')] : [];
      const moving = elements
        .map((el) => {
          const s = getComputedStyle(el);
          const seconds = Math.max(...s.animationDuration.split(',').map((d) => parseFloat(d)));
          const still =
            s.animationName === 'none' ||
            s.animationPlayState.split(',').every((p) => p.trim() === 'paused') ||
            (seconds <= 0.01 && !s.animationIterationCount.includes('infinite'));
          return still ? null : `${el.tagName.toLowerCase()}.${el.getAttribute('class')}`;
        })
        .filter((x) => x !== null);
      const endless = document
        .getAnimations()
        .filter(
          (a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime === Infinity,
        ).length;
      return { found: overlay !== undefined && overlay !== null, moving, endless };
    });

  // Normally the graphic is animated...
  const normal = await motion();
  expect(normal.found).toBe(true);
  expect(normal.moving.length).toBeGreaterThan(0);
  expect(normal.endless).toBeGreaterThan(0);
  // ...and with prefers-reduced-motion it stands still.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const reduced = await motion();
  expect(reduced.moving, 'elements still animated').toEqual([]);
  expect(reduced.endless).toBe(0);
  await expect(page.getByText('Generating Recipe')).toBeVisible();
});
