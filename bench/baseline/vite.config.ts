import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * The comparison pages, built into bench/results (git-ignored), never shipped: the baseline
 * (index.html, React as the product first was) and the floor (floor.html, no framework).
 */
export default defineConfig({
  root: here('.'),
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: here('../results/baseline-dist'),
    emptyOutDir: true,
    target: 'es2022',
    // Vite 8 name for `rollupOptions` (deprecated alias): two pages, one build.
    rolldownOptions: {
      input: { index: here('index.html'), floor: here('floor.html') },
    },
  },
});
