import type { Browser } from '@playwright/test';
import { TEXT } from '../../src/client/brand';
import { FINAL_MARKER, FIRST_VISIBLE_TEXT } from '../lib/fake';
import { withTimeout } from '../lib/net';
import {
  installProbe,
  type LongFrame,
  type ProbeOptions,
  type ProbeResult,
} from '../lib/page-probe';
import { BENCH_INGREDIENTS } from '../lib/sse-client';
import { round, summarize, type Summary } from '../lib/stats';

export interface Variant {
  name: string;
  url: string;
  /** True for our page (long tasks count against the budget). */
  ours: boolean;
}

export interface RunMeasure {
  /** Resources fetched after the click, ms since the click. */
  resources: { path: string; start: number; firstByte: number; end: number }[];
  /** Long tasks during the flow: start (ms since the click) and duration. */
  longTaskList: { start: number; duration: number }[];
  /** Long animation frames during the flow (start since the click), with script attribution. */
  longFrames: LongFrame[];
  firstTextPaintMs: number;
  completePaintMs: number;
  firstTextDomMs: number;
  completeDomMs: number;
  longTasks: number;
  longestTaskMs: number;
}

export interface VariantResult {
  name: string;
  runs: RunMeasure[];
  failures: string[];
  firstTextPaint: Summary;
  completePaint: Summary;
  firstTextDom: Summary;
  completeDom: Summary;
  /** The recipe call's first response byte, ms since the click (server + provider share). */
  recipeFirstByte: Summary;
  /** Over all runs: where long animation frames spent their time (script source, or rendering). */
  longFrameCauses: { cause: string; frames: number; totalMs: number }[];
  longTasksTotal: number;
  longestTaskMs: number;
}

export interface BrowserFlowResult {
  variants: VariantResult[];
  /** baseline median / ours median, per measure and variant. */
  ratios: Record<string, { firstText: number; complete: number }>;
  /** Ours with RECIPE_DELAY_MS=0: first text painted minus the provider's time to first token. */
  overheadMs: { median: number; p95: number };
  /**
   * The floor page (no framework, bare pass-through): first text painted minus the provider's
   * TTFT, i.e. what any page costs on this machine (fetch, IPC, the next frame). Present when the
   * floor ran successfully.
   */
  floorOverheadMs?: { median: number; p95: number };
  /** Our overhead median minus the floor's: what our page + server add on top. */
  addedOverFloorMs?: number;
  paintMethod: string;
}

const probeOptions: ProbeOptions = {
  heading: TEXT.recipeHeading,
  requestButton: TEXT.requestButton,
  overlayText: TEXT.loading,
  firstText: FIRST_VISIBLE_TEXT,
  finalText: FINAL_MARKER,
};
// The probe travels as source text; `__name` is the helper the TypeScript runner (esbuild with
// keepNames) inserts into compiled functions, which the page does not have.
const probeScript = `var __name = (f) => f; (${installProbe.toString()})(${JSON.stringify(probeOptions)});`;

