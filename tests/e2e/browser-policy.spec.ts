/**
 * The page runs under its strict Content-Security-Policy with Trusted Types enforced: the whole
 * flow (the lazily loaded list, paste offer and recipe chunks, the markdown renderer, Download)
 * reports no policy violation and no console error, and writing HTML from a string is refused.
 */
import { splitIntoPieces } from '../fixtures/fake-provider';
import { addIngredients, recipeSection } from './support/fixtures';
import { expect, test } from './support/quick-app';

/** A recipe that uses most of what the markdown renderer draws. */
const LEMON_TABLE = splitIntoPieces(
  [
    '## Lemon Pancakes',
    '',
    '| Item | Amount |',
    '| ---- | ------ |',
    '| Flour | 200 g |',
    '',
    '### Steps',
    '',
    '1. Mix with **care** and _love_ (see [a guide](https://example.com/guide)).',
    '2. `Rest` the batter.',
    '',
    '![a stack of pancakes](https://example.com/p.png)',
    '',
    '```',
    'serve hot',
    '```',
  ].join('\n'),
  12,
);

declare global {
  interface Window {
    __violations: string[];
  }
}

test('the whole flow runs under Trusted Types with no policy violation', async ({
  page,
  quick,
  fake,
}) => {
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__violations.push(`${e.violatedDirective}: ${e.blockedURI} ${e.sample}`),
    );
  });
  const consoleErrors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => consoleErrors.push(err.message));
  const response = await page.goto(quick.url);
  expect(response?.headers()['content-security-policy']).toContain(
    "require-trusted-types-for 'script'",
  );

  // The paste offer (a lazy chunk).
  const input = page.getByLabel('Add ingredient');
  await input.evaluate((el) => {
    const data = new DataTransfer();
    data.setData('text/plain', 'egg, milk, flour');
    el.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  });
  await page.getByRole('button', { name: /separate/i }).click();
  await addIngredients(page, ['Lemon']);

  // A recipe through the markdown renderer: headings, a table, links, code, an image's text.
  fake.setScenario({ chunks: LEMON_TABLE });
  await page.getByRole('button', { name: 'Get a recipe' }).click();
  const section = recipeSection(page);
  await expect(section).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
  await expect(section.locator('table')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download .md' }).click();
  expect((await downloading).suggestedFilename()).toBe('lemon-pancakes.md');

  expect(await page.evaluate(() => window.__violations)).toEqual([]);
  expect(consoleErrors).toEqual([]);

  // Enforced, not just announced: HTML from a string is refused.
  const refused = await page.evaluate(() => {
    try {
      document.createElement('div').innerHTML = '<b>from a string</b>';
      return false;
    } catch (error) {
      return error instanceof TypeError;
    }
  });
  expect(refused).toBe(true);
  await expect.poll(() => page.evaluate(() => window.__violations.length)).toBe(1);
  expect((await page.evaluate(() => window.__violations))[0]).toContain(
    'require-trusted-types-for',
  );
});
