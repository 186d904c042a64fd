import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { freePort, waitForOk, withTimeout } from './net';

/** Every server this process started, so none outlives the bench (even on a hard stop). */
const live = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

export interface ServerOptions {
  providerUrl: string;
  recipeDelayMs: number;
  /** Extra or overriding environment. */
  env?: Record<string, string>;
}

export interface ServerProcess {
  url: string;
  pid: number;
  /** Resident memory of the server process, bytes (from /proc, no debugger attached). */
  rssBytes(): number;
  stop(): Promise<void>;
  /** What the process wrote (last few KB), for error messages. */
  outputTail(): string;
}

/** The server's settings for a bench run (names as in src/server/config.ts). */
export function serverSettings(opts: ServerOptions, port: number): Record<string, string> {
  return {
    NODE_ENV: 'production',
    // Nothing from a developer's .env file leaks into the measurement.
    ENV_FILE: '/dev/null',
    PORT: String(port),
    HOST: '127.0.0.1',
    LLM_BASE_URL: opts.providerUrl,
    LLM_API_KEY: 'bench-key',
    RECIPE_DELAY_MS: String(opts.recipeDelayMs),
    MIN_INGREDIENTS: '4',
    // The limits protect a public service; the bench is one "visitor" opening many streams.
    RATE_LIMIT_PER_MINUTE: '100000',
    MAX_STREAMS_PER_CLIENT: '1000',
    MAX_STREAMS_TOTAL: '100000',
    LOG_LEVEL: 'warn',
    SHUTDOWN_GRACE_MS: '1000',
    ...opts.env,
  };
}

/**
 * Starts the real server (src/server/server.ts) as its own process, as `npm start` would,
 * so its CPU and memory are its own and can be read from /proc.
 */
export async function startServer(opts: ServerOptions): Promise<ServerProcess> {
  const port = await freePort();
  return startNodeProcess(
    ['src/server/server.ts'],
    serverSettings(opts, port),
    `http://127.0.0.1:${port}`,
    '/api/health',
  );
}

/**
 * Runs a TypeScript entry with `node --import tsx` (not `npx tsx`, so the pid we hold is the
 * program itself) and waits until `url + readyPath` answers 200.
 */
export async function startNodeProcess(
  args: string[],
  env: Record<string, string>,
  url: string,
  readyPath: string,
): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', ...args], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  // The last few KB of its output (log lines at LOG_LEVEL warn), for error reports.
  let stderr = '';
  const keep = (d: Buffer) => {
    stderr = (stderr + d.toString('utf8')).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = false;
  child.once('exit', () => {
    exited = true;
    live.delete(child);
  });
  try {
    await waitForOk(`${url}${readyPath}`, 30_000, () => !exited);
  } catch (err) {
    child.kill('SIGKILL');
    throw new Error(`${args[0]} did not start: ${(err as Error).message}\n${stderr}`, {
      cause: err,
    });
  }
  const pid = child.pid as number;
  return {
    url,
    pid,
    rssBytes: () => readRssBytes(pid),
    outputTail: () => stderr,
    async stop() {
      if (exited) return;
      const gone = new Promise<void>((r) => child.once('exit', () => r()));
      child.kill('SIGTERM');
      try {
        await withTimeout(gone, 5000, 'shutdown');
      } catch {
        child.kill('SIGKILL');
        await gone;
      }
    },
  };
}

const CLOCK_TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU time (user + system) a process has used so far, ms, from /proc/<pid>/stat. */
export function readCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at ")"; utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

/** VmRSS of a process from /proc/<pid>/status, in bytes (0 when unreadable). */
export function readRssBytes(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const m = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}
