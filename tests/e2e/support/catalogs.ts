/** The page's words in a language, read from its catalogs, for tests that drive the page in it. */
import { readFileSync } from 'node:fs';

export type Catalog = Map<string, string>;

/** A catalog file's messages (msgid → msgstr); Lingui writes each on one line. */
export function catalog(part: 'first' | 'page', language: string): Catalog {
  const text = readFileSync(`src/client/locales/${part}/${language}.po`, 'utf8');
  const pairs = [...text.matchAll(/^msgid "(.+)"\nmsgstr "(.*)"$/gm)];
  return new Map(pairs.map(([, id, str]) => [JSON.parse(`"${id}"`), JSON.parse(`"${str}"`)]));
}

/** Both catalogs of a language: the first paint's and the page's. */
export const both = (language: string): Catalog =>
  new Map([...catalog('first', language), ...catalog('page', language)]);

/** The language's words for an English message; fails loudly when the catalog lacks it. */
export function wordsFor(say: Catalog, english: string): string {
  const words = say.get(english);
  if (!words) throw new Error(`no words for "${english}" in the catalog`);
  return words;
}
