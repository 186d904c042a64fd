import { addIngredients, FOUR, ingredientItems } from './support/fixtures';
import { expect, test } from './support/quick-app';
import { startApp } from './support/app-process';

test.describe('header and add form', () => {
  test('shows the exact texts of the spec', async ({ page, quick }) => {
    await page.goto(quick.url);
    await expect(page).toHaveTitle(/Pantry Chef/);
    const logo = page.getByRole('img', { name: 'chef-logo' });
    await expect(logo).toBeVisible();
    // Round: the image is clipped to a circle.
    const round = await logo.evaluate((el) => {
      const r = getComputedStyle(el).borderRadius;
      return r.endsWith('%') ? parseFloat(r) >= 50 : parseFloat(r) >= el.clientWidth / 2;
    });
    expect(round).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'Pantry Chef' })).toBeVisible();
    const input = page.getByLabel('Add ingredient');
    await expect(input).toHaveAttribute('name', 'ingredient');
    await expect(input).toHaveAttribute('placeholder', 'e.g. Egg');
    await expect(input).toHaveAttribute('maxlength', '100');
    await expect(page.getByRole('button', { name: 'Add Ingredients' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ingredients on hand:' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Ready for a recipe?' })).toHaveCount(0);
  });

  test('adds by button and by Enter, stores as typed, ignores blanks, clears the input', async ({
    page,
    quick,
  }) => {
    await page.goto(quick.url);
    const input = page.getByLabel('Add ingredient');
    await input.fill('   ');
    await page.getByRole('button', { name: 'Add Ingredients' }).click();
    await expect(page.getByRole('heading', { name: 'Ingredients on hand:' })).toHaveCount(0);

    await input.fill('  Egg ');
    await page.getByRole('button', { name: 'Add Ingredients' }).click();
    await expect(input).toHaveValue('');
    await expect(page.getByRole('heading', { name: 'Ingredients on hand:' })).toBeVisible();

    await input.fill('Milk');
    await input.press('Enter');
    await expect(input).toHaveValue('');
    await expect(input).toBeFocused();

    const items = ingredientItems(page);
    await expect(items).toHaveCount(2);
    // Stored as typed: the spaces survive.
    expect(await items.nth(0).evaluate((el) => el.textContent ?? '')).toContain('  Egg ');
    await expect(items.nth(1)).toContainText('Milk');
  });

  test('removes by position, duplicates each removable', async ({ page, quick }) => {
    await page.goto(quick.url);
    await addIngredients(page, ['Egg', 'Milk', 'Egg']);
    const removeEgg = page.getByRole('button', { name: 'Remove Egg' });
    await expect(removeEgg).toHaveCount(2);
    await removeEgg.last().click();
    await expect(ingredientItems(page)).toHaveCount(2);
    await expect(ingredientItems(page).nth(0)).toContainText('Egg');
    await expect(ingredientItems(page).nth(1)).toContainText('Milk');
    await page.getByRole('button', { name: 'Remove Egg' }).click();
    await page.getByRole('button', { name: 'Remove Milk' }).click();
    await expect(page.getByRole('heading', { name: 'Ingredients on hand:' })).toHaveCount(0);
    // With the list empty, focus returns to the input.
    await expect(page.getByLabel('Add ingredient')).toBeFocused();
  });

  test('the request block appears at the default threshold of 4', async ({ page, quick }) => {
    await page.goto(quick.url);
    await addIngredients(page, FOUR.slice(0, 3));
    await expect(page.getByRole('heading', { name: 'Ready for a recipe?' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Get a recipe' })).toHaveCount(0);
    await addIngredients(page, FOUR.slice(3));
    await expect(page.getByRole('heading', { name: 'Ready for a recipe?' })).toBeVisible();
    await expect(page.getByText('Generate a recipe from your list of ingredients.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Get a recipe' })).toBeVisible();
    await page.getByRole('button', { name: `Remove ${FOUR[0]}` }).click();
    await expect(page.getByRole('button', { name: 'Get a recipe' })).toHaveCount(0);
  });

  test('MIN_INGREDIENTS=1 gives the other reading, with no rebuild', async ({ page, fake }) => {
    const app = await startApp({ LLM_BASE_URL: fake.url, LLM_API_KEY: 'k', MIN_INGREDIENTS: '1' });
    try {
      await page.goto(app.url);
      await addIngredients(page, ['Egg']);
      await expect(page.getByRole('button', { name: 'Get a recipe' })).toBeVisible();
    } finally {
      await app.stop();
    }
  });

  test('a full list of 50 says so and loses nothing', async ({ page, quick }) => {
    await page.goto(quick.url);
    const names = Array.from({ length: 51 }, (_, i) => `Item ${i + 1}`);
    await addIngredients(page, names);
    await expect(ingredientItems(page)).toHaveCount(50);
    await expect(page.getByText(/at most 50|50 ingredients|list is full/i).first()).toBeVisible();
    await expect(ingredientItems(page).last()).toContainText('Item 50');
  });
});
