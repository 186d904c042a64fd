import { describe, expect, it } from 'vitest';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import {
  catalogProblems,
  placeholders,
  type CatalogFiles,
  type CodeMessages,
} from './catalog-check';

const config = getConfig({ configPath: 'lingui.config.ts' });

async function catalogsNow() {
  const catalogs = await getCatalogs(config);
  return Promise.all(
    catalogs.map(async (catalog) => ({
      path: catalog.path,
      code: ((await catalog.collect()) ?? {}) as CodeMessages,
      files: (await catalog.readAll()) as CatalogFiles,
    })),
  );
}

describe('the page catalogs', () => {
  it('hold every message the code uses, in every language, with its placeholders, and no other', async () => {
    const catalogs = await catalogsNow();
    expect(catalogs.length).toBe(2);
    for (const { path, code, files } of catalogs) {
      expect(Object.keys(files).sort(), path).toEqual([...config.locales].sort());
      expect(catalogProblems(code, files, config.sourceLocale!), path).toEqual([]);
    }
  });

  it('fail on a missing, a stale or a changed message', async () => {
    const [first] = await catalogsNow();
    const { code, files } = first!;
    const [id, entry] = Object.entries(code).find(([, e]) => e.message?.includes('{'))!;
    const broken = structuredClone(files);
    delete broken.de![id];
    broken.fr!.gone = { message: 'A button the page no longer has', translation: 'Un bouton' };
    broken.nl![id] = { ...broken.nl![id], translation: 'Verwijder {naam}' };
    expect(catalogProblems(code, broken, 'en')).toEqual([
      `de: missing "${entry.message}"`,
      'fr: stale "A button the page no longer has"',
      expect.stringMatching(/^nl: "Verwijder \{naam\}" has \{naam\}, the code \{\w+\}$/),
    ]);
  });

  it('keep the first paint to text and plain placeholders, which its small reader understands', async () => {
    const [first] = await catalogsNow();
    for (const [locale, catalog] of Object.entries(first!.files))
      for (const { translation } of Object.values(catalog))
        expect(translation, locale).not.toMatch(/,\s*(plural|select|selectordinal|number|date)/);
  });

  it('reads placeholders inside plurals', () => {
    expect(placeholders('{count, plural, one {# for {name}} other {# for {name}}}')).toEqual([
      'count',
      'name',
    ]);
  });
});
