import { readStamps, stampedPieces } from '../lib/fake';
import { startInProcessServer, startRelay, type BenchContext } from '../lib/servers';
import { streamFromProvider, streamFromServer, type StreamOptions } from '../lib/sse-client';
import { median, percentile, round } from '../lib/stats';
import { table } from '../lib/table';

type Stream = (url: string, opts: StreamOptions) => ReturnType<typeof streamFromServer>;

export interface PathAdded {
  name: string;
  /** Latency added over the straight stream, ms: p50 and p99 over all pieces, p99 per round. */
  p50: number;
  p99: number;
  roundsP99: number[];
  p99MedianOfRounds: number;
}

export interface ChunksResult {
  /** Our server (built in the bench process), then the bare relay beside it (the floor). */
  server: PathAdded;
  relay: PathAdded;
  errors: string[];
}

/** Each piece's latency, by piece index: its arrival minus the send time stamped into it. */
async function latencies(stream: Stream, url: string, timeoutMs: number, errors: string[]) {
  const byIndex: number[] = [];
  let pending = '';
  const r = await stream(url, {
    timeoutMs,
    onDelta: (text, receivedNs) => {
      pending += text;
      for (const s of readStamps(pending)) byIndex[s.index] = Number(receivedNs - s.sentNs) / 1e6;
      // Keep what follows the last complete stamp (a stamp split over two pieces waits).
      pending = pending.slice(pending.lastIndexOf('\u27e7') + 1);
    },
  });
  if (r.error) errors.push(`${url}: ${r.error}`);
  return byIndex;
}

/** The added latency of one path, piece by piece, from its rounds (exported for the tests). */
export function addedLatency(name: string, rounds: number[][]): PathAdded {
  const roundsP99 = rounds.map((diffs) => round(percentile(diffs, 99), 3));
  return {
    name,
    p50: round(percentile(rounds.flat(), 50), 3),
    p99: round(percentile(rounds.flat(), 99), 3),
    roundsP99,
    p99MedianOfRounds: round(median(roundsP99), 3),
  };
}

/**
 * Each path streams beside a straight provider -> client stream of the same stamped pieces, so a
 * stall of the whole machine delays both and cancels out.
 */
export async function measureChunks({
  settings: s,
  fake,
  log,
}: BenchContext): Promise<ChunksResult> {
  const server = await startInProcessServer(fake.url);
  const relay = await startRelay(fake.url);
  const paths: [string, Stream, string][] = [
    ['via server (in-process)', streamFromServer, server.url],
    ['via bare relay (in-process)', streamFromProvider, relay.url],
  ];
  const errors: string[] = [];
  const timeoutMs = (s.chunkTokens / s.tokensPerSecond) * 1000 + 20_000;
  const rounds = paths.map((): number[][] => []);
  try {
    // 2000 unmeasured pieces per path at full speed first, as a server in service has run.
    for (let i = 0; i < 4; i++) {
      for (const [, stream, url] of [...paths, ['direct', streamFromProvider, fake.url] as const]) {
        fake.setScenario({ chunks: stampedPieces(500), tokensPerSecond: 5000 });
        await latencies(stream, url, timeoutMs, errors);
      }
    }
    for (let r = 1; r <= s.chunkRounds; r++) {
      for (const [i, [name, stream, url]] of paths.entries()) {
        fake.setScenario({
          chunks: stampedPieces(s.chunkTokens),
          tokensPerSecond: s.tokensPerSecond,
        });
        const [direct, via] = await Promise.all([
          latencies(streamFromProvider, fake.url, timeoutMs, errors),
          latencies(stream, url, timeoutMs, errors),
        ]);
        const diffs = via.flatMap((x, k) => (direct[k] === undefined ? [] : [x - direct[k]]));
        if (diffs.length !== s.chunkTokens)
          errors.push(`${name}: ${diffs.length} of ${s.chunkTokens} pieces`);
        rounds[i]!.push(diffs);
        log(
          `  round ${r}/${s.chunkRounds}, ${name}: +${round(percentile(diffs, 99), 3)} ms at p99`,
        );
      }
    }
  } finally {
    await server.close();
    relay.close();
  }
  const [ours, bare] = paths.map(([name], i) => addedLatency(name, rounds[i]!));
  log(
    table([
      ['ms added per chunk', 'p50', 'p99 all pieces', 'p99 per round', 'p99 median of rounds'],
      ...[ours!, bare!].map((p) => [
        p.name,
        p.p50,
        p.p99,
        p.roundsP99.join(', '),
        p.p99MedianOfRounds,
      ]),
    ]),
  );
  if (errors.length) log(`errors: ${errors.slice(0, 5).join('; ')}`);
  return { server: ours!, relay: bare!, errors };
}
