import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig, type Plugin } from 'vite';
import { pwa } from './vite.pwa';

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
 * Vite's helper for lazy imports (about 0.7 KB gzip in the first paint) preloads each lazy chunk's
 * shared chunks and stylesheets and reports preload errors. The page has one stylesheet and its lazy
 * chunks share nothing, so a few lines do the same: a link per dependency, then the import.
 */
const smallPreloadHelper: Plugin = {
  name: 'small-preload-helper',
  enforce: 'pre',
  load(id) {
    if (id !== '\0vite/preload-helper.js') return null;
    return `export const __vitePreload = (load, deps) => {
  for (const dep of deps || []) {
    const link = document.createElement('link');
    link.rel = dep.endsWith('.css') ? 'stylesheet' : 'modulepreload';
    link.href = '/' + dep;
    document.head.append(link);
  }
  return load();
};`;
  },
};

// The page lives in src/client; the server serves dist/client (with the .br/.gz files made here).
export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [
    react(),
    pluralizeAsCommonJs,
    smallPreloadHelper,
    compression({
      algorithms: ['gzip', 'brotliCompress'],
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
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3001' },
  },
});
