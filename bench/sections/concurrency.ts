import type { FakeProvider } from '../../tests/fixtures/fake-provider';
import { sleep } from '../lib/net';
import type { ServerProcess } from '../lib/server-process';
import { streamFromServer } from '../lib/sse-client';
import { percentile, round } from '../lib/stats';

export interface StepResult {
  streams: number;
  ok: number;
  errors: number;
  /** Error kinds and how often each occurred. */
  errorKinds: Record<string, number>;
  /** One full message per error kind. */
  errorExamples: Record<string, string>;
  /** Most provider connections open at once (proves the streams overlapped). */
  peakUpstream: number;
  idleRssMb: number;
  peakRssMb: number;
  /** (peak RSS - idle RSS) / streams. */
  kbPerStream: number;
  /** Per-stream time from request to first text, ms. */
  firstTextP50Ms: number;
  firstTextP99Ms: number;
  /** From the start of the step until the provider had received every request, ms. */
  allAtProviderMs: number;
  /** Per-stream wall time from request to end, ms. */
  durationP50Ms: number;
  durationP99Ms: number;
  wallMs: number;
  /** The server's last log lines when the step had errors. */
  serverLogTail?: string;
}

export interface ConcurrencyResult {
  streamTokens: number;
  streamRate: number;
  steps: StepResult[];
  /** Largest step with no errors and all its streams open at once, when every smaller step was too. */
  maxCleanStreams: number;
  method: string;
}

/** Streams per source address, kept under the server's per-client stream cap. */
const PER_ADDRESS = 250;

export async function measureConcurrency(
  fake: FakeProvider,
  server: ServerProcess,
  opts: { steps: number[]; tokens: number; rate: number; log: (s: string) => void },
): Promise<ConcurrencyResult> {
  // A running server is warm: JIT-compiled paths and pooled provider connections.
  fake.setScenario({ tokens: 2 });
  for (let w = 0; w < 5; w++) {
    await Promise.all(
      Array.from({ length: 20 }, () => streamFromServer(server.url, { timeoutMs: 20_000 })),
    );
  }
  fake.setScenario({ tokens: opts.tokens, tokensPerSecond: opts.rate });
  const expectedMs = (opts.tokens / opts.rate) * 1000;
  const steps: StepResult[] = [];
  let maxClean = 0;
  let clean = true;
  for (const n of opts.steps) {
    await sleep(1000);
    const idle = server.rssBytes();
    let peak = idle;
    let peakUpstream = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, server.rssBytes());
      peakUpstream = Math.max(peakUpstream, fake.openConnections());
    }, 100);
    const started = performance.now();
    const firstRequest = fake.requests.length;
    const results = await Promise.all(
      Array.from({ length: n }, async (_, i) => {
        const t0 = performance.now();
        let firstText = Number.NaN;
        const r = await streamFromServer(server.url, {
          // Several loopback addresses: each looks like its own visitor to the server.
          localAddress: `127.0.0.${2 + Math.floor(i / PER_ADDRESS)}`,
          timeoutMs: expectedMs + 40_000,
          onDelta: () => {
            if (Number.isNaN(firstText)) firstText = performance.now() - t0;
          },
        });
        return { ...r, ms: performance.now() - t0, firstText };
      }),
    );
    // How long the server took to pass every request on to the provider (its admission rate).
    const arrivals = fake.requests.slice(firstRequest).map((r) => r.receivedAt - started);
    const firstTexts = results.map((r) => r.firstText).filter((x) => !Number.isNaN(x));
    clearInterval(sampler);
    peak = Math.max(peak, server.rssBytes());
    const wallMs = performance.now() - started;
    const errorKinds: Record<string, number> = {};
    const errorExamples: Record<string, string> = {};
    for (const r of results) {
      if (r.error) {
        const kind = r.error.split(':')[0] ?? r.error;
        errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
        errorExamples[kind] ??= r.error;
      }
    }
    const errors = results.filter((r) => r.error).length;
    const durations = results.map((r) => r.ms);
    const step: StepResult = {
      streams: n,
      ok: n - errors,
      errors,
      errorKinds,
      errorExamples,
      peakUpstream,
      idleRssMb: round(idle / 2 ** 20),
      peakRssMb: round(peak / 2 ** 20),
      kbPerStream: round((peak - idle) / 1024 / n),
      firstTextP50Ms: round(percentile(firstTexts, 50)),
      firstTextP99Ms: round(percentile(firstTexts, 99)),
      allAtProviderMs: round(arrivals.length ? Math.max(...arrivals) : Number.NaN),
      durationP50Ms: round(percentile(durations, 50)),
      durationP99Ms: round(percentile(durations, 99)),
      wallMs: round(wallMs),
    };
    steps.push(step);
    opts.log(
      `  ${n} streams: ${step.ok} ok, ${errors} errors${errors ? ` ${JSON.stringify(errorKinds)}` : ''}, ` +
        `peak upstream ${peakUpstream}, RSS ${step.idleRssMb} -> ${step.peakRssMb} MB ` +
        `(${step.kbPerStream} KB/stream), first text p50/p99 ${step.firstTextP50Ms}/${step.firstTextP99Ms} ms, ` +
        `all at provider after ${step.allAtProviderMs} ms, duration p99 ${step.durationP99Ms} ms`,
    );
    for (const example of Object.values(errorExamples)) opts.log(`    e.g. ${example}`);
    if (errors > 0) {
      step.serverLogTail = server.outputTail().split('\n').slice(-6).join('\n');
      opts.log(`    server log (last lines):\n${step.serverLogTail.replace(/^/gm, '      ')}`);
    }
    // Held = every stream succeeded and all of them were open at the same moment.
    if (errors === 0 && peakUpstream >= n && clean) maxClean = n;
    else clean = false;
    // Past the first failing step, larger ones only fail harder: stop there.
    if (errors > 0) break;
  }
  return {
    streamTokens: opts.tokens,
    streamRate: opts.rate,
    steps,
    maxCleanStreams: maxClean,
    method:
      'the server is warmed with 100 short recipes, then all streams of a step start at once from ' +
      'the bench process (fresh connections, spread over ' +
      `127.0.0.x, ${PER_ADDRESS} per address); the server runs in its own process; RSS sampled every ` +
      '100 ms from /proc/<pid>/status',
  };
}
