/** `npm run bench` (`-- --help` lists the settings; method in bench/README.md). */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFakeProvider } from '../tests/fixtures/fake-provider';
import { parseBenchArgs, type BenchSettings, type Section } from './lib/args';
import { evaluateBudgets, failsCheck, LIMITS, type Measured } from './lib/budgets';
import { startServer, type BenchContext, type ServerProcess } from './lib/servers';
import { table } from './lib/table';
import { measureBrowser } from './sections/browser';
import { measureChunks } from './sections/chunks';
import { measureConcurrency } from './sections/concurrency';
import { measureEmbedded } from './sections/embedded';
import { measureLighthouse } from './sections/lighthouse';
import { measureKitchen } from './sections/kitchen';
import { measureRecipeCompute } from './sections/recipe-compute';
import { measureWeight } from './sections/weight';

const log = (s: string) => console.log(s);

/** Runs one section; a crash becomes an Error result for it, so the others still run. */
async function section<T>(name: string, fn: () => Promise<T>): Promise<T | Error> {
  log(`\n== ${name}`);
  const t0 = performance.now();
  try {
    return await fn();
  } catch (err) {
    log(`   FAILED: ${(err as Error).stack ?? String(err)}`);
    return err instanceof Error ? err : new Error(String(err));
  } finally {
    log(`   (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  }
}

function deadlineMs(s: BenchSettings): number {
  const recipe = s.ttftMs + (s.tokens / s.tokensPerSecond) * 1000;
  const browser = s.runs * 3 * (recipe + 2000 + 15_000);
  const chunks = s.chunkRounds * 2 * ((s.chunkTokens / s.tokensPerSecond) * 1000 + 5000);
  const conc =
    s.concurrencySteps.length * ((s.concurrencyTokens / s.concurrencyRate) * 1000 + 40_000);
  const embedded = s.sections.includes('embedded') ? 30 * 60_000 : 0;
  return browser + chunks + conc + s.lighthouse.length * 150_000 + embedded + 180_000;
}

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
const loads = () => loadavg().map((l) => Math.round(l * 100) / 100);

async function main(): Promise<number> {
  const settings = parseBenchArgs(process.argv.slice(2));
  const on = (s: Section) => settings.sections.includes(s);
  const started = new Date();
  const loadAtStart = loads();
  const limit = deadlineMs(settings);
  setTimeout(() => {
    console.error(`bench: over its time limit (${Math.round(limit / 1000)} s), stopping`);
    process.exit(2);
  }, limit).unref();
  log(
    `Pantry Chef bench: provider TTFT ${settings.ttftMs} ms, ${settings.tokensPerSecond} tokens/s, ` +
      `${settings.tokens} tokens; time limit ${Math.round(limit / 60_000)} min`,
  );
  mkdirSync('bench/results', { recursive: true });
  mkdirSync(dirname(settings.outFile), { recursive: true });
  // The page is built when dist/client is missing or older than its sources, as `npm start` does.
  if (on('weight') || on('browser') || on('lighthouse') || on('kitchen')) {
    execFileSync(process.execPath, ['scripts/ensure-build.mjs'], { stdio: 'inherit' });
  }

  const fake = await startFakeProvider();
  const servers = new Map<number, Promise<ServerProcess>>();
  const ctx: BenchContext = {
    settings,
    fake,
    log,
    ours(delay) {
      if (!servers.has(delay)) servers.set(delay, startServer(fake.url, delay));
      return servers.get(delay)!;
    },
  };
  const measured: Measured = {};
  try {
    if (on('weight'))
      measured.weight = await section('Page weight and serving', () => measureWeight(ctx));
    if (on('chunks'))
      measured.chunks = await section('Server: latency added per chunk', () => measureChunks(ctx));
    if (on('concurrency'))
      measured.concurrency = await section('Server: concurrent streams', () =>
        measureConcurrency(ctx),
      );
    if (on('browser'))
      measured.browser = await section('Browser: click to recipe painted', () =>
        measureBrowser(ctx),
      );
    if (on('kitchen'))
      measured.kitchen = await section("Browser: this device's kitchen", () => measureKitchen(ctx));
    if (on('compute'))
      measured.compute = await section("A recipe's panel, nutrition and safety computed", () =>
        measureRecipeCompute(ctx),
      );
    if (on('lighthouse'))
      measured.lighthouse = await section('Lighthouse', () => measureLighthouse(ctx));
    if (on('embedded'))
      measured.embedded = await section('Embedded model', () =>
        measureEmbedded({
          log,
          modelDir: fileURLToPath(new URL('results/models', import.meta.url)),
        }),
      );
  } finally {
    for (const s of servers.values())
      await s.then(
        (x) => x.stop(),
        () => {},
      );
    await fake.close();
  }

  const budgets = evaluateBudgets(measured, settings.tokens);
  const machine = {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model,
    node: process.version,
    commit: `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain') ? '+changes' : ''}`,
    // Other work on the machine skews timings: the 1-minute load average says how much.
    loadAverage: { start: loadAtStart, end: loads() },
  };
  const results = Object.fromEntries(
    Object.entries(measured).map(([k, v]) => [k, v instanceof Error ? { error: v.message } : v]),
  );
  const durationSeconds = Math.round((Date.now() - started.getTime()) / 1000);
  const report = {
    timestamp: started.toISOString(),
    durationSeconds,
    settings,
    machine,
    limits: LIMITS,
    results,
    budgets,
  };
  writeFileSync(settings.outFile, `${JSON.stringify(report, null, 2)}\n`);

  log('\n== Budgets');
  log(table([['budget', 'limit', 'measured', 'result'], ...budgets.map((b) => Object.values(b))]));
  if (Math.max(loadAtStart[0]!, machine.loadAverage.end[0]!) > machine.cpus * 0.75) {
    log(
      `WARNING: the machine was busy (1-min load ${loadAtStart[0]} -> ${machine.loadAverage.end[0]}): repeat on a quiet one.`,
    );
  }
  log(`Written: ${settings.outFile} (${durationSeconds} s)`);
  const failed = budgets.filter(failsCheck);
  if (settings.check && failed.length > 0) {
    log(`--check: ${failed.length} budget(s) missed: ${failed.map((b) => b.name).join('; ')}`);
    return 1;
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(2);
  },
);
