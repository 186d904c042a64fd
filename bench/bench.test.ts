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
import { summarizeFlow, type RunMeasure } from './sections/browser';
import { addedLatency } from './sections/chunks';
import { parseCriticalAssets, servingProblem } from './sections/weight';

describe('statistics', () => {
  it('interpolates percentiles between ranks and takes the median of rounds', () => {
    expect(percentile([1, 2, 3, 4], 50)).toBe(2.5);
    expect(percentile([5, 1, 3], 100)).toBe(5);
    expect(percentile([10], 99)).toBe(10);
    expect(Number.isNaN(percentile([], 50))).toBe(true);
    expect(summarize([1, 2, 3, 4, 100])).toEqual({ n: 5, median: 3, p95: 80.8 });
    // One stalled round does not decide the per-chunk figure; a cost in every round does.
    const rounds = [
      Array(100).fill(0.2),
      [...Array(90).fill(0.2), ...Array(10).fill(9)],
      Array(100).fill(0.3),
    ];
    expect(addedLatency('x', rounds)).toMatchObject({
      p50: 0.2,
      roundsP99: [0.2, 9, 0.3],
      p99MedianOfRounds: 0.3,
    });
  });
});

describe('settings', () => {
  it('keeps the recipe scenario under --quick and rejects bad flags', () => {
    expect(parseBenchArgs([], {})).toMatchObject({
      ttftMs: 300,
      tokensPerSecond: 50,
      tokens: 1024,
      runs: 5,
    });
    const q = parseBenchArgs(['--quick', '--check', '--only', 'chunks, weight'], {});
    expect(q).toMatchObject({ tokens: 1024, runs: 2, check: true, sections: ['chunks', 'weight'] });
    expect(Math.max(...q.concurrencySteps)).toBeGreaterThanOrEqual(1000);
    expect(() => parseBenchArgs(['--runs', '0'], {})).toThrow(/--runs/);
    expect(() => parseBenchArgs(['--only', 'nope'], {})).toThrow(/unknown section/);
  });
});

describe('page weight', () => {
  it('reads what loads before the first paint and the serving rule', () => {
    const html = `<script type="module" crossorigin src="/assets/index-AbCd1234.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/vendor-XyZ98765.js">
      <link rel="stylesheet" href='/assets/index-Qq11Ww22.css'><link rel="icon" href="/favicon.svg">
      <script async src="/later.js"></script>`;
    expect(parseCriticalAssets(html)).toEqual({
      js: ['/assets/index-AbCd1234.js', '/assets/vendor-XyZ98765.js'],
      css: ['/assets/index-Qq11Ww22.css'],
    });
    const year = 'public, max-age=31536000, immutable';
    expect(servingProblem('assets/index-AbCd1234.js', 5000, 200, 'br', year)).toBe('');
    expect(servingProblem('assets/index-AbCd1234.js', 5000, 200, '', year)).toBe('not compressed');
    expect(servingProblem('assets/index-AbCd1234.js', 500, 200, '', 'max-age=60')).toBe(
      'hashed, not immutable',
    );
    expect(servingProblem('index.html', 2000, 200, 'gzip', year)).toBe('immutable but not hashed');
    expect(servingProblem('favicon.svg', 500, 404, '', '')).toBe('status 404');
  });
});

describe('bench recipe over the real wire format', () => {
  let fake: FakeProvider;
  beforeAll(async () => {
    fake = await startFakeProvider();
  });
  afterAll(() => fake.close());

  it('has the requested length, shows the first text first and ends with the marker', () => {
    const text = benchRecipe(1024).join('');
    expect(benchRecipe(1024)).toHaveLength(1024);
    expect(benchRecipe(1024)[0]).toContain(FIRST_VISIBLE_TEXT);
    expect(text.indexOf(FINAL_MARKER)).toBe(text.length - FINAL_MARKER.length);
  });

  it('carries each piece’s index and send time to the client, in order', async () => {
    fake.setScenario({ chunks: stampedPieces(25) });
    let text = '';
    const result = await streamFromProvider(fake.url, {
      timeoutMs: 10_000,
      onDelta: (t) => (text += t),
    });
    expect(result).toMatchObject({ status: 200, done: true });
    const stamps = readStamps(text);
    expect(stamps.map((s) => s.index)).toEqual(Array.from({ length: 25 }, (_, i) => i));
    expect(stamps.every((s, i) => i === 0 || s.sentNs >= stamps[i - 1]!.sentNs)).toBe(true);
  });
});

const run = (firstTextMs: number, longTasks: number[] = []): RunMeasure => ({
  firstTextMs,
  completeMs: firstTextMs + 20_000,
  recipeFirstByteMs: firstTextMs - 20,
  longTasks,
});
const scenario = { ttftMs: 300, tokens: 1024, tokensPerSecond: 50 };
const clock = { idleMs: 2, animatingMs: 9.5, costMs: 7.5 };
const flow = (ours0: number[], ours2000: number[], floor: number[], longTasks: number[] = []) =>
  summarizeFlow(
    new Map([
      ['ours-delay-0', ours0.map((x) => run(x, longTasks))],
      ['ours-delay-2000', ours2000.map((x) => run(x))],
      ['floor', floor.map((x) => run(x, [70]))],
    ]),
    scenario,
    clock,
  );

