/**
 * The recipe against the visitor's kitchen: the have / staples / to buy / not used panel and its
 * shopping list, the preferences in the request, and the warning for words to avoid.
 */
import type { Page } from '@playwright/test';
import { splitIntoDeltas } from '../fixtures/fake-provider';
import { SYSTEM_PROMPT } from '../../src/server/prompt';
import { addIngredients, FOUR, ingredientItems } from './support/fixtures';
import { HAVE_CASES } from './support/have-cases';
import { KITCHEN_GROUPS, KITCHEN_LIST, KITCHEN_RECIPE } from './support/kitchen-recipe';
import { liveRecords, recordLiveRegions } from './support/live-regions';
import { askForRecipe, expect, recipeComplete, test } from './support/quick-app';

const panelOf = (page: Page) => page.getByRole('region', { name: 'Your kitchen and this recipe' });
const groupItems = (page: Page, title: string) =>
  panelOf(page)
    .locator('.kitchen__group', { has: page.getByRole('heading', { name: title, exact: true }) })
    .getByRole('listitem');
const SPEC_USER = `I have ${FOUR.join(', ')}. Please give me a recipe you'd recommend I make!`;

test('the panel sorts a complete recipe into groups and copies the shopping list', async ({
  page,
  context,
  quick,
  fake,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: quick.url });
  await recordLiveRegions(page);
  // Four seconds of streaming: time enough to see it under way on a busy machine.
  fake.setScenario({ chunks: splitIntoDeltas(KITCHEN_RECIPE, 40), tokensPerSecond: 10 });
  await askForRecipe(page, quick.url, KITCHEN_LIST);

  // Not while the recipe streams.
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible({ timeout: 10_000 });
  await expect(panelOf(page)).toHaveCount(0);
  await recipeComplete(page);

  await expect(panelOf(page)).toBeVisible();
  for (const [title, items] of Object.entries(KITCHEN_GROUPS)) {
    await expect(groupItems(page, title), title).toHaveText(items);
  }
  // Nothing of the panel was announced as it appeared.
  const records = await liveRecords(page);
  expect(records.filter((r) => r.kind === 'text' && /You have|To buy/.test(r.text))).toEqual([]);

  await page.evaluate(() => navigator.clipboard.writeText('nothing yet'));
  await page.getByRole('button', { name: 'Copy shopping list' }).click();
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toBe('2 cloves garlic, minced\n1 tbsp tomato paste');
  await expect
    .poll(async () =>
      (await liveRecords(page)).filter(
        (r) => r.kind === 'text' && /shopping list copied/i.test(r.text),
      ),
    )
    .toHaveLength(1);
  const copied = (await liveRecords(page)).find((r) => /shopping list copied/i.test(r.text));
  expect(copied?.role === 'status' || copied?.live === 'polite').toBe(true);
});

