import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../tests/fixtures/chromium';
import type { BenchContext } from '../lib/servers';
import { median, round } from '../lib/stats';
import { table } from '../lib/table';

export const CLIENT_DIST = join(import.meta.dirname, '../../dist/client');

export interface WeightResult {
  /** `gzip`/`brotli`: as sent (the build's Zopfli `.gz`, Brotli 11 `.br`); `gzip9`: zlib level 9. */
  files: { path: string; raw: number; gzip: number; gzip9: number; brotli: number }[];
  jsGzip: number;
  /** The same JS at zlib's level 9, for comparison with figures measured before Zopfli. */
  jsGzip9: number;
  jsBrotli: number;
  /** JS that Chromium had loaded at its first contentful paint, gzip bytes (a cross-check). */
  jsGzipAtFcp: number;
  served: { path: string; encoding: string; cacheControl: string; problem: string }[];
  /**
   * The food data (src/shared/food, loaded when a recipe is first checked): its chunk's size and
   * the time Chromium takes to import it from our server, cold (median of rounds), beside the
   * recipe views' chunk imported the same way as the baseline.
   */
  food: {
    path: string;
    raw: number;
    gzip: number;
    brotli: number;
    loadMs: number;
    baselinePath: string;
    baselineMs: number;
  } | null;
}

const ROUNDS = 5;

/** Median time to import a chunk in a fresh page that has painted, cold cache each round. */
async function importMs(chromePath: string, url: string, chunk: string): Promise<number> {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
  try {
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'networkidle' });
      times.push(
        await page.evaluate(async (path) => {
          const start = performance.now();
          await import(/* @vite-ignore */ path);
          return performance.now() - start;
        }, `/${chunk}`),
      );
      await context.close();
    }
    return median(times);
  } finally {
    await browser.close();
  }
}

async function measureFood(chromePath: string, url: string): Promise<WeightResult['food']> {
  const assets = readdirSync(join(CLIENT_DIST, 'assets'));
  const food = assets.find((f) => /^food-table-.*\.js$/.test(f));
  const views = assets.find((f) => /^lazy-views-.*\.js$/.test(f));
  if (!food || !views) return null;
  const loadMs = await importMs(chromePath, url, `assets/${food}`);
  const baselineMs = await importMs(chromePath, url, `assets/${views}`);
  return {
    ...sizeOf(`assets/${food}`),
    loadMs: round(loadMs, 1),
    baselinePath: `assets/${views}`,
    baselineMs: round(baselineMs, 1),
  };
}

/** The tags in index.html that load before the first paint: entry scripts, modulepreloads, stylesheets. */
export function parseCriticalAssets(html: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const url = /\s(?:src|href)\s*=\s*["']?([^"'\s>]+)/i.exec(tag)?.[1];
    const rel = /\srel\s*=\s*["']?([^"'>]+)/i.exec(tag)?.[1]?.toLowerCase().split(/\s+/) ?? [];
    if (!url || /\basync\b/i.test(tag)) continue;
    if (tag.toLowerCase().startsWith('<script') || rel.includes('modulepreload')) js.add(url);
    else if (rel.includes('stylesheet')) css.add(url);
  }
  return { js: [...js], css: [...css] };
}

/** Bytes of the precompressed file the server sends (`preCompressed`), if the build made one. */
function sentSize(path: string): number | null {
  try {
    return statSync(join(CLIENT_DIST, path)).size;
  } catch {
    return null;
  }
}

/** What a visitor downloads: the build's own `.gz`/`.br` where it made one, else compressed here. */
function sizeOf(path: string) {
  const content = readFileSync(join(CLIENT_DIST, path));
  const brotli = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
  return {
    path,
    raw: content.length,
    gzip: sentSize(`${path}.gz`) ?? gzipSync(content, { level: 9 }).length,
    gzip9: gzipSync(content, { level: 9 }).length,
    brotli: sentSize(`${path}.br`) ?? brotliCompressSync(content, brotli).length,
  };
}

/** The rule: text files of 1 KB or more compressed; hashed files immutable for 30+ days, no others. */
export function servingProblem(
  file: string,
  size: number,
  status: number,
  encoding: string,
  cc: string,
) {
  const hashed = /^assets\/.+-[\w-]{8,}\.\w+$/.test(file);
  const maxAge = Number(/max-age=(\d+)/.exec(cc)?.[1] ?? 0);
  if (status !== 200) return `status ${status}`;
  if (
    /\.(js|css|html|svg|json|txt|webmanifest)$/.test(file) &&
    size >= 1024 &&
    !/^(br|gzip)$/.test(encoding)
  )
    return 'not compressed';
  if (hashed && !(cc.includes('immutable') && maxAge >= 30 * 24 * 3600))
    return 'hashed, not immutable';
  if (!hashed && cc.includes('immutable')) return 'immutable but not hashed';
  return '';
}

async function jsGzipAtFcp(chromePath: string, url: string): Promise<number> {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    const files = await page.evaluate(async () => {
      const [fcp] = await new Promise<PerformanceEntryList>((resolve) =>
        new PerformanceObserver((l) => resolve(l.getEntries())).observe({
          type: 'paint',
          buffered: true,
        }),
      );
      return performance
        .getEntriesByType('resource')
        .filter((e) => (e as PerformanceResourceTiming).responseEnd <= (fcp?.startTime ?? Infinity))
        .map((e) => new URL(e.name).pathname)
        .filter((p) => p.endsWith('.js'));
    });
    return files.reduce((sum, p) => sum + sizeOf(p).gzip, 0);
  } finally {
    await browser.close();
  }
}

