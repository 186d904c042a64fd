import { frameWaitCost, type FrameClockResult } from '../sections/frame-clock';
import type { BrowserFlowResult } from '../sections/browser-flow';
import type { ConcurrencyResult } from '../sections/concurrency';
import type { LighthouseRun } from '../sections/lighthouse';
import type { FirstPaintLoad } from '../sections/first-paint';
import type { CriticalAssets, ServingResult } from '../sections/page-weight';
import type { ChunkLatencyResult } from '../sections/server-chunks';
import { embeddedBudgets, type EmbeddedResult } from '../sections/embedded';

export type BudgetStatus = 'PASS' | 'FAIL' | 'SKIP' | 'ERROR';

export interface BudgetResult {
  name: string;
  limit: string;
  measured: string;
  status: BudgetStatus;
}

/** What the budgets look at; a section left out (`--only`) is undefined, one that crashed is an Error. */
export interface Measured {
  browser?: BrowserFlowResult | Error;
  chunks?: ChunkLatencyResult | Error;
  concurrency?: ConcurrencyResult | Error;
  weight?: { critical: CriticalAssets; serving: ServingResult | Error } | Error;
  /** The browser's view of what arrived before the first contentful paint. */
  firstPaint?: FirstPaintLoad | Error;
  lighthouse?: LighthouseRun[] | Error;
  /** How long this Chromium takes to show a change, idle and while something animates. */
  frameClock?: FrameClockResult | Error;
  embedded?: EmbeddedResult | Error;
}

export const LIMITS = {
  overheadMedianMs: 15,
  visibleSpeedup: 10,
  chunkAddedP99Ms: 1,
  concurrentStreams: 1000,
  criticalJsGzipBytes: 70_000,
  lighthousePerformance: 100,
  lighthouseAccessibility: 100,
} as const;

const ms = (v: number) => `${v} ms`;

function budget<T>(
  name: string,
  limit: string,
  section: T | Error | undefined,
  evaluate: (s: T) => { ok: boolean; measured: string },
): BudgetResult {
  if (section === undefined) return { name, limit, measured: 'not run', status: 'SKIP' };
  if (section instanceof Error) {
    return { name, limit, measured: `error: ${section.message.split('\n')[0]}`, status: 'ERROR' };
  }
  try {
    const { ok, measured } = evaluate(section);
    return { name, limit, measured, status: ok ? 'PASS' : 'FAIL' };
  } catch (err) {
    return { name, limit, measured: `error: ${(err as Error).message}`, status: 'ERROR' };
  }
}

function variant(b: BrowserFlowResult, name: string) {
  const v = b.variants.find((x) => x.name === name);
  if (!v || v.runs.length === 0) throw new Error(`no successful runs of ${name}`);
  return v;
}

