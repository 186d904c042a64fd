import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, HealthResponse, ProviderStatus } from '../../src/shared/api';
import { createLocalProvider } from '../../src/server/providers/local-provider';
import type { RecipeProvider } from '../../src/server/providers/types';
import { buildTinyGguf } from '../fixtures/tiny-gguf';
import { closedPort, startFileServer, type FileServer } from '../fixtures/local-file-server';
import {
  INGREDIENTS,
  MESSAGES,
  STACK_LINE,
  localConfig,
  recorder,
  tempDir,
  waitFor,
  waitUntilSettled,
} from '../fixtures/local-helpers';
import { postRecipe, startApp, testConfig } from './helpers';

const MODEL_NAME = 'tiny-chef.gguf';
/** The downloader saves its progress every 5 MB: resuming shows only on a file of a few pieces. */
const PIECE = 5 * 1024 * 1024;
let model: Buffer;
let bigModel: Buffer;
beforeAll(() => {
  model = buildTinyGguf({ seed: 7 });
  bigModel = buildTinyGguf({
    seed: 8,
    embeddingLength: 256,
    feedForwardLength: 1024,
    blockCount: 3,
  });
  expect(bigModel.length).toBeGreaterThan(2 * PIECE);
});

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((c) => c()));
});

async function server(
  options: Parameters<typeof startFileServer>[1] = {},
  file = model,
): Promise<FileServer> {
  const s = await startFileServer({ [`/models/${MODEL_NAME}`]: file }, options);
  cleanups.push(() => s.close());
  return s;
}

function provider(uri: string, cacheDir = tempDir()) {
  const rec = recorder();
  const p = createLocalProvider(localConfig({ modelUri: uri, cacheDir }), rec.deps);
  cleanups.push(() => p.close());
  return { provider: p, rec, cacheDir };
}

/** Records every distinct status the provider reports while it gets ready. */
function watch(p: RecipeProvider) {
  const seen: ProviderStatus[] = [];
  const timer = setInterval(() => {
    const s = p.status();
    if (JSON.stringify(s) !== JSON.stringify(seen.at(-1))) seen.push(s);
  }, 5);
  cleanups.push(async () => clearInterval(timer));
  return seen;
}

async function firstPiece(p: RecipeProvider): Promise<string> {
  const controller = new AbortController();
  for await (const event of p.streamRecipe(MESSAGES, controller.signal)) {
    if (event.type !== 'delta') continue;
    controller.abort();
    return event.text;
  }
  throw new Error('no text');
}

