import { splitIntoDeltas } from '../fixtures/fake-provider';
import { addIngredients, FOUR, gate, recipeSection } from './support/fixtures';
import { expect, test } from './support/quick-app';

/** Everything a hostile or confused model could send, spread over many chunks. */
const HOSTILE = [
  '# Totally Normal Soup',
  '',
  '<script>window.__pwned = "script"</script>',
  '<img src="x" onerror="window.__pwned = \'img\'">',
  '<div onclick="window.__pwned = \'div\'" id="evil-div">click</div>',
  '<iframe src="javascript:window.__pwned=\'iframe\'"></iframe>',
  '<a href="javascript:window.__pwned=\'raw-a\'">raw link</a>',
  '<style>body { display: none }</style>',
  '',
  '[js link](javascript:window.__pwned="md-link")',
  '[JS link](JaVaScRiPt:window.__pwned="md-link-case")',
  '[data link](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[vb link](vbscript:msgbox(1))',
  '![data image](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEpIj48L3N2Zz4=)',
  '![remote image](http://tracker.invalid/pixel.png)',
  '[a safe link](https://example.com/recipe)',
  '',
  '- Step with <b onmouseover="window.__pwned=1">bold html</b>',
  '',
  'Enjoy!',
].join('\n');

test('hostile model output renders as inert text: nothing runs, no such element or link', async ({
  page,
  quick,
  fake,
  log,
}) => {
  let dialogs = 0;
  page.on('dialog', async (d) => {
    dialogs++;
    await d.dismiss();
  });
  fake.setScenario({ chunks: splitIntoDeltas(HOSTILE, 60) });
  await page.goto(quick.url);
  await addIngredients(page, FOUR);
  await page.getByRole('button', { name: 'Get a recipe' }).click();
  const section = recipeSection(page);
  await expect(section).toHaveAttribute('aria-busy', 'false', { timeout: 10_000 });
  await expect(section).toContainText('Enjoy!');
  // The text shows as plain words until the markdown renderer's chunk is in: wait for it.
  await expect(section.getByRole('heading', { name: 'Totally Normal Soup' })).toBeVisible();

  const found = await section.evaluate((root) => {
    const all = [...root.querySelectorAll('*')];
    return {
      tags: [...new Set(all.map((el) => el.tagName.toLowerCase()))],
      handlers: all.flatMap((el) =>
        [...el.attributes].filter((a) => a.name.startsWith('on')).map((a) => a.name),
      ),
      hrefs: [...root.querySelectorAll('[href]')].map((el) => el.getAttribute('href') ?? ''),
      srcs: [...root.querySelectorAll('[src]')].map((el) => el.getAttribute('src') ?? ''),
      evilDiv: document.getElementById('evil-div') !== null,
    };
  });
  for (const tag of ['script', 'iframe', 'style', 'img', 'object', 'embed', 'b']) {
    expect(found.tags).not.toContain(tag);
  }
  expect(found.handlers).toEqual([]);
  expect(found.evilDiv).toBe(false);
  for (const href of found.hrefs) expect(href).toMatch(/^(https?:|mailto:|#|\/)/);
  expect(found.hrefs).toContain('https://example.com/recipe');
  expect(found.srcs).toEqual([]);

  // Nothing executed and nothing was fetched from elsewhere.
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBe(
    undefined,
  );
  expect(dialogs).toBe(0);
  for (const url of log.requests) expect(new URL(url).hostname).toBe('127.0.0.1');
  // Clicking the neutralised links does nothing harmful.
  const jsLink = section.getByText('js link');
  if ((await jsLink.count()) > 0) await jsLink.first().click();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBe(
    undefined,
  );
});

test('half-typed markdown while streaming does not flash broken syntax', async ({
  page,
  quick,
  fake,
}) => {
  // Slow pieces that cut through bold, emphasis and links.
  const text = 'Start with **golden butter** and *fresh* [herbs](https://example.com/herbs) today.';
  fake.setScenario({ chunks: splitIntoDeltas(text, 20), tokensPerSecond: 8 });
  await page.goto(quick.url);
  await addIngredients(page, FOUR);
  await page.getByRole('button', { name: 'Get a recipe' }).click();
  const section = recipeSection(page);
  await expect(section).toBeVisible();
  const seen: string[] = [];
  for (let i = 0; i < 25; i++) {
    seen.push(await section.innerText());
    if ((await section.getAttribute('aria-busy')) === 'false') break;
    await page.waitForTimeout(100);
  }
  for (const snapshot of seen) {
    expect(snapshot).not.toContain('**');
    expect(snapshot).not.toMatch(/\]\(/);
  }
  await expect(section.locator('strong')).toHaveText('golden butter');
});

test('while the markdown renderer is still loading, the text streams in without its markup', async ({
  page,
  quick,
  fake,
}) => {
  // A slow machine: the renderer's chunk arrives after the first pieces of the recipe.
  const renderer = gate();
  await page.route('**/assets/lazy-views-*.js', async (route) => {
    await renderer.held;
    await route.continue();
  });
  const text = 'Start with **golden butter** and [herbs](https://example.com/herbs) today.';
  fake.setScenario({ chunks: splitIntoDeltas(text, 20), tokensPerSecond: 20 });
  await page.goto(quick.url);
  await addIngredients(page, FOUR);
  await page.getByRole('button', { name: 'Get a recipe' }).click();
  const plain = recipeSection(page).locator('.markdown__plain');
  await expect(plain).toContainText('golden');
  await expect(plain).toContainText('today.');
  expect((await plain.innerText()).trim()).toBe('Start with golden butter and herbs today.');
  renderer.release();
  await expect(recipeSection(page).locator('strong')).toHaveText('golden butter');
});
