/**
 * Starts the real server (`src/server/server.ts`) as a child process on a free loopback port,
 * with the environment a test chooses, and waits until `/api/health` answers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));

export interface AppProcess {
  url: string;
  /** Everything the process printed (stdout + stderr). */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  child: ChildProcess;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** Settings that keep test runs independent of the machine's own `.env` and limits. */
export const TEST_ENV: Record<string, string> = {
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_MINUTE: '10000',
  MAX_STREAMS_PER_CLIENT: '100',
  LLM_MAX_RETRIES: '0',
};

export async function startApp(
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<AppProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      // Point at a folder with no .env so only these settings apply.
      ENV_FILE: '/nonexistent/.env',
      ...TEST_ENV,
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${out}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start within ${timeoutMs} ms:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    child,
    output: () => out,
    stop(signal = 'SIGTERM') {
      if (child.exitCode !== null) return Promise.resolve(child.exitCode);
      return new Promise((resolve) => {
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        child.once('exit', (code) => {
          clearTimeout(timer);
          resolve(code);
        });
        child.kill(signal);
      });
    },
  };
}
