import { Agent, request } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/shared/limits';
import { fixedProvider, startApp, testConfig, type RunningApp } from './helpers';

const CASES = 10_000;
const CONCURRENCY = 16;
const SEED = 0x5eed_c0de;

/** mulberry32: small, fast, and the same sequence for the same seed. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  return { next, int, pick, chance: (p: number) => next() < p };
}
type Rng = ReturnType<typeof prng>;

const ODD_TEXT = [
  'egg',
  '🥚🍳',
  'जीरा',
  'פטרוזיליה',
  '\u200b\u200b',
  '\u0000nul',
  '\ud83e',
  'a\u0301\u0301\u0301',
  '<script>alert(1)</script>',
  '"; DROP TABLE',
  '${process.env}',
  '%s%n%x',
  '\\u0000',
  '   ',
  '',
  '\t\r\n',
  '__proto__',
  'constructor',
  'x'.repeat(100),
  'y'.repeat(101),
];

function randomString(r: Rng): string {
  if (r.chance(0.4)) return r.pick(ODD_TEXT);
  const len = r.int(0, r.chance(0.1) ? 300 : 40);
  let s = '';
  for (let i = 0; i < len; i++) {
    const kind = r.int(0, 4);
    const code =
      kind === 0
        ? r.int(0x20, 0x7e)
        : kind === 1
          ? r.int(0x00, 0x1f)
          : kind === 2
            ? r.int(0xa0, 0x2fff)
            : kind === 3
              ? r.int(0xd800, 0xdfff) // lone surrogates
              : r.int(0x1f300, 0x1faff);
    s += String.fromCodePoint(code);
  }
  return s;
}

function randomValue(r: Rng, depth = 0): unknown {
  const kind = r.int(0, depth > 3 ? 4 : 7);
  switch (kind) {
    case 0:
      return r.next() * 1e6 - 5e5;
    case 1:
      return r.chance(0.5);
    case 2:
      return null;
    case 3:
    case 4:
      return randomString(r);
    case 5:
      return Array.from({ length: r.int(0, 5) }, () => randomValue(r, depth + 1));
    default: {
      const o: Record<string, unknown> = {};
      for (let i = r.int(0, 4); i > 0; i--) {
        o[r.chance(0.2) ? r.pick(['__proto__', 'constructor', 'prototype']) : randomString(r)] =
          randomValue(r, depth + 1);
      }
      return o;
    }
  }
}

function deep(r: Rng): string {
  const depth = r.int(50, 6000);
  return r.chance(0.5)
    ? `{"ingredients":${'['.repeat(depth)}"egg"${']'.repeat(depth)}}`
    : `${'{"ingredients":'.repeat(depth)}["egg"]${'}'.repeat(depth)}`;
}

function protoBody(r: Rng): string {
  const key = r.pick(['__proto__', 'constructor', 'prototype', '__defineGetter__']);
  const payload = key === 'constructor' ? '{"prototype":{"polluted":true}}' : '{"polluted":true}';
  return r.pick([
    `{"ingredients":["egg"],"${key}":${payload}}`,
    `{"${key}":${payload},"ingredients":["egg"]}`,
    `{"ingredients":["egg",{"${key}":${payload}}]}`,
    `{"ingredients":["egg"],"x":{"y":{"${key}":${payload}}}}`,
  ]);
}

interface FuzzCase {
  kind: string;
  contentType: string | undefined;
  body: Buffer;
}

function generate(r: Rng): FuzzCase {
  const json = 'application/json';
  const roll = r.int(0, 99);
  const asCase = (kind: string, body: string | Buffer, contentType: string | undefined = json) => ({
    kind,
    contentType,
    body: Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8'),
  });
  if (roll < 25) {
    // Close to valid: the list with odd items, counts and lengths.
    const n = r.chance(0.1) ? r.int(45, 60) : r.int(0, 6);
    const items = Array.from({ length: n }, () =>
      r.chance(0.9) ? randomString(r) : randomValue(r),
    );
    const body: Record<string, unknown> = { ingredients: items };
    if (r.chance(0.1)) body[randomString(r)] = randomValue(r);
    return asCase('near-valid', JSON.stringify(body));
  }
  if (roll < 45)
    return asCase(
      'wrong-types',
      JSON.stringify(r.chance(0.5) ? { ingredients: randomValue(r) } : randomValue(r)) ??
        'undefined',
    );
  if (roll < 52) return asCase('deep', deep(r));
  if (roll < 60) return asCase('prototype', protoBody(r));
  if (roll < 72) {
    const valid = JSON.stringify({ ingredients: [randomString(r), randomString(r)] });
    return asCase('truncated', valid.slice(0, r.int(0, valid.length - 1)));
  }
  if (roll < 84) {
    const type = r.pick([
      undefined,
      'text/plain',
      'text/html',
      'application/xml',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=zz',
      'application/json-patch+json',
      'application/octet-stream',
      'APPLICATION/JSON',
      'application/json; charset=utf-8',
      'application/json; charset=latin1',
      'application/json;;;',
      '*/*',
      'json',
    ]);
    return asCase('content-type', JSON.stringify({ ingredients: ['egg'] }), type);
  }
  if (roll < 92) {
    const bytes = Buffer.alloc(r.int(0, 512));
    for (let i = 0; i < bytes.length; i++) bytes[i] = r.int(0, 255);
    if (r.chance(0.5)) bytes.write('{"ingredients":["', 0);
    return asCase('raw-bytes', bytes);
  }
  if (roll < 95) {
    const size = LIMITS.maxBodyBytes + r.int(-2048, 64 * 1024);
    return asCase('huge', JSON.stringify({ ingredients: ['x'.repeat(Math.max(0, size))] }));
  }
  return asCase(
    'unicode',
    JSON.stringify({ ingredients: Array.from({ length: r.int(1, 8) }, () => r.pick(ODD_TEXT)) }),
  );
}

