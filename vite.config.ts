import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vite';

// The page lives in src/client; the server serves dist/client (with the .br/.gz files made here).
export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [
    react(),
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
