/**
 * Nutrition per serving under a complete recipe: figures from open data, following the servings
 * control, in the schema.org download, with no axe violation.
 */
import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { askForRecipe, expect, recipeComplete, test } from './support/quick-app';
import { axeScan } from './support/axe';

const SOUP = [
  '# Potato Leek Soup',
  '',
  'A thick soup for a cold evening.',
  '',
  '**Serves:** 4',
  '',
  '## Ingredients',
  '',
  '- 800 g potatoes, peeled and diced',
  '- 2 leeks, sliced',
  '- 4 ramps or 2 small onions, chopped',
  '- 2 tablespoons butter',
  '- 1 litre vegetable stock',
  '- 100 ml double cream',
  '- 100 ml plant-based milk',
  '- 1 handful of parsley, chopped',
  '- Salt to taste',
  '',
  '## Instructions',
  '',
  '1. Melt the butter and soften the leeks and onion for 10 minutes.',
  '2. Add the potatoes and the stock and simmer for 20 minutes.',
  '3. Blend, stir in the cream and season.',
].join('\n');

const section = (page: Page) => page.getByRole('region', { name: 'Nutrition per serving' });
const energyRow = (page: Page) => section(page).getByRole('row', { name: /Energy/ });

async function askForSoup(page: Page, url: string) {
  await askForRecipe(page, url, ['Potato', 'Leek', 'Onion', 'Butter']);
  await recipeComplete(page);
}

test('nutrition per serving appears under the recipe, follows the servings and is downloaded', async ({
  page,
  quick,
  fake,
}) => {
  fake.setScenario({ chunks: [SOUP] });
  await askForSoup(page, quick.url);

  await expect(section(page)).toBeVisible({ timeout: 10_000 });
  await expect(section(page)).toContainText('For 4 servings.');
  await expect(energyRow(page)).toContainText(/\d+ kcal \(\d+ kJ\)/);
  for (const row of [
    'Fat',
    'of which saturates',
    'Carbohydrate',
    'of which sugars',
    'Fibre',
    'Protein',
    'Salt',
  ])
    await expect(section(page).getByRole('row', { name: new RegExp(`^${row} \\d`) })).toContainText(
      /\d g/,
    );
  await expect(section(page)).toContainText('Counted as nothing (to taste): Salt to taste.');
  // A line the data cannot weigh counts the choice it offers, and says so.
  await expect(section(page)).toContainText(
    "Counted as the recipe's other choice: 4 ramps or 2 small onions, chopped → 2 small onions, chopped.",
  );
  // A kind the line does not narrow counts as its lightest, and says so.
  await expect(section(page)).toContainText(
    'Counted as the lightest of its kind, as the line does not say which: 100 ml plant-based milk.',
  );
  // A handful counts as half a cup of its food, and says so.
  await expect(section(page)).toContainText(
    'Counted as half a cup for each handful: 1 handful of parsley, chopped.',
  );
  const energy = (await energyRow(page).textContent()) ?? '';
  const kcal = /(\d+) kcal/.exec(energy)?.[1];
  expect(Number(kcal)).toBeGreaterThan(150);
  // How each line was read, closed until asked for: the food it was weighed as and its share.
  const howCounted = section(page).getByText('How each line was counted');
  const potatoes = section(page).getByText(
    /^800 g potatoes, peeled and diced: 800 g of USDA's “Potatoes/,
  );
  await expect(potatoes).toBeHidden();
  await howCounted.click();
  await expect(potatoes).toBeVisible();
  await expect(potatoes).toContainText(/, \d+ kcal a serving$/);

  // Twice the servings, twice every amount: the same figures per serving, for 6.
  await page.getByRole('button', { name: 'More servings' }).click();
  await page.getByRole('button', { name: 'More servings' }).click();
  await expect(section(page)).toContainText('For 6 servings.');
  await expect(energyRow(page)).toContainText(`${kcal} kcal`);
  // The units control rounds amounts for the kitchen ("800 g" as pounds): the figures stay the
  // recipe's as written.
  await page.getByRole('radio', { name: 'US' }).check();
  await expect(page.getByText(/lb potatoes/).first()).toBeVisible();
  await expect(section(page)).toContainText('For 6 servings.');
  await expect(energyRow(page)).toContainText(`${kcal} kcal`);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download .json' }).click();
  const download = await downloading;
  const saved = JSON.parse(await readFile((await download.path()) ?? '', 'utf8')) as {
    nutrition?: Record<string, string>;
  };
  expect(saved.nutrition).toMatchObject({
    '@type': 'NutritionInformation',
    servingSize: '1 serving',
    calories: `${kcal} kcal`,
  });

  const results = await axeScan(page).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test('a recipe with a line it cannot identify gives no single number, and says why', async ({
  page,
  quick,
  fake,
}) => {
  fake.setScenario({
    chunks: [
      SOUP.replace('- 2 tablespoons butter', '- 300 g zorblax paste').replace(
        '- Salt to taste',
        '- Salt to taste\n- Vegetable oil, for deep frying',
      ),
    ],
  });
  await askForSoup(page, quick.url);
  await expect(section(page)).toBeVisible({ timeout: 10_000 });
  await expect(section(page)).toContainText(/Not (a single number|enough identified)/);
  await expect(section(page)).toContainText('300 g zorblax paste');
  await expect(energyRow(page)).toHaveCount(0);
  // A frying bath is counted as what the food takes up, and the section says so.
  await expect(section(page)).toContainText(
    /Counted as absorbed in frying, per serving \(a tenth of the fried food's weight\): Vegetable oil, for deep frying: \d+ g\./,
  );
});

test('the section goes with the recipe: cook mode, print and a saved recipe', async ({
  page,
  quick,
  fake,
}) => {
  fake.setScenario({ chunks: [SOUP] });
  await askForSoup(page, quick.url);
  await expect(energyRow(page)).toContainText(/\d+ kcal/, { timeout: 10_000 });
  const kcal = /(\d+) kcal/.exec((await energyRow(page).textContent()) ?? '')?.[1];

  await page.getByRole('button', { name: 'Cook mode' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cook mode' });
  await dialog.getByRole('button', { name: 'Ingredients' }).click();
  const inCook = dialog.getByRole('region', { name: 'Nutrition per serving' });
  await expect(inCook.getByRole('row', { name: /Energy/ })).toContainText(`${kcal} kcal`);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();

  await page.emulateMedia({ media: 'print' });
  await expect(section(page)).toBeVisible();
  await expect(energyRow(page)).toContainText(`${kcal} kcal`);
  await page.emulateMedia({ media: 'screen' });

  const save = page.getByRole('button', { name: 'Save recipe' });
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  const saved = page.getByRole('region', { name: 'Saved recipes' });
  await saved.getByRole('button', { name: 'Open Potato Leek Soup' }).click();
  await recipeComplete(page);
  await expect(energyRow(page)).toContainText(`${kcal} kcal`, { timeout: 10_000 });
});
