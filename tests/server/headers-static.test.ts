import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedProvider, rawRequest, startApp, testConfig, type RunningApp } from './helpers';
import { LIMITS } from '../../src/shared/limits';

const CSP =
  "default-src 'self';script-src 'self';style-src 'self';img-src 'self';connect-src 'self';" +
  "worker-src 'self';manifest-src 'self';" +
  "object-src 'none';base-uri 'none';frame-ancestors 'none';form-action 'self';" +
  "require-trusted-types-for 'script';trusted-types pantry-chef-sw";
const WORKER = `self.addEventListener('fetch', () => {});\n`;
const MANIFEST = JSON.stringify({ name: 'Pantry Chef', start_url: '/' });

const INDEX = `<!doctype html><html lang="en"><head><title>Pantry Chef</title>
<script type="module" src="/assets/index-Abc123.js"></script></head><body><div id="root"></div></body></html>`;
const SCRIPT = `console.log(${JSON.stringify('pantry '.repeat(400))});\n`;

function makePage(): string {
  const root = mkdtempSync(join(tmpdir(), 'pantry-chef-page-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), INDEX);
  writeFileSync(join(root, 'chef-logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(root, 'sw.js'), WORKER);
  writeFileSync(join(root, 'manifest.webmanifest'), MANIFEST);
  const js = join(root, 'assets', 'index-Abc123.js');
  writeFileSync(js, SCRIPT);
  writeFileSync(`${js}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${js}.gz`, gzipSync(SCRIPT));
  return root;
}

function expectSecurityHeaders(headers: Record<string, unknown>, what: string) {
  expect(headers['content-security-policy'], what).toBe(CSP);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('no-referrer');
  expect(headers['x-frame-options'], what).toBe('DENY');
}

describe('security headers and the static page', () => {
  let server: RunningApp;

  beforeAll(async () => {
    server = await startApp(testConfig({ RATE_LIMIT_PER_MINUTE: '3' }), {
      provider: fixedProvider(),
      staticRoot: makePage(),
    });
  });
  afterAll(() => server.close());

  const get = (path: string, headers: Record<string, string> = {}) =>
    rawRequest(server.url, { method: 'GET', path, headers });

  it('the CSP allows only same-origin code: no unsafe-inline, no unsafe-eval, no other hosts', () => {
    expect(CSP).not.toMatch(/unsafe-inline|unsafe-eval|https?:|\*/);
    // No data: images, and no HTML or script from strings (Trusted Types, with one policy only:
    // the one that names the service worker's script).
    expect(CSP).not.toContain('data:');
    expect(CSP).toContain("require-trusted-types-for 'script'");
    expect(CSP).toMatch(/;trusted-types pantry-chef-sw$/);
    expect(CSP).toContain("worker-src 'self'");
    expect(CSP).toContain("manifest-src 'self'");
  });

  it('the service worker and the manifest are revalidated on every load, with their own types', async () => {
    const worker = await get('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.body).toBe(WORKER);
    expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    // At the root, its scope is the whole page: no Service-Worker-Allowed needed.
    expect(worker.headers['service-worker-allowed']).toBeUndefined();
    expectSecurityHeaders(worker.headers, 'sw.js');
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.body).toBe(MANIFEST);
    expect(manifest.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('GET / serves index.html, not cached without revalidation', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toBe(INDEX);
    expect(res.headers['cache-control']).toBe('no-cache');
    expectSecurityHeaders(res.headers, 'GET /');
    const direct = await get('/index.html');
    expect(direct.headers['cache-control']).toBe('no-cache');
  });

  it('hashed assets are immutable for a year; other files are revalidated', async () => {
    const asset = await get('/assets/index-Abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(asset.headers, 'asset');
    const logo = await get('/chef-logo.svg');
    expect(logo.status).toBe(200);
    expect(logo.headers['cache-control']).toBe('no-cache');
  });

  it('serves brotli, then gzip, then plain, as Accept-Encoding allows', async () => {
    const br = await get('/assets/index-Abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toContain('accept-encoding');
    expect(brotliDecompressSync(br.bytes).toString()).toBe(SCRIPT);
    expect(br.bytes.length).toBeLessThan(SCRIPT.length / 4);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gz = await get('/assets/index-Abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.bytes).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-Abc123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('every API answer carries the headers too: success, errors, 404s, rate limit, 413', async () => {
    const answers = {
      health: await get('/api/health'),
      config: await get('/api/config'),
      apiNotFound: await get('/api/nope'),
      pageNotFound: await get('/nope.html'),
      badRequest: await rawRequest(server.url, {
        body: '{"ingredients": 5}',
        headers: { 'content-type': 'application/json' },
      }),
      tooLarge: await rawRequest(server.url, {
        body: 'x'.repeat(LIMITS.maxBodyBytes + 1),
        headers: { 'content-type': 'application/json' },
      }),
      stream: await rawRequest(server.url, {
        body: '{"ingredients": ["egg"]}',
        headers: { 'content-type': 'application/json' },
      }),
      rateLimited: await rawRequest(server.url, {
        body: '{"ingredients": ["egg"]}',
        headers: { 'content-type': 'application/json' },
      }),
    };
    expect(answers.apiNotFound.status).toBe(404);
    expect(answers.pageNotFound.status).toBe(404);
    expect(answers.badRequest.status).toBe(400);
    expect(answers.tooLarge.status).toBe(413);
    expect(answers.stream.status).toBe(200);
    expect(answers.stream.headers['content-type']).toContain('text/event-stream');
    expect(answers.rateLimited.status).toBe(429);
    for (const [what, res] of Object.entries(answers)) expectSecurityHeaders(res.headers, what);
  });
});