test('preferences reach the request and the prompt; the avoid finding shows only for words found', async ({
  page,
  quick,
  fake,
}) => {
  const bodies: unknown[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/recipe')) bodies.push(r.postDataJSON());
  });
  fake.setScenario([
    { chunks: [KITCHEN_RECIPE] },
    { chunks: splitIntoDeltas(KITCHEN_RECIPE, 30), tokensPerSecond: 10 },
    { chunks: ['# Toast\n\nToast the bread, then butter it.'] },
  ]);
  const first = fake.requests.length;
  await page.goto(quick.url);
  await addIngredients(page, FOUR);
  const servings = page.getByLabel('Servings', { exact: true });
  await expect(servings).toBeHidden();

  // None set: exactly the spec's body and messages.
  await page.getByRole('button', { name: 'Get a recipe' }).click();
  await recipeComplete(page);
  expect(bodies[0]).toEqual({ ingredients: FOUR });
  expect(fake.requests[first]?.body.messages).toEqual([
    { role: 'system', content: SYSTEM_PROMPT },
    { role: 'user', content: SPEC_USER },
  ]);
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Each preference set.
  await page.getByText('Preferences', { exact: true }).click();
  await servings.selectOption('4');
  await page.getByLabel('Ready in').selectOption({ label: '30 minutes' });
  await page.getByLabel('Diet').selectOption({ label: 'Vegetarian' });
  const avoid = page.getByLabel('Avoid');
  await avoid.fill(Array.from({ length: 11 }, (_, i) => `item ${i}`).join(', '));
  await expect(page.getByText('Avoid can hold at most 10 items.')).toBeVisible();
  await avoid.fill('egg, peanut');
  await page.getByLabel('Cuisine').fill('Thai');
  await page.getByLabel('Use only what I have').check();
  await page.getByRole('button', { name: 'Get a recipe' }).click();
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);
  await recipeComplete(page);
  expect(bodies[1]).toEqual({
    ingredients: FOUR,
    preferences: {
      servings: 4,
      readyInMinutes: 30,
      diet: 'vegetarian',
      avoid: ['egg', 'peanut'],
      cuisine: 'Thai',
      onlyWhatIHave: true,
    },
  });
  const [system, user] = fake.requests[first + 1]?.body.messages ?? [];
  expect(system).toEqual({ role: 'system', content: SYSTEM_PROMPT });
  expect(user?.content).toBe(
    `${SPEC_USER} The recipe should serve 4 people. It should be ready in 30 minutes or less. ` +
      'It must be vegetarian. It must not contain any of these, which I avoid: "egg", "peanut". ' +
      'I would like this cuisine: "Thai". Use only the ingredients I listed, plus basic pantry ' +
      'staples such as salt, pepper, oil and water.',
  );

  // "egg" is found (as "eggs"), "peanut" is not: one alert, the avoid finding in it.
  const alert = page.getByRole('alert');
  await expect(alert).toHaveCount(1);
  await expect(alert).toContainText('Mentions egg: 2 eggs, beaten, step 2.');
  await expect(alert).not.toContainText('peanut');
  await expect(page.getByRole('region', { name: 'Checked against your wishes' })).toContainText(
    'does not know ingredients hidden inside others',
  );

  // A word that is not there ("egg" is not "eggplant"), and a recipe with no ingredient list.
  await avoid.fill('eggplant');
  await page.getByRole('button', { name: 'Get a recipe' }).click();
  await expect(page.getByRole('heading', { name: 'Toast' })).toBeVisible({ timeout: 10_000 });
  await recipeComplete(page);
  await expect(panelOf(page)).toContainText('No ingredient list was found in this recipe');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(ingredientItems(page)).toHaveCount(4);
});

const haveRecipe = (lines: readonly string[]) =>
  [
    '# Supper',
    '',
    '## Ingredients',
    '',
    ...lines.map((l) => `- ${l}`),
    '',
    '## Steps',
    '',
    '1. Cook.',
  ].join('\n');

// Each language through the page: one page and one recipe carrying several pairs (a kind, a false
// friend, a staple; an ambiguous word where the language has one). The page itself stays English.
test.describe('what you have, read by food', () => {
  test.use({ locale: 'en-US' });
  for (const c of HAVE_CASES) {
    test(c.language, async ({ page, quick, fake }) => {
      fake.setScenario({ chunks: [haveRecipe(c.lines)] });
      await page.goto(quick.url);
      await addIngredients(page, c.list);
      await page.getByText('Preferences', { exact: true }).click();
      await page.getByLabel('Use only what I have').check();
      await page.getByRole('button', { name: 'Get a recipe' }).click();
      await recipeComplete(page);

      await expect(groupItems(page, 'You have')).toHaveText(c.have);
      await expect(groupItems(page, 'Maybe you have')).toHaveText(c.maybe ?? []);
      await expect(groupItems(page, 'To buy')).toHaveText(c.toBuy);
      await expect(groupItems(page, 'Not used from your list')).toHaveText(c.notUsed);
      const used = [...c.have, ...(c.maybe ?? [])].map(
        (shown) => /\(.*your (.+?)(:|\))/.exec(shown)?.[1],
      );
      for (const item of used) expect(c.notUsed).not.toContain(item);

      const only = page
        .getByRole('region', { name: 'Checked against your wishes' })
        .getByRole('listitem')
        .filter({ hasText: 'Use only what I have' });
      await expect(only).toContainText(c.only);
      await expect(only).not.toContainText(/Use only what I have\s*Kept/);
      // The line it does not have is named ("coconut milk"), by its last word here.
      for (const line of c.toBuy) await expect(only).toContainText(line.split(' ').at(-1)!);
    });
  }
});