describe('browser figures', () => {
  it('computes the baseline from the scenario and compares only our page with it', () => {
    const r = flow([330, 340, 350], [2000, 2100, 2200], [310, 312, 320], [60]);
    expect(r.baselineMs).toBe(300 + 20_480 + 2000);
    expect(r.ratios).toEqual({ 'ours-delay-0': 67, 'ours-delay-2000': 10.85 });
    expect(r.overheadMs).toMatchObject({ median: 40, p95: 49 });
    expect(r.floorOverheadMs.median).toBe(12);
    // The floor's long tasks are not ours.
    expect(r.longTasks).toBe(3);
    expect(r.variants.map((v) => [v.name, v.ok])).toEqual([
      ['ours-delay-0', 3],
      ['ours-delay-2000', 3],
      ['floor', 3],
    ]);
  });
});

describe('budgets', () => {
  const chunks = (p99: number) => ({
    server: addedLatency('server', [[p99], [p99], [p99 + 5]]),
    relay: addedLatency('relay', [[0.5]]),
    errors: [],
  });
  const status = (m: Measured) =>
    Object.fromEntries(evaluateBudgets(m, 1024).map((b) => [b.name, b.status]));

  it('passes what is within its limit, fails what is not, and errors on a crashed section', () => {
    const ok = status({ browser: flow([310], [2000], [312]), chunks: chunks(0.4) });
    expect(ok['First-token overhead (delay 0)']).toBe('PASS');
    expect(ok['Recipe visible vs baseline (1024 tokens)']).toBe('PASS');
    expect(ok['Server latency per chunk']).toBe('PASS');
    expect(ok['Long tasks > 50 ms while streaming']).toBe('PASS');
    expect(ok['Lighthouse performance, accessibility']).toBe('SKIP');
    const bad = status({
      browser: flow([340], [2500], [312], [80]),
      chunks: chunks(1.2),
      lighthouse: new Error('Chromium did not start'),
    });
    expect(bad['First-token overhead (delay 0)']).toBe('FAIL');
    expect(bad['Recipe visible vs baseline (1024 tokens)']).toBe('FAIL');
    expect(bad['Server latency per chunk']).toBe('FAIL');
    expect(bad['Long tasks > 50 ms while streaming']).toBe('FAIL');
    expect(bad['Lighthouse performance, accessibility']).toBe('ERROR');
    const none = status({ browser: flow([], [], []) });
    expect(none['First-token overhead (delay 0)']).toBe('ERROR');
    expect(none['Recipe visible vs baseline (1024 tokens)']).toBe('ERROR');
  });

  it('names the floor, the frame clock and the bare relay beside our figures', () => {
    const m = { browser: flow([340], [2000], [312]), chunks: chunks(0.4) };
    const lines = evaluateBudgets(m, 1024);
    expect(lines[0]!.measured).toBe('40 ms (p95 40); floor 12 ms, frame clock 7.5 ms');
    expect(lines[2]!.measured).toBe('0.4 ms (p50 0.4); bare relay 0.5 ms');
  });

  it('reads the page weight and serving, the streams and Lighthouse', () => {
    const statuses = (jsGzipAtFcp: number, problem: string, clean: number, a11y: number) => {
      const served = [{ path: 'a.js', encoding: 'br', cacheControl: 'immutable', problem }];
      const weight = {
        files: [],
        jsGzip: 69_900,
        jsGzip9: 70_900,
        jsBrotli: 60_400,
        jsGzipAtFcp,
        served,
        food: null,
      };
      const lh = { performance: 100, accessibility: a11y, bestPractices: 100, failing: [] };
      const m: Measured = {
        weight,
        concurrency: { steps: [], maxCleanStreams: clean },
        lighthouse: [{ formFactor: 'mobile', ...lh }],
      };
      return evaluateBudgets(m, 1024).flatMap((b) => (b.status === 'SKIP' ? [] : [b.status]));
    };
    expect(statuses(69_900, '', 1000, 100)).toEqual(['PASS', 'PASS', 'PASS', 'PASS']);
    expect(statuses(72_000, 'not compressed', 500, 98)).toEqual(['FAIL', 'FAIL', 'FAIL', 'FAIL']);
  });

  it('makes --check fail on a miss or an error, not on a section left out', () => {
    const results = evaluateBudgets({ chunks: chunks(3), concurrency: new Error('x') }, 1024);
    expect(results.filter(failsCheck).map((b) => b.name)).toEqual([
      'Server latency per chunk',
      'Concurrent streams without errors',
    ]);
  });
});
