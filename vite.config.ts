import { createRequire } from 'node:module';
import type { InputType } from 'node:zlib';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { catalogUrl, linguiMacro } from './vite.lingui';
import { gzipAsync } from '@gfx/zopfli';
import { compression } from 'vite-plugin-compression2';
import { defineConfig, type Plugin } from 'vite';
import { pwa } from './vite.pwa';
import { LEXICON_FILES } from './src/shared/lexicon/lexicon';
import { checkLexicons } from './src/shared/lexicon/lexicon-schema';

/**
 * pluralize ships one UMD file: its `typeof require` test would pull the bundler's `require` shim
 * into the entry chunk, i.e. into the first paint. Bundled, it is always CommonJS: drop the test.
 */
const pluralizeAsCommonJs: Plugin = {
  name: 'pluralize-as-commonjs',
  transform(code, id) {
    if (!id.replaceAll('\\', '/').endsWith('/pluralize/pluralize.js')) return null;
    return { code: code.replace("typeof require === 'function' && ", ''), map: null };
  },
};

/**
 * The `.gz` files the server sends to browsers without Brotli, made with Zopfli: the same gzip
 * format, about 3% smaller than zlib's level 9 (2.3 KB off the first paint), for 5-7 s of build.
 */
async function zopfliGzip(buf: InputType, options: { numiterations?: number }): Promise<Buffer> {
  const bytes =
    typeof buf === 'string'
      ? Buffer.from(buf)
      : buf instanceof ArrayBuffer
        ? new Uint8Array(buf)
        : new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
  return Buffer.from(await gzipAsync(bytes, { numiterations: options.numiterations ?? 15 }));
}

/**
 * decode-named-character-reference's "browser" build decodes `&amp;` by assigning `innerHTML`,
 * which the page's Trusted Types (no policy allowed) refuse: the markdown renderer would throw on
 * any named entity. Its default build looks the name up in a table instead (docs/safe-rendering.md).
 */
const entityDecoderWithoutDom = createRequire(import.meta.url).resolve(
  'decode-named-character-reference',
);

/**
 * Vite's helper for lazy imports (about 0.7 KB gzip in the first paint) preloads a lazy chunk's
 * dependencies. Here they are only ever the entry and its stylesheet (loaded by index.html) or the
 * lazy chunk itself, so the import alone does the same; the build fails if a chunk ever needs more.
 */
const smallPreloadHelper: Plugin = {
  name: 'small-preload-helper',
  enforce: 'pre',
  load(id) {
    if (id !== '\0vite/preload-helper.js') return null;
    return 'export const __vitePreload = (load) => load();';
  },
  // After Vite's own generateBundle has written the dependency lists.
  writeBundle(_, bundle) {
    const loaded = new Set<string>();
    for (const file of Object.values(bundle)) {
      if (file.type !== 'chunk' || !(file.isEntry || file.isDynamicEntry)) continue;
      // A lazy chunk is loaded by its own import; the entry's stylesheet by index.html.
      loaded.add(file.fileName);
      if (file.isEntry) file.viteMetadata?.importedCss.forEach((css) => loaded.add(css));
    }
    for (const file of Object.values(bundle)) {
      if (file.type !== 'chunk') continue;
      for (const [, list] of file.code.matchAll(/m\.f=\[([^\]]*)\]/g)) {
        const deps = [...list!.matchAll(/"([^"]+)"/g)].map(([, dep]) => dep!);
        const missing = deps.filter((dep) => !loaded.has(dep));
        if (missing.length > 0)
          this.error(
            `${file.fileName} needs ${missing.join(', ')} preloaded: restore Vite's helper.`,
          );
      }
    }
  },
};

/**
 * Each language's lexicon (src/shared/lexicon) checked against its schema before a build: a
 * missing, unknown or mistyped key fails it. The page itself reads the files unchecked.
 */
const checkedLexicons: Plugin = {
  name: 'checked-lexicons',
  buildStart() {
    checkLexicons(LEXICON_FILES);
  },
};

// The page lives in src/client; the server serves dist/client (with the .br/.gz files made here).
export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  resolve: {
    alias: [{ find: /^decode-named-character-reference$/, replacement: entityDecoderWithoutDom }],
  },
  plugins: [
    checkedLexicons,
    react(),
    linguiMacro,
    lingui({ failOnMissing: true, failOnCompileError: true }),
    catalogUrl,
    pluralizeAsCommonJs,
    smallPreloadHelper,
    compression({
      algorithms: [[zopfliGzip, { numiterations: 15 }], 'brotliCompress'],
      threshold: 512,
      deleteOriginalAssets: false,
    }),
    pwa(),
  ],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    target: 'es2022',
    // No inline scripts or module-preload polyfill: the CSP allows only same-origin files.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // The catalogs (docs/i18n.md) by name, `words-first-de-….js`, `words-page-de-….js`: the
        // bench counts the first paint's with the entry.
        chunkFileNames: ({ facadeModuleId }) => {
          const part = /\/locales\/(first|page)\/\w+\.po$/.exec(facadeModuleId ?? '')?.[1];
          return part ? `assets/words-${part}-[name]-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3001' },
  },
});
