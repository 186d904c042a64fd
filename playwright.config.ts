import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './tests/fixtures/chromium';

/**
 * Debian's Chromium, no browser download: its headless shell (package chromium-headless-shell), the
 * build Playwright itself runs headless tests in. The same Blink and V8 as the full browser without
 * its window layer, it costs 40% less CPU on this suite (docs/development.md). The full browser
 * where the shell is not installed; CHROME_PATH overrides both.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const chromiumPath =
  process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: 'tests/e2e',
  // Ceilings, not waits: tests wait for what they need, and a busy machine must not fail them.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // Tests share nothing but the per-worker servers (each test sets its own provider scenario), so
  // tests, not files, are spread over the workers: no worker idles on the last long file. Two
  // workers for two cores: each drives a Chromium and a server of its own.
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumPath,
      args: CHROMIUM_ARGS,
    },
    trace: 'off',
  },
});
