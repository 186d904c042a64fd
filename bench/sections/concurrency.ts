import { sleep, startServer, type BenchContext } from '../lib/servers';
import { streamFromServer } from '../lib/sse-client';
import { percentile, round } from '../lib/stats';
import { table } from '../lib/table';

export interface StepResult {
  streams: number;
  errors: number;
  peakUpstream: number;
  idleRssMb: number;
  peakRssMb: number;
  kbPerStream: number;
  firstTextP99Ms: number;
  durationP99Ms: number;
}

export interface ConcurrencyResult {
  steps: StepResult[];
  /** The largest step with no error and all its streams open at once (every smaller one too). */
  maxCleanStreams: number;
}

/** Streams per loopback source address, under the server's per-visitor stream cap. */
const PER_ADDRESS = 250;

/** A fresh server process of its own, so its memory starts from idle; each step opens all at once. */
export async function measureConcurrency(ctx: BenchContext): Promise<ConcurrencyResult> {
  const { settings: s, fake, log } = ctx;
  const server = await startServer(fake.url, 0);
  const steps: StepResult[] = [];
  let maxCleanStreams = 0;
  let clean = true;
  try {
    fake.setScenario({ tokens: 2 }); // 100 short recipes first: a running server is warm
    for (let w = 0; w < 5; w++) {
      await Promise.all(
        Array.from({ length: 20 }, () => streamFromServer(server.url, { timeoutMs: 20_000 })),
      );
    }
    fake.setScenario({ tokens: s.concurrencyTokens, tokensPerSecond: s.concurrencyRate });
    for (const n of s.concurrencySteps) {
      await sleep(1000);
      const idle = server.rssBytes();
      let peak = idle;
      let peakUpstream = 0;
      const sampler = setInterval(() => {
        peak = Math.max(peak, server.rssBytes());
        peakUpstream = Math.max(peakUpstream, fake.openConnections());
      }, 100);
      const results = await Promise.all(
        Array.from({ length: n }, async (_, i) => {
          const t0 = performance.now();
          let firstText = Number.NaN;
          const r = await streamFromServer(server.url, {
            localAddress: `127.0.0.${2 + Math.floor(i / PER_ADDRESS)}`, // each its own visitor
            timeoutMs: (s.concurrencyTokens / s.concurrencyRate) * 1000 + 40_000,
            onDelta: () => (firstText ||= performance.now() - t0),
          });
          return { error: r.error, firstText, ms: performance.now() - t0 };
        }),
      );
      clearInterval(sampler);
      const failed = results.filter((r) => r.error);
      const step = {
        streams: n,
        errors: failed.length,
        peakUpstream,
        idleRssMb: round(idle / 2 ** 20),
        peakRssMb: round(peak / 2 ** 20),
        kbPerStream: round((peak - idle) / 1024 / n),
        firstTextP99Ms: round(
          percentile(
            results.map((r) => r.firstText).filter((x) => x > 0),
            99,
          ),
        ),
        durationP99Ms: round(
          percentile(
            results.map((r) => r.ms),
            99,
          ),
        ),
      };
      steps.push(step);
      log(`  ${n} streams: ${JSON.stringify(step)}${failed[0] ? `, e.g. ${failed[0].error}` : ''}`);
      clean &&= failed.length === 0 && peakUpstream >= n;
      if (clean) maxCleanStreams = n;
      if (failed.length > 0) break; // larger steps would only fail harder
    }
  } finally {
    await server.stop();
  }
  log(
    table([
      [
        'streams',
        'errors',
        'open at once',
        'RSS idle -> peak MB',
        'KB/stream',
        'first text p99 ms',
        'duration p99 ms',
      ],
      ...steps.map((t) => [
        t.streams,
        t.errors,
        t.peakUpstream,
        `${t.idleRssMb} -> ${t.peakRssMb}`,
        t.kbPerStream,
        t.firstTextP99Ms,
        t.durationP99Ms,
      ]),
    ]),
  );
  return { steps, maxCleanStreams };
}
