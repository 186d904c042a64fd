import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { CLIENT_ISOLATED } from './tests/fixtures/isolated-tests';
import { catalogUrl, linguiMacro } from './vite.lingui';

export default defineConfig({
  plugins: [react(), linguiMacro, lingui(), catalogUrl],
  test: {
    globalSetup: ['tests/fixtures/temp-root.ts'],
    // Vitest's default on two cores is one worker (cores - 1), and most server tests wait on
    // sockets, timers and child processes rather than the CPU: two keep both cores busy.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        // Pure functions (the reader, the wish checks, the food data): no DOM, no module state
        // to reset, so one module graph in worker threads serves every file.
        test: {
          name: 'shared',
          environment: 'node',
          include: ['src/shared/**/*.test.ts'],
          pool: 'threads',
          isolate: false,
          // A ceiling, not a wait: a file's first test loads the food table and compiles the
          // reader's patterns, past the default 5 s on a loaded two-core machine.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        // The page's files share one module graph per worker (a fresh jsdom each file still):
        // re-importing React, the markdown stack and the food data for each of 30 files cost more
        // than their tests. Files that mock a module or count what a module does once per page
        // load cannot share it: they run apart, below.
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/client/**/*.test.{ts,tsx}'],
          exclude: CLIENT_ISOLATED,
          setupFiles: ['src/client/test-setup.ts'],
          isolate: false,
          // A ceiling, not a wait: the first render of a file loads the page's lazy parts, 1.4 s
          // alone and past the default 5 s on a loaded two-core machine.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'client-isolated',
          environment: 'jsdom',
          include: CLIENT_ISOLATED,
          setupFiles: ['src/client/test-setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'tests/server/**/*.test.ts',
            'src/server/**/*.test.ts',
            'eval/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One module graph per worker: every file builds its own app and server from options,
          // none mocks a module, and re-importing Fastify, the providers and node-llama-cpp for
          // each of 45 files cost 25 s.
          isolate: false,
        },
      },
      {
        extends: true,
        // `npm ci`, build, prune and start in a copy of the project (`npm run test:production`):
        // run apart from the others, so its installs do not slow their timing-sensitive tests;
        // `npm test` runs it beside the typecheck and the lint, which wait on nothing.
        test: {
          name: 'production',
          environment: 'node',
          include: ['tests/production/**/*.test.ts'],
          testTimeout: 1_200_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        // The benchmark's own logic (statistics, settings, budgets); no timings are asserted.
        test: { name: 'bench', environment: 'node', include: ['bench/**/*.test.ts'] },
      },
      {
        extends: true,
        // The lint's own rules that the layout depends on (the page's import direction).
        test: {
          name: 'lint',
          environment: 'node',
          include: ['tests/lint/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
    ],
  },
});
