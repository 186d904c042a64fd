import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The baseline page: built into bench/results (git-ignored), never shipped. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('../results/baseline-dist', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
  },
});
