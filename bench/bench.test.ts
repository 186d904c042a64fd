import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeProvider, type FakeProvider } from '../tests/fixtures/fake-provider';
import { parseBenchArgs } from './lib/args';
import { evaluateBudgets, failsCheck, type Measured } from './lib/budgets';
import {
  benchRecipe,
  FINAL_MARKER,
  FIRST_VISIBLE_TEXT,
  readStamps,
  stampedPieces,
} from './lib/fake';
import { streamFromProvider } from './lib/sse-client';
import { percentile, summarize } from './lib/stats';
import { summarizeFlow, type BrowserFlowResult, type RunMeasure } from './sections/browser-flow';
import type { ChunkLatencyResult } from './sections/server-chunks';
import { parseCriticalAssets } from './sections/page-weight';

describe('stats', () => {
  it('interpolates percentiles between ranks', () => {
    expect(percentile([1, 2, 3, 4], 50)).toBe(2.5);
    expect(percentile([10], 99)).toBe(10);
    expect(percentile([5, 1, 3], 0)).toBe(1);
    expect(percentile([5, 1, 3], 100)).toBe(5);
    expect(Number.isNaN(percentile([], 50))).toBe(true);
    expect(summarize([1, 2, 3, 4, 100])).toMatchObject({ n: 5, median: 3, min: 1, max: 100 });
  });
});

describe('settings', () => {
  it('defaults to the issue scenario and keeps it under --quick', () => {
    const d = parseBenchArgs([], {});
    expect(d).toMatchObject({
      ttftMs: 300,
      tokensPerSecond: 50,
      tokens: 1024,
      runs: 5,
      check: false,
    });
    expect(d.concurrencySteps).toContain(1000);
    const q = parseBenchArgs(['--quick', '--check', '--ttft', '100'], {});
    expect(q).toMatchObject({ ttftMs: 100, tokens: 1024, runs: 2, check: true });
    expect(Math.max(...q.concurrencySteps)).toBeGreaterThanOrEqual(1000);
    expect(() => parseBenchArgs(['--runs', '0'], {})).toThrow(/--runs/);
    expect(() => parseBenchArgs(['--only', 'nope'], {})).toThrow(/unknown section/);
  });
});

describe('page weight', () => {
  it('finds what loads before the first paint in a built index.html', () => {
    const html = `<!doctype html><html><head>
      <script type="module" crossorigin src="/assets/index-AbCd1234.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/vendor-XyZ98765.js">
      <link rel="stylesheet" crossorigin href="/assets/index-Qq11Ww22.css">
      <link rel="icon" href="/favicon.svg">
    </head><body><div id="root"></div></body></html>`;
    expect(parseCriticalAssets(html)).toEqual({
      js: ['/assets/index-AbCd1234.js', '/assets/vendor-XyZ98765.js'],
      css: ['/assets/index-Qq11Ww22.css'],
    });
  });
});

describe('bench recipe', () => {
  it('has the requested length, shows the first text first and ends with the marker', () => {
    const pieces = benchRecipe(1024);
    expect(pieces).toHaveLength(1024);
    expect(pieces[0]).toContain(FIRST_VISIBLE_TEXT);
    expect(pieces.join('').endsWith(FINAL_MARKER)).toBe(true);
    expect(pieces.join('').indexOf(FINAL_MARKER)).toBe(
      pieces.join('').length - FINAL_MARKER.length,
    );
  });
});

describe('stamped pieces over the real wire format', () => {
  let fake: FakeProvider;
  beforeAll(async () => {
    fake = await startFakeProvider();
  });
  afterAll(() => fake.close());

  it('carry their index and send time to the client, in order', async () => {
    fake.setScenario({ chunks: stampedPieces(25) });
    let text = '';
    const result = await streamFromProvider(fake.url, {
      timeoutMs: 10_000,
      onDelta: (t) => (text += t),
    });
    expect(result).toMatchObject({ status: 200, done: true, deltas: 25 });
    const stamps = readStamps(text);
    expect(stamps.map((s) => s.index)).toEqual(Array.from({ length: 25 }, (_, i) => i));
    for (let i = 1; i < stamps.length; i++) {
      expect(stamps[i]!.sentNs >= stamps[i - 1]!.sentNs).toBe(true);
    }
  });
});