function send(
  agent: Agent,
  base: string,
  c: FuzzCase,
): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { 'content-length': c.body.length };
    if (c.contentType !== undefined) headers['content-type'] = c.contentType;
    const req = request(`${base}/api/recipe`, { method: 'POST', agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          type: String(res.headers['content-type'] ?? ''),
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(c.body);
  });
}

function collectGarbage(): (() => void) | undefined {
  try {
    setFlagsFromString('--expose-gc');
    return runInNewContext('gc') as () => void;
  } catch {
    return undefined;
  }
}

describe('fuzzing POST /api/recipe', () => {
  let server: RunningApp;
  const provider = fixedProvider(['Short recipe.']);
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

  beforeAll(async () => {
    server = await startApp(
      testConfig({
        RATE_LIMIT_PER_MINUTE: '100000',
        MAX_STREAMS_PER_CLIENT: '1000',
        LLM_BASE_URL: 'http://127.0.0.1:9/v1',
      }),
      { provider },
    );
  });
  afterAll(async () => {
    agent.destroy();
    await server.close();
  });

  it(`${CASES} generated bodies: no 5xx, JSON errors, healthy after, memory back to baseline`, async () => {
    const r = prng(SEED);
    const cases = Array.from({ length: CASES }, () => generate(r));
    const gc = collectGarbage();
    const heap = () => {
      gc?.();
      gc?.();
      return process.memoryUsage().heapUsed;
    };

    const byStatus = new Map<number, number>();
    const byKind = new Map<string, number>();
    const failures: string[] = [];
    let nextIndex = 0;
    const worker = async (list: FuzzCase[]) => {
      for (;;) {
        const c = list[nextIndex++];
        if (!c) return;
        byKind.set(c.kind, (byKind.get(c.kind) ?? 0) + 1);
        let res: { status: number; type: string; body: string };
        try {
          res = await send(agent, server.url, c);
        } catch (err) {
          failures.push(`${c.kind}: request failed: ${String(err)}`);
          continue;
        }
        byStatus.set(res.status, (byStatus.get(res.status) ?? 0) + 1);
        if (res.status >= 500) {
          failures.push(`${c.kind}: ${res.status} ${res.body.slice(0, 200)}`);
        } else if (res.status === 200) {
          if (!res.type.startsWith('text/event-stream') || !res.body.includes('event: done')) {
            failures.push(`${c.kind}: 200 without a finished stream`);
          }
        } else {
          const parsed = JSON.parse(res.body) as { error?: { code?: string; message?: string } };
          if (
            !res.type.includes('application/json') ||
            !parsed.error?.code ||
            !parsed.error.message
          ) {
            failures.push(`${c.kind}: ${res.status} without a JSON error body`);
          }
        }
      }
    };
    const run = async (list: FuzzCase[]) => {
      nextIndex = 0;
      await Promise.all(Array.from({ length: CONCURRENCY }, () => worker(list)));
    };

    // Warm up (JIT, pools), then measure the heap, then the full run.
    await run(cases.slice(0, 500));
    const baseline = heap();
    const started = performance.now();
    await run(cases);
    const seconds = (performance.now() - started) / 1000;
    const after = heap();
    const growthMb = (after - baseline) / 1024 / 1024;

    console.log(
      `fuzz: ${CASES} cases in ${seconds.toFixed(1)} s (${Math.round(CASES / seconds)}/s), ` +
        `statuses ${JSON.stringify(Object.fromEntries([...byStatus].sort()))}, ` +
        `kinds ${JSON.stringify(Object.fromEntries(byKind))}, ` +
        `heap ${(baseline / 1048576).toFixed(1)} → ${(after / 1048576).toFixed(1)} MB ` +
        `(gc ${gc ? 'forced' : 'not available'})`,
    );

    expect(failures.slice(0, 20)).toEqual([]);
    expect([...byStatus.values()].reduce((a, b) => a + b, 0)).toBe(CASES + 500);
    // Every family was exercised, and valid bodies did reach the provider.
    expect(byKind.size).toBe(9);
    expect(byStatus.get(200) ?? 0).toBeGreaterThan(100);
    expect(byStatus.get(413) ?? 0).toBeGreaterThan(50);
    expect(byStatus.get(415) ?? 0).toBeGreaterThan(100);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();

    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    expect(growthMb).toBeLessThan(gc ? 8 : 40);
  }, 120_000);
});
