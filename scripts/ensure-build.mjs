// `npm start` builds the page only when dist/client is missing or older than its sources.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const built = 'dist/client/index.html';
const sources = ['src/client', 'src/shared', 'vite.config.ts', 'package-lock.json'];

function newestMtime(path) {
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(path).reduce(
    (m, name) => Math.max(m, newestMtime(join(path, name))),
    st.mtimeMs,
  );
}

const stale =
  !existsSync(built) ||
  sources.some((s) => existsSync(s) && newestMtime(s) > statSync(built).mtimeMs);
if (stale) {
  console.log('Building the page (dist/client)...');
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
}