describe('budgets', () => {
  const browser = (overrides: Partial<BrowserFlowResult> = {}): BrowserFlowResult => {
    const v = (name: string, first: number, longTasks = 0) => ({
      name,
      runs: [
        {
          resources: [],
          longTaskList: [],
          longFrames: [],
          firstTextPaintMs: first,
          completePaintMs: 21_000,
          firstTextDomMs: first,
          completeDomMs: 21_000,
          longTasks,
          longestTaskMs: longTasks ? 60 : 0,
        },
      ],
      failures: [],
      firstTextPaint: summarize([first]),
      completePaint: summarize([21_000]),
      firstTextDom: summarize([first]),
      completeDom: summarize([21_000]),
      recipeFirstByte: summarize([first - 5]),
      longFrameCauses: [],
      longTasksTotal: longTasks,
      longestTaskMs: longTasks ? 60 : 0,
    });
    return {
      variants: [v('ours-delay-0', 310), v('ours-delay-2000', 2010), v('baseline', 22_800)],
      ratios: { 'ours-delay-2000': { firstText: 11.34, complete: 1.1 } },
      overheadMs: { median: 10, p95: 14 },
      paintMethod: 'test',
      ...overrides,
    };
  };
  const chunks = (p99: number): ChunkLatencyResult => ({
    firstToken: { ttftMs: 300, paths: [] },
    tokens: 10,
    rounds: 1,
    tokensPerSecond: 50,
    paths: [],
    addedMs: {
      p50: 0.2,
      p99: p99 + 1,
      roundsP99: [p99 - 0.1, p99, p99 + 2],
      p99MedianOfRounds: p99,
      floorP99MedianOfRounds: 0.9,
    },
    errors: [],
    method: 'test',
  });
  const byName = (m: Measured) =>
    Object.fromEntries(evaluateBudgets(m, 1024).map((b) => [b.name, b.status]));

  it('passes what is within its limit and fails what is not', () => {
    const ok = byName({ browser: browser(), chunks: chunks(0.4) });
    expect(ok['First-token overhead (delay 0)']).toBe('PASS');
    expect(ok['Recipe visible vs baseline (1024 tokens)']).toBe('PASS');
    expect(ok['Server latency per chunk']).toBe('PASS');
    // The median of rounds decides, not one noisy round; the in-process floor is named beside it.
    const chunkLine = evaluateBudgets({ chunks: chunks(0.4) }, 1024).find(
      (b) => b.name === 'Server latency per chunk',
    );
    expect(chunkLine?.measured).toMatch(
      /^0\.4 ms p99 in-process, median of 3 rounds \(0\.3, 0\.4, 2\.4;/,
    );
    expect(chunkLine?.measured).toContain('a bare relay in-process 0.9 ms');
    expect(ok['Long tasks while streaming']).toBe('PASS');
    expect(ok['Lighthouse performance']).toBe('SKIP');

    const bad = byName({
      browser: browser({
        overheadMs: { median: 40, p95: 60 },
        ratios: { 'ours-delay-2000': { firstText: 4, complete: 1 } },
      }),
      chunks: chunks(3),
      lighthouse: new Error('Chromium did not start'),
    });
    expect(bad['First-token overhead (delay 0)']).toBe('FAIL');
    expect(bad['Recipe visible vs baseline (1024 tokens)']).toBe('FAIL');
    expect(bad['Server latency per chunk']).toBe('FAIL');
    expect(bad['Lighthouse accessibility']).toBe('ERROR');
  });

  it('names the floor in the overhead budget when it was measured, without changing the verdict', () => {
    const overhead = (m: Measured) =>
      evaluateBudgets(m, 1024).find((b) => b.name === 'First-token overhead (delay 0)')!;
    expect(overhead({ browser: browser() }).measured).not.toMatch(/floor/);
    const withFloor = overhead({
      browser: browser({
        overheadMs: { median: 40, p95: 60 },
        floorOverheadMs: { median: 31, p95: 35 },
        addedOverFloorMs: 9,
      }),
    });
    expect(withFloor.status).toBe('FAIL');
    expect(withFloor.measured).toBe(
      '40 ms median (p95 60 ms); floor 31 ms, our page + server add 9 ms',
    );
    const summary = { n: 40, p95: 0, min: 0, max: 0 };
    const withClock = overhead({
      browser: browser({
        overheadMs: { median: 40, p95: 60 },
        floorOverheadMs: { median: 31, p95: 35 },
        addedOverFloorMs: 9,
      }),
      frameClock: {
        samples: 40,
        idle: { ...summary, median: 2 },
        animating: { ...summary, median: 9.5 },
        alternatives: {
          cssSteps: { ...summary, median: 9 },
          svgSmil: { ...summary, median: 9 },
          scriptTimer10fps: { ...summary, median: 2.5 },
        },
        method: 'test',
      },
    });
    expect(withClock.measured).toMatch(/of which the animated overlay's frame clock 7\.5 ms\)$/);
  });

  it('makes --check fail on a miss or an error, not on a section left out', () => {
    const results = evaluateBudgets({ chunks: chunks(3), concurrency: new Error('x') }, 1024);
    const failing = results.filter(failsCheck).map((b) => b.name);
    expect(failing).toEqual(['Server latency per chunk', 'Concurrent streams without errors']);
  });
});

describe('browser flow figures', () => {
  const run = (first: number): RunMeasure => ({
    resources: [{ path: '/v1/chat/completions', start: 1, firstByte: first - 20, end: first + 50 }],
    longTaskList: [],
    longFrames: [],
    firstTextPaintMs: first,
    completePaintMs: first + 1000,
    firstTextDomMs: first - 5,
    completeDomMs: first + 995,
    longTasks: 0,
    longestTaskMs: 0,
  });
  const variants = [
    { name: 'ours-delay-0', url: 'a', ours: true },
    { name: 'ours-delay-2000', url: 'b', ours: true },
    { name: 'baseline', url: 'c', ours: false },
    { name: 'floor', url: 'c/floor.html', ours: false },
  ];
  const collected = (floorRuns: number[]) =>
    new Map(
      (
        [
          ['ours-delay-0', [340, 345, 350]],
          ['ours-delay-2000', [2340, 2350, 2360]],
          ['baseline', [4700, 4700, 4700]],
          ['floor', floorRuns],
        ] as const
      ).map(([name, firsts]) => [name, { runs: firsts.map(run), failures: [] }]),
    );

  it('reports the floor and what ours adds over it, and compares only our page with the baseline', () => {
    const r = summarizeFlow(variants, collected([320, 330, 325]), 300);
    expect(r.overheadMs.median).toBe(45);
    expect(r.floorOverheadMs).toEqual({ median: 25, p95: 29.5 });
    expect(r.addedOverFloorMs).toBe(20);
    expect(Object.keys(r.ratios)).toEqual(['ours-delay-0', 'ours-delay-2000']);
    expect(r.ratios['ours-delay-0']?.firstText).toBe(13.62);
    expect(r.variants.map((v) => v.name)).toEqual(variants.map((v) => v.name));
  });

  it('leaves the floor figures out when the floor had no successful run', () => {
    const r = summarizeFlow(variants, collected([]), 300);
    expect(r.floorOverheadMs).toBeUndefined();
    expect(r.addedOverFloorMs).toBeUndefined();
    expect(r.overheadMs.median).toBe(45);
  });
});
