import { chromium, type Browser } from '@playwright/test';
import { RECIPE_TEXT, TEXT } from '../lib/page-text';
import { CHROMIUM_ARGS } from '../../tests/fixtures/chromium';
import { benchRecipe, FINAL_MARKER, FIRST_VISIBLE_TEXT } from '../lib/fake';
import { installProbe, type ProbeOptions } from '../lib/page-probe';
import { startRelay, withTimeout, type BenchContext } from '../lib/servers';
import { BENCH_INGREDIENTS, providerBody, streamFromServer } from '../lib/sse-client';
import { round, summarize, type Summary } from '../lib/stats';
import { table } from '../lib/table';

/** What the original page waited after the whole answer before showing it. */
export const BASELINE_DELAY_MS = 2000;

export interface RunMeasure {
  firstTextMs: number;
  completeMs: number;
  /** The recipe call's first response byte: the server + provider share. */
  recipeFirstByteMs: number;
  longTasks: number[];
}

export interface BrowserResult {
  /** Per variant: successful runs, first text and whole recipe painted, the call's first byte. */
  variants: {
    name: string;
    ok: number;
    firstText: Summary;
    complete: Summary;
    firstByte: Summary;
  }[];
  /** Computed, not measured: TTFT + tokens / rate + the 2000 ms delay (first text = whole). */
  baselineMs: number;
  ratios: Record<string, number>;
  /** First text painted minus the provider's TTFT: ours with delay 0, and the floor. */
  overheadMs: Summary;
  floorOverheadMs: Summary;
  /** Long tasks (> 50 ms) from click to whole recipe painted, on our page. */
  longTasks: number;
  longestTaskMs: number;
  /** A change painted with nothing moving, and while a CSS animation runs (medians, ms). */
  frameClock: { idleMs: number; animatingMs: number; costMs: number };
}

const OURS = ['ours-delay-0', 'ours-delay-2000'] as const;

/**
 * The least any page can do: no framework, no markdown, no server of ours; it asks the provider
 * through the bare relay and appends each piece as a text node as it arrives.
 */
