import { defineConfig } from 'vitest/config';

/** The bench's own checks (`npx vitest run --config bench/vitest.config.ts`): logic only, no timings. */
export default defineConfig({
  test: {
    name: 'bench',
    environment: 'node',
    include: ['bench/**/*.test.ts'],
    root: new URL('..', import.meta.url).pathname,
    testTimeout: 30_000,
  },
});
