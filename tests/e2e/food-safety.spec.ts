/**
 * The `Food safety` line in the recipe's checks, with no wishes set: `Not safe` with the minimum,
 * one alert, Fix through the change flow; the line on its step in cook mode, in print and in a
 * saved recipe; axe at 320 px, dark.
 */
import type { Page } from '@playwright/test';
import { recipeSection } from './support/fixtures';
import { expectNoHorizontalScroll } from './support/layout';
import { askForRecipe, expect, recipeComplete, test } from './support/quick-app';
import { axeScan } from './support/axe';

const recipe = (title: string, done: string) =>
  [
    `# ${title}`,
    '',
    'Serves: 4',
    '',
    '## Ingredients',
    '',
    '- 8 chicken thighs',
    '- 2 tbsp olive oil',
    '- 1 cup rice',
    '',
    '## Steps',
    '',
    '1. Cook the rice for 15 minutes.',
    `2. Roast the chicken thighs at 200 °C until the internal temperature reaches ${done}.`,
    '3. Serve the chicken over the rice.',
  ].join('\n');

const UNSAFE = recipe('Chicken Thighs and Rice', '60 °C');
const FIXED = recipe('Safer Chicken Thighs and Rice', '75 °C');

const safetyOf = (page: Page) => page.getByRole('region', { name: 'Food safety' });

async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  const results = await axeScan(page).analyze();
  const found = results.violations.map(
    (v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join('; ')}`,
  );
  expect(found, `axe violations in state "${state}"`).toEqual([]);
}

test('no wishes set: chicken to 60 °C is Not safe with the minimum, and Fix sends the change', async ({
  page,
  quick,
  fake,
}) => {
  fake.setScenario([{ chunks: [UNSAFE] }, { chunks: [FIXED] }]);
  const bodies: { change?: string }[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/recipe')) bodies.push(r.postDataJSON() as { change?: string });
  });
  await askForRecipe(page, quick.url);
  await recipeComplete(page);
  const safety = safetyOf(page);
  await expect(safety.getByRole('listitem')).toHaveText([
    /^Food safety\s*Not safe\s*chicken to 60 °C; safe: 74 °C \/ 165 °F at the thickest part\.\s*Fix Food safety$/,
  ]);
  await expect(page.getByRole('region', { name: 'Checked against your wishes' })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(1);
  await expect(page.getByRole('alert')).toContainText('chicken to 60 °C; safe: 74 °C / 165 °F');
  await expectNoAxeViolations(page, 'not safe');

  await safety.getByRole('button', { name: 'Fix Food safety' }).click();
  await expect(page.getByRole('heading', { name: 'Safer Chicken Thighs and Rice' })).toBeVisible({
    timeout: 10_000,
  });
  await recipeComplete(page);
  expect(bodies.at(-1)?.change).toBe(
    'Food safety (chicken): cook until it reaches 74 °C (165 °F) at the thickest part, and say so in the steps.',
  );
  // 75 °C is above the minimum: nothing to say, and never "safe".
  await expect(recipeSection(page)).toContainText('75 °C');
  await expect(safetyOf(page)).toHaveCount(0);
  await expect(
    recipeSection(page)
      .locator('..')
      .getByText(/\bsafe\b/i),
  ).toHaveCount(0);
});

test('the line is on its step in cook mode, in print, and in a saved recipe', async ({
  page,
  quick,
  fake,
}) => {
  fake.setScenario({ chunks: [UNSAFE] });
  await askForRecipe(page, quick.url);
  await recipeComplete(page);
  await expect(safetyOf(page)).toContainText('Not safe');

  await page.getByRole('button', { name: 'Cook mode' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cook mode' });
  const line = dialog.getByRole('list', { name: 'Food safety for this step' });
  await expect(dialog).toContainText('Step 1 of 3');
  await expect(line).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Next step' }).click();
  await expect(line).toHaveText(/Food safety Not safe: chicken to 60 °C; safe: 74 °C/);
  await dialog.getByRole('button', { name: 'Next step' }).click();
  await expect(line).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();

  await page.emulateMedia({ media: 'print' });
  await expect(safetyOf(page)).toBeVisible();
  await expect(safetyOf(page)).toContainText('chicken to 60 °C; safe: 74 °C / 165 °F');
  await expect(safetyOf(page).getByRole('button')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  const save = recipeSection(page).locator('..').getByRole('button', { name: 'Save recipe' });
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  const saved = page.getByRole('region', { name: 'Saved recipes' });
  await saved.getByRole('button', { name: 'Open Chicken Thighs and Rice' }).click();
  await recipeComplete(page);
  await expect(safetyOf(page).getByRole('listitem')).toHaveText([/Food safety\s*Not safe/]);
});

test.describe('axe and layout, dark, 320 px', () => {
  test.use({ colorScheme: 'dark', viewport: { width: 320, height: 640 } });
  test('a suggestion where the doneness is not stated', async ({ page, quick, fake }) => {
    fake.setScenario({
      chunks: [UNSAFE.replace(/ until the internal temperature reaches 60 °C/, '')],
    });
    await askForRecipe(page, quick.url);
    await recipeComplete(page);
    const safety = safetyOf(page);
    await expect(safety.getByRole('listitem')).toHaveText([
      /Food safety\s*Not stated\s*The recipe does not say when the chicken is done: cook until 74 °C \/ 165 °F inside/,
    ]);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(safety.getByRole('button', { name: 'Add doneness: chicken' })).toBeVisible();
    await expectNoAxeViolations(page, 'suggestion, dark, 320 px');
    await expectNoHorizontalScroll(page, 'suggestion, dark, 320 px');
  });
});
