import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppDeps } from '../../src/server/app';
import { parseConfig, type Config } from '../../src/server/config';
import type { ChatMessage } from '../../src/server/prompt';
import type { ProviderEvent, RecipeProvider } from '../../src/server/providers/types';
import { startFakeProvider, type FakeProvider, type FakeScenario } from '../fixtures/fake-provider';

/** A folder with no built page in it: the API tests do not need `npm run build`. */
export const NO_PAGE = mkdtempSync(join(tmpdir(), 'pantry-chef-no-page-'));

export function testConfig(env: Record<string, string | undefined> = {}): Config {
  return parseConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '10000', ...env });
}

export interface RunningApp {
  app: FastifyInstance;
  url: string;
  close(): Promise<void>;
}

export async function startApp(config: Config, deps: AppDeps = {}): Promise<RunningApp> {
  const app = buildApp(config, { staticRoot: NO_PAGE, ...deps });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, url: `http://127.0.0.1:${port}`, close: () => app.close() };
}

/** The provider key in these tests: plainly a test value, so no scanner takes it for a real token. */
export const TEST_KEY = 'test-server-key-that-must-never-be-shown-or-logged';

export interface AppWithFake {
  fake: FakeProvider;
  server: RunningApp;
  key: string | undefined;
  close(): Promise<void>;
}

export interface FakeOptions {
  /** A server that asks for no key (Ollama, llama.cpp): none is configured or demanded. */
  keyless?: boolean;
  scenario?: FakeScenario;
}

export async function startAppWithFake(
  env: Record<string, string | undefined> = {},
  deps: AppDeps = {},
  opts: FakeOptions = {},
): Promise<AppWithFake> {
  const key = opts.keyless ? undefined : TEST_KEY;
  const fake = await startFakeProvider({ apiKey: key, scenario: opts.scenario });
  let server: RunningApp;
  try {
    server = await startApp(
      testConfig({ LLM_BASE_URL: fake.url, ...(key ? { LLM_API_KEY: key } : {}), ...env }),
      deps,
    );
  } catch (err) {
    await fake.close();
    throw err;
  }
  return {
    fake,
    server,
    key,
    async close() {
      try {
        await server.close();
      } finally {
        await fake.close();
      }
    },
  };
}

/** Read the fields inside tests and hooks only: they do not exist before the suite starts. */
export function appWithFakeForSuite(
  env: Record<string, string | undefined> = {},
  deps: AppDeps = {},
  opts: FakeOptions = {},
): Omit<AppWithFake, 'close'> {
  let running: AppWithFake | undefined;
  beforeAll(async () => {
    running = await startAppWithFake(env, deps, opts);
  });
  afterAll(() => running?.close());
  const get = (): AppWithFake => {
    if (!running)
      throw new Error('The app and fake provider start in beforeAll; use them in tests.');
    return running;
  };
  return {
    get fake() {
      return get().fake;
    },
    get server() {
      return get().server;
    },
    get key() {
      return get().key;
    },
  };
}

export function postRecipe(
  base: string,
  body: unknown,
  init: { headers?: Record<string, string>; signal?: AbortSignal; raw?: boolean } = {},
): Promise<Response> {
  return fetch(`${base}/api/recipe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...init.headers },
    body: init.raw ? (body as string) : JSON.stringify(body),
    signal: init.signal,
  });
}

export interface ParsedEvent {
  event: string;
  data: Record<string, unknown>;
}

export async function readEvents(res: Response): Promise<ParsedEvent[]> {
  const events: ParsedEvent[] = [];
  const parser = createParser({
    onEvent: (e: EventSourceMessage) =>
      events.push({
        event: e.event ?? 'message',
        data: JSON.parse(e.data) as Record<string, unknown>,
      }),
  });
  const text = await res.text();
  parser.feed(text);
  return events;
}

export function recipeText(events: ParsedEvent[]): string {
  return events
    .filter((e) => e.event === 'delta')
    .map((e) => String(e.data.text))
    .join('');
}

/** For tests that are not about the provider. */
export function fixedProvider(
  deltas: string[] = ['# Quick Omelette\n\nWhisk and cook.'],
  opts: { delayMs?: number } = {},
): RecipeProvider & { calls: number; aborted: number } {
  const p = {
    calls: 0,
    aborted: 0,
    status: () => ({
      kind: 'remote' as const,
      model: 'fixed',
      ready: true,
      state: 'ready' as const,
    }),
    async *streamRecipe(
      _messages: readonly ChatMessage[],
      signal: AbortSignal,
    ): AsyncGenerator<ProviderEvent> {
      p.calls++;
      for (const text of deltas) {
        if (opts.delayMs) {
          await new Promise<void>((resolve) => {
            const t = setTimeout(resolve, opts.delayMs);
            signal.addEventListener(
              'abort',
              () => {
                clearTimeout(t);
                resolve();
              },
              { once: true },
            );
          });
        }
        if (signal.aborted) {
          p.aborted++;
          return;
        }
        yield { type: 'delta', text };
      }
      yield { type: 'finish', reason: 'stop' };
    },
    close: async () => {},
  };
  return p;
}

export function logCollector() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer | string, _enc, cb) {
      chunks.push(chunk.toString());
      cb();
    },
  });
  return {
    stream,
    text: () => chunks.join(''),
    lines: () =>
      chunks
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export async function eventually(check: () => boolean, timeoutMs = 2000): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (check()) return true;
    await sleep(10);
  }
  return check();
}

/** A request with exactly the bytes and headers given (fetch would add a content type). */
export async function rawRequest(
  base: string,
  opts: {
    method?: string;
    path?: string;
    headers?: Record<string, string | number>;
    body?: string | Buffer;
    agent?: import('node:http').Agent;
  },
): Promise<{
  status: number;
  headers: import('node:http').IncomingHttpHeaders;
  body: string;
  bytes: Buffer;
}> {
  const { request } = await import('node:http');
  const url = new URL(opts.path ?? '/api/recipe', base);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: opts.method ?? 'POST', headers: opts.headers ?? {}, agent: opts.agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            bytes: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}
