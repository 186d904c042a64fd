import { parseArgs } from 'node:util';

/** Every setting of one bench run; all have defaults, flags override them. */
export interface BenchSettings {
  /** Provider's time to first token, ms. */
  ttftMs: number;
  /** Provider's token rate after the first, tokens/s. */
  tokensPerSecond: number;
  /** Tokens in the full recipe. */
  tokens: number;
  /** Browser runs per variant. */
  runs: number;
  /** Tokens per stream for the per-chunk latency measurement, and rounds (each: direct + via server). */
  chunkTokens: number;
  chunkRounds: number;
  /** Concurrent-stream steps, and the tokens/rate of each of those streams. */
  concurrencySteps: number[];
  concurrencyTokens: number;
  concurrencyRate: number;
  /** Lighthouse form factors to run. */
  lighthouse: ('mobile' | 'desktop')[];
  /** Which sections run. */
  sections: Section[];
  check: boolean;
  quick: boolean;
  chromePath: string;
  outFile: string;
}

export const SECTIONS = [
  'browser',
  'chunks',
  'concurrency',
  'weight',
  'lighthouse',
  'embedded',
] as const;
export type Section = (typeof SECTIONS)[number];

export const USAGE = `Usage: npm run bench -- [options]

  --check              exit 1 when a budget is missed
  --quick              fewer repetitions (2 browser runs per variant, steps 100/1000,
                       one Lighthouse run); the recipe scenario stays the same
  --ttft <ms>          provider time to first token (default 300)
  --rate <tok/s>       provider token rate (default 50)
  --tokens <n>         tokens in the recipe (default 1024)
  --runs <n>           browser runs per variant (default 5)
  --chunk-tokens <n>   tokens per stream for per-chunk latency (default 300)
  --chunk-rounds <n>   rounds of (direct, via server) streams (default 5)
  --steps <a,b,...>    concurrent-stream steps (default 100,250,500,1000,1500)
  --only <a,b,...>     run only these sections: ${SECTIONS.join(', ')}
  --out <file>         JSON output (default bench/results/latest.json)
  --help               this text

Chromium: CHROME_PATH or /usr/bin/chromium.`;

function positiveInt(name: string, raw: string | undefined, def: number, min = 1): number {
  if (raw === undefined) return def;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min)
    throw new Error(`--${name} must be a whole number >= ${min}`);
  return n;
}

export function parseBenchArgs(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
): BenchSettings {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      check: { type: 'boolean', default: false },
      quick: { type: 'boolean', default: false },
      ttft: { type: 'string' },
      rate: { type: 'string' },
      tokens: { type: 'string' },
      runs: { type: 'string' },
      'chunk-tokens': { type: 'string' },
      'chunk-rounds': { type: 'string' },
      steps: { type: 'string' },
      only: { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const quick = values.quick ?? false;
  const steps = values.steps
    ? values.steps.split(',').map((s) => positiveInt('steps', s.trim(), 0))
    : quick
      ? [100, 1000]
      : [100, 250, 500, 1000, 1500];
  const sections = values.only
    ? values.only.split(',').map((s) => {
        const name = s.trim() as Section;
        if (!SECTIONS.includes(name)) throw new Error(`--only: unknown section "${s}"`);
        return name;
      })
    : [...SECTIONS];
  return {
    ttftMs: positiveInt('ttft', values.ttft, 300, 0),
    tokensPerSecond: positiveInt('rate', values.rate, 50),
    tokens: positiveInt('tokens', values.tokens, 1024, 2),
    runs: positiveInt('runs', values.runs, quick ? 2 : 5),
    chunkTokens: positiveInt('chunk-tokens', values['chunk-tokens'], quick ? 200 : 300, 2),
    chunkRounds: positiveInt('chunk-rounds', values['chunk-rounds'], quick ? 3 : 5),
    concurrencySteps: steps,
    concurrencyTokens: 60,
    concurrencyRate: 3,
    lighthouse: quick ? ['mobile'] : ['mobile', 'desktop'],
    sections,
    check: values.check ?? false,
    quick,
    chromePath: env.CHROME_PATH ?? '/usr/bin/chromium',
    outFile: values.out ?? 'bench/results/latest.json',
  };
}