describe('embedded model: first-start download', () => {
  it('downloads with progress on the terminal and in status(), then loads', async () => {
    const files = await server({ bytesPerSecond: 600_000 });
    const { provider: p, rec, cacheDir } = provider(`${files.url}/models/${MODEL_NAME}`);
    const seen = watch(p);
    const status = await waitUntilSettled(p);
    expect(status, rec.terminalText()).toMatchObject({ state: 'ready', ready: true });
    seen.push(status);

    const downloading = seen.filter((s) => s.state === 'downloading');
    expect(downloading.length).toBeGreaterThan(3);
    for (const s of downloading) expect(s.ready).toBe(false);
    const percents = downloading.map((s) => s.progress!.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(percents.some((x) => x > 0 && x < 100)).toBe(true);
    expect(downloading.at(-1)!.progress!.totalBytes).toBe(model.length);
    expect(seen.at(-1)!.state).toBe('ready');

    // The operator's terminal: what happens, where to, and a bar with percent, size, speed, time left.
    const out = rec.terminalText();
    expect(out).toContain(`Downloading the recipe model 127.0.0.1`);
    expect(out).toContain(cacheDir);
    expect(out).toMatch(/Recipe model .*100% \| 6\d\d kB \/ 6\d\d kB \| [\d.]+ [kM]B\/s \| done/);
    console.log(`[local] terminal:\n${out}`);

    expect((await readFile(join(cacheDir, MODEL_NAME))).equals(model)).toBe(true);
    expect(await firstPiece(p)).not.toBe('');
  });

  it('resumes where it stopped when the connection drops midway', async () => {
    // The downloader fetches 5 MB pieces over parallel connections; the second piece's breaks.
    const cutAt = 2 * 1024 * 1024;
    const files = await server(
      { cut: { rangeFrom: PIECE, afterBytes: cutAt }, bytesPerSecond: 20_000_000 },
      bigModel,
    );
    const { provider: p, rec, cacheDir } = provider(`${files.url}/models/${MODEL_NAME}`);
    const status = await waitUntilSettled(p);
    expect(status, rec.terminalText()).toMatchObject({ state: 'ready' });

    const ranged = files.requests.filter((r) => r.method === 'GET' && r.range);
    const starts = ranged.map((r) => Number(/^bytes=(\d+)-/.exec(r.range!)![1]));
    const broken = ranged.findIndex((r) => r.cut);
    expect(broken).toBeGreaterThanOrEqual(0);
    expect(ranged[broken]!.sent).toBe(cutAt);
    // The broken piece is asked for again, with a range; the pieces that arrived are not.
    expect(starts.slice(broken + 1)).toContain(PIECE);
    expect(starts.filter((s) => s === 0)).toHaveLength(1);
    expect(starts.filter((s) => s === 2 * PIECE)).toHaveLength(1);
    // Byte for byte (equals(): a deep comparison of 12 MB would take minutes).
    expect((await readFile(join(cacheDir, MODEL_NAME))).equals(bigModel)).toBe(true);
    console.log(
      '[local] requests around a dropped connection:',
      files.requests.map(
        (r) => `${r.method} ${r.range ?? '-'} sent=${r.sent}${r.cut ? ' CUT' : ''}`,
      ),
    );
  });

  it('resumes an interrupted download on the next start, then starts offline from the cache', async () => {
    const files = await server({ bytesPerSecond: 1_000_000 }, bigModel);
    const uri = `${files.url}/models/${MODEL_NAME}`;
    const cacheDir = tempDir();
    const first = provider(uri, cacheDir);
    // Stop once the downloader has recorded at least one whole piece (its progress follows the data).
    const partial = join(cacheDir, `${MODEL_NAME}.ipull`);
    await waitFor(() => existsSync(partial) && statSync(partial).size > bigModel.length);
    expect(first.provider.status().state).toBe('downloading');
    await first.provider.close();
    // Closed means the file is closed: nothing more is written to it once close() has returned.
    const closedWith = await readFile(partial);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await readFile(partial)).equals(closedWith)).toBe(true);
    files.setBytesPerSecond(undefined);
    const before = files.requests.length;
    expect(existsSync(join(cacheDir, `${MODEL_NAME}.ipull`))).toBe(true);
    expect(existsSync(join(cacheDir, MODEL_NAME))).toBe(false);

    const second = provider(uri, cacheDir);
    const status = await waitUntilSettled(second.provider);
    expect(status, second.rec.terminalText()).toMatchObject({ state: 'ready' });
    const after = files.requests.slice(before).filter((r) => r.method === 'GET' && r.range);
    expect(after.length).toBeGreaterThan(0);
    // Only the missing pieces came again, each by range: what was recorded was kept.
    const sentAfter = after.reduce((n, r) => n + r.sent, 0);
    // At least one whole piece (the smallest is the last, past 2 pieces) was not fetched again.
    expect(sentAfter).toBeLessThanOrEqual(2 * PIECE);
    // Byte for byte (equals(): a deep comparison of 12 MB would take minutes).
    expect((await readFile(join(cacheDir, MODEL_NAME))).equals(bigModel)).toBe(true);
    expect(existsSync(join(cacheDir, `${MODEL_NAME}.ipull`))).toBe(false);
    console.log(
      `[local] after a restart: ${after.map((r) => r.range).join(', ')}; ${sentAfter} of ${bigModel.length} bytes fetched again`,
    );

    // A later start needs no network at all: the host is gone, the cached file is used.
    await files.close();
    const third = provider(uri, cacheDir);
    expect(await waitUntilSettled(third.provider)).toMatchObject({ state: 'ready' });
    expect(third.rec.terminalText()).not.toContain('Downloading');
  });

  it('without network, says plainly what to do and keeps serving', async () => {
    const port = await closedPort();
    const { provider: p, rec } = provider(`http://127.0.0.1:${port}/models/${MODEL_NAME}`);
    const began = performance.now();
    const status = await waitUntilSettled(p);
    expect(performance.now() - began).toBeLessThan(10_000);
    expect(status).toMatchObject({ state: 'error', problem: 'download_unreachable' });
    const message = rec.terminalText();
    expect(message).toContain(`cannot reach 127.0.0.1:${port}`);
    expect(message).toMatch(/MODEL_PATH/);
    expect(message).toMatch(/LLM_BASE_URL/);
    expect(message).not.toMatch(STACK_LINE);
  });

  it('says so when the host has no such file', async () => {
    const files = await server();
    const { provider: p, rec } = provider(`${files.url}/models/missing.gguf`);
    const status = await waitUntilSettled(p);
    expect(status).toMatchObject({ state: 'error', problem: 'download_not_found' });
    expect(rec.terminalText()).toContain('there is no such file');
    expect(rec.terminalText()).toMatch(/LOCAL_MODEL/);
  });
});

describe('embedded model: /api/health over HTTP while the model downloads', () => {
  it('goes from ready:false (downloading, with progress) to ready:true', async () => {
    const files = await server({ bytesPerSecond: 400_000 });
    const config = testConfig({
      LOCAL_MODEL: `${files.url}/models/${MODEL_NAME}`,
      MODEL_CACHE_DIR: tempDir(),
      LOCAL_THREADS: '1',
      LOCAL_GPU: 'false',
    });
    expect(config.remote).toBeUndefined();
    const app = await startApp(config);
    cleanups.push(() => app.close());

    const seen: HealthResponse[] = [];
    let notReady: Response | undefined;
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const res = await fetch(`${app.url}/api/health`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as HealthResponse;
      if (JSON.stringify(body) !== JSON.stringify(seen.at(-1))) seen.push(body);
      if (body.ready || body.state === 'error') break;
      if (body.state === 'downloading' && !notReady) {
        // A recipe asked for now gets a clear "not ready yet", not a hung request.
        notReady = await postRecipe(app.url, { ingredients: INGREDIENTS });
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    const downloading = seen.filter((h) => h.state === 'downloading');
    expect(downloading.length).toBeGreaterThan(0);
    expect(downloading.every((h) => h.ready === false && h.provider === 'local')).toBe(true);
    expect(downloading.some((h) => (h.progress?.percent ?? 0) > 0)).toBe(true);
    expect(notReady?.status).toBe(503);
    expect(((await notReady!.json()) as ErrorBody).error.code).toBe('model_not_ready');
    expect(seen.at(-1)).toMatchObject({
      status: 'ok',
      provider: 'local',
      ready: true,
      state: 'ready',
    });
    console.log(
      '[local] health while downloading:',
      seen.map((h) => `${h.state}${h.progress ? ` ${h.progress.percent}%` : ''}`).join(' → '),
    );
  });
});
