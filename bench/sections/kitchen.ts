/**
 * The kitchen kept on this device, at real size: a full list (50 ingredients) and 500 saved
 * recipes in IndexedDB. Measured in headless Chromium from navigation start, against the same page
 * with nothing stored (the baseline, same run): when the remembered list is on screen, when `Saved
 * recipes` lists all 500, and the bytes they take in the browser's storage.
 */
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../tests/fixtures/chromium';
import { KITCHEN_RECIPE } from '../../tests/e2e/support/kitchen-recipe';
import type { BenchContext } from '../lib/servers';
import { median, round } from '../lib/stats';
import { table } from '../lib/table';

export const SAVED_COUNT = 500;
const LIST = Array.from({ length: 50 }, (_, i) => `Ingredient number ${i + 1}`);

export interface KitchenResult {
  runs: number;
  /** Navigation start to the form on screen, nothing stored (ms, median). */
  emptyFormMs: number;
  /** Navigation start to the remembered 50-item list on screen (ms, median). */
  listRestoredMs: number;
  /** Navigation start to `Saved recipes` listing none / all 500 (ms, median). */
  savedEmptyMs: number;
  savedListedMs: number;
  /** What the 500 recipes add to the origin's storage usage, and their JSON size. */
  storageBytes: number;
  jsonBytes: number;
}

/** A recipe of ordinary length, different each time (title, amounts). */
function savedRecipe(i: number) {
  const text = KITCHEN_RECIPE.replace('Spring Onion Fried Rice', `Fried Rice number ${i}`).replace(
    '2 eggs',
    `${(i % 6) + 1} eggs`,
  );
  return {
    version: 1,
    id: `bench-${i}`,
    savedAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
    title: `Fried Rice number ${i}`,
    text: `${text}\n\n${'A note on the method, as a model writes one. '.repeat(12)}`,
    ingredients: LIST.slice(0, 6),
    preferences: { diet: 'vegetarian', readyInMinutes: 30, servings: 4 },
  };
}

/** Marks, from navigation start, when the form, the list and the saved list first show. */
const WATCH = `(() => {
  const marks = (window.__kitchenMarks = {});
  new MutationObserver(() => {
    const now = performance.now();
    if (!marks.form && document.getElementById('ingredient-input')) marks.form = now;
    if (!marks.list && document.querySelectorAll('.ingredient').length >= ${LIST.length}) marks.list = now;
    const saved = [...document.querySelectorAll('h2')].find((h) => h.textContent === 'Saved recipes');
    if (!marks.savedEmpty && saved && saved.parentElement.querySelector('.kitchen__empty')) marks.savedEmpty = now;
    if (!marks.saved && document.querySelectorAll('.saved__item').length >= ${SAVED_COUNT}) marks.saved = now;
  }).observe(document, { childList: true, subtree: true });
})()`;

/** Writes the stored shapes straight into IndexedDB (a string: the bench's transpiler renames functions). */
const FILL = `async ([recipes, list]) => {
  const put = (db, store, entries) =>
    new Promise((resolve, reject) => {
      const open = indexedDB.open(db);
      open.onupgradeneeded = () => open.result.createObjectStore(store);
      open.onsuccess = () => {
        const tx = open.result.transaction(store, 'readwrite');
        for (const [key, value] of entries) tx.objectStore(store).put(value, key);
        tx.oncomplete = () => (open.result.close(), resolve());
        tx.onerror = () => reject(tx.error);
      };
    });
  await put('pantry-chef-recipes', 'recipes', recipes.map((r) => [r.id, r]));
  await put('pantry-chef', 'kitchen', [['kitchen', { ingredients: list, preferences: null }]]);
}`;

type Marks = { form?: number; list?: number; savedEmpty?: number; saved?: number };

async function visit(browser: Browser, url: string, fill: boolean) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url);
    const before = await page.evaluate(() =>
      navigator.storage.estimate().then((e) => e.usage ?? 0),
    );
    let jsonBytes = 0;
    if (fill) {
      const recipes = Array.from({ length: SAVED_COUNT }, (_, i) => savedRecipe(i));
      jsonBytes = Buffer.byteLength(JSON.stringify(recipes));
      await page.evaluate(`(${FILL})(${JSON.stringify([recipes, LIST])})`);
    }
    const after = await page.evaluate(() => navigator.storage.estimate().then((e) => e.usage ?? 0));
    await page.addInitScript(WATCH);
    const marks: Marks[] = [];
    for (let i = 0; i < 3; i++) {
      await page.reload();
      await page.waitForFunction(
        (full) => {
          const m = (window as unknown as { __kitchenMarks: Marks }).__kitchenMarks;
          return full ? m.list && m.saved : m.form && m.savedEmpty;
        },
        fill,
        { timeout: 30_000 },
      );
      marks.push(
        await page.evaluate(() => (window as unknown as { __kitchenMarks: Marks }).__kitchenMarks),
      );
    }
    return { marks, storageBytes: after - before, jsonBytes };
  } finally {
    await context.close();
  }
}

export async function measureKitchen(ctx: BenchContext): Promise<KitchenResult> {
  const { settings: s, log } = ctx;
  const server = await ctx.ours(0);
  const browser = await chromium.launch({ executablePath: s.chromePath, args: CHROMIUM_ARGS });
  const empty: Marks[] = [];
  const full: Marks[] = [];
  let storageBytes = 0;
  let jsonBytes = 0;
  try {
    // Interleaved, so a change in the machine's load spreads over both.
    for (let i = 0; i < s.runs; i++) {
      empty.push(...(await visit(browser, `${server.url}/`, false)).marks);
      const filled = await visit(browser, `${server.url}/`, true);
      full.push(...filled.marks);
      ({ storageBytes, jsonBytes } = filled);
    }
  } finally {
    await browser.close();
  }
  const med = (marks: Marks[], key: keyof Marks) => round(median(marks.map((m) => m[key] ?? NaN)));
  const result: KitchenResult = {
    runs: full.length,
    emptyFormMs: med(empty, 'form'),
    listRestoredMs: med(full, 'list'),
    savedEmptyMs: med(empty, 'savedEmpty'),
    savedListedMs: med(full, 'saved'),
    storageBytes,
    jsonBytes,
  };
  const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`;
  log(
    table([
      [
        'measure',
        'nothing stored (baseline)',
        `50 ingredients, ${SAVED_COUNT} saved recipes`,
        'ratio',
      ],
      [
        'list on screen (ms from navigation)',
        `${result.emptyFormMs} (form)`,
        `${result.listRestoredMs}`,
        ratio(result.listRestoredMs, result.emptyFormMs),
      ],
      [
        'Saved recipes listed (ms from navigation)',
        `${result.savedEmptyMs} (empty)`,
        `${result.savedListedMs}`,
        ratio(result.savedListedMs, result.savedEmptyMs),
      ],
    ]),
  );
  log(
    `  ${SAVED_COUNT} saved recipes: ${(jsonBytes / 1e6).toFixed(2)} MB as JSON, ` +
      `${(storageBytes / 1e6).toFixed(2)} MB more storage used (navigator.storage.estimate); ${result.runs} loads each`,
  );
  return result;
}
