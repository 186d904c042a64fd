import type { FoodTable } from '../food/food-table';
import { matchFoods } from '../food/food-line';
import { foodWords } from '../food/food-words';
import { PAGE_LANGUAGES } from '../languages';
import type { RecipeLanguage } from '../recipe/recipe-language';
import type { SafetyFoodsFile, WordsByLanguage } from './knowledge/foods-schema';
import { links, notTheMeat as notMeat, phrases, stems, stockEndings } from './knowledge/foods.json';
import type { SafetyKind } from './minimums';

/**
 * Which foods with a doneness minimum a text names, and where: decided words in the seven
 * languages (knowledge/foods.json, with the reason for each group: the food data files
 * "Hackfleisch" as meat and has no sausages or burgers), with the food data (Open Food Facts)
 * adding the poultry and fish it knows.
 */

export interface FoodMention {
  kind: SafetyKind;
  /** The words as written: "chicken thighs", "Hähnchenschenkel". */
  text: string;
  start: number;
  end: number;
}

interface Word {
  word: string;
  start: number;
  end: number;
}

/** Each word folded as the food data writes names ("Hähnchen" → "hahnchen"), with where it stands. */
export function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  for (const token of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const start = token.index;
    for (const word of foodWords(token[0]))
      words.push({ word, start, end: start + token[0].length });
  }
  return words;
}

/**
 * Checked by the tests (knowledge/foods-schema.ts), not here: the page reads the file as it is,
 * without its `$comment` (named imports leave it out of the page's code).
 */
const FILE = { phrases, stems, notTheMeat: notMeat, stockEndings, links } as Omit<
  SafetyFoodsFile,
  '$comment'
>;

/** A group's words in every language: a text's language is not needed to find its foods. */
const inEveryLanguage = (words: WordsByLanguage): string[] =>
  PAGE_LANGUAGES.flatMap((language) => words[language] ?? []);

/** Exact words and phrases (folded), by kind; longer phrases are tried first. */
const PHRASE_LIST = FILE.phrases.kinds
  .flatMap(({ kind, words }) =>
    inEveryLanguage(words).map((phrase) => ({ kind, words: phrase.split(' ') })),
  )
  .sort((a, b) => b.words.length - a.words.length);

/** The start of a German or Dutch compound ("Hähnchenschenkel", "kippendijen", "Rinderhack"). */
const STEMS: [SafetyKind, string[]][] = FILE.stems.kinds.map(({ kind, words }) => [
  kind,
  inEveryLanguage(words),
]);

/** Words that make a food's name a stock, a fat or a seasoning: "chicken stock", "Hühnerbrühe". */
const NOT_THE_MEAT = new Set(inEveryLanguage(FILE.notTheMeat.words));
/** The end of a compound that makes it one: "Hühnerbrühe", "Gänseschmalz". */
const STOCK_ENDINGS = inEveryLanguage(FILE.stockEndings.words);
/** Links before a food in the Romance languages: "bouillon de poulet", "caldo di pollo". */
const LINKS = new Set(inEveryLanguage(FILE.links.words));

const isStockEnding = (word: string) => STOCK_ENDINGS.some((ending) => word.endsWith(ending));

function notTheMeat(words: readonly Word[], at: number, end: number): boolean {
  const after = words[end]?.word ?? '';
  if (NOT_THE_MEAT.has(after)) return true;
  const before = words[at - 1]?.word ?? '';
  const beforeThat = words[at - 2]?.word ?? '';
  return LINKS.has(before) && NOT_THE_MEAT.has(beforeThat);
}

function phraseAt(words: readonly Word[], at: number) {
  return PHRASE_LIST.find((p) => p.words.every((w, i) => words[at + i]?.word === w));
}

function stemAt(word: string): SafetyKind | undefined {
  if (isStockEnding(word)) return undefined;
  return STEMS.find(([, stems]) =>
    stems.some((s) => word.length > s.length && word.startsWith(s)),
  )?.[0];
}

function mention(text: string, words: readonly Word[], at: number, n: number, kind: SafetyKind) {
  const start = words[at]!.start;
  const end = words[at + n - 1]!.end;
  return { kind, text: text.slice(start, end), start, end };
}

/** Minced meat beside a bird is minced poultry: "chicken sausages", "salsicce di pollo". */
function joinMincedPoultry(found: FoodMention[], text: string): FoodMention[] {
  const out: FoodMention[] = [];
  for (const m of found) {
    const last = out[out.length - 1];
    const near = last && m.start - last.end <= 5;
    const pair = near && [last.kind, m.kind].sort().join('+');
    if (last && pair === 'minced+poultry') {
      out[out.length - 1] = {
        kind: 'minced poultry',
        text: text.slice(last.start, m.end),
        start: last.start,
        end: m.end,
      };
    } else out.push(m);
  }
  return out;
}

function fromTable(
  text: string,
  words: readonly Word[],
  table: FoodTable,
  language: RecipeLanguage | undefined,
  taken: readonly FoodMention[],
): FoodMention[] {
  const found: FoodMention[] = [];
  const matches = matchFoods(
    words.map((w) => w.word),
    table,
    {
      compounds: language === 'de' || language === 'nl',
      ...(language && { namesIn: language }),
    },
  );
  for (const m of matches) {
    if (m.partial || m.parts) continue;
    const kind = m.entries.every((e) => table.isA(e, 'en:poultry'))
      ? 'poultry'
      : m.entries.every((e) => table.isA(e, 'en:fish'))
        ? 'fish'
        : null;
    const start = words[m.start]!.start;
    const end = words[m.end - 1]!.end;
    if (!kind || taken.some((t) => t.start < end && start < t.end)) continue;
    const spanWords = words.slice(m.start, m.end).map((w) => w.word);
    const stock = spanWords.some((w) => NOT_THE_MEAT.has(w) || isStockEnding(w));
    if (stock || notTheMeat(words, m.start, m.end)) continue;
    found.push({ kind, text: text.slice(start, end), start, end });
  }
  return found;
}

/** The foods with a minimum that a text names, in order. */
export function findFoods(
  text: string,
  table: FoodTable | null = null,
  language?: RecipeLanguage,
): FoodMention[] {
  const words = wordsOf(text);
  const found: FoodMention[] = [];
  for (let at = 0; at < words.length; at++) {
    const phrase = phraseAt(words, at);
    const n = phrase?.words.length ?? 1;
    const kind = phrase?.kind ?? stemAt(words[at]!.word);
    if (!kind || notTheMeat(words, at, at + n)) continue;
    found.push(mention(text, words, at, n, kind));
    at += n - 1;
  }
  const all = table ? [...found, ...fromTable(text, words, table, language, found)] : found;
  return joinMincedPoultry(
    all.sort((a, b) => a.start - b.start),
    text,
  );
}
