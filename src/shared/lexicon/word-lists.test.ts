import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The small words of a language belong in its lexicon (src/shared/lexicon/<language>.json), not
 * in the code that reads by them. This test finds word lists written in the shared code (a string
 * of six or more lower-case words, a regular expression's alternation of six or more words, an
 * array of six or more short strings) and holds each file to the count it has today: a file not
 * listed here may hold none, a count may only go down, and a count that went down must be lowered
 * here (a ratchet). The files listed still keep lists of their own, small words and food names
 * alike: moving them to the lexicons and the food data is the work left (docs/development.md).
 */
const STILL_OWN_LISTS: Record<string, number> = {
  'food/food-line.ts': 2,
  'food/food-table-data.ts': 2,
  'food/food-table.ts': 2,
  'food/have-rules.ts': 9,
  'food/have.ts': 1,
  'food/line-words.ts': 1,
  'line/line-parts.ts': 1,
  'wishes/avoid-check.ts': 12,
  'wishes/check-wishes.ts': 3,
  'wishes/diet-rules.ts': 8,
};

const SHARED = join(process.cwd(), 'src/shared');
/**
 * Not readers: the lexicons themselves, the page's language codes, and lists that are no words of
 * a language: the page's view names (view-failure.ts), the nutrition table's nutrient keys, and the
 * food-safety chart's wording of where a minimum is measured ("in the centre of the stuffing").
 */
const NOT_READERS = new Set([
  'lexicon/lexicon.ts',
  'languages.ts',
  'view-failure.ts',
  'nutrition/nutrition-table-data.ts',
  'safety/minimums.ts',
]);

const WORDS_IN_STRING = /(['"`])((?:[\p{Ll}'’]+\s+){5,}[\p{Ll}'’]+)\1/gu;
const ALTERNATION = /(?:\\b|\(\?:|\()((?:[\p{L}\\.' ]{2,}\|){5,}[\p{L}\\.' ]{2,})\)/gu;
const ARRAY = /\[\s*(?:'[^']{1,30}',\s*){5,}/gu;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'fixtures' ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function wordLists(text: string): number {
  return [WORDS_IN_STRING, ALTERNATION, ARRAY].reduce(
    (n, re) => n + [...text.matchAll(re)].length,
    0,
  );
}

describe('word lists outside the lexicons', () => {
  it('finds a list where one is written', () => {
    expect(wordLists("const OR = 'or oder ou of o oppure';")).toBe(1);
    expect(wordLists('const OR = /\\b(?:or|oder|ou|of|oppure|bzw)\\b/;')).toBe(1);
    expect(wordLists("const OR = ['or', 'oder', 'ou', 'of', 'o', 'oppure'];")).toBe(1);
    expect(wordLists("const OR = orWords('en');")).toBe(0);
  });

  it('holds every reader of the shared code to the lists it keeps today, no more', () => {
    const found: Record<string, number> = {};
    for (const path of sources(SHARED)) {
      const file = relative(SHARED, path);
      if (NOT_READERS.has(file)) continue;
      const count = wordLists(readFileSync(path, 'utf8'));
      if (count > 0) found[file] = count;
    }
    expect(found).toEqual(STILL_OWN_LISTS);
  });
});
