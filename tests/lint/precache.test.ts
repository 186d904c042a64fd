/**
 * Only the visitor's language is downloaded (docs/i18n.md): the worker's precache, built from
 * vite.pwa.ts's patterns by Workbox's own manifest builder, lists no catalog chunk; the route that
 * keeps the chosen language's catalogs takes exactly the chunks vite.config.ts names so.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getManifest } from 'workbox-build';
import { afterAll, describe, expect, it } from 'vitest';
import { WORDS_CHUNK } from '../../src/shared/offline';
import { PRECACHE } from '../../vite.pwa';

const FILES = [
  'index.html',
  'chef-logo.svg',
  'assets/index-BDB2GU8D.js',
  'assets/index-Ctbl91Et.css',
  'assets/PageBody-CYBgjJ8o.js',
  'assets/words-first-de-BfzXk8Cj.js',
  'assets/words-first-fr-CJiz71J6.js',
  'assets/words-page-de-a_b-Cd12.js',
  'assets/words-page-pt-Xy9_-z0Q.js',
];

const root = mkdtempSync(join(tmpdir(), 'pantry-chef-precache-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the offline precache', () => {
  it('holds the page and its lazy chunks but no language’s catalog', async () => {
    mkdirSync(join(root, 'assets'));
    for (const file of FILES) writeFileSync(join(root, file), `/* ${file} */\n`);
    const { manifestEntries, warnings } = await getManifest({ globDirectory: root, ...PRECACHE });
    expect(warnings).toEqual([]);
    expect(manifestEntries?.map((entry) => entry.url).sort()).toEqual([
      'assets/PageBody-CYBgjJ8o.js',
      'assets/index-BDB2GU8D.js',
      'assets/index-Ctbl91Et.css',
      'chef-logo.svg',
      'index.html',
    ]);
  });

  it('leaves the catalogs to the route that keeps the chosen language’s', () => {
    const origin = 'https://pantry.example';
    const routed = FILES.filter((file) => WORDS_CHUNK.test(`${origin}/${file}`));
    expect(routed).toEqual(FILES.filter((file) => file.startsWith('assets/words-')));
    expect(WORDS_CHUNK.test(`${origin}/assets/words-first-de-x.js.map`)).toBe(false);
    expect(WORDS_CHUNK.test(`${origin}/api/words-first-de-x.js`)).toBe(false);
  });
});
