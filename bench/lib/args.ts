import { parseArgs } from 'node:util';

export const SECTIONS = [
  'weight',
  'chunks',
  'concurrency',
  'browser',
  'lighthouse',
  'embedded',
  'kitchen',
  'compute',
] as const;
export type Section = (typeof SECTIONS)[number];

export type BenchSettings = ReturnType<typeof parseBenchArgs>;

export const USAGE = `Usage: npm run bench -- [options]
  --check              exit 1 when a budget is missed or could not be measured
  --quick              fewer repetitions, same recipe scenario
  --ttft <ms>          provider's time to first token (default 300)
  --rate <tok/s>       provider's token rate (default 50)
  --tokens <n>         tokens in the recipe (default 1024)
  --runs <n>           browser runs per variant (default 5, --quick 2)
  --chunk-tokens <n>   pieces per per-chunk stream (default 300, --quick 200)
  --chunk-rounds <n>   per-chunk rounds (default 5, --quick 3)
  --steps <a,b,...>    concurrent-stream steps (default 100,250,500,1000,1500, --quick 100,1000)
  --only <a,b,...>     only these sections: ${SECTIONS.join(', ')}
  --out <file>         JSON results (default bench/results/latest.json)
Chromium: CHROME_PATH or /usr/bin/chromium.`;

function int(name: string, raw: string | undefined, def: number, min = 1): number {
  if (raw === undefined) return def;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min)
    throw new Error(`--${name} must be a whole number >= ${min}`);
  return n;
}

const flag = { type: 'string' } as const;

export function parseBenchArgs(argv: string[], env: NodeJS.ProcessEnv = process.env) {
  const { values: v } = parseArgs({
    args: argv,
    options: {
      check: { type: 'boolean' },
      quick: { type: 'boolean' },
      help: { type: 'boolean' },
      ...{ ttft: flag, rate: flag, tokens: flag, runs: flag, steps: flag, only: flag, out: flag },
      ...{ 'chunk-tokens': flag, 'chunk-rounds': flag },
    },
  });
  if (v.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const quick = v.quick ?? false;
  const list = (raw: string | undefined, def: string) =>
    (raw ?? def).split(',').map((s) => s.trim());
  const sections = list(v.only, SECTIONS.join(',')).map((name) => {
    if (!SECTIONS.includes(name as Section)) throw new Error(`--only: unknown section "${name}"`);
    return name as Section;
  });
  const steps = list(v.steps, quick ? '100,1000' : '100,250,500,1000,1500');
  return {
    ttftMs: int('ttft', v.ttft, 300, 0),
    tokensPerSecond: int('rate', v.rate, 50),
    tokens: int('tokens', v.tokens, 1024, 2),
    runs: int('runs', v.runs, quick ? 2 : 5),
    chunkTokens: int('chunk-tokens', v['chunk-tokens'], quick ? 200 : 300, 2),
    chunkRounds: int('chunk-rounds', v['chunk-rounds'], quick ? 3 : 5),
    concurrencySteps: steps.map((s) => int('steps', s, 0)),
    /** Each concurrent stream: 60 tokens at 3/s, about 20 s. */
    concurrencyTokens: 60,
    concurrencyRate: 3,
    lighthouse: (quick ? ['mobile'] : ['mobile', 'desktop']) as ('mobile' | 'desktop')[],
    sections,
    check: v.check ?? false,
    quick,
    chromePath: env.CHROME_PATH ?? '/usr/bin/chromium',
    outFile: v.out ?? 'bench/results/latest.json',
  };
}
