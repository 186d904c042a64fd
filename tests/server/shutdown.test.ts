import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_RECIPE, startFakeProvider, type FakeProvider } from '../fixtures/fake-provider';
import { readEvents, sleep } from './helpers';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

interface Server {
  proc: ChildProcess;
  url: string;
  exit: Promise<number | null>;
  output: () => string;
}

/** Only `env` (and PATH): nothing from a developer's .env file. */
function spawnServer(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ENV_FILE: '/nonexistent/.env', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function startServer(env: Record<string, string>): Promise<Server> {
  const proc = spawnServer({ HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env });
  let out = '';
  proc.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  proc.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exit = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 60_000);
    const onData = () => {
      const m = /ready at (http:\/\/[\d.]+:\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        proc.stdout?.off('data', onData);
        resolve({ proc, url: m[1]!, exit, output: () => out });
      }
    };
    proc.stdout?.on('data', onData);
    void exit.then((code) => reject(new Error(`server exited with ${code}:\n${out}`)));
  });
}

function openStream(url: string) {
  let resolveStarted!: () => void;
  const started = new Promise<void>((r) => (resolveStarted = r));
  const body = new Promise<string>((resolve, reject) => {
    const req = request(`${url}/api/recipe`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json' },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d: Buffer) => {
        text += d.toString();
        if (text.includes('event: delta')) resolveStarted();
      });
      res.on('end', () => resolve(text));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(JSON.stringify({ ingredients: ['egg', 'rice'] }));
  });
  return { started, body };
}

function connect(url: string): Promise<string> {
  return new Promise((resolve) => {
    const req = request(`${url}/api/health`, { agent: false });
    req.on('response', (res) => {
      res.resume();
      resolve(`status ${res.statusCode}`);
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? 'error'));
    req.end();
  });
}

describe('graceful shutdown of the real server process', () => {
  let fake: FakeProvider;
  const running: ChildProcess[] = [];

  beforeAll(async () => {
    fake = await startFakeProvider();
  });
  afterAll(async () => {
    for (const p of running) if (p.exitCode === null) p.kill('SIGKILL');
    await fake.close();
  });

  it('SIGTERM: refuses new connections, lets a running recipe finish, exits 0', async () => {
    const server = await startServer({ LLM_BASE_URL: fake.url, SHUTDOWN_GRACE_MS: '5000' });
    running.push(server.proc);
    fake.setScenario({ tokens: 40, tokensPerSecond: 20 }); // about two seconds
    const stream = openStream(server.url);
    let streamEnded = false;
    void stream.body.finally(() => (streamEnded = true));
    await stream.started;
    server.proc.kill('SIGTERM');
    // New connections are refused while the running recipe is still streaming.
    let answer = await connect(server.url);
    for (let i = 0; i < 100 && answer !== 'ECONNREFUSED'; i++) {
      await sleep(20);
      answer = await connect(server.url);
    }
    expect(answer).toBe('ECONNREFUSED');
    expect(streamEnded).toBe(false);

    const events = await readEvents(new Response(await stream.body));
    expect(events.map((e) => String(e.data.text ?? '')).join('')).toBe(FAKE_RECIPE);
    expect(events.at(-1)).toEqual({ event: 'done', data: { finishReason: 'stop' } });
    expect(await server.exit).toBe(0);
  }, 90_000);

  it('past SHUTDOWN_GRACE_MS, a longer recipe ends with a shutting_down event, the model call is aborted, exit 0', async () => {
    const server = await startServer({ LLM_BASE_URL: fake.url, SHUTDOWN_GRACE_MS: '300' });
    running.push(server.proc);
    fake.setScenario({ tokens: 200, tokensPerSecond: 20 }); // ten seconds
    const index = fake.requests.length;
    const stream = openStream(server.url);
    await stream.started;
    const signalledAt = performance.now();
    server.proc.kill('SIGTERM');

    const events = await readEvents(new Response(await stream.body));
    const endedAfter = performance.now() - signalledAt;
    expect(events.filter((e) => e.event === 'delta').length).toBeGreaterThan(0);
    const last = events.at(-1);
    expect(last?.event).toBe('error');
    expect(last?.data.code).toBe('shutting_down');
    expect(String(last?.data.message)).toMatch(/restarting/);
    expect(endedAfter).toBeGreaterThanOrEqual(250);
    expect(endedAfter).toBeLessThan(6000); // the recipe alone would take ten seconds
    expect(await server.exit).toBe(0);
    const record = await fake.waitForEnd(index, 2000);
    expect(record.abortedAt).toBeDefined();
  }, 90_000);

  it('bad settings: a plain list of problems, no stack, exit 1', async () => {
    const proc = spawnServer({ PORT: 'eighty', LLM_BASE_URL: 'ftp://example' });
    running.push(proc);
    let out = '';
    proc.stdout?.on('data', (d: Buffer) => (out += d.toString()));
    proc.stderr?.on('data', (d: Buffer) => (out += d.toString()));
    const code = await new Promise<number | null>((resolve) => proc.once('exit', resolve));
    expect(code).toBe(1);
    expect(out).toContain('PORT: must be a whole number');
    expect(out).toContain('LLM_BASE_URL: must be an http(s) URL');
    expect(out).not.toMatch(/\n\s+at |ConfigError|node:internal/);
  }, 90_000);
});
