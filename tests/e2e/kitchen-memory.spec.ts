/**
 * A kitchen that remembers: the list and preferences across reloads and tabs, saved recipes, the
 * shopping loop, the backup file and another app's JSON-LD, Forget this device, and a browser that
 * refuses storage. Everything in the browser's own IndexedDB; the server stores nothing.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { splitIntoDeltas } from '../fixtures/fake-provider';
import { addIngredients, ingredientItems, recipeSection } from './support/fixtures';
import { KITCHEN_LIST, KITCHEN_RECIPE } from './support/kitchen-recipe';
import { askForRecipe, expect, recipeComplete, test } from './support/quick-app';

const savedSection = (page: Page) => page.getByRole('region', { name: 'Saved recipes' });
const shoppingSection = (page: Page) => page.getByRole('region', { name: 'Shopping list' });

/** Whether the list was already in the DOM when the form first appeared (the first render). */
async function watchFirstRender(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.getElementById('ingredient-input')) return;
      (window as unknown as { listAtFirstRender: number }).listAtFirstRender =
        document.querySelectorAll('.ingredient').length;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}

/** One value as stored in this page's IndexedDB (the tests wait for a write before a reload). */
function stored(page: Page, db: string, store: string, key?: string) {
  return page.evaluate(
    ([db, store, key]) =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open(db);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const s = open.result.transaction(store).objectStore(store);
          const req = key ? s.get(key) : s.getAll();
          req.onsuccess = () => {
            open.result.close();
            resolve(req.result);
          };
        };
      }),
    [db, store, key] as const,
  );
}
const storedKitchen = (page: Page) =>
  stored(page, 'pantry-chef', 'kitchen', 'kitchen') as Promise<
    { ingredients: string[]; preferences: { diet: string } } | undefined
  >;

async function saveRecipe(page: Page) {
  const save = recipeSection(page).locator('..').getByRole('button', { name: 'Save recipe' });
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => ((await stored(page, 'pantry-chef-recipes', 'recipes')) as []).length)
    .toBeGreaterThan(0);
}

test('reload keeps the list and the preferences, in the first render', async ({ page, quick }) => {
  await watchFirstRender(page);
  await page.goto(quick.url);
  await addIngredients(page, KITCHEN_LIST);
  await page.getByText('Preferences', { exact: true }).click();
  await page.getByLabel('Diet').selectOption('vegetarian');
  await page.getByRole('button', { name: 'Remove Tomato' }).click();
  const expected = KITCHEN_LIST.filter((item) => item !== 'Tomato');
  await expect(ingredientItems(page)).toHaveText(expected);
  await expect.poll(async () => (await storedKitchen(page))?.ingredients).toEqual(expected);
  await expect.poll(async () => (await storedKitchen(page))?.preferences.diet).toBe('vegetarian');

  await page.reload();
  await expect(ingredientItems(page)).toHaveText(expected);
  expect(
    await page.evaluate(
      () => (window as unknown as { listAtFirstRender: number }).listAtFirstRender,
    ),
  ).toBe(expected.length);
  await page.getByText('Preferences', { exact: true }).click();
  await expect(page.getByLabel('Diet')).toHaveValue('vegetarian');
  await expect(
    page.getByRole('status').filter({ hasText: 'isn’t letting the page keep' }),
  ).toHaveCount(0);
});

