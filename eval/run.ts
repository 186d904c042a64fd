/** `npm run eval`: see eval/README.md. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { loadConfig } from '../src/server/config';
import { createProvider } from '../src/server/providers';
import { readRecipe } from '../src/shared/recipe/read-recipe';
import { evaluate } from './lib/evaluate';
import { evalIdeas } from './lib/ideas-run';
import { evalNutrition } from './lib/nutrition-run';
import { evalReadingSet } from './lib/reading-run';
import { parseRequests } from './lib/run-requests';
import { formatTable } from './lib/score';

const USAGE = `Usage: npm run eval -- [options]
  --limit <n>         only the first n requests of the set
  --concurrency <n>   answers asked at once (default 1 for the embedded model, 2 for a remote one)
  --json <file>       the full report: every answer, its text and its findings
  --requests <file>   another request set (default eval/requests.json)
  --ideas             ask each request for three ideas instead (eval/lib/ideas.ts)
  --nutrition         no model: computed kcal per serving against recipe sites' own figures
                      (eval/nutrition-recipes.json); --verbose lists every recipe
  --reading           no model: the reader on real recipes it was not written from
                      (eval/reading-set), working half beside held-out half; --verbose lists
                      the working half's misses
The provider is the server's: LLM_BASE_URL, LLM_MODEL... from the environment or .env.
Ctrl-C stops and prints what is done; twice quits at once.`;

function whole(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a whole number >= 1`);
  return n;
}

function parseEvalArgs(argv: string[]) {
  const flag = { type: 'string' } as const;
  const { values: v } = parseArgs({
    args: argv,
    options: {
      limit: flag,
      concurrency: flag,
      json: flag,
      requests: flag,
      help: { type: 'boolean' },
      ideas: { type: 'boolean' },
      nutrition: { type: 'boolean' },
      reading: { type: 'boolean' },
      verbose: { type: 'boolean' },
    },
  });
  if (v.help) {
    console.log(USAGE);
    process.exit(0);
  }
  return {
    limit: whole('limit', v.limit),
    concurrency: whole('concurrency', v.concurrency),
    json: v.json,
    requests: v.requests ?? 'eval/requests.json',
    ideas: v.ideas === true,
    nutrition: v.nutrition === true,
    reading: v.reading === true,
    verbose: v.verbose === true,
  };
}

/** The provider's few log lines, in plain words on standard error (never prompt or recipe text). */
const log = {
  info: () => {},
  warn: (_obj: object, msg?: string) => msg && process.stderr.write(`${msg}\n`),
  error: (_obj: object, msg?: string) => msg && process.stderr.write(`${msg}\n`),
};

async function main() {
  const args = parseEvalArgs(process.argv.slice(2));
  if (args.nutrition) return evalNutrition(args.verbose);
  if (args.reading) return evalReadingSet(args.verbose);
  const all = parseRequests(JSON.parse(readFileSync(args.requests, 'utf8')));
  const requests = all.slice(0, args.limit ?? all.length);
  const config = loadConfig();
  const provider = createProvider(config, { log, terminal: process.stderr });
  const concurrency = args.concurrency ?? (config.remote ? 2 : 1);
  const stop = new AbortController();
  process.on('SIGINT', () => {
    if (stop.signal.aborted) process.exit(130);
    stop.abort();
  });
  const bar = new cliProgress.SingleBar(
    {
      format: 'answers {bar} {value}/{total} | failed {failed} | {duration_formatted}',
      stream: process.stderr,
    },
    cliProgress.Presets.shades_classic,
  );
  let failed = 0;
  const model = config.remote
    ? `${config.remote.model} (remote)`
    : `${config.local.modelPath ?? config.local.modelUri} (embedded)`;
  process.stderr.write(`${requests.length} requests to ${model}, ${concurrency} at a time\n`);
  bar.start(requests.length, 0, { failed });
  if (args.ideas)
    return evalIdeas({ provider, requests, stop: stop.signal, bar, model, json: args.json });
  try {
    const report = await evaluate({
      provider,
      config,
      requests,
      concurrency,
      stop: stop.signal,
      read: readRecipe,
      onAnswer: (answer) => {
        if (answer.outcome === 'failed') failed++;
        bar.increment({ failed });
      },
    });
    bar.stop();
    console.log(`\nPantry Chef eval: ${model}\n`);
    console.log(formatTable(report.summary));
    if (args.json) {
      const full = { model, concurrency, when: new Date().toISOString(), ...report };
      mkdirSync(dirname(args.json), { recursive: true });
      writeFileSync(args.json, `${JSON.stringify(full, null, 2)}\n`);
      console.log(`\nThe full report is in ${args.json}.`);
    }
  } finally {
    bar.stop();
    await provider.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