/**
 * The first paint also loads the visitor's first-paint catalog (docs/i18n.md) before it renders:
 * the largest of the seven is counted with the entry.
 */
function firstPaintWords(): string | null {
  const words = readdirSync(join(CLIENT_DIST, 'assets'))
    .filter((f) => /^words-first-.*\.js$/.test(f))
    .map((f) => `/assets/${f}`);
  return words.sort((a, b) => sizeOf(b).gzip - sizeOf(a).gzip)[0] ?? null;
}

export async function measureWeight(ctx: BenchContext): Promise<WeightResult> {
  const { js, css } = parseCriticalAssets(readFileSync(join(CLIENT_DIST, 'index.html'), 'utf8'));
  const files = [...js, firstPaintWords(), ...css].filter((f) => f !== null).map(sizeOf);
  const jsFiles = files.filter((f) => f.path.endsWith('.js'));
  const server = await ctx.ours(0);
  const served = [];
  for (const file of readdirSync(CLIENT_DIST, { recursive: true, encoding: 'utf8' })) {
    if (/\.(gz|br)$/.test(file) || !/\.\w+$/.test(file)) continue;
    const res = await fetch(`${server.url}/${file === 'index.html' ? '' : file}`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    await res.arrayBuffer();
    const [encoding, cacheControl] = ['content-encoding', 'cache-control'].map(
      (h) => res.headers.get(h) ?? '',
    );
    const size = readFileSync(join(CLIENT_DIST, file)).length;
    const problem = servingProblem(file, size, res.status, encoding!, cacheControl!);
    served.push({ path: file, encoding: encoding!, cacheControl: cacheControl!, problem });
  }
  const result = {
    files,
    jsGzip: jsFiles.reduce((sum, f) => sum + f.gzip, 0),
    jsGzip9: jsFiles.reduce((sum, f) => sum + f.gzip9, 0),
    jsBrotli: jsFiles.reduce((sum, f) => sum + f.brotli, 0),
    jsGzipAtFcp: await jsGzipAtFcp(ctx.settings.chromePath, `${server.url}/`),
    served,
    food: await measureFood(ctx.settings.chromePath, `${server.url}/`),
  };
  const kb = (bytes: number) => (bytes / 1000).toFixed(1);
  ctx.log(
    table([
      ['before first paint (KB)', 'raw', 'gzip', 'brotli'],
      ...files.map((f) => [f.path, kb(f.raw), kb(f.gzip), kb(f.brotli)]),
      ['JS total', '', kb(result.jsGzip), kb(result.jsBrotli)],
      ['JS total, zlib level 9 (not sent)', '', kb(result.jsGzip9), ''],
      ['JS loaded at first paint in Chromium', '', kb(result.jsGzipAtFcp), ''],
    ]),
  );
  if (result.food) {
    const f = result.food;
    ctx.log(
      table([
        ['loaded when a recipe is checked', 'raw KB', 'gzip KB', 'brotli KB', 'import, median'],
        [f.path, kb(f.raw), kb(f.gzip), kb(f.brotli), `${f.loadMs} ms`],
        [
          `${f.baselinePath} (baseline)`,
          '',
          '',
          '',
          `${f.baselineMs} ms (food data ${(f.loadMs / f.baselineMs).toFixed(2)}x)`,
        ],
      ]),
    );
  }
  ctx.log(
    table([
      ['served', 'encoding', 'cache-control', 'problem'],
      ...served.map((a) => Object.values(a)),
    ]),
  );
  return result;
}