/** One flow: load the page, add 4 ingredients, click, wait until the whole recipe is painted. */
async function runOnce(
  browser: Browser,
  url: string,
  timeoutMs: number,
  failureShot: string,
): Promise<RunMeasure> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  try {
    await page.addInitScript({ content: probeScript });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 15_000 });
    const input = page.getByLabel(TEXT.inputLabel);
    const add = page.getByRole('button', { name: TEXT.addButton });
    for (const ingredient of BENCH_INGREDIENTS) {
      await input.fill(ingredient);
      await add.click();
    }
    // A visitor's pause before clicking: let the list render and the page's idle-time work (e.g.
    // fetching and warming the markdown renderer) finish, so the click starts from a quiet page.
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
    await page.waitForTimeout(500);
    await page
      .evaluate(
        () =>
          new Promise<void>((resolve) => {
            // Two idle periods in a row (bounded): nothing left queued on the main thread.
            const deadline = performance.now() + 5000;
            let quiet = 0;
            const tick = (d: IdleDeadline) => {
              quiet = d.timeRemaining() > 40 ? quiet + 1 : 0;
              if (quiet >= 2 || performance.now() > deadline) resolve();
              else requestIdleCallback(tick);
            };
            requestIdleCallback(tick);
          }),
      )
      .catch(() => {});
    await page.getByRole('button', { name: TEXT.requestButton, exact: true }).click();
    const probe = await withTimeout(
      page.evaluate(async () => {
        const p = window.__benchProbe;
        if (!p) throw new Error('probe not installed');
        await p.complete;
        return {
          clickAt: p.clickAt,
          firstTextDom: p.firstTextDom,
          firstTextPaint: p.firstTextPaint,
          completeDom: p.completeDom,
          completePaint: p.completePaint,
          longTasks: p.longTasks,
          longFrames: p.longFrames,
          // What the page fetched after the click: the recipe call's first byte shows how much of
          // the wait is server + provider, the rest is the page (e.g. a lazily loaded renderer).
          resources: performance
            .getEntriesByType('resource')
            .filter((e) => e.startTime >= (p.clickAt ?? 0))
            .map((e) => {
              const r = e as PerformanceResourceTiming;
              return {
                path: new URL(r.name).pathname,
                start: r.startTime,
                firstByte: r.responseStart,
                end: r.responseEnd,
              };
            }),
        } as ProbeResult;
      }),
      timeoutMs,
      `recipe on ${url}`,
    );
    const since = (t: number) => t - probe.clickAt;
    const during = probe.longTasks.filter(
      (t) => t.start + t.duration >= probe.clickAt && t.start <= probe.completePaint,
    );
    const r1 = (x: number) => Math.round(x * 10) / 10;
    return {
      resources: probe.resources.map((r) => ({
        path: r.path,
        start: r1(since(r.start)),
        firstByte: r1(since(r.firstByte)),
        end: r1(since(r.end)),
      })),
      longTaskList: during.map((t) => ({ start: r1(since(t.start)), duration: r1(t.duration) })),
      longFrames: probe.longFrames
        .filter((f) => f.start + f.duration >= probe.clickAt && f.start <= probe.completePaint)
        .map((f) => ({
          ...f,
          start: r1(since(f.start)),
          duration: r1(f.duration),
          blocking: r1(f.blocking),
          render: r1(f.render),
          scripts: f.scripts.map((x) => ({ ...x, duration: r1(x.duration) })),
        })),
      firstTextPaintMs: since(probe.firstTextPaint),
      completePaintMs: since(probe.completePaint),
      firstTextDomMs: since(probe.firstTextDom),
      completeDomMs: since(probe.completeDom),
      longTasks: during.length,
      longestTaskMs: during.reduce((m, t) => Math.max(m, t.duration), 0),
    };
  } catch (err) {
    // What the page showed when it went wrong, for whoever reads the report.
    await page.screenshot({ path: failureShot, fullPage: true }).catch(() => {});
    const text = await page
      .evaluate(() => document.body.innerText.replace(/\s+/g, ' ').slice(0, 300))
      .catch(() => '(page text unavailable)');
    throw new Error(
      `${(err as Error).message.split('\n')[0]} | page showed: "${text}" | screenshot ${failureShot}`,
      { cause: err },
    );
  } finally {
    await context.close();
  }
}

/** Long frames grouped by what took most of each: the longest script's source, or rendering. */
function longFrameCauses(runs: RunMeasure[]) {
  const causes = new Map<string, { frames: number; totalMs: number }>();
  for (const f of runs.flatMap((r) => r.longFrames)) {
    const top = f.scripts[0];
    const scripts = f.scripts.reduce((sum, x) => sum + x.duration, 0);
    const other = f.duration - scripts - f.render;
    const scriptMs = top?.duration ?? 0;
    const cause =
      scriptMs >= f.render && scriptMs >= other
        ? `script ${top?.source || '(unknown)'} via ${top?.invoker ?? '?'}`
        : f.render >= other
          ? 'style, layout and paint'
          : 'no script or rendering (GC, browser work, or waiting for a CPU)';
    const c = causes.get(cause) ?? { frames: 0, totalMs: 0 };
    c.frames++;
    c.totalMs = round(c.totalMs + f.duration);
    causes.set(cause, c);
  }
  return [...causes.entries()]
    .map(([cause, c]) => ({ cause, ...c }))
    .sort((a, b) => b.totalMs - a.totalMs);
}

const RECIPE_CALLS = ['/api/recipe', '/v1/chat/completions'];
const recipeFirstByte = (r: RunMeasure) =>
  r.resources.find((x) => RECIPE_CALLS.includes(x.path))?.firstByte ?? Number.NaN;

