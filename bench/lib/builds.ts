import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const CLIENT_DIST = `${ROOT}dist/client`;
export const BASELINE_DIST = `${ROOT}bench/results/baseline-dist`;

/** Builds our page when dist/client is missing or older than its sources (same rule as npm start). */
export function ensureClientBuild(): void {
  execFileSync(process.execPath, ['scripts/ensure-build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (!existsSync(`${CLIENT_DIST}/index.html`)) throw new Error('dist/client/index.html missing');
}

/** Builds the baseline page (bench/baseline) with its own small Vite config. */
export async function buildBaseline(): Promise<void> {
  await build({ configFile: `${ROOT}bench/baseline/vite.config.ts`, logLevel: 'warn' });
}
