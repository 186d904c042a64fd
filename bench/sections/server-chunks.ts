import type { FakeProvider } from '../../tests/fixtures/fake-provider';
import { readStamps, stampedPieces } from '../lib/fake';
import { readCpuMs } from '../lib/server-process';
import { streamFromProvider, streamFromServer, type StreamResult } from '../lib/sse-client';
import { percentile, round } from '../lib/stats';

type OnDelta = (text: string, receivedNs: bigint) => void;

export interface ChunkPath {
  name: string;
  /** When the path runs in its own process: its pid, to read the CPU time it uses. */
  pid?: number;
  /** Streams one recipe, reporting each piece of text with the time it was read. */
  stream: (onDelta: OnDelta | undefined, timeoutMs: number) => Promise<StreamResult>;
}

export interface PathLatency {
  name: string;
  samples: number;
  p50: number;
  p99: number;
  max: number;
  /** Minus the straight provider -> client path, per percentile. */
  addedP50: number;
  addedP99: number;
  /** CPU time the path's own process used per piece (whole streams, µs), when known. */
  cpuPerChunkUs: number | null;
}

export interface FirstTokenPath {
  name: string;
  samples: number;
  /** From sending the request to reading the first text, minus the provider's time to first token. */
  overheadMedianMs: number;
  overheadP95Ms: number;
  /** From sending the request to the provider receiving it (the request path alone). */
  requestPathMedianMs: number;
}

export interface ChunkLatencyResult {
  /** The server's share of the first-token overhead, no browser involved. */
  firstToken: { ttftMs: number; paths: FirstTokenPath[] };
  tokens: number;
  rounds: number;
  tokensPerSecond: number;
  paths: PathLatency[];
  /**
   * Our server's own code, in the bench process (ms added): p50 and p99 over all pieces, each
   * round's p99, and their median, which the budget reads. A stall of this shared VM lands in a
   * random round (a bare relay shows the same), while anything our code does lands in every one.
   */
  addedMs: {
    p50: number;
    p99: number;
    roundsP99: number[];
    p99MedianOfRounds: number;
    /** The same figure for a bare relay in the bench process: what any hop there costs. */
    floorP99MedianOfRounds?: number;
  };
  errors: string[];
  method: string;
}

const WARM_UP_STREAMS = 4;

export const DIRECT = 'provider -> client';
export const IN_PROCESS = 'via server (in-process)';
/** The floor for the in-process row: a bare relay sharing the same event loop. */
export const IN_PROCESS_RELAY = 'via bare relay (in-process)';

export function directPath(providerUrl: string): ChunkPath {
  return {
    name: DIRECT,
    stream: (onDelta, timeoutMs) => streamFromProvider(providerUrl, { onDelta, timeoutMs }),
  };
}

export function serverPath(name: string, serverUrl: string, pid?: number): ChunkPath {
  return {
    name,
    pid,
    stream: (onDelta, timeoutMs) => streamFromServer(serverUrl, { onDelta, timeoutMs }),
  };
}

/** A relay that speaks the provider's format (e.g. the bare reference relay). */
export function relayPath(name: string, relayUrl: string, pid?: number): ChunkPath {
  return {
    name,
    pid,
    stream: (onDelta, timeoutMs) => streamFromProvider(relayUrl, { onDelta, timeoutMs }),
  };
}

async function collect(path: ChunkPath, tokens: number, timeoutMs: number) {
  // Indexed by piece, so two streams of the same pieces can be paired.
  const byIndex: number[] = [];
  let pending = '';
  const result = await path.stream((text, receivedNs) => {
    pending += text;
    const stamps = readStamps(pending);
    if (stamps.length === 0) return;
    for (const s of stamps) byIndex[s.index] = Number(receivedNs - s.sentNs) / 1e6;
    // Keep only text after the last complete stamp (a stamp split over two pieces waits).
    pending = pending.slice(pending.lastIndexOf('\u27e7') + 1);
  }, timeoutMs);
  const latencies = byIndex.filter((x) => x !== undefined);
  const error =
    result.error ??
    (latencies.length !== tokens ? `got ${latencies.length} of ${tokens} pieces` : undefined);
  return { byIndex, latencies, error };
}

/**
 * Per-chunk latency: each provider piece carries its send time (process.hrtime); the client notes
 * when it reads it. Each path streams at the same time as a straight provider -> client stream of
 * the same pieces, and piece i of one is compared with piece i of the other: a stall of the whole
 * machine (common on a shared 2-core VM) delays both alike and cancels out of the difference.
 */
async function measureFirstToken(
  fake: FakeProvider,
  paths: ChunkPath[],
  ttftMs: number,
  samples: number,
  errors: string[],
): Promise<FirstTokenPath[]> {
  const overhead = new Map(paths.map((p) => [p.name, [] as number[]]));
  const requestPath = new Map(paths.map((p) => [p.name, [] as number[]]));
  fake.setScenario({ tokens: 3, firstTokenMs: ttftMs });
  for (let i = 0; i < samples; i++) {
    for (const p of paths) {
      const index = fake.requests.length;
      const sent = performance.now();
      let first = Number.NaN;
      const result = await p.stream(() => {
        if (Number.isNaN(first)) first = performance.now();
      }, ttftMs + 10_000);
      if (result.error) errors.push(`${p.name} (first token): ${result.error}`);
      overhead.get(p.name)!.push(first - sent - ttftMs);
      const received = fake.requests[index]?.receivedAt;
      requestPath.get(p.name)!.push(received === undefined ? Number.NaN : received - sent);
    }
  }
  return paths.map((p) => ({
    name: p.name,
    samples,
    overheadMedianMs: round(percentile(overhead.get(p.name)!, 50), 2),
    overheadP95Ms: round(percentile(overhead.get(p.name)!, 95), 2),
    requestPathMedianMs: round(percentile(requestPath.get(p.name)!, 50), 2),
  }));
}