export async function measureBrowserFlow(
  browser: Browser,
  variants: Variant[],
  opts: {
    runs: number;
    ttftMs: number;
    expectedStreamMs: number;
    resultsDir: string;
    log: (s: string) => void;
  },
): Promise<BrowserFlowResult> {
  const byName = new Map(
    variants.map((v) => [v.name, { runs: [] as RunMeasure[], failures: [] as string[] }]),
  );
  const timeoutMs = opts.expectedStreamMs + 30_000;
  // Interleaved (A, B, C, A, B, C, ...) so drift in machine load spreads evenly over the variants.
  for (let i = 0; i < opts.runs; i++) {
    for (const v of variants) {
      const slot = byName.get(v.name)!;
      try {
        const shot = `${opts.resultsDir}/failure-${v.name}-${i + 1}.png`;
        const m = await runOnce(browser, v.url, timeoutMs, shot);
        slot.runs.push(m);
        opts.log(
          `  ${v.name} run ${i + 1}/${opts.runs}: first text ${round(m.firstTextPaintMs)} ms, ` +
            `whole recipe ${round(m.completePaintMs)} ms, recipe call first byte ` +
            `${recipeFirstByte(m)} ms, long tasks ${JSON.stringify(m.longTaskList)}` +
            `, long frames ${JSON.stringify(
              m.longFrames.map((f) => [f.start, f.duration, f.render, f.scripts[0]?.source ?? '']),
            )}` +
            `, fetched: ${m.resources.map((r) => `${r.path} ${r.start}-${r.end}`).join(', ')}`,
        );
      } catch (err) {
        slot.failures.push((err as Error).message);
        opts.log(`  ${v.name} run ${i + 1}/${opts.runs}: FAILED ${(err as Error).message}`);
      }
    }
  }
  return summarizeFlow(variants, byName, opts.ttftMs);
}

/** The runs of every variant turned into the reported figures (no browser involved). */
export function summarizeFlow(
  variants: Variant[],
  collected: Map<string, { runs: RunMeasure[]; failures: string[] }>,
  ttftMs: number,
): BrowserFlowResult {
  const results: VariantResult[] = variants.map((v) => {
    const { runs, failures } = collected.get(v.name) ?? { runs: [], failures: [] };
    return {
      name: v.name,
      runs,
      failures,
      firstTextPaint: summarize(runs.map((r) => r.firstTextPaintMs)),
      completePaint: summarize(runs.map((r) => r.completePaintMs)),
      firstTextDom: summarize(runs.map((r) => r.firstTextDomMs)),
      completeDom: summarize(runs.map((r) => r.completeDomMs)),
      recipeFirstByte: summarize(runs.map(recipeFirstByte)),
      longFrameCauses: longFrameCauses(runs),
      longTasksTotal: runs.reduce((s, r) => s + r.longTasks, 0),
      longestTaskMs: round(runs.reduce((m, r) => Math.max(m, r.longestTaskMs), 0)),
    };
  });
  const baseline = results.find((r) => r.name === 'baseline');
  const ours = new Set(variants.filter((v) => v.ours).map((v) => v.name));
  const ratios: BrowserFlowResult['ratios'] = {};
  for (const r of results) {
    // Our page against the baseline only: the floor is a reference, not a version of ours.
    if (!baseline || !ours.has(r.name)) continue;
    ratios[r.name] = {
      firstText: round(baseline.firstTextPaint.median / r.firstTextPaint.median, 2),
      complete: round(baseline.completePaint.median / r.completePaint.median, 2),
    };
  }
  const overhead = (name: string) =>
    summarize(
      (results.find((r) => r.name === name)?.runs ?? []).map((r) => r.firstTextPaintMs - ttftMs),
    );
  const o = overhead('ours-delay-0');
  const f = overhead('floor');
  const floor = f.n > 0 ? { median: f.median, p95: f.p95 } : undefined;
  return {
    variants: results,
    ratios,
    overheadMs: { median: o.median, p95: o.p95 },
    ...(floor && { floorOverheadMs: floor }),
    ...(floor && o.n > 0 && { addedOverFloorMs: round(o.median - floor.median) }),
    paintMethod:
      'MutationObserver on the recipe section; "painted" = a message posted from the frame that ' +
      'shows the change (the same frame for changes made in a requestAnimationFrame callback, else ' +
      'the next one) runs right after that frame is painted; from performance.now() at the click',
  };
}
