/**
 * Pantry Chef benchmark: `npm run bench` (`-- --check` exits 1 when a budget is missed,
 * `-- --help` lists the settings). Everything runs on 127.0.0.1, every loop is bounded, and the
 * whole run stops by itself. Results: a table on stdout and bench/results/latest.json.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { arch, cpus, loadavg, release, totalmem } from 'node:os';
import { dirname } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { startFakeProvider } from '../tests/fixtures/fake-provider';
import { parseBenchArgs, type BenchSettings } from './lib/args';
import { evaluateBudgets, failsCheck, LIMITS, type Measured } from './lib/budgets';
import { BASELINE_DIST, buildBaseline, CLIENT_DIST, ensureClientBuild, ROOT } from './lib/builds';
import { CHROMIUM_ARGS } from '../tests/fixtures/chromium';
import { benchRecipe } from './lib/fake';
import { startInProcessServer } from './lib/in-process-server';
import { freePort } from './lib/net';
import { streamFromProvider, streamFromServer } from './lib/sse-client';
import { startNodeProcess, startServer, type ServerProcess } from './lib/server-process';
import { printReport } from './lib/report';
import { startBaselineServer } from './baseline/server';
import { createRelay } from './reference/relay-server';
import { measureEmbedded } from './sections/embedded';
import { measureFrameClock } from './sections/frame-clock';
import { measureBrowserFlow } from './sections/browser-flow';
import { measureConcurrency } from './sections/concurrency';
import { measureFirstPaintLoad } from './sections/first-paint';
import { runLighthouse } from './sections/lighthouse';
import { checkServing, measureCriticalAssets } from './sections/page-weight';
import {
  directPath,
  IN_PROCESS,
  IN_PROCESS_RELAY,
  measureChunkLatency,
  relayPath,
  serverPath,
} from './sections/server-chunks';

const log = (s: string) => console.log(s);
/** Unmeasured recipes through each server before the browser runs. */
const WARM_UP_RECIPES = 20;

