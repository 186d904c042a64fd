import { frameWaitCost } from '../sections/frame-clock';
import type { BenchSettings } from './args';
import type { BudgetResult, Measured } from './budgets';
import { table } from './table';

const log = (s = '') => console.log(s);
const kb = (bytes: number) => (bytes / 1000).toFixed(1);

function heading(title: string) {
  log(`\n### ${title}`);
}

/** The human-readable summary; the JSON file holds every figure. */
export function printReport(
  m: Measured,
  budgets: BudgetResult[],
  s: BenchSettings,
  machine: Record<string, unknown>,
): void {
  log('\n================ Pantry Chef bench results ================');
  log(
    `Provider: TTFT ${s.ttftMs} ms, ${s.tokensPerSecond} tokens/s, ${s.tokens} tokens. ` +
      `Machine: ${String(machine.cpus)} CPUs (${String(machine.cpuModel)}), Node ${String(machine.node)}, ` +
      `${String(machine.chromium)}`,
  );
  const load = machine.loadAverage as { start: number[]; end: number[] };
  const cores = Number(machine.cpus);
  if (Math.max(load.start[0] ?? 0, load.end[0] ?? 0) > cores * 0.75) {
    log(
      `WARNING: the machine was busy (1-min load ${load.start[0]} at start, ${load.end[0]} at end, ` +
        `${cores} CPUs): timings are pessimistic; run again on a quiet machine.`,
    );
  }

  if (m.browser && !(m.browser instanceof Error)) {
    const b = m.browser;
    heading(`Click on "Get a recipe" -> painted (ms; ${s.runs} runs per variant)`);
    log(
      table([
        [
          'variant',
          'ok runs',
          '(a) first text med',
          '(a) p95',
          '(b) whole recipe med',
          '(b) p95',
          'first text in DOM med',
          'recipe call 1st byte med',
          'long tasks (max ms)',
        ],
        ...b.variants.map((v) => [
          v.name,
          `${v.runs.length}${v.failures.length ? ` (+${v.failures.length} failed)` : ''}`,
          v.firstTextPaint.median,
          v.firstTextPaint.p95,
          v.completePaint.median,
          v.completePaint.p95,
          v.firstTextDom.median,
          v.recipeFirstByte.median,
          `${v.longTasksTotal} (${v.longestTaskMs})`,
        ]),
      ]),
    );
    for (const [name, r] of Object.entries(b.ratios)) {
      log(
        `baseline / ${name}: first text ${r.firstText}x sooner, whole recipe ${r.complete}x sooner`,
      );
    }
    log(
      `Our overhead on the first token (delay 0: (a) - provider TTFT): median ${b.overheadMs.median} ms, p95 ${b.overheadMs.p95} ms`,
    );
    if (b.floorOverheadMs) {
      log(
        `Floor on this machine (a framework-free page streaming through a bare relay: ` +
          `(a) - provider TTFT): median ${b.floorOverheadMs.median} ms, p95 ${b.floorOverheadMs.p95} ms; ` +
          `our page + server add ${b.addedOverFloorMs ?? 'n/a'} ms over it (medians)`,
      );
    }
    if (m.frameClock && !(m.frameClock instanceof Error)) {
      const f = m.frameClock;
      log(
        `Frame clock of this Chromium (${f.samples} changes each): a change is painted after ` +
          `${f.idle.median} ms (median) when nothing moves, ${f.animating.median} ms while an ` +
          `animation runs, as the loading overlay's graphic does until the first text; that ` +
          `costs ${frameWaitCost(f)} ms of the overhead above.`,
      );
      const a = f.alternatives;
      log(
        `  Other ways to animate, medians: CSS in steps ${a.cssSteps.median} ms, SVG <animate> ` +
          `${a.svgSmil.median} ms, a script moving it 10 times a second ` +
          `${a.scriptTimer10fps.median} ms.`,
      );
    }
    log(`Painted = ${b.paintMethod}.`);
    for (const v of b.variants) {
      if (v.longFrameCauses.length === 0) continue;
      log(`Long animation frames, ${v.name} (all runs):`);
      for (const c of v.longFrameCauses.slice(0, 5)) {
        log(`  ${c.frames} frame(s), ${c.totalMs} ms: ${c.cause}`);
      }
    }
  }

  if (m.chunks && !(m.chunks instanceof Error)) {
    const c = m.chunks;
    heading(
      `Server: latency per streamed chunk (${c.rounds} x ${c.tokens} pieces at ${c.tokensPerSecond}/s)`,
    );
    log(
      table([
        ['path', 'samples', 'p50 ms', 'p99 ms', 'max ms', 'added p50', 'added p99', 'CPU/chunk µs'],
        ...c.paths.map((p) => [
          p.name,
          p.samples,
          p.p50,
          p.p99,
          p.max,
          p.addedP50,
          p.addedP99,
          p.cpuPerChunkUs ?? '-',
        ]),
      ]),
    );
    log(
      'Budget reads the in-process row (our code per chunk); own-process rows include OS wake-ups.',
    );
    if (c.errors.length) log(`errors: ${c.errors.join('; ')}`);
  }

  if (m.concurrency && !(m.concurrency instanceof Error)) {
    const c = m.concurrency;
    heading(`Server: concurrent streams (${c.streamTokens} tokens at ${c.streamRate}/s each)`);
    log(
      table([
        [
          'streams',
          'ok',
          'errors',
          'peak upstream',
          'RSS idle MB',
          'RSS peak MB',
          'KB/stream',
          'first text p50/p99 ms',
          'all at provider ms',
          'duration p50/p99 ms',
        ],
        ...c.steps.map((st) => [
          st.streams,
          st.ok,
          st.errors ? `${st.errors} ${JSON.stringify(st.errorKinds)}` : 0,
          st.peakUpstream,
          st.idleRssMb,
          st.peakRssMb,
          st.kbPerStream,
          `${st.firstTextP50Ms}/${st.firstTextP99Ms}`,
          st.allAtProviderMs,
          `${st.durationP50Ms}/${st.durationP99Ms}`,
        ]),
      ]),
    );
  }

  if (m.weight && !(m.weight instanceof Error)) {
    const { critical, serving } = m.weight;
    heading('Page: loaded before the first paint (KB = 1000 bytes)');
    log(
      table([
        ['file', 'raw KB', 'gzip KB', 'brotli KB'],
        ...[...critical.js, ...critical.css].map((f) => [
          f.path,
          kb(f.raw),
          kb(f.gzip),
          kb(f.brotli),
        ]),
        [
          'JS total',
          kb(critical.jsTotal.raw),
          kb(critical.jsTotal.gzip),
          kb(critical.jsTotal.brotli),
        ],
        [
          'CSS total',
          kb(critical.cssTotal.raw),
          kb(critical.cssTotal.gzip),
          kb(critical.cssTotal.brotli),
        ],
        ...critical.lazyJs.map((f) => [`(lazy) ${f.path}`, kb(f.raw), kb(f.gzip), kb(f.brotli)]),
      ]),
    );
    if (m.firstPaint && !(m.firstPaint instanceof Error)) {
      const f = m.firstPaint;
      log(
        `In Chromium, first contentful paint at ${f.fcpMs} ms after ${f.js.length} JS file(s) ` +
          `(${kb(f.jsGzip)} KB gzip: ${f.js.map((x) => x.path).join(', ')}) and ${f.css.length} CSS ` +
          `(${kb(f.cssGzip)} KB gzip).`,
      );
    }
    if (serving instanceof Error) {
      log(`Serving check failed: ${serving.message}`);
    } else {
      log(
        table([
          ['served', 'status', 'encoding', 'cache-control', 'wire KB', 'ok'],
          ...serving.assets.map((a) => [
            a.path,
            a.status,
            a.contentEncoding ?? '-',
            a.cacheControl ?? '-',
            kb(a.wireBytes),
            a.compressedOk && a.cachingOk ? 'yes' : 'NO',
          ]),
        ]),
      );
      log(`Rule: ${serving.rule}.`);
    }
  }

  if (m.lighthouse && !(m.lighthouse instanceof Error)) {
    heading('Lighthouse (localhost; scores 0-100, metrics in ms)');
    log(
      table([
        [
          'form factor',
          'performance',
          'accessibility',
          'best practices',
          'FCP',
          'LCP',
          'TBT',
          'CLS',
          'SI',
        ],
        ...m.lighthouse.map((r) => [
          r.formFactor,
          r.performance ?? 'n/a',
          r.accessibility ?? 'n/a',
          r.bestPractices ?? 'n/a',
          fmt(r.metrics['first-contentful-paint']),
          fmt(r.metrics['largest-contentful-paint']),
          fmt(r.metrics['total-blocking-time']),
          r.metrics['cumulative-layout-shift']?.toFixed(3) ?? 'n/a',
          fmt(r.metrics['speed-index']),
        ]),
      ]),
    );
    for (const r of m.lighthouse) {
      if (r.error) log(`${r.formFactor}: error ${r.error}`);
      for (const a of r.failingAudits) {
        log(
          `  ${r.formFactor} ${a.category}: ${a.id} (${a.title}) score ${a.score}${a.display ? `, ${a.display}` : ''}`,
        );
      }
    }
  }

  heading('Budgets');
  log(
    table([
      ['budget', 'limit', 'measured', 'result'],
      ...budgets.map((b) => [b.name, b.limit, b.measured, b.status]),
    ]),
  );
}

const fmt = (v: number | null | undefined) =>
  v === null || v === undefined ? 'n/a' : Math.round(v);