test('save, reload: the recipe is in Saved recipes, opens with every view, in cook mode', async ({
  page,
  quick,
  fake,
}) => {
  fake.setScenario({ chunks: splitIntoDeltas(KITCHEN_RECIPE, 80) });
  await askForRecipe(page, quick.url, KITCHEN_LIST);
  await recipeComplete(page);
  await saveRecipe(page);

  await page.reload();
  const saved = savedSection(page);
  await expect(saved.getByRole('heading', { name: 'Spring Onion Fried Rice' })).toBeVisible();
  await expect(saved).toContainText(KITCHEN_LIST.join(', '));
  await saved.getByRole('searchbox', { name: 'Search saved recipes' }).fill('garlic');
  await expect(saved.getByRole('listitem')).toHaveCount(1);
  await saved.getByRole('searchbox', { name: 'Search saved recipes' }).fill('no such dish');
  await expect(saved.getByRole('listitem')).toHaveCount(0);
  await saved.getByRole('searchbox', { name: 'Search saved recipes' }).fill('');

  await saved.getByRole('button', { name: 'Open Spring Onion Fried Rice' }).click();
  await recipeComplete(page);
  await expect(recipeSection(page)).toContainText('Scramble the eggs');
  await expect(page.getByRole('region', { name: 'Your kitchen and this recipe' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save recipe' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Cook mode' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cook mode' });
  await expect(dialog).toContainText('Heat the oil and fry the garlic.');
  await page.keyboard.press('Escape');

  // Delete, with undo.
  await saved.getByRole('button', { name: 'Delete Spring Onion Fried Rice' }).click();
  await expect(saved.getByRole('listitem')).toHaveCount(0);
  await saved.getByRole('button', { name: 'Undo' }).click();
  await expect(saved.getByRole('listitem')).toHaveCount(1);
  await expect
    .poll(async () => ((await stored(page, 'pantry-chef-recipes', 'recipes')) as []).length)
    .toBe(1);
  await page.reload();
  await expect(savedSection(page).getByRole('listitem')).toHaveCount(1);
});

test('the shopping loop: To buy to the shopping list, copied, ticked items into the kitchen', async ({
  page,
  context,
  quick,
  fake,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: quick.url });
  fake.setScenario({ chunks: splitIntoDeltas(KITCHEN_RECIPE, 80) });
  await askForRecipe(page, quick.url, KITCHEN_LIST);
  await recipeComplete(page);
  await page.getByRole('button', { name: 'Add to shopping list' }).click();
  // From a second recipe with a line in common: merged.
  await page.getByRole('button', { name: 'Add to shopping list' }).click();
  const shopping = shoppingSection(page);
  await expect(shopping.getByRole('checkbox')).toHaveCount(2);
  await shopping.getByRole('button', { name: 'Copy' }).click();
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toBe('2 cloves garlic, minced\n1 tbsp tomato paste');

  await shopping.getByRole('checkbox', { name: '2 cloves garlic, minced' }).check();
  await expect
    .poll(() => stored(page, 'pantry-chef', 'kitchen', 'shopping-list'))
    .toContainEqual({ text: '2 cloves garlic, minced', ticked: true });
  await page.reload();
  await expect(
    shoppingSection(page).getByRole('checkbox', { name: '2 cloves garlic, minced' }),
  ).toBeChecked();
  await shoppingSection(page).getByRole('button', { name: 'Move ticked to my kitchen' }).click();
  await expect(ingredientItems(page)).toHaveText([...KITCHEN_LIST, '2 cloves garlic, minced']);
  await expect(shoppingSection(page).getByRole('checkbox')).toHaveCount(1);
  await expect
    .poll(async () => (await storedKitchen(page))?.ingredients)
    .toHaveLength(KITCHEN_LIST.length + 1);
  await expect.poll(() => stored(page, 'pantry-chef', 'kitchen', 'shopping-list')).toHaveLength(1);
  await page.reload();
  await expect(ingredientItems(page)).toHaveText([...KITCHEN_LIST, '2 cloves garlic, minced']);
  await expect(shoppingSection(page).getByRole('checkbox')).toHaveCount(1);
});

test('export, forget, import: the saved recipes come back', async ({ page, quick, fake }, info) => {
  fake.setScenario({ chunks: splitIntoDeltas(KITCHEN_RECIPE, 80) });
  await askForRecipe(page, quick.url, KITCHEN_LIST);
  await recipeComplete(page);
  await saveRecipe(page);

  const download = page.waitForEvent('download');
  await savedSection(page).getByRole('button', { name: 'Export saved recipes' }).click();
  const file = info.outputPath('backup.json');
  await (await download).saveAs(file);
  const json = JSON.parse(await import('node:fs').then((fs) => fs.readFileSync(file, 'utf8'))) as {
    '@graph': { '@type': string; name: string; recipeIngredient: string[] }[];
  };
  expect(json['@graph'][0]).toMatchObject({ '@type': 'Recipe', name: 'Spring Onion Fried Rice' });
  expect(json['@graph'][0]!.recipeIngredient).toContain('2 cloves garlic, minced');

  await page.getByRole('button', { name: 'Forget this device' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Forget everything' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Forgotten' })).toBeVisible();
  await expect(ingredientItems(page)).toHaveCount(0);
  const left = await page.evaluate(async () => {
    const counts: number[] = [];
    for (const [name, store] of [
      ['pantry-chef', 'kitchen'],
      ['pantry-chef-recipes', 'recipes'],
    ] as const) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onupgradeneeded = () => open.result.createObjectStore(store);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      counts.push(
        await new Promise<number>((resolve) => {
          const req = db.transaction(store).objectStore(store).count();
          req.onsuccess = () => resolve(req.result);
        }),
      );
      db.close();
    }
    return {
      counts,
      local: localStorage.length,
      session: sessionStorage.length,
      cookie: document.cookie,
    };
  });
  expect(left).toEqual({ counts: [0, 0], local: 0, session: 0, cookie: '' });
  await page.reload();
  await expect(savedSection(page).getByRole('listitem')).toHaveCount(0);
  await expect(ingredientItems(page)).toHaveCount(0);

  const chooser = page.waitForEvent('filechooser');
  await savedSection(page).getByRole('button', { name: 'Import recipes' }).click();
  await (await chooser).setFiles(file);
  await expect(
    savedSection(page).getByRole('status').filter({ hasText: 'Imported 1 recipe.' }),
  ).toBeVisible();
  await page.reload();
  await expect(
    savedSection(page).getByRole('heading', { name: 'Spring Onion Fried Rice' }),
  ).toBeVisible();
  await expect(savedSection(page)).toContainText(KITCHEN_LIST.join(', '));
});