/** Runs `fn`; a crash becomes an Error result for that section, so the others still run. */
async function section<T>(name: string, fn: () => Promise<T>): Promise<T | Error> {
  log(`\n== ${name}`);
  const t0 = performance.now();
  try {
    const r = await fn();
    log(`   (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
    return r;
  } catch (err) {
    log(`   FAILED: ${(err as Error).stack ?? String(err)}`);
    return err instanceof Error ? err : new Error(String(err));
  }
}

/** A generous upper bound for the whole run; past it the bench stops itself. */
function deadlineMs(s: BenchSettings): number {
  const stream = s.ttftMs + (s.tokens / s.tokensPerSecond) * 1000;
  const browser = s.runs * 4 * (stream + 2000 + 15_000);
  // Four paths per round, each beside a straight stream.
  const chunks = s.chunkRounds * 4 * ((s.chunkTokens / s.tokensPerSecond) * 1000 + 5000);
  const conc =
    s.concurrencySteps.length * ((s.concurrencyTokens / s.concurrencyRate) * 1000 + 40_000);
  const embedded = s.sections.includes('embedded') ? 20 * 60_000 : 0;
  return browser + chunks + conc + s.lighthouse.length * 150_000 + embedded + 180_000;
}

function chromiumVersion(path: string): string {
  try {
    return execFileSync(path, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

function gitCommit(): string | null {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: ROOT,
      encoding: 'utf8',
    }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], {
      cwd: ROOT,
      encoding: 'utf8',
    }).trim();
    return dirty ? `${sha}+changes` : sha;
  } catch {
    return null;
  }
}

async function main(): Promise<number> {
  const settings = parseBenchArgs(process.argv.slice(2));
  const loadAtStart = loadavg().map((l) => Math.round(l * 100) / 100);
  const on = (s: BenchSettings['sections'][number]) => settings.sections.includes(s);
  const started = new Date();
  const limit = deadlineMs(settings);
  const hardStop = setTimeout(() => {
    console.error(`bench: over its time limit (${Math.round(limit / 1000)} s), stopping`);
    process.exit(2);
  }, limit);
  hardStop.unref();
  log(
    `Pantry Chef bench: provider TTFT ${settings.ttftMs} ms, ${settings.tokensPerSecond} tokens/s, ` +
      `${settings.tokens} tokens; ${settings.runs} browser runs per variant; ` +
      `time limit ${Math.round(limit / 60_000)} min`,
  );
  mkdirSync(dirname(`${ROOT}${settings.outFile}`), { recursive: true });
  mkdirSync(`${ROOT}bench/results`, { recursive: true });

  if (on('weight') || on('browser') || on('lighthouse')) ensureClientBuild();

  const fake = await startFakeProvider();
  const servers: ServerProcess[] = [];
  let browser: Browser | undefined;
  const measured: Measured = {};
  let chromiumReported = chromiumVersion(settings.chromePath);
  const startOurs = async (recipeDelayMs: number) => {
    const s = await startServer({ providerUrl: fake.url, recipeDelayMs });
    servers.push(s);
    return s;
  };
  const recipeScenario = {
    chunks: benchRecipe(settings.tokens),
    firstTokenMs: settings.ttftMs,
    tokensPerSecond: settings.tokensPerSecond,
  };

  try {
    let ours0: ServerProcess | undefined;
    const getOurs0 = async () => (ours0 ??= await startOurs(0));

    if (on('weight')) {
      measured.weight = await section('Page weight and serving', async () => {
        const critical = measureCriticalAssets(CLIENT_DIST);
        const serving = await checkServing(
          CLIENT_DIST,
          (await getOurs0()).url,
          critical.js.map((f) => f.path),
        ).catch((err: unknown) => (err instanceof Error ? err : new Error(String(err))));
        return { critical, serving };
      });
    }

    if (on('chunks')) {
      measured.chunks = await section('Server: latency added per chunk', async () => {
        const inProcess = await startInProcessServer({ providerUrl: fake.url, recipeDelayMs: 0 });
        const relayPort = await freePort();
        const relay = await startNodeProcess(
          ['bench/reference/relay.ts', String(relayPort), fake.url],
          {},
          `http://127.0.0.1:${relayPort}`,
          '/',
        );
        const inProcessRelay = createRelay(fake.url);
        await new Promise<void>((resolve) => inProcessRelay.listen(0, '127.0.0.1', resolve));
        const inProcessRelayUrl = `http://127.0.0.1:${(inProcessRelay.address() as AddressInfo).port}`;
        try {
          return await measureChunkLatency(
            fake,
            directPath(fake.url),
            [
              serverPath(IN_PROCESS, inProcess.url),
              relayPath(IN_PROCESS_RELAY, inProcessRelayUrl),
              serverPath(
                'via server (own process)',
                (await getOurs0()).url,
                (await getOurs0()).pid,
              ),
              relayPath('via bare relay (own process)', relay.url, relay.pid),
            ],
            {
              tokens: settings.chunkTokens,
              rounds: settings.chunkRounds,
              tokensPerSecond: settings.tokensPerSecond,
              ttftMs: settings.ttftMs,
              log,
            },
          );
        } finally {
          await inProcess.close();
          inProcessRelay.closeAllConnections();
          inProcessRelay.close();
          await relay.stop();
        }
      });
    }

    if (on('concurrency')) {
      measured.concurrency = await section('Server: concurrent streams', async () => {
        // A fresh server of its own, so its memory starts from an idle baseline.
        const server = await startServer({ providerUrl: fake.url, recipeDelayMs: 0 });
        try {
          return await measureConcurrency(fake, server, {
            steps: settings.concurrencySteps,
            tokens: settings.concurrencyTokens,
            rate: settings.concurrencyRate,
            log,
          });
        } finally {
          await server.stop();
        }
      });
    }

    let ours2000: ServerProcess | undefined;
    if (on('browser')) {
      measured.browser = await section('Browser: click to recipe painted', async () => {
        await buildBaseline();
        const baseline = await startBaselineServer(BASELINE_DIST, fake.url);
        try {
          const [zero, def] = [await getOurs0(), (ours2000 ??= await startOurs(2000))];
          // Unmeasured recipes through every server first, as one in service has served
          // (compiled code, open connections to the provider): a fresh process's first recipe
          // is slower by tens of ms, and a short run would be read from it.
          fake.setScenario({ chunks: benchRecipe(50), tokensPerSecond: 5000 });
          for (let i = 0; i < WARM_UP_RECIPES; i++) {
            const results = [
              await streamFromServer(zero.url, { timeoutMs: 10_000 }),
              await streamFromServer(def.url, { timeoutMs: 10_000 }),
              await streamFromProvider(`${baseline.url}/v1`, { timeoutMs: 10_000 }),
            ];
            const failed = results.find((r) => r.error);
            if (failed) throw new Error(`warm-up recipe failed: ${failed.error}`);
          }
          fake.setScenario(recipeScenario);
          browser = await chromium.launch({
            executablePath: settings.chromePath,
            args: CHROMIUM_ARGS,
          });
          chromiumReported = `${chromiumReported} (Playwright reports ${browser.version()})`;
          const b = browser;
          measured.firstPaint = await measureFirstPaintLoad(b, `${zero.url}/`, CLIENT_DIST).catch(
            (err: unknown) => (err instanceof Error ? err : new Error(String(err))),
          );
          measured.frameClock = await measureFrameClock(b).catch((err: unknown) =>
            err instanceof Error ? err : new Error(String(err)),
          );
          return await measureBrowserFlow(
            browser,
            [
              { name: 'ours-delay-0', url: zero.url, ours: true },
              { name: 'ours-delay-2000', url: def.url, ours: true },
              { name: 'baseline', url: baseline.url, ours: false },
              // No framework, streamed through a bare pass-through: what any page costs here.
              { name: 'floor', url: `${baseline.url}/floor.html`, ours: false },
            ],
            {
              runs: settings.runs,
              ttftMs: settings.ttftMs,
              expectedStreamMs:
                settings.ttftMs + (settings.tokens / settings.tokensPerSecond) * 1000 + 2000,
              resultsDir: `${ROOT}bench/results`,
              log,
            },
          );
        } finally {
          await browser?.close();
          browser = undefined;
          await baseline.close();
        }
      });
    }

    if (on('lighthouse')) {
      measured.lighthouse = await section('Lighthouse', async () => {
        // The default settings (RECIPE_DELAY_MS 2000), as a visitor gets them.
        const server = (ours2000 ??= await startOurs(2000));
        const runs = [];
        for (const formFactor of settings.lighthouse) {
          const r = await runLighthouse(`${server.url}/`, formFactor, {
            chromePath: settings.chromePath,
            outDir: `${ROOT}bench/results`,
            timeoutMs: 120_000,
          });
          log(
            `  ${formFactor}: performance ${r.performance}, accessibility ${r.accessibility}, ` +
              `best practices ${r.bestPractices}${r.error ? ` (error: ${r.error})` : ''}`,
          );
          runs.push(r);
        }
        return runs;
      });
    }
    if (on('embedded')) {
      measured.embedded = await section('Embedded model', () =>
        measureEmbedded({ log, modelDir: `${ROOT}bench/results/models` }),
      );
    }
  } finally {
    await browser?.close();
    for (const s of servers) await s.stop();
    await fake.close();
  }

  const budgets = evaluateBudgets(measured, settings.tokens);
  const finished = new Date();
  const machine = {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round(totalmem() / 2 ** 30),
    os: `${process.platform} ${release()} ${arch()}`,
    node: process.version,
    chromium: chromiumReported,
    commit: gitCommit(),
    // Other work on the machine skews timings: the 1-minute load average at start and end says how much.
    loadAverage: { start: loadAtStart, end: loadavg().map((l) => Math.round(l * 100) / 100) },
  };
  const serialise = (v: unknown) => (v instanceof Error ? { error: v.message } : v);
  const report = {
    timestamp: started.toISOString(),
    durationSeconds: Math.round((finished.getTime() - started.getTime()) / 1000),
    command: `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`,
    settings,
    machine,
    limits: LIMITS,
    results: {
      browser: serialise(measured.browser),
      chunkLatency: serialise(measured.chunks),
      concurrency: serialise(measured.concurrency),
      page: serialise(
        measured.weight instanceof Error || !measured.weight
          ? measured.weight
          : { critical: measured.weight.critical, serving: serialise(measured.weight.serving) },
      ),
      firstPaintLoad: serialise(measured.firstPaint),
      frameClock: serialise(measured.frameClock),
      lighthouse: serialise(measured.lighthouse),
      embedded: serialise(measured.embedded),
    },
    budgets,
  };
  writeFileSync(`${ROOT}${settings.outFile}`, `${JSON.stringify(report, null, 2)}\n`);
  printReport(measured, budgets, settings, machine);
  log(`\nWritten: ${settings.outFile} (${report.durationSeconds} s)`);

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
