// `npm start` runs the built page (dist/client) and server (dist/server). When either is missing or
// older than its sources, it is built here if the dev tools are installed (a newcomer's
// `npm install && npm start`); without them (`npm prune --omit=dev`) nothing is fetched: this says
// what to run instead. Never `npx`: it would download an unpinned tool at start.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const shared = ['src/shared', 'package-lock.json'];
const parts = [
  {
    name: 'page',
    built: 'dist/client/index.html',
    sources: ['src/client', 'vite.config.ts', ...shared],
    tool: 'vite',
    build: () => [
      join(dirname(require.resolve('vite/package.json')), 'bin', 'vite.js'),
      'build',
      '--logLevel',
      'warn',
    ],
  },
  {
    name: 'server',
    built: 'dist/server/server.js',
    sources: ['src/server', 'scripts/build-server.mjs', ...shared],
    tool: 'esbuild',
    build: () => ['scripts/build-server.mjs'],
  },
];

function newestMtime(path) {
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(path).reduce(
    (m, name) => Math.max(m, newestMtime(join(path, name))),
    st.mtimeMs,
  );
}

function installed(name) {
  try {
    require.resolve(`${name}/package.json`);
    return true;
  } catch {
    return false;
  }
}

for (const part of parts) {
  const missing = !existsSync(part.built);
  const stale =
    missing ||
    part.sources.some((s) => existsSync(s) && newestMtime(s) > statSync(part.built).mtimeMs);
  if (!stale) continue;
  if (!installed(part.tool)) {
    const fix = 'run `npm install && npm run build` (or `npm ci && npm run build`) first';
    if (missing) {
      console.error(
        `Pantry Chef cannot start: the ${part.name} is not built, and ${part.tool} is not installed; ${fix}.`,
      );
      process.exit(1);
    }
    console.warn(
      `The built ${part.name} is older than its sources, and ${part.tool} is not installed to rebuild it; starting the built one. To rebuild, ${fix}.`,
    );
    continue;
  }
  console.log(`Building the ${part.name} (${part.built})...`);
  const result = spawnSync(process.execPath, part.build(), { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
