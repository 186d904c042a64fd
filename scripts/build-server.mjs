// Builds the server to plain JavaScript (dist/server), so `npm start` needs neither tsx nor any other
// dev tool: one ESM bundle of our own code for Node 20, npm packages left as imports. Code
// splitting keeps the embedded model's module a separate file, loaded only when it is used.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/server.ts'],
  outdir: 'dist/server',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