/** As Mealie and Tandoor write it: @graph, HowToSection, HTML in strings. */
const OTHER_APP = {
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'WebPage', name: 'Not a recipe' },
    {
      '@type': 'Recipe',
      name: 'Lemon <b>Lentil</b> Soup',
      description: 'A bright soup.<script>alert(1)</script>',
      recipeYield: '4 servings',
      recipeIngredient: ['1 cup red lentils', '1 lemon', '1 onion, chopped'],
      recipeInstructions: [
        {
          '@type': 'HowToSection',
          name: 'Soup',
          itemListElement: [
            { '@type': 'HowToStep', text: 'Soften the onion.' },
            { '@type': 'HowToStep', text: 'Simmer the lentils for <em>20 minutes</em>.' },
          ],
        },
        { '@type': 'HowToSection', name: 'To finish', itemListElement: ['Squeeze in the lemon.'] },
      ],
    },
  ],
};

async function importFile(page: Page, path: string) {
  const chooser = page.waitForEvent('filechooser');
  await savedSection(page).getByRole('button', { name: 'Import recipes' }).click();
  await (await chooser).setFiles(path);
}

test('a schema.org file from another app imports; a bad file changes nothing', async ({
  page,
  quick,
}, info) => {
  await page.goto(quick.url);
  const bad = info.outputPath('bad.json');
  writeFileSync(bad, '<html><script>alert(1)</script></html>');
  await importFile(page, bad);
  await expect(
    savedSection(page).getByRole('status').filter({ hasText: 'not JSON' }),
  ).toContainText('Nothing was imported.');
  const wrong = info.outputPath('wrong.json');
  writeFileSync(wrong, JSON.stringify({ '@type': 'Person', name: 'x' }));
  await importFile(page, wrong);
  await expect(
    savedSection(page).getByRole('status').filter({ hasText: 'No recipes were found' }),
  ).toBeVisible();
  await expect(savedSection(page).getByRole('listitem')).toHaveCount(0);

  const other = join(info.outputPath(), 'mealie.json');
  writeFileSync(other, JSON.stringify(OTHER_APP));
  await importFile(page, other);
  await expect(
    savedSection(page).getByRole('status').filter({ hasText: 'Imported 1 recipe.' }),
  ).toBeVisible();
  await addIngredients(page, ['Lentils', 'Onion', 'Salt']);
  await savedSection(page).getByRole('button', { name: 'Open Lemon Lentil Soup' }).click();
  const recipe = await recipeComplete(page);
  await expect(recipe.getByRole('heading', { name: 'Lemon Lentil Soup' })).toBeVisible();
  await expect(recipe).toContainText('Simmer the lentils for 20 minutes.');
  await expect(recipe).not.toContainText('alert');
  await expect(page.locator('script', { hasText: 'alert' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Your kitchen and this recipe' })).toContainText(
    '1 lemon',
  );
  await page.getByRole('button', { name: 'Cook mode' }).click();
  await expect(page.getByRole('dialog', { name: 'Cook mode' })).toContainText('Soften the onion.');
});

test('storage refused: the page works in memory and says so in one quiet line', async ({
  page,
  quick,
}) => {
  await page.addInitScript(() => {
    IDBFactory.prototype.open = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
  });
  await page.goto(quick.url);
  await addIngredients(page, ['Egg', 'Rice']);
  await expect(ingredientItems(page)).toHaveText(['Egg', 'Rice']);
  await expect(
    page.getByRole('status').filter({ hasText: 'isn’t letting the page keep anything' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Remove Egg' }).click();
  await expect(ingredientItems(page)).toHaveText(['Rice']);
});

test('two tabs stay in step', async ({ context, quick }) => {
  const one = await context.newPage();
  const two = await context.newPage();
  await one.goto(quick.url);
  await two.goto(quick.url);
  await expect(two.getByRole('region', { name: 'Saved recipes' })).toBeVisible();
  await addIngredients(one, ['Egg', 'Rice']);
  await expect(ingredientItems(two)).toHaveText(['Egg', 'Rice']);
  await two.getByRole('button', { name: 'Remove Egg' }).click();
  await expect(ingredientItems(one)).toHaveText(['Rice']);
});

test('a damaged stored recipe is skipped with a message; the rest still loads', async ({
  page,
  quick,
  fake,
}) => {
  fake.setScenario({ chunks: splitIntoDeltas(KITCHEN_RECIPE, 80) });
  await askForRecipe(page, quick.url, KITCHEN_LIST);
  await recipeComplete(page);
  await saveRecipe(page);
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('pantry-chef-recipes');
        open.onsuccess = () => {
          const tx = open.result.transaction('recipes', 'readwrite');
          tx.objectStore('recipes').put({ version: 1, id: 'x', text: 42 }, 'damaged');
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
  await page.reload();
  await expect(savedSection(page)).toContainText(
    '1 saved recipe could not be read and was skipped.',
  );
  await expect(
    savedSection(page).getByRole('heading', { name: 'Spring Onion Fried Rice' }),
  ).toBeVisible();
});
