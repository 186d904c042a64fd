import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { sizeOf, type FileSize } from './page-weight';

export interface FirstPaintLoad {
  /** First contentful paint, ms since navigation start. */
  fcpMs: number;
  /** Scripts and stylesheets whose download ended before the first contentful paint. */
  js: FileSize[];
  css: FileSize[];
  jsGzip: number;
  cssGzip: number;
}

/**
 * Cross-check of the static reading of index.html: load the page in Chromium and list the JS and
 * CSS that had arrived when the first contentful paint happened (resource timing), so a chunk
 * that the entry imports lazily but needs at once still counts.
 */
export async function measureFirstPaintLoad(
  browser: Browser,
  url: string,
  distDir: string,
): Promise<FirstPaintLoad> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle', timeout: 15_000 });
    const seen = await page.evaluate(async () => {
      const fcp = await new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const e = list.getEntriesByName('first-contentful-paint')[0];
          if (e) resolve(e.startTime);
        }).observe({ type: 'paint', buffered: true });
      });
      const files = performance
        .getEntriesByType('resource')
        .map((e) => e as PerformanceResourceTiming)
        .filter((e) => e.responseEnd <= fcp)
        .map((e) => new URL(e.name).pathname);
      return { fcp, files };
    });
    const read = (p: string) => {
      const file = join(distDir, p.replace(/^\//, ''));
      return existsSync(file) ? sizeOf(p, readFileSync(file)) : null;
    };
    const pick = (ext: string) =>
      seen.files
        .filter((p) => p.endsWith(ext))
        .map(read)
        .filter((f): f is FileSize => f !== null);
    const js = pick('.js');
    const css = pick('.css');
    return {
      fcpMs: Math.round(seen.fcp * 10) / 10,
      js,
      css,
      jsGzip: js.reduce((s, f) => s + f.gzip, 0),
      cssGzip: css.reduce((s, f) => s + f.gzip, 0),
    };
  } finally {
    await context.close();
  }
}