export function evaluateBudgets(m: Measured, tokens: number): BudgetResult[] {
  const results: BudgetResult[] = [];
  results.push(
    budget(
      'First-token overhead (delay 0)',
      `<= ${LIMITS.overheadMedianMs} ms median`,
      m.browser,
      (b) => {
        variant(b, 'ours-delay-0');
        // The floor does not change the verdict; it says how much of the figure any page pays here.
        const floor = b.floorOverheadMs
          ? `; floor ${ms(b.floorOverheadMs.median)}, our page + server add ${ms(b.addedOverFloorMs ?? Number.NaN)}`
          : '';
        const clock =
          m.frameClock && !(m.frameClock instanceof Error)
            ? ` (of which the animated overlay's frame clock ${ms(frameWaitCost(m.frameClock))})`
            : '';
        return {
          ok: b.overheadMs.median <= LIMITS.overheadMedianMs,
          measured: `${ms(b.overheadMs.median)} median (p95 ${ms(b.overheadMs.p95)})${floor}${clock}`,
        };
      },
    ),
  );
  results.push(
    budget(
      `Recipe visible vs baseline (${tokens} tokens)`,
      `>= ${LIMITS.visibleSpeedup}x sooner`,
      m.browser,
      (b) => {
        variant(b, 'ours-delay-2000');
        variant(b, 'baseline');
        const ratio = b.ratios['ours-delay-2000']?.firstText ?? Number.NaN;
        return {
          ok: ratio >= LIMITS.visibleSpeedup && tokens >= 1024,
          measured: `${ratio}x (default flow)${tokens < 1024 ? ' - needs a 1024-token answer' : ''}`,
        };
      },
    ),
  );
  results.push(
    budget(
      'Server latency per chunk',
      `<= ${LIMITS.chunkAddedP99Ms} ms added at p99 (median of rounds)`,
      m.chunks,
      (c) => ({
        ok: c.errors.length === 0 && c.addedMs.p99MedianOfRounds <= LIMITS.chunkAddedP99Ms,
        measured:
          `${ms(c.addedMs.p99MedianOfRounds)} p99 in-process, median of ${c.addedMs.roundsP99.length} ` +
          `rounds (${c.addedMs.roundsP99.map((x) => Number(x.toFixed(3))).join(', ')}; ` +
          `all pieces ${ms(c.addedMs.p99)}; ` +
          `p50 ${ms(c.addedMs.p50)}; ` +
          (c.addedMs.floorP99MedianOfRounds !== undefined
            ? `a bare relay in-process ${ms(c.addedMs.floorP99MedianOfRounds)}; `
            : '') +
          `own process ` +
          `${c.paths.find((p) => p.name === 'via server (own process)')?.addedP99 ?? 'n/a'} ms)` +
          (c.errors.length ? `, ${c.errors.length} errors` : ''),
      }),
    ),
  );
  results.push(
    budget(
      'Concurrent streams without errors',
      `>= ${LIMITS.concurrentStreams}`,
      m.concurrency,
      (c) => {
        const failed = c.steps.find((s) => s.errors > 0);
        const apart = c.steps.find((s) => s.errors === 0 && s.peakUpstream < s.streams);
        return {
          ok: c.maxCleanStreams >= LIMITS.concurrentStreams,
          measured:
            `${c.maxCleanStreams} clean` +
            (failed ? `; ${failed.errors} errors at ${failed.streams}` : '') +
            (apart ? `; only ${apart.peakUpstream} of ${apart.streams} open at once` : '') +
            `; ${c.steps.at(-1)?.kbPerStream ?? '?'} KB/stream`,
        };
      },
    ),
  );
  results.push(
    budget(
      'JS before first paint',
      `<= ${LIMITS.criticalJsGzipBytes / 1000} KB gzip`,
      m.weight,
      (w) => {
        // The larger of the static reading (entry + modulepreloads) and what Chromium had loaded
        // at its first contentful paint, when that was measured.
        const seen = m.firstPaint instanceof Error || !m.firstPaint ? null : m.firstPaint.jsGzip;
        const gzip = Math.max(w.critical.jsTotal.gzip, seen ?? 0);
        return {
          ok: gzip <= LIMITS.criticalJsGzipBytes,
          measured:
            `${(w.critical.jsTotal.gzip / 1000).toFixed(1)} KB gzip in index.html ` +
            `(${(w.critical.jsTotal.brotli / 1000).toFixed(1)} KB br)` +
            (seen === null ? '' : `; ${(seen / 1000).toFixed(1)} KB gzip before FCP in Chromium`),
        };
      },
    ),
  );
  results.push(
    budget(
      'Assets compressed + immutable caching',
      'br/gzip; hashed files immutable',
      m.weight instanceof Error ? m.weight : m.weight?.serving,
      (s) => {
        const bad = s.assets.filter((a) => !a.compressedOk || !a.cachingOk).map((a) => a.path);
        return {
          ok: s.allCompressed && s.allImmutable && s.htmlNotImmutable,
          measured: bad.length
            ? `not ok: ${bad.slice(0, 3).join(', ')}${bad.length > 3 ? ', ...' : ''}`
            : `${s.assets.length} files ok`,
        };
      },
    ),
  );
  results.push(
    budget('Long tasks while streaming', '0 over 50 ms', m.browser, (b) => {
      const ours = b.variants.filter((v) => v.name.startsWith('ours') && v.runs.length > 0);
      if (ours.length === 0) throw new Error('no successful runs of our page');
      const count = ours.reduce((s, v) => s + v.longTasksTotal, 0);
      const max = Math.max(...ours.map((v) => v.longestTaskMs));
      return { ok: count === 0, measured: `${count} (longest ${ms(max)})` };
    }),
  );
  for (const [key, label, limit] of [
    ['performance', 'Lighthouse performance', LIMITS.lighthousePerformance],
    ['accessibility', 'Lighthouse accessibility', LIMITS.lighthouseAccessibility],
  ] as const) {
    results.push(
      budget(label, `${limit}`, m.lighthouse, (runs) => {
        if (runs.length === 0) throw new Error('no Lighthouse runs');
        const failed = runs.find((r) => r.error);
        if (failed) throw new Error(failed.error);
        return {
          ok: runs.every((r) => (r[key] ?? 0) >= limit),
          measured: runs.map((r) => `${r[key] ?? 'n/a'} ${r.formFactor}`).join(', '),
        };
      }),
    );
  }
  results.push(...embeddedBudgets(m.embedded, budget));
  return results;
}

/** --check fails on a missed budget and on one that could not be measured. */
export const failsCheck = (r: BudgetResult) => r.status === 'FAIL' || r.status === 'ERROR';
