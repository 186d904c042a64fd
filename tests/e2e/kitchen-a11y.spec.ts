/**
 * The views of the kitchen kept on this device (Save recipe, Saved recipes, Shopping list, Forget
 * this device) for everyone: axe in light and dark, at 320 px, by keyboard alone; and a screenshot
 * of each at 390 px that fits the width.
 */
import type { Page } from '@playwright/test';
import { splitIntoDeltas } from '../fixtures/fake-provider';
import { expectNoAxeViolations } from './support/axe';
import { KITCHEN_LIST, KITCHEN_RECIPE } from './support/kitchen-recipe';
import { expectNoHorizontalScroll } from './support/layout';
import { askForRecipe, expect, recipeComplete, test } from './support/quick-app';

/** A saved recipe, a shopping list with one item ticked: every new view on screen. */
async function kitchenOnScreen(page: Page, url: string) {
  await askForRecipe(page, url, KITCHEN_LIST);
  await recipeComplete(page);
  await page.getByRole('button', { name: 'Save recipe' }).click();
  await page.getByRole('button', { name: 'Add to shopping list' }).click();
  const shopping = page.getByRole('region', { name: 'Shopping list' });
  await shopping.getByRole('checkbox').first().check();
  await expect(
    page.getByRole('region', { name: 'Saved recipes' }).getByRole('listitem'),
  ).toHaveCount(1);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe: saved recipes, shopping list and the forget dialog, ${colorScheme}, 320 px`, async ({
    page,
    quick,
    fake,
  }) => {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 320, height: 700 });
    fake.setScenario({ chunks: splitIntoDeltas(KITCHEN_RECIPE, 80) });
    await kitchenOnScreen(page, quick.url);
    await expectNoHorizontalScroll(page, `kitchen views ${colorScheme}`);
    await expectNoAxeViolations(page, `kitchen views ${colorScheme}`);
    await page.getByRole('button', { name: 'Forget this device' }).click();
    await expect(page.getByRole('dialog', { name: 'Forget this device?' })).toBeVisible();
    await expectNoAxeViolations(page, `forget dialog ${colorScheme}`);
  });
}

test('by keyboard: save, open a saved recipe, tick and move, forget', async ({
  page,
  quick,
  fake,
}) => {
  fake.setScenario({ chunks: splitIntoDeltas(KITCHEN_RECIPE, 80) });
  await askForRecipe(page, quick.url, KITCHEN_LIST);
  await recipeComplete(page);
  const save = page.getByRole('button', { name: 'Save recipe' });
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  const add = page.getByRole('button', { name: 'Add to shopping list' });
  await add.focus();
  await page.keyboard.press('Enter');
  const shopping = page.getByRole('region', { name: 'Shopping list' });
  await shopping.getByRole('checkbox').first().focus();
  await page.keyboard.press('Space');
  await expect(shopping.getByRole('checkbox').first()).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(shopping.getByRole('button', { name: 'Move ticked to my kitchen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(shopping.getByRole('checkbox')).toHaveCount(1);

  const saved = page.getByRole('region', { name: 'Saved recipes' });
  await saved.getByRole('searchbox').focus();
  await page.keyboard.press('Tab');
  await expect(saved.getByRole('button', { name: /^Open / })).toBeFocused();
  await page.keyboard.press('Enter');
  await recipeComplete(page);
  // The opened recipe's heading takes focus after the next paint: wait for it, or it can take
  // focus from the button the test moves to next.
  await expect(page.getByRole('heading', { name: 'Pantry Chef Recommends:' })).toBeFocused();

  const forget = page.getByRole('button', { name: 'Forget this device' });
  await forget.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Forget this device?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(forget).toBeFocused();
});

test('at 390 px each view fits; screenshots', async ({ page, quick, fake }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const serves4 = KITCHEN_RECIPE.replace('## Ingredients', 'Serves 4\n\n## Ingredients');
  fake.setScenario({ chunks: splitIntoDeltas(serves4, 80) });
  await kitchenOnScreen(page, quick.url);
  await expectNoHorizontalScroll(page, 'kitchen views at 390 px');
  // The servings stepper stays on one line: its + sits level with its −.
  const stepper = page.getByRole('button', { name: 'More servings' }).first();
  const fewer = page.getByRole('button', { name: 'Fewer servings' }).first();
  const [a, b] = [await stepper.boundingBox(), await fewer.boundingBox()];
  expect(a && b && Math.abs(a.y - b.y)).toBeLessThan(4);
  for (const [name, file] of [
    ['Pantry Chef Recommends:', 'recipe-390.png'],
    ['Shopping list', 'shopping-list-390.png'],
    ['Saved recipes', 'saved-recipes-390.png'],
  ] as const) {
    await page
      .getByRole('region', { name })
      .first()
      .screenshot({ path: test.info().outputPath(file) });
  }
});
