import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../tests/fixtures/chromium';
import type { BenchContext } from '../lib/servers';
import { table } from '../lib/table';

export const CLIENT_DIST = join(import.meta.dirname, '../../dist/client');

export interface WeightResult {
  files: { path: string; raw: number; gzip: number; brotli: number }[];
  jsGzip: number;
  jsBrotli: number;
  /** JS that Chromium had loaded at its first contentful paint, gzip bytes (a cross-check). */
  jsGzipAtFcp: number;
  served: { path: string; encoding: string; cacheControl: string; problem: string }[];
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

function sizeOf(path: string) {
  const content = readFileSync(join(CLIENT_DIST, path));
  const brotli = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
  return {
    path,
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, brotli).length,
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

export async function measureWeight(ctx: BenchContext): Promise<WeightResult> {
  const { js, css } = parseCriticalAssets(readFileSync(join(CLIENT_DIST, 'index.html'), 'utf8'));
  const files = [...js, ...css].map(sizeOf);
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
    jsBrotli: jsFiles.reduce((sum, f) => sum + f.brotli, 0),
    jsGzipAtFcp: await jsGzipAtFcp(ctx.settings.chromePath, `${server.url}/`),
    served,
  };
  const kb = (bytes: number) => (bytes / 1000).toFixed(1);
  ctx.log(
    table([
      ['before first paint (KB)', 'raw', 'gzip', 'brotli'],
      ...files.map((f) => [f.path, kb(f.raw), kb(f.gzip), kb(f.brotli)]),
      ['JS total', '', kb(result.jsGzip), kb(result.jsBrotli)],
      ['JS loaded at first paint in Chromium', '', kb(result.jsGzipAtFcp), ''],
    ]),
  );
  ctx.log(
    table([
      ['served', 'encoding', 'cache-control', 'problem'],
      ...served.map((a) => Object.values(a)),
    ]),
  );
  return result;
}
