import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { CHROMIUM_ARGS } from '../../tests/fixtures/chromium';
import { withTimeout, type BenchContext } from '../lib/servers';
import { table } from '../lib/table';

export interface LighthouseRun {
  formFactor: 'mobile' | 'desktop';
  performance: number;
  accessibility: number;
  bestPractices: number;
  failing: string[];
}

/** Lighthouse's mobile and desktop runs against the default settings, as a visitor gets them. */
export async function measureLighthouse(ctx: BenchContext): Promise<LighthouseRun[]> {
  const { url } = await ctx.ours(2000);
  const runs: LighthouseRun[] = [];
  for (const formFactor of ctx.settings.lighthouse) {
    const chrome = await chromeLauncher.launch({
      chromePath: ctx.settings.chromePath,
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
      logLevel: 'silent',
    });
    try {
      const flags = {
        port: chrome.port,
        output: 'json' as const,
        logLevel: 'error' as const,
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      };
      const config = formFactor === 'desktop' ? desktopConfig : undefined;
      const result = await withTimeout(lighthouse(`${url}/`, flags, config), 120_000, 'Lighthouse');
      const lhr = result!.lhr;
      if (lhr.runtimeError)
        throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      writeFileSync(`bench/results/lighthouse-${formFactor}.json`, JSON.stringify(lhr));
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const failing = Object.values(lhr.categories).flatMap((c) =>
        c.auditRefs
          .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
          .filter(
            ({ ref, audit }) => ref.weight > 0 && audit?.score !== null && (audit?.score ?? 0) < 1,
          )
          .map(({ audit }) => `${c.id}: ${audit?.id} ${audit?.displayValue ?? ''}`.trim()),
      );
      runs.push({
        formFactor,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        failing,
      });
    } finally {
      chrome.kill();
    }
  }
  ctx.log(
    table([
      ['Lighthouse', 'performance', 'accessibility', 'best practices', 'short of 100'],
      ...runs.map((r) => [
        r.formFactor,
        r.performance,
        r.accessibility,
        r.bestPractices,
        r.failing.join('; '),
      ]),
    ]),
  );
  return runs;
}