export async function measureChunkLatency(
  fake: FakeProvider,
  direct: ChunkPath,
  paths: ChunkPath[],
  opts: {
    tokens: number;
    rounds: number;
    tokensPerSecond: number;
    ttftMs: number;
    log: (s: string) => void;
  },
): Promise<ChunkLatencyResult> {
  const absolute = new Map([direct, ...paths].map((p) => [p.name, [] as number[]]));
  const added = new Map(paths.map((p) => [p.name, [] as number[]]));
  const roundsP99 = new Map(paths.map((p) => [p.name, [] as number[]]));
  const cpu = new Map(paths.map((p) => [p.name, { ms: 0, chunks: 0 }]));
  const errors: string[] = [];
  const timeoutMs = (opts.tokens / opts.tokensPerSecond) * 1000 + 20_000;
  // Unmeasured streams first, as a server in service has run (JIT-compiled code, connection
  // pools): 2000 pieces per path, at full speed.
  for (let i = 0; i < WARM_UP_STREAMS; i++) {
    for (const p of [direct, ...paths]) {
      fake.setScenario({ chunks: stampedPieces(500), tokensPerSecond: 5000 });
      await p.stream(undefined, timeoutMs);
    }
  }
  const firstToken = await measureFirstToken(fake, [direct, ...paths], opts.ttftMs, 10, errors);
  for (const f of firstToken) {
    opts.log(
      `  first token, ${f.name}: +${f.overheadMedianMs} ms median over the provider's TTFT ` +
        `(p95 +${f.overheadP95Ms}), request reaches the provider after ${f.requestPathMedianMs} ms`,
    );
  }
  for (let r = 0; r < opts.rounds; r++) {
    const line: string[] = [];
    for (const p of paths) {
      fake.setScenario({
        chunks: stampedPieces(opts.tokens),
        tokensPerSecond: opts.tokensPerSecond,
      });
      const cpuBefore = p.pid ? readCpuMs(p.pid) : Number.NaN;
      const [d, v] = await Promise.all([
        collect(direct, opts.tokens, timeoutMs),
        collect(p, opts.tokens, timeoutMs),
      ]);
      if (p.pid) {
        const c = cpu.get(p.name)!;
        c.ms += readCpuMs(p.pid) - cpuBefore;
        c.chunks += v.latencies.length;
      }
      absolute.get(direct.name)!.push(...d.latencies);
      absolute.get(p.name)!.push(...v.latencies);
      const diffs: number[] = [];
      v.byIndex.forEach((x, i) => {
        const y = d.byIndex[i];
        if (y !== undefined) diffs.push(x - y);
      });
      added.get(p.name)!.push(...diffs);
      roundsP99.get(p.name)!.push(round(percentile(diffs, 99), 3));
      if (d.error) errors.push(`${direct.name}: ${d.error}`);
      if (v.error) errors.push(`${p.name}: ${v.error}`);
      line.push(`${p.name} +${round(percentile(diffs, 99), 3)} ms`);
    }
    opts.log(`  round ${r + 1}/${opts.rounds}, added at p99: ${line.join(', ')}`);
  }
  const results: PathLatency[] = [direct, ...paths].map((p) => {
    const xs = absolute.get(p.name)!;
    const diffs = added.get(p.name) ?? [];
    return {
      name: p.name,
      samples: xs.length,
      p50: round(percentile(xs, 50), 3),
      p99: round(percentile(xs, 99), 3),
      max: round(xs.length ? Math.max(...xs) : Number.NaN, 3),
      addedP50: p === direct ? 0 : round(percentile(diffs, 50), 3),
      addedP99: p === direct ? 0 : round(percentile(diffs, 99), 3),
      cpuPerChunkUs: (() => {
        const c = cpu.get(p.name);
        return c && c.chunks > 0 ? round((c.ms * 1000) / c.chunks, 0) : null;
      })(),
    };
  });
  const inProcess = results.find((r) => r.name === IN_PROCESS);
  const inProcessRounds = roundsP99.get(IN_PROCESS) ?? [];
  const floorRounds = roundsP99.get(IN_PROCESS_RELAY) ?? [];
  return {
    firstToken: { ttftMs: opts.ttftMs, paths: firstToken },
    tokens: opts.tokens,
    rounds: opts.rounds,
    tokensPerSecond: opts.tokensPerSecond,
    paths: results,
    addedMs: {
      p50: inProcess?.addedP50 ?? Number.NaN,
      p99: inProcess?.addedP99 ?? Number.NaN,
      roundsP99: inProcessRounds,
      p99MedianOfRounds: round(percentile(inProcessRounds, 50), 3),
      ...(floorRounds.length
        ? { floorP99MedianOfRounds: round(percentile(floorRounds, 50), 3) }
        : {}),
    },
    errors,
    method:
      'each provider piece carries its send time (process.hrtime, CLOCK_MONOTONIC); the client reads ' +
      'it on arrival; every path streams alongside a straight provider -> client stream of the same ' +
      'pieces and added = percentile over pieces of (path latency - straight latency of the same ' +
      "piece). The budget reads the median over rounds of each round's p99 for the in-process server (buildApp in the bench process: the work our " +
      'code does per chunk); the own-process rows add the OS waking an idle process, next to a bare ' +
      'node:http relay in its own process as the floor for any extra process on this machine',
  };
}
