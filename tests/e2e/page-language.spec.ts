/**
 * The page in the cook's language (decisions D15): a browser set to German, French, Spanish,
 * Italian, Portuguese or Dutch gets the page in that language and the model asked in it; English
 * keeps the spec's texts word for word; the choice is kept on the device and forgotten with it.
 */
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { both, type Catalog } from './support/catalogs';
import { expectNoHorizontalScroll } from './support/layout';
import { expect, recipeComplete, test } from './support/quick-app';
import { FOUR } from './support/fixtures';

/** The English the page would show where a language has its own words (not "Vegan" = "Vegan"). */
function englishOnly(language: string): Set<string> {
  const words = both(language);
  return new Set(
    [...words].filter(([id, str]) => id !== str && !id.includes('{')).map(([id]) => id),
  );
}

const LANGUAGES = [
  { code: 'de', locale: 'de-DE', name: 'German' },
  { code: 'fr', locale: 'fr-FR', name: 'French' },
  { code: 'es', locale: 'es-ES', name: 'Spanish' },
  { code: 'it', locale: 'it-IT', name: 'Italian' },
  { code: 'pt', locale: 'pt-PT', name: 'Portuguese' },
  { code: 'nl', locale: 'nl-NL', name: 'Dutch' },
];

/** Every control's and heading's words on screen, outside the recipe the model wrote. */
async function shownWords(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll(
        'button, h1, h2, h3, h4, label, summary, legend, [aria-label], [placeholder], img[alt]',
      ),
    ]
      .filter((el) => !el.closest('.markdown') && el.checkVisibility())
      .flatMap((el) => [
        el.getAttribute('aria-label'),
        el.getAttribute('placeholder'),
        el.getAttribute('alt'),
        el.matches('[aria-label]') ? null : (el as HTMLElement).innerText,
      ])
      .filter((words): words is string => !!words && words.trim() !== '')
      .map((words) => words.trim()),
  );
}

async function addFour(page: Page, say: Catalog) {
  for (const item of FOUR) {
    await page.getByLabel(say.get('Add ingredient')!, { exact: true }).fill(item);
    await page.getByRole('button', { name: say.get('Add Ingredients'), exact: true }).click();
  }
}

for (const { code, locale, name } of LANGUAGES) {
  test(`a browser in ${name} gets the page and the recipe asked in ${name}`, async ({
    browser,
    quick,
    fake,
  }) => {
    const context = await browser.newContext({ locale, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const say = both(code);
    await page.goto(quick.url);
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    await expect(page.getByRole('combobox', { name: say.get('Language') })).toHaveValue(code);
    await addFour(page, say);
    const before = fake.requests.length;
    await page.getByRole('button', { name: say.get('Get a recipe'), exact: true }).click();
    const heading = say.get('{BRAND} Recommends:')!.replace('{BRAND}', 'Pantry Chef');
    const section = page.getByRole('region', { name: heading });
    await expect(section).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
    const asked = fake.requests[before]?.body.messages as { content: string }[];
    expect(asked.at(-1)?.content).toMatch(
      new RegExp(`Please write your whole answer in ${name}\\.$`),
    );
    // The fake answers in English: the recipe is marked as English inside the page's language.
    await expect(section.locator('.markdown')).toHaveAttribute('lang', 'en');

    await page.getByText(say.get('Preferences')!, { exact: true }).click();
    const english = englishOnly(code);
    const left = (await shownWords(page)).filter((words) => english.has(words));
    expect(left, `English left on the ${name} page`).toEqual([]);
    await expectNoAxeViolations(page, `the recipe in ${name}`);
    await expectNoHorizontalScroll(page, `the recipe in ${name} at 390 px`);
    await context.close();
  });
}

test('switching to English shows the spec’s words, keeps list and recipe, and survives a reload until the device is forgotten', async ({
  browser,
  quick,
}) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  const de = both('de');
  await page.goto(quick.url);
  await addFour(page, de);
  await page.getByRole('button', { name: 'Rezept holen' }).click();
  await expect(page.getByRole('region', { name: 'Pantry Chef empfiehlt:' })).toHaveAttribute(
    'aria-busy',
    'false',
    { timeout: 15_000 },
  );

  await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const input = page.getByLabel('Add ingredient', { exact: true });
  await expect(input).toHaveAttribute('placeholder', 'e.g. Egg');
  await expect(page.getByRole('button', { name: 'Add Ingredients', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ingredients on hand:' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ready for a recipe?' })).toBeVisible();
  await expect(page.getByText('Generate a recipe from your list of ingredients.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get a recipe', exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'chef-logo' })).toBeVisible();
  const recipe = await recipeComplete(page);
  await expect(recipe).toBeVisible();
  await expect(recipe.locator('.markdown')).not.toHaveAttribute('lang', /./);
  await expect(page.locator('#ingredients li')).toHaveCount(FOUR.length);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByLabel('Add ingredient', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Forget this device' }).click();
  await page.getByRole('button', { name: 'Forget everything' }).click();
  await expect(
    page.getByText('Forgotten: nothing of yours is kept in this browser.'),
  ).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByLabel('Zutat hinzufügen', { exact: true })).toBeVisible();
  await context.close();
});

const GERMAN_UNSAFE = [
  '# Hähnchenschenkel mit Reis',
  '',
  '## Zutaten',
  '',
  '- 8 Hähnchenschenkel',
  '- 2 EL Olivenöl',
  '- 200 g Reis',
  '',
  '## Zubereitung',
  '',
  '1. Den Reis 15 Minuten kochen.',
  '2. Die Hähnchenschenkel bei 200 °C im Ofen garen, bis die Kerntemperatur 60 °C erreicht.',
  '3. Mit dem Reis servieren.',
].join('\n');

test('a food-safety finding is worded in German, and its Fix asks in the recipe’s language', async ({
  browser,
  quick,
  fake,
}) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  const say = both('de');
  fake.setScenario([{ chunks: [GERMAN_UNSAFE] }, { chunks: [GERMAN_UNSAFE] }]);
  await page.goto(quick.url);
  await addFour(page, say);
  const before = fake.requests.length;
  await page.getByRole('button', { name: say.get('Get a recipe'), exact: true }).click();
  const safety = page.getByRole('region', { name: 'Lebensmittelsicherheit' });
  const finding =
    'Hähnchenschenkel bis 60 °C gegart; sicher: 74 °C / 165 °F an der dicksten Stelle.';
  await expect(safety.getByRole('listitem')).toHaveText([
    new RegExp(`^Lebensmittelsicherheit\\s*Nicht sicher\\s*${finding.replace(/[.()/]/g, '\\$&')}`),
  ]);
  await expect(page.getByRole('alert')).toContainText(finding);
  await safety.getByRole('button').click();
  await expect.poll(() => fake.requests.length).toBe(before + 2);
  const asked = fake.requests[before + 1]?.body.messages as { content: string }[];
  expect(asked.map((m) => m.content).join('\n')).toContain(
    'Lebensmittelsicherheit (Hähnchenschenkel): bis zu einer Kerntemperatur von 74 °C (165 °F) an der dicksten Stelle garen',
  );
  await context.close();
});
