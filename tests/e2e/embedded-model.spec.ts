/**
 * The embedded model end to end: no remote provider at all, a tiny random-weight GGUF written by the
 * test, the real server loading it with node-llama-cpp, and a real browser from the click to streamed
 * text on the page. The text is gibberish (random weights); that it streams is what is checked.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { writeTinyGguf } from '../fixtures/tiny-gguf';
import { startApp, type AppProcess } from './support/app-process';
import { addIngredients, FOUR, recipeSection } from './support/fixtures';

let dir = '';
let app: AppProcess | undefined;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dir = await mkdtemp(join(tmpdir(), 'pantry-chef-e2e-model-'));
  const modelPath = join(dir, 'tiny.gguf');
  await writeTinyGguf(modelPath);
  // No LLM_* or HF_TOKEN: startApp passes only PATH, HOME and the test settings, so the server
  // falls back to the embedded model. One thread: the machine is small and shared.
  app = await startApp(
    {
      MODEL_PATH: modelPath,
      MODEL_CACHE_DIR: join(dir, 'cache'),
      LOCAL_THREADS: '1',
      LOCAL_GPU: 'false',
      RECIPE_DELAY_MS: '0',
    },
    60_000,
  );
});

test.afterAll(async () => {
  await app?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

test('with no remote provider, the embedded model streams a recipe onto the page', async ({
  page,
}) => {
  const url = app?.url ?? '';
  // Ready once the model has loaded.
  let health: { provider?: string; ready?: boolean; state?: string } = {};
  await expect
    .poll(
      async () => {
        health = (await (await fetch(`${url}/api/health`)).json()) as typeof health;
        return health.ready;
      },
      { timeout: 60_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  expect(health.provider).toBe('local');

  // Every change of the recipe text, as the page shows it.
  await page.addInitScript(() => {
    const lengths: number[] = [];
    (window as unknown as { __lengths: number[] }).__lengths = lengths;
    new MutationObserver(() => {
      const heading = [...document.querySelectorAll('h2')].find(
        (h) => h.textContent?.trim() === 'Pantry Chef Recommends:',
      );
      const section = heading?.closest('section');
      if (!section) return;
      const length = (section.textContent ?? '').length - (heading?.textContent ?? '').length;
      if (lengths.at(-1) !== length) lengths.push(length);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).hostname));

  await page.goto(url);
  await addIngredients(page, FOUR);
  const ask = page.getByRole('button', { name: 'Get a recipe' });
  await expect(ask).toBeVisible({ timeout: 15_000 });
  await ask.click();

  const section = recipeSection(page);
  await expect(section).toBeVisible({ timeout: 60_000 });
  await expect(section).toHaveAttribute('aria-busy', 'false', { timeout: 90_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);

  const body = await section.evaluate((el) => {
    const copy = el.cloneNode(true) as Element;
    copy.querySelector('h2')?.remove();
    return (copy.textContent ?? '').trim();
  });
  expect(body.length).toBeGreaterThan(0);
  const lengths = await page.evaluate(
    () => (window as unknown as { __lengths: number[] }).__lengths,
  );
  // Streamed: the text grew in several steps, not in one piece at the end.
  const growth = lengths.filter((n, i) => i > 0 && n > (lengths[i - 1] ?? 0));
  expect(growth.length, `text lengths seen: ${lengths.join(', ')}`).toBeGreaterThanOrEqual(2);
  // The page only ever talked to its own server.
  for (const host of requests) expect(host).toBe('127.0.0.1');

  // A change runs on the embedded model too: only the messages differ.
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/recipe'));
  await page.getByLabel('Change this recipe').fill('for two');
  await page.getByRole('button', { name: 'Change', exact: true }).click();
  const change = await sent;
  expect(change.postDataJSON()).toMatchObject({
    ingredients: FOUR,
    recipe: expect.any(String),
    change: 'for two',
  });
  expect((await change.response())?.status()).toBe(200);
  await expect(page.getByLabel('Change this recipe')).toHaveValue('', { timeout: 90_000 });
  await expect(section).toHaveAttribute('aria-busy', 'false', { timeout: 90_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);
});
