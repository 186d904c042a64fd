import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { buildApp } from '../../src/server/app';
import { parseConfig } from '../../src/server/config';
import type { FakeProvider } from '../../tests/fixtures/fake-provider';
import type { BenchSettings } from './args';

export interface BenchContext {
  settings: BenchSettings;
  fake: FakeProvider;
  ours(recipeDelayMs: number): Promise<ServerProcess>;
  log(line: string): void;
}

export interface ServerProcess {
  url: string;
  rssBytes(): number;
  stop(): Promise<void>;
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

function serverSettings(providerUrl: string, recipeDelayMs: number, port: number) {
  return {
    NODE_ENV: 'production',
    ENV_FILE: '/dev/null', // nothing from a developer's .env leaks in
    PORT: String(port),
    HOST: '127.0.0.1',
    LLM_BASE_URL: providerUrl,
    LLM_API_KEY: 'bench-key',
    RECIPE_DELAY_MS: String(recipeDelayMs),
    MIN_INGREDIENTS: '4',
    // The limits protect a public service; the bench is one "visitor" opening many streams.
    RATE_LIMIT_PER_MINUTE: '100000',
    MAX_STREAMS_PER_CLIENT: '1000',
    MAX_STREAMS_TOTAL: '100000',
    LOG_LEVEL: 'warn',
    SHUTDOWN_GRACE_MS: '1000',
  };
}

const listening = (server: ReturnType<typeof createServer>) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

export async function freePort(): Promise<number> {
  const probe = createServer();
  const port = await listening(probe);
  await new Promise((r) => probe.close(r));
  return port;
}

/**
 * The real server (src/server/server.ts) in its own process with these settings, once
 * `/api/health` answers. Its output's last few KB are kept for reports.
 */
export async function startServerProcess(env: Record<string, string>, port: number) {
  // `node --import tsx`, not `npx tsx`, so the pid is the server itself (its RSS is read).
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (d: Buffer) => (output = (output + d.toString('utf8')).slice(-8000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (tries > 150 || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start: ${output}`);
    }
    await sleep(200);
  }
  return {
    url,
    rssBytes() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? 0) * 1024;
    },
    outputTail: () => output,
    async stop() {
      process.off('exit', killOnExit);
      child.kill('SIGTERM');
      await withTimeout(exited, 5000, 'shutdown').catch(() => child.kill('SIGKILL'));
    },
  } satisfies ServerProcess & { outputTail(): string };
}

export async function startServer(providerUrl: string, recipeDelayMs: number) {
  const port = await freePort();
  return startServerProcess(serverSettings(providerUrl, recipeDelayMs, port), port);
}

const silent = new Writable({ write: (_chunk, _enc, cb) => cb() });

/** The app in the bench process: one event loop with the provider, so a chunk's cost is our code. */
export async function startInProcessServer(providerUrl: string) {
  const app = buildApp(parseConfig(serverSettings(providerUrl, 0, 0)), { logStream: silent });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, close: () => app.close() };
}

/** A bare node:http relay, the floor for any hop; `GET /` answers `page`, the floor page. */
export async function startRelay(providerUrl: string, page = 'ok') {
  const target = `${providerUrl}/chat/completions`;
  const relay = (req: IncomingMessage, res: ServerResponse) => {
    const headers = { 'content-type': 'application/json', authorization: 'Bearer bench-key' };
    const upstream = request(target, { method: 'POST', headers }, (up) => {
      res.writeHead(up.statusCode ?? 502, { 'content-type': up.headers['content-type'] ?? '' });
      up.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    res.on('close', () => res.writableFinished || upstream.destroy());
    req.pipe(upstream);
  };
  const server = createServer((req, res) => {
    if (req.method === 'POST') relay(req, res);
    else res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
  const port = await listening(server);
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}
