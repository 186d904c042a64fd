import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig, type Plugin } from 'vite';

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
 * decode-named-character-reference's "browser" build decodes `&amp;` by assigning `innerHTML`,
 * which the page's Trusted Types (no policy allowed) refuse: the markdown renderer would throw on
 * any named entity. Its default build looks the name up in a table instead (docs/safe-rendering.md).
 */
const entityDecoderWithoutDom = createRequire(import.meta.url).resolve(
  'decode-named-character-reference',
);

// The page lives in src/client; the server serves dist/client (with the .br/.gz files made here).
export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  resolve: {
    alias: [{ find: /^decode-named-character-reference$/, replacement: entityDecoderWithoutDom }],
  },
  plugins: [
    react(),
    pluralizeAsCommonJs,
    compression({
      algorithms: ['gzip', 'brotliCompress'],
      threshold: 512,
      deleteOriginalAssets: false,
    }),
  ],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    target: 'es2022',
    // No inline scripts or module-preload polyfill: the CSP allows only same-origin files.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3001' },
  },
});
