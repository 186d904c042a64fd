import type { FoodMatch } from './food-line';
import type { FoodTable } from './food-table';
import { isPageLanguage, type PageLanguage } from '../languages';
import { LEXICON_LIST, LEXICONS, type Lexicon } from '../lexicon/lexicon';
import knowledge from './knowledge/variety-heads.json';
import { foodWords } from './food-words';
import { isIgnorable, isLinkWord } from './line-words';

/**
 * "2 Kumato tomatoes", "1 Charentais melon", "pomodori San Marzano": names the reader does not know
 * beside a plain food, where the language puts a word saying which kind (before the food in
 * English, German and Dutch, after it in French, Spanish, Italian and Portuguese), name a variety
 * or a brand of that food, not another food. Only names written with a capital, not opening the
 * line: a lower-case word may say how the food was made into another ("battered cod", "malted
 * milk powder", "cebolla crujiente"). Only for a plain food of the kinds
 * `knowledge/variety-heads.json` lists, never one that is also a dish's name ("Caesar salad",
 * "Scotch eggs"), never more than two such words, and never beside a second food: where an
 * unknown word could change what the food is, D14 stands and the line is not identified.
 */

export type ModifierSide = Lexicon['modifiers'];

/** How a line's words beside its food are read: by the table, on the language's side, as written. */
export interface VarietyReading {
  table: FoodTable;
  side: ModifierSide;
  /** The text the words were read from, with its capitals. */
  written: string;
  /** The recipe's language, where it is known: whose participles say how a food was prepared. */
  language?: PageLanguage | null;
}

/** Where the recipe's language puts a word that says which kind; English's side where it is not known. */
export function modifierSide(language: string | null | undefined): ModifierSide {
  return isPageLanguage(language) ? LEXICONS[language].modifiers : 'before';
}

const MAX_VARIETY_WORDS = 2;

const DISHES = Object.keys(knowledge.dishes);

function noDishNamed(table: FoodTable, entries: readonly number[]): boolean {
  return (
    entries.length > 0 &&
    entries.every((e) => table.isPlain(e) && !DISHES.some((dish) => table.isA(e, dish)))
  );
}

function keepsWhatItIs(table: FoodTable, entries: readonly number[]): boolean {
  return (
    noDishNamed(table, entries) &&
    entries.every((e) => knowledge.kinds.some((kind) => table.isA(e, kind)))
  );
}

type Describing = 'colours' | 'origins';
const folded = (key: Describing) =>
  new Map(LEXICON_LIST.map((l) => [l.language, new Set(l[key].flatMap((w) => foodWords(w)))]));
const DESCRIBING: Record<Describing, Map<PageLanguage, Set<string>>> = {
  colours: folded('colours'),
  origins: folded('origins'),
};
const ANY: Record<Describing, Set<string>> = {
  colours: new Set([...DESCRIBING.colours.values()].flatMap((words) => [...words])),
  origins: new Set([...DESCRIBING.origins.values()].flatMap((words) => [...words])),
};
/** What a colour beside it may say it is made with: black pasta is squid ink, green spinach. */
const COLOURED_BY_WHAT_IT_HOLDS = ['en:pasta'];

function describes(key: Describing, language: PageLanguage | null | undefined) {
  return (isPageLanguage(language) && DESCRIBING[key].get(language)) || ANY[key];
}

/**
 * Positions of colours and places of origin beside the line's food ("brown rice", "Asian sesame
 * oil", "cebolletas chinas"), in the recipe's language where it is known. A colour says which kind
 * of any food but pasta; a place only of plain foods no dish is named after ("Greek salad",
 * "Spanish rice" are dishes).
 */
export function describingPositions(
  words: readonly string[],
  matches: readonly FoodMatch[],
  unknown: readonly number[],
  { table, language }: VarietyReading,
): number[] {
  if (unknown.length === 0) return [];
  const entries = matches.flatMap((m) => m.entries);
  const colours =
    !entries.some((e) => COLOURED_BY_WHAT_IT_HOLDS.some((id) => table.isA(e, id))) &&
    describes('colours', language);
  const origins =
    matches.length > 0 &&
    matches.every((m) => !m.partial) &&
    unknown.length <= MAX_VARIETY_WORDS &&
    noDishNamed(table, entries) &&
    describes('origins', language);
  return unknown.filter((i) => {
    const word = words[i] ?? '';
    return (colours && colours.has(word)) || (origins && origins.has(word));
  });
}

/**
 * The words written with a capital, folded, but the first: "2 Kumato tomatoes" → kumato; and of
 * those, the ones written as a maker's possessive: "Hellmann's", "Bush's" → hellmanns, bushs.
 */
function namesWritten(written: string): { names: Set<string>; makers: Set<string> } {
  const words = written
    .replace(/[™℠®©]/g, ' ')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    // As the line's words are read: "Bush's" is one word.
    .split(/(?:[^\p{L}\p{N}’']|[’'](?!s\b))+/u)
    .filter((w) => w && !/^[’']/.test(w));
  const capitals = words.slice(1).filter((w) => /^\p{Lu}/u.test(w));
  const fold = (list: string[]) => new Set(list.flatMap((w) => foodWords(w.replace(/[’']/g, ''))));
  return { names: fold(capitals), makers: fold(capitals.filter((w) => /[’']s$/.test(w))) };
}

/**
 * A maker's name before a food, and the product name it goes on with, name the maker, not a
 * dish: "Kellogg's corn flakes" are corn flakes, "Frank's Red Hot Sauce" hot sauce, whatever kind
 * of food they are, but for a kind a dish may be named by ("Grandma's salad", "Shepherd's pie").
 */
function makersBefore(
  table: FoodTable,
  entries: readonly number[],
  unknown: readonly string[],
  makers: Set<string>,
): boolean {
  return (
    entries.length > 0 &&
    makers.has(unknown[0] ?? '') &&
    entries.every((e) => !DISHES.some((dish) => table.isA(e, dish)))
  );
}

/** Positions of the words that name a variety of the line's one food; empty where there is none. */
export function varietyPositions(
  words: readonly string[],
  matches: readonly FoodMatch[],
  unknown: readonly number[],
  { table, side, written }: VarietyReading,
): number[] {
  const whole = matches.filter((m) => !m.partial);
  if (whole.length !== 1 || matches.length !== 1) return [];
  if (unknown.length === 0 || unknown.length > MAX_VARIETY_WORDS) return [];
  const head = whole[0]!;
  const { names, makers } = namesWritten(written);
  const unknownWritten = unknown.map((i) => words[i] ?? '');
  const byMaker =
    Math.max(...unknown) < head.start && makersBefore(table, head.entries, unknownWritten, makers);
  if (!byMaker && !keepsWhatItIs(table, head.entries)) return [];
  if (unknownWritten.some((w) => !names.has(w))) return [];
  const [from, to] =
    side === 'before' || byMaker
      ? [Math.min(...unknown), head.start]
      : [head.end, Math.max(...unknown) + 1];
  if (unknown.some((i) => i < from || i >= to)) return [];
  // Between the variety and its food only kitchen words ("Kumato ripe tomatoes"), never "of" or "de".
  for (let i = from; i < to; i++) {
    const word = words[i] ?? '';
    if (unknown.includes(i)) continue;
    if (word && (!isIgnorable(word) || isLinkWord(word) || /^\d/.test(word))) return [];
  }
  return [...unknown];
}
