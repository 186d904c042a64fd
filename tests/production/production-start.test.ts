/**
 * The production start, as the README gives it, in a fresh copy of the project:
 * `npm ci && npm run build && npm prune --omit=dev && npm start` with no dev tool left and no
 * registry reachable at start, serving the page and a recipe from the fake provider. Every step has
 * its own time limit and takes its whole process group down when it runs over, so nothing hangs.
 */
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_RECIPE, startFakeProvider, type FakeProvider } from '../fixtures/fake-provider';
import { freePort } from '../e2e/support/app-process';
import { postRecipe, readEvents, recipeText } from '../server/helpers';

const repo = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The environment of a fresh shell: Vitest's own variables left out. NODE_ENV=test, set by the
 * runner, would make `vite build` write a development bundle that no production start ever serves.
 */
const shellEnv = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')),
);
const KEY = 'production-start-test-key';

/**
 * `npm test` sets this: the copy's build (the same tracked files, the same `npm run build`) is handed
 * to the project's own dist/, so the browser tests that follow run on it instead of building again
 * (`scripts/ensure-build.mjs` rebuilds only what is older than its sources).
 */
const HAND_OVER_BUILD = process.env.PRODUCTION_BUILD_TO_PROJECT === '1';

function handOverBuild(copy: string): void {
  rmSync(join(repo, 'dist'), { recursive: true, force: true });
  cpSync(join(copy, 'dist'), join(repo, 'dist'), { recursive: true });
}

interface Step {
  output: string;
  code: number | null;
}

/** Runs a command in its own process group; past `timeoutMs` the whole group is killed. */
function run(cwd: string, command: string, args: string[], timeoutMs: number, env = {}) {
  return new Promise<Step>((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...shellEnv, ...env },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const timer = setTimeout(() => {
      output += `\n[killed after ${timeoutMs} ms]`;
      process.kill(-child.pid!, 'SIGKILL');
    }, timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ output, code });
    });
  });
}

function copyProject(): string {
  const copy = mkdtempSync(join(tmpdir(), 'pantry-chef-production-'));
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: repo, encoding: 'utf8' });
  for (const file of files.split('\0').filter(Boolean)) {
    if (!existsSync(join(repo, file))) continue;
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(repo, file), join(copy, file));
  }
  return copy;
}

// npm's own settings for these steps: quiet, and at start no registry to reach at all.
const QUIET = {
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_update_notifier: 'false',
};
const NO_NETWORK = {
  ...QUIET,
  npm_config_offline: 'true',
  npm_config_registry: 'http://127.0.0.1:9/',
};

describe('the production start', () => {
  let copy: string;
  let fake: FakeProvider;
  beforeAll(async () => {
    copy = copyProject();
    fake = await startFakeProvider({ apiKey: KEY });
  });
  // A whole node_modules to delete: slow on a busy machine.
  afterAll(async () => {
    await fake?.close();
    if (copy) await rm(copy, { recursive: true, force: true });
  }, 300_000);

  it('npm ci, build, prune the dev tools, then npm start serves a recipe offline', async () => {
    const steps: [string, string[], number][] = [
      // Over a gigabyte to unpack (llama.cpp's prebuilt binaries): minutes on a busy machine.
      ['npm', ['ci', '--prefer-offline'], 480_000],
      ['npm', ['run', 'build'], 240_000],
      ['npm', ['prune', '--omit=dev'], 180_000],
    ];
    for (const [command, args, timeoutMs] of steps) {
      const step = await run(copy, command, args, timeoutMs, QUIET);
      expect(step.code, `${command} ${args.join(' ')}:\n${step.output}`).toBe(0);
      if (args[1] === 'build' && HAND_OVER_BUILD) handOverBuild(copy);
    }
    for (const tool of ['tsx', 'vite', 'esbuild', '@vitejs/plugin-react']) {
      expect(existsSync(join(copy, 'node_modules', tool)), `${tool} pruned`).toBe(false);
    }

    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const server = spawn('npm', ['start'], {
      cwd: copy,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...shellEnv,
        ...NO_NETWORK,
        ENV_FILE: '/nonexistent/.env',
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'warn',
        LLM_BASE_URL: fake.url,
        LLM_API_KEY: KEY,
        RECIPE_DELAY_MS: '0',
      },
    });
    let output = '';
    server.stdout.on('data', (d: Buffer) => (output += d.toString()));
    server.stderr.on('data', (d: Buffer) => (output += d.toString()));
    try {
      const deadline = Date.now() + 30_000;
      while (!output.includes('is ready at')) {
        expect(server.exitCode, output).toBeNull();
        expect(Date.now() < deadline, `no start within 30 s:\n${output}`).toBe(true);
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(output).not.toMatch(/Building|npx|tsx/);
      const page = await fetch(`${url}/`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<div id="root">');
      expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
      // The offline page: its worker and manifest are built and served, revalidated every time.
      const worker = await fetch(`${url}/sw.js`);
      expect(worker.status).toBe(200);
      expect(worker.headers.get('cache-control')).toBe('no-cache');
      expect(await worker.text()).toContain('index.html');
      const manifest = await fetch(`${url}/manifest.webmanifest`);
      expect(manifest.headers.get('content-type')).toContain('application/manifest+json');
      expect(await manifest.json()).toMatchObject({ name: 'Pantry Chef', display: 'standalone' });
      const res = await postRecipe(url, { ingredients: ['egg', 'milk', 'flour', 'butter'] });
      expect(recipeText(await readEvents(res))).toBe(FAKE_RECIPE);
    } finally {
      process.kill(-server.pid!, 'SIGKILL');
    }

    // With nothing built and no dev tools, the start says what to run instead of fetching a tool.
    await rm(join(copy, 'dist', 'server'), { recursive: true });
    const unbuilt = await run(copy, 'npm', ['start'], 60_000, {
      ...NO_NETWORK,
      PORT: String(port),
    });
    expect(unbuilt.code, unbuilt.output).toBe(1);
    expect(unbuilt.output).toContain('npm ci && npm run build');
    expect(unbuilt.output).not.toMatch(/Building|is ready at/);
  });
});
