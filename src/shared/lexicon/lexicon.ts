import { PAGE_LANGUAGES, type PageLanguage } from '../languages';
import type { Lexicon } from './lexicon-schema';

export type { Lexicon, LexiconUnit } from './lexicon-schema';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import it from './it.json';
import nl from './nl.json';
import pt from './pt.json';

/**
 * One lexicon per language: the small words every reader of a recipe reads by ("or", units and
 * their spellings, kitchen words, yield and time words...), kept as data, one JSON file a
 * language. A reader takes its words from here and keeps no list of its own
 * (`word-lists.test.ts` holds the readers that still do to what they keep). A missing, unknown or
 * mistyped key fails the page's build and the tests (lexicon-schema.ts).
 */

/** The files as they are, for the schema's check (lexicon-schema.ts). */
export const LEXICON_FILES: Readonly<Record<PageLanguage, unknown>> = {
  en,
  de,
  fr,
  es,
  it,
  pt,
  nl,
};

/** Checked by the build and the tests (lexicon-schema.ts), not here: the page reads them as they are. */
export const LEXICONS = LEXICON_FILES as Readonly<Record<PageLanguage, Lexicon>>;

export const LEXICON_LIST: readonly Lexicon[] = PAGE_LANGUAGES.map((l) => LEXICONS[l]);

/**
 * A regular expression's alternation of some words of every lexicon, longest first: a dot may be
 * left out and spaces may be none ("e.g." is also "eg", "z. B." also "z.B.").
 */
export function wordsPattern(list: readonly string[]): string {
  return [...new Set(list.map((w) => w.toLowerCase()))]
    .sort((a, b) => b.length - a.length)
    .map((w) =>
      w
        .replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
        .replace(/\\\./g, '\\.?')
        .replace(/\s+/g, '\\s?'),
    )
    .join('|');
}

/**
 * A regular expression's alternation of phrases, longest first, as they are written: a space is
 * one or more, an apostrophe either kind ("quart d'heure", "un’ora"); with `accents`, an accented
 * letter is also written without its accent ("temps de preparation", "tiempo de coccion").
 */
export function phrasePattern(
  list: readonly string[],
  { accents = false }: { accents?: boolean } = {},
): string {
  const letter = (c: string) => {
    if (!accents || c < '\u00c0') return c;
    const plain = c.normalize('NFD').replace(/\p{M}/gu, '');
    return plain !== c && plain.length === 1 ? `[${c}${plain}]` : c;
  };
  return [...new Set(list.map((w) => w.toLowerCase()))]
    .sort((a, b) => b.length - a.length)
    .map((w) =>
      [...w.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')]
        .map(letter)
        .join('')
        .replace(/\s+/g, '\\s+')
        .replace(/['’]/g, "['’]"),
    )
    .join('|');
}

/**
 * The text in lower case, each character in its place, for the long patterns that are matched on
 * it instead of with the `i` flag: V8 compiles a case-insensitive Unicode alternation of a few
 * thousand words about four times slower, on every page that reads a recipe. "İ" is the one
 * letter whose lower case is two characters; it becomes "i".
 */
export function lowerSameLength(text: string): string {
  const lower = text.toLowerCase();
  return lower.length === text.length ? lower : text.replace(/\u0130/g, 'i').toLowerCase();
}

/** A phrase as `phrasePattern` reads it, to find it in a list: lower case, no accents, one space. */
export const phraseKey = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, ' ')
    .replace(/’/g, "'")
    .trim();

/** One key of every lexicon, each language's words after the other's. */
export function allWords(
  key: { [K in keyof Lexicon]: Lexicon[K] extends string[] ? K : never }[keyof Lexicon],
): string[] {
  return LEXICON_LIST.flatMap((lexicon) => lexicon[key]);
}

/** Words every lexicon holds under one of a key's parts: `everyLexicon((l) => l.timeUnits.hours)`. */
export function everyLexicon(pick: (lexicon: Lexicon) => readonly string[]): string[] {
  return LEXICON_LIST.flatMap(pick);
}

/**
 * Every word of every lexicon, whatever its key (but the participles, which are patterns): words
 * the languages use around foods.
 */
export function everyWord(): string[] {
  const strings = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : Array.isArray(value)
        ? value.flatMap(strings)
        : value && typeof value === 'object'
          ? Object.values(value).flatMap(strings)
          : [];
  return LEXICON_LIST.flatMap((lexicon) =>
    Object.entries(lexicon).flatMap(([key, value]) =>
      key === 'participles' ? [] : strings(value),
    ),
  );
}

/** Every lexicon's number words with their values ("zwölf" 12, "anderthalb" 1.5). */
export const NUMBER_WORDS: Readonly<Record<string, number>> = Object.assign(
  {},
  ...LEXICON_LIST.map((lexicon) => lexicon.numberWords),
) as Record<string, number>;

const OTHERWISE = new Set(LEXICON_LIST.flatMap((l) => [...l.of, ...l.links]));
/** "Or" where the language is not known: only the words no language writes otherwise. */
const ANY_OR = [...new Set(allWords('or'))].filter((w) => w.length > 1 && !OTHERWISE.has(w));

/**
 * "Or" in a language. Where the language is not known, only the words no language writes
 * otherwise: Dutch "of" is English "of", Spanish and Italian "o" a Portuguese article.
 */
export function orWords(language?: PageLanguage | null): readonly string[] {
  return language ? LEXICONS[language].or : ANY_OR;
}
