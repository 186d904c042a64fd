import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { CHROMIUM_ARGS } from '../../tests/fixtures/chromium';
import { withTimeout } from '../lib/net';

export interface LighthouseRun {
  formFactor: 'mobile' | 'desktop';
  /** Scores 0..100. */
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  metrics: Record<string, number | null>;
  /** Audits that did not get a full score in the scored categories (to route fixes). */
  failingAudits: {
    category: string;
    id: string;
    title: string;
    score: number | null;
    display?: string;
  }[];
  reportFile: string;
  error?: string;
}

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'interactive',
];

/**
 * Lighthouse 12 through its Node API, driving Debian's Chromium via chrome-launcher.
 * The default (mobile: simulated slow 4G and 4x CPU slowdown) and optionally the desktop preset.
 */
export async function runLighthouse(
  url: string,
  formFactor: 'mobile' | 'desktop',
  opts: { chromePath: string; outDir: string; timeoutMs: number },
): Promise<LighthouseRun> {
  const reportFile = `${opts.outDir}/lighthouse-${formFactor}.json`;
  const run: LighthouseRun = {
    formFactor,
    performance: null,
    accessibility: null,
    bestPractices: null,
    metrics: {},
    failingAudits: [],
    reportFile,
  };
  const chrome = await chromeLauncher.launch({
    chromePath: opts.chromePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  try {
    const result = await withTimeout(
      lighthouse(
        url,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
        },
        formFactor === 'desktop' ? desktopConfig : undefined,
      ),
      opts.timeoutMs,
      `Lighthouse (${formFactor})`,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    const lhr = result.lhr;
    writeFileSync(reportFile, JSON.stringify(lhr));
    const score = (id: string) => {
      const s = lhr.categories[id]?.score;
      return s === null || s === undefined ? null : Math.round(s * 100);
    };
    run.performance = score('performance');
    run.accessibility = score('accessibility');
    run.bestPractices = score('best-practices');
    for (const id of METRICS) run.metrics[id] = lhr.audits[id]?.numericValue ?? null;
    for (const [category, cat] of Object.entries(lhr.categories)) {
      for (const ref of cat.auditRefs) {
        const audit = lhr.audits[ref.id];
        if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
        run.failingAudits.push({
          category,
          id: ref.id,
          title: audit.title,
          score: audit.score,
          ...(audit.displayValue ? { display: audit.displayValue } : {}),
        });
      }
    }
    if (lhr.runtimeError) run.error = `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
  } catch (err) {
    run.error = (err as Error).message;
  } finally {
    chrome.kill();
  }
  return run;
}
