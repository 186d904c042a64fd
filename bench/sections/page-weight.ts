import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface FileSize {
  path: string;
  raw: number;
  gzip: number;
  brotli: number;
}

export interface CriticalAssets {
  js: FileSize[];
  css: FileSize[];
  jsTotal: Omit<FileSize, 'path'>;
  cssTotal: Omit<FileSize, 'path'>;
  /** JS files in the build that are not loaded before the first paint (lazy chunks). */
  lazyJs: FileSize[];
}

/** The tags in index.html that load before the first paint: entry scripts, modulepreloads, stylesheets. */
export function parseCriticalAssets(html: string): { js: string[]; css: string[] } {
  const js: string[] = [];
  const css: string[] = [];
  const attr = (tag: string, name: string) =>
    new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
      .exec(tag)
      ?.slice(2)
      .find(Boolean);
  for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const isScript = /^<script/i.test(tag);
    if (isScript) {
      const src = attr(tag, 'src');
      if (src && !/\basync\b/i.test(tag)) js.push(src);
      continue;
    }
    const rel = (attr(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
    const href = attr(tag, 'href');
    if (!href) continue;
    if (rel.includes('modulepreload')) js.push(href);
    else if (rel.includes('stylesheet')) css.push(href);
  }
  return { js: [...new Set(js)], css: [...new Set(css)] };
}

export function sizeOf(path: string, content: Buffer): FileSize {
  return {
    path,
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }).length,
  };
}

const total = (files: FileSize[]) => ({
  raw: files.reduce((s, f) => s + f.raw, 0),
  gzip: files.reduce((s, f) => s + f.gzip, 0),
  brotli: files.reduce((s, f) => s + f.brotli, 0),
});

export function measureCriticalAssets(distDir: string): CriticalAssets {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const { js, css } = parseCriticalAssets(html);
  const local = (p: string) => !/^[a-z]+:\/\//i.test(p) && !p.startsWith('//');
  const read = (p: string) => sizeOf(p, readFileSync(join(distDir, p.replace(/^\//, ''))));
  const jsFiles = js.filter(local).map(read);
  const cssFiles = css.filter(local).map(read);
  const critical = new Set(jsFiles.map((f) => f.path.replace(/^\//, '')));
  const lazyJs = listFiles(distDir)
    .filter((p) => p.endsWith('.js') && !critical.has(p))
    .map((p) => read(p));
  return { js: jsFiles, css: cssFiles, jsTotal: total(jsFiles), cssTotal: total(cssFiles), lazyJs };
}

function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? listFiles(dir, join(prefix, e.name)) : [join(prefix, e.name)],
  );
}

export interface ServedAsset {
  path: string;
  status: number;
  contentEncoding: string | null;
  cacheControl: string | null;
  wireBytes: number;
  hashed: boolean;
  compressible: boolean;
  compressedOk: boolean;
  cachingOk: boolean;
}

export interface ServingResult {
  assets: ServedAsset[];
  allCompressed: boolean;
  allImmutable: boolean;
  htmlNotImmutable: boolean;
  /** Wire bytes (as served, compressed) of the JS loaded before the first paint. */
  criticalJsWireBytes: number;
  rule: string;
}

const MIN_MAX_AGE = 30 * 24 * 3600;
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/i;
/** Vite's content hash: `name-<8+ chars>.<ext>`. */
const HASHED = /-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/i;

function get(
  url: string,
): Promise<{ status: number; headers: Record<string, string>; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { headers: { 'accept-encoding': 'br, gzip' }, agent: false, timeout: 10_000 },
      (res) => {
        let bytes = 0;
        res.on('data', (c: Buffer) => (bytes += c.length));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: Object.fromEntries(
              Object.entries(res.headers).map(([k, v]) => [
                k,
                Array.isArray(v) ? v.join(', ') : (v ?? ''),
              ]),
            ),
            bytes,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`GET ${url} timed out`)));
    req.on('error', reject);
    req.end();
  });
}

/** Requests every built file from the running server as a browser would and reads the headers. */
export async function checkServing(
  distDir: string,
  serverUrl: string,
  criticalJs: string[],
): Promise<ServingResult> {
  const files = listFiles(distDir).filter((p) => !/\.(gz|br)$/.test(p));
  const assets: ServedAsset[] = [];
  for (const file of files) {
    const path = file === 'index.html' ? '/' : `/${file}`;
    const res = await get(`${serverUrl}${path}`);
    const size = readFileSync(join(distDir, file)).length;
    const enc = res.headers['content-encoding'] || null;
    const cc = res.headers['cache-control'] || null;
    const hashed = file.startsWith('assets/') && HASHED.test(file);
    const compressible = COMPRESSIBLE.test(file) && size >= 1024;
    const maxAge = Number(/max-age=(\d+)/.exec(cc ?? '')?.[1] ?? 0);
    assets.push({
      path,
      status: res.status,
      contentEncoding: enc,
      cacheControl: cc,
      wireBytes: res.bytes,
      hashed,
      compressible,
      compressedOk: res.status === 200 && (!compressible || enc === 'br' || enc === 'gzip'),
      cachingOk:
        res.status === 200 &&
        (hashed
          ? /immutable/.test(cc ?? '') && maxAge >= MIN_MAX_AGE
          : !/immutable/.test(cc ?? '')),
    });
  }
  const critical = new Set(criticalJs.map((p) => (p.startsWith('/') ? p : `/${p}`)));
  return {
    assets,
    allCompressed: assets.every((a) => a.compressedOk),
    allImmutable:
      assets.filter((a) => a.hashed).every((a) => a.cachingOk) && assets.some((a) => a.hashed),
    htmlNotImmutable: assets.filter((a) => !a.hashed).every((a) => a.cachingOk),
    criticalJsWireBytes: assets
      .filter((a) => critical.has(a.path))
      .reduce((s, a) => s + a.wireBytes, 0),
    rule:
      'text files >= 1 KB answered with Content-Encoding br or gzip to "Accept-Encoding: br, gzip"; ' +
      `hashed files under /assets/ with "immutable" and max-age >= ${MIN_MAX_AGE} s; other files not immutable`,
  };
}
