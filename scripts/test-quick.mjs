// `npm run test:quick`: the check of a change in about a minute, before the whole `npm test`.
// The type check of the whole project and ESLint + Prettier on the files changed against HEAD
// (untracked ones included) run side by side, then the fast Vitest projects (shared, client,
// bench, lint). The server, production and browser tests are left to `npm test`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const LINTED = /\.(c|m)?(j|t)sx?$/;

function git(args) {
  const result = spawnSync('git', args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  return result.stdout.split('\n').filter(Boolean);
}

function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const changed = [
  ...new Set([
    ...git(['diff', '--name-only', 'HEAD']),
    ...git(['ls-files', '--others', '--exclude-standard']),
  ]),
].filter((file) => existsSync(file));
const linted = changed.filter((file) => LINTED.test(file));
console.log(`test:quick: ${changed.length} changed files (${linted.length} for ESLint)`);

const bin = (name) => `node_modules/.bin/${name}`;
const checks = [run(bin('tsc'), ['-p', 'tsconfig.json'])];
// The cache lives with the dependencies; it speaks only for files whose content did not change.
if (linted.length > 0)
  checks.push(
    run(bin('eslint'), [
      '--cache',
      '--cache-location',
      'node_modules/.cache/eslint/',
      '--no-warn-ignored',
      ...linted,
    ]),
  );
if (changed.length > 0)
  checks.push(run(bin('prettier'), ['--check', '--ignore-unknown', ...changed]));
const failed = (await Promise.all(checks)).some((code) => code !== 0);

const projects = ['shared', 'client', 'client-isolated', 'bench', 'lint'].flatMap((name) => [
  '--project',
  name,
]);
const tests = await run(bin('vitest'), ['run', ...projects]);
process.exit(failed || tests !== 0 ? 1 : 0);
