/**
 * The installable, offline page: the web app manifest and a Workbox service worker that precaches
 * the page and every lazy chunk. The page registers it itself after the first paint
 * (src/client/features/offline), so nothing is injected into the HTML but the manifest link.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { WORDS_CACHE, WORDS_CHUNK } from './src/shared/offline';

/** The two themes of src/client/styles/tokens.css (`--bg`), as index.html's theme-color. */
export const THEME = { light: '#fbf6ef', dark: '#1a1411' } as const;

/**
 * What the worker precaches: the page's own files (the icons and the manifest are added by the
 * plugin); the .br/.gz twins are the server's business. Not the catalogs: only the visitor's
 * language is downloaded. The page keeps its language's in their own cache
 * (features/offline/keep-catalogs.ts), answered from there by the route below.
 */
export const PRECACHE = {
  globPatterns: ['**/*.{html,js,css,svg}'],
  globIgnores: ['**/node_modules/**/*', '**/assets/words-*.js'],
};

const manifestAndWorker = () =>
  VitePWA({
    // A new version waits until the visitor chooses `Reload to update`: never a switch mid-recipe.
    registerType: 'prompt',
    injectRegister: false,
    filename: 'sw.js',
    manifestFilename: 'manifest.webmanifest',
    includeAssets: ['icons/apple-touch-icon.png'],
    manifest: {
      id: '/',
      name: 'Pantry Chef',
      short_name: 'Pantry Chef',
      description: 'Tell it what is in your kitchen and get a recipe suggestion.',
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: THEME.light,
      background_color: THEME.light,
      // The dark theme's colours where the browser reads them (Chromium's dark-mode manifest
      // members); elsewhere index.html's theme-color for dark schemes applies once the page runs.
      ...{
        user_preferences: {
          color_scheme_dark: { theme_color: THEME.dark, background_color: THEME.dark },
        },
      },
      icons: [
        { src: 'icons/pantry-chef-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: 'icons/pantry-chef-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: 'icons/pantry-chef-maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    workbox: {
      ...PRECACHE,
      navigateFallback: 'index.html',
      // The API and the metrics are never answered by the worker.
      navigateFallbackDenylist: [/^\/api\//, /^\/metrics/],
      // The chosen language's catalogs: from their cache, else the network (and kept). Their names
      // are hashed, so an update asks for new files and never finds a stale one.
      runtimeCaching: [
        {
          urlPattern: WORDS_CHUNK,
          handler: 'CacheFirst',
          options: { cacheName: WORDS_CACHE },
        },
      ],
      cleanupOutdatedCaches: true,
      // The first worker takes the page it was installed from at once, so a network lost later in
      // that first visit still finds every lazy view. An update never skips waiting.
      clientsClaim: true,
      skipWaiting: false,
      // One file to serve with no-cache; no workbox-<hash>.js beside it.
      inlineWorkboxRuntime: true,
      sourcemap: false,
      mode: 'production',
    },
  });

/**
 * The worker is written after the bundle, where the compression plugin no longer looks: its .br
 * and .gz twins are made here, as that plugin makes the others (the server sends them as is).
 */
const compressWorker = (): Plugin => {
  let outDir = '';
  return {
    name: 'compress-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const file = resolve(outDir, 'sw.js');
        const code = await readFile(file);
        const brotli = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
        await writeFile(`${file}.gz`, await promisify(gzip)(code, { level: 9 }));
        await writeFile(`${file}.br`, await promisify(brotliCompress)(code, brotli));
      },
    },
  };
};

export const pwa = () => [manifestAndWorker(), compressWorker()];