function floorPage(): string {
  const data = JSON.stringify({ ...TEXT, ...RECIPE_TEXT, body: providerBody(true) }).replace(
    /</g,
    '\\u003c',
  );
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>floor</title><main>
<h1></h1><form><input><button></button></form><ul></ul><button id="go" type="button"></button>
</main><script type="module">
const T = ${data};
const [h1, input, add, list, go] = ['h1', 'input', 'form button', 'ul', '#go'].map((s) => document.querySelector(s));
[h1.textContent, add.textContent, go.textContent] = [T.title, T.addButton, T.requestButton];
input.setAttribute('aria-label', T.inputLabel);
input.form.onsubmit = (e) => { e.preventDefault(); list.append(input.value); input.value = ''; };
go.onclick = async () => {
  const section = document.createElement('section');
  section.style.whiteSpace = 'pre-wrap';
  section.setAttribute('aria-busy', 'true');
  section.append(Object.assign(document.createElement('h2'), { textContent: T.recipeHeading }));
  document.querySelector('main').append(section);
  const res = await fetch('/', { method: 'POST', body: JSON.stringify(T.body) });
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let pending = '';
  for (let r = await reader.read(); !r.done; r = await reader.read()) {
    // SSE split by hand on purpose: the floor does the least work possible.
    const lines = (pending + r.value).split('\\n');
    pending = lines.pop();
    for (const line of lines.filter((l) => l.startsWith('data: {'))) {
      const text = JSON.parse(line.slice(6)).choices[0].delta.content;
      if (text) section.append(text);
    }
  }
  section.setAttribute('aria-busy', 'false');
};
</script>`;
}

const probe: ProbeOptions = {
  heading: RECIPE_TEXT.recipeHeading,
  requestButton: RECIPE_TEXT.requestButton,
  overlayText: RECIPE_TEXT.loading,
  firstText: FIRST_VISIBLE_TEXT,
  finalText: FINAL_MARKER,
};
// `__name`: the helper the TypeScript runner (esbuild, keepNames) puts into compiled functions.
const probeScript = `var __name = (f) => f; (${installProbe.toString()})(${JSON.stringify(probe)});`;

/** Load the page, add 4 ingredients, let it settle, click, wait for the whole recipe painted. */
async function runOnce(browser: Browser, url: string, timeoutMs: number): Promise<RunMeasure> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  try {
    await page.addInitScript({ content: probeScript });
    await page.goto(url, { waitUntil: 'networkidle' });
    for (const ingredient of BENCH_INGREDIENTS) {
      await page.getByLabel(TEXT.inputLabel).fill(ingredient);
      await page.getByRole('button', { name: TEXT.addButton }).click();
    }
    // A visitor's pause: the page's idle-time work (e.g. warming the markdown renderer) is done.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    await page.getByRole('button', { name: RECIPE_TEXT.requestButton, exact: true }).click();
    // No named functions inside: the page has no `__name` outside the probe's own script.
    const flow = page.evaluate(async () => {
      const p = window.__benchProbe!;
      await p.complete;
      const call = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find(
        (e) => e.startTime >= p.clickAt! && e.initiatorType === 'fetch',
      );
      const long = p.longTasks.filter(
        (t) => t.start + t.duration >= p.clickAt! && t.start <= p.completePaint!,
      );
      return {
        clickAt: p.clickAt!,
        firstText: p.firstTextPaint!,
        complete: p.completePaint!,
        firstByte: call?.responseStart ?? NaN,
        longTasks: long.map((t) => t.duration),
      };
    });
    const r = await withTimeout(flow, timeoutMs, `recipe on ${url}`);
    const since = (t: number) => round(t - r.clickAt);
    return {
      firstTextMs: since(r.firstText),
      completeMs: since(r.complete),
      recipeFirstByteMs: since(r.firstByte),
      longTasks: r.longTasks,
    };
  } catch (err) {
    const shown = await page.evaluate(() => document.body.innerText.slice(0, 200)).catch(() => '');
    throw new Error(`${(err as Error).message.split('\n')[0]} | page showed: "${shown}"`, {
      cause: err,
    });
  } finally {
    await context.close();
  }
}

/**
 * While anything animates, headless Chromium paints on the 60 Hz clock (else on demand), and the
 * overlay animates until the first text: this measures how long that text waits for the clock.
 */
async function measureFrameClock(browser: Browser) {
  const page = await browser.newPage();
  const wait = async (style: string) => {
    await page.setContent(
      `<style>@keyframes spin{to{transform:rotate(360deg)}}</style>` +
        `<div style="width:24px;height:24px;background:#c60;${style}"></div><p>-</p>`,
    );
    const waits = await page.evaluate(async () => {
      const out: number[] = [];
      for (let i = 0; i < 40; i++) {
        await new Promise((r) => setTimeout(r, 40 + Math.random() * 40)); // a random moment
        const changed = performance.now();
        document.querySelector('p')!.textContent = String(i);
        await new Promise<void>((resolve) =>
          requestAnimationFrame(() => {
            const ch = new MessageChannel(); // runs once this frame is painted
            ch.port1.onmessage = () => resolve(void out.push(performance.now() - changed));
            ch.port2.postMessage(null);
          }),
        );
      }
      return out;
    });
    return summarize(waits).median;
  };
  const idleMs = await wait('');
  const animatingMs = await wait('animation:spin 1s linear infinite');
  await page.close();
  return { idleMs, animatingMs, costMs: round(animatingMs - idleMs) };
}

export function summarizeFlow(
  runs: Map<string, RunMeasure[]>,
  s: { ttftMs: number; tokens: number; tokensPerSecond: number },
  frameClock: BrowserResult['frameClock'],
): BrowserResult {
  const of = (name: string) => runs.get(name) ?? [];
  const baselineMs = s.ttftMs + (s.tokens / s.tokensPerSecond) * 1000 + BASELINE_DELAY_MS;
  const variants = [...runs].map(([name, rs]) => ({
    name,
    ok: rs.length,
    firstText: summarize(rs.map((r) => r.firstTextMs)),
    complete: summarize(rs.map((r) => r.completeMs)),
    firstByte: summarize(rs.map((r) => r.recipeFirstByteMs)),
  }));
  const ours = OURS.flatMap(of).flatMap((r) => r.longTasks);
  const firstText = (name: string, minus = 0) =>
    summarize(of(name).map((r) => r.firstTextMs - minus));
  return {
    variants,
    baselineMs,
    ratios: Object.fromEntries(
      OURS.map((name) => [name, round(baselineMs / firstText(name).median, 2)]),
    ),
    overheadMs: firstText('ours-delay-0', s.ttftMs),
    floorOverheadMs: firstText('floor', s.ttftMs),
    longTasks: ours.length,
    longestTaskMs: round(Math.max(0, ...ours)),
    frameClock,
  };
}

export async function measureBrowser(ctx: BenchContext): Promise<BrowserResult> {
  const { settings: s, fake, log } = ctx;
  const [zero, def] = [await ctx.ours(0), await ctx.ours(2000)];
  const floor = await startRelay(fake.url, floorPage());
  // Unmeasured short recipes first, as servers in service have run (a fresh one is slower).
  fake.setScenario({ chunks: benchRecipe(50), tokensPerSecond: 5000 });
  for (let i = 0; i < 20; i++) {
    for (const url of [zero.url, def.url]) {
      const r = await streamFromServer(url, { timeoutMs: 10_000 });
      if (r.error) throw new Error(`warm-up recipe failed: ${r.error}`);
    }
  }
  fake.setScenario({
    chunks: benchRecipe(s.tokens),
    firstTokenMs: s.ttftMs,
    tokensPerSecond: s.tokensPerSecond,
  });
  const browser = await chromium.launch({ executablePath: s.chromePath, args: CHROMIUM_ARGS });
  try {
    const frameClock = await measureFrameClock(browser);
    const variants = { [OURS[0]]: zero.url, [OURS[1]]: def.url, floor: `${floor.url}/` };
    const runs = new Map(Object.keys(variants).map((name) => [name, [] as RunMeasure[]]));
    const timeoutMs = s.ttftMs + (s.tokens / s.tokensPerSecond) * 1000 + 30_000;
    // Interleaved run by run, so a change in the machine's load spreads over every variant.
    for (let i = 1; i <= s.runs; i++) {
      for (const [name, url] of Object.entries(variants)) {
        const m = await runOnce(browser, url, timeoutMs).catch((err: Error) => err);
        if (!(m instanceof Error)) runs.get(name)!.push(m);
        log(
          `  ${name} run ${i}/${s.runs}: ${m instanceof Error ? `FAILED ${m.message}` : JSON.stringify(m)}`,
        );
      }
    }
    const r = summarizeFlow(runs, s, frameClock);
    const cell = (x: Summary) => `${x.median} / ${x.p95}`;
    log(
      table([
        ['ms from the click', 'runs', 'first text med / p95', 'whole med / p95', 'call 1st byte'],
        ...r.variants.map((v) => [
          v.name,
          v.ok,
          cell(v.firstText),
          cell(v.complete),
          v.firstByte.median,
        ]),
        ['baseline (computed)', '-', r.baselineMs, r.baselineMs, '-'],
      ]),
    );
    log(
      `Baseline / first text: ${JSON.stringify(r.ratios)}. Overhead over the TTFT: ours ` +
        `${cell(r.overheadMs)} ms, floor ${cell(r.floorOverheadMs)} ms. Frame clock: a change is ` +
        `painted after ${frameClock.idleMs} ms idle, ${frameClock.animatingMs} ms while animating.`,
    );
    return r;
  } finally {
    await browser.close();
    floor.close();
  }
}
