import { numericQuantity } from 'numeric-quantity';
import {
  allWords,
  LEXICON_LIST,
  LEXICONS,
  NUMBER_WORDS as LEXICON_NUMBERS,
  phrasePattern,
} from '../lexicon/lexicon';
import { findOtherUnit, findUnit, type Unit } from './unit-names';

/**
 * The amounts of one ingredient line, with where each stands. parse-ingredient's
 * `extractMeasurements` misses "500g", counts ("2 eggs") and the "1" of "1 (14.5 oz) can", which
 * must all be rewritten in place; so the scan is here, on its `findUnit` and `numericQuantity`.
 */

const GLYPHS = '½⅓⅔¼¾⅛⅜⅝⅞⅕⅖⅗⅘⅙⅚';
// ".5 cup": a decimal written without its 0, as some sites print them.
const NUMBER = `(?:\\d+\\s+\\d+/\\d+|\\d+\\s*[${GLYPHS}]|\\d+/\\d+|\\d+(?:[.,]\\d+)?|\\.\\d+|[${GLYPHS}])`;
const AMOUNT = new RegExp(
  `(?<![\\w.,/])(${NUMBER})(?:(\\s*(?:-|–|—|to|or)\\s*)(${NUMBER}))?(?![\\d%°])`,
  'gu',
);
// A unit ends where the word ends: the "c" of "3 càs" is no cup.
const UNIT_AFTER = /^(\s*-?\s*)(fl\.?\s?oz\.?|fluid\s+ounces?|[a-z]+\.?)(?!\p{L})/iu;

export interface Amount {
  start: number;
  /** Where the number (or range) ends; the unit, if any, follows. */
  numberEnd: number;
  end: number;
  low: number;
  high: number | null;
  /** The text between the bounds of a range, kept as written ("-", " to "). */
  separator: string;
  unit: Unit | null;
  unitText: string;
  unitStart: number;
  /** Written with a decimal comma ("1,5 kg"): written back with one. */
  decimalComma: boolean;
}

function toNumber(text: string): number {
  const value = numericQuantity(text.replace(',', '.').replace(/(\d)([^\d\s./])/u, '$1 $2'));
  return Number.isNaN(value) ? 0 : value;
}

/** A spoon said heaped or level ("1 heaped tsp", "1 gestrichener EL"): still that spoon. */
const SPOON_SAID = new RegExp(
  `^\\s*(${phrasePattern(allWords('heaped'), { accents: true })})(?=\\s+\\S)`,
  'iu',
);
/** parse-ingredient's ids of spoons and cups ("tablespoon", "teaspoon", "cup"), as they are named. */
const SPOON_IDS = ['spoon', 'tbsp', 'tsp', 'cup'] as const;

function unitAfter(
  line: string,
  written: number,
): { unit: Unit; text: string; start: number; end: number } | null {
  const said = SPOON_SAID.exec(line.slice(written))?.[0].length ?? 0;
  const found = unitAt(line, written + said);
  return !said || (found && SPOON_IDS.some((id) => found.unit.id.includes(id)))
    ? found
    : unitAt(line, written);
}

/** Foods whose name opens with a unit's word: "2 pak choi" is no Dutch "pak" (pack) of choi. */
const FOOD_NAMED_LIKE_A_UNIT = /^pak[\s-]+cho[iy]\b/iu;

function unitAt(
  line: string,
  at: number,
): { unit: Unit; text: string; start: number; end: number } | null {
  const gapLength = /^\s*-?\s*/u.exec(line.slice(at))?.[0].length ?? 0;
  if (FOOD_NAMED_LIKE_A_UNIT.test(line.slice(at + gapLength))) return null;
  // "1 c. à soupe" before the English "c." of a cup.
  const other = findOtherUnit(line.slice(at + gapLength));
  if (other) {
    const start = at + gapLength;
    return { unit: other.unit, text: other.text, start, end: start + other.text.length };
  }
  const match = UNIT_AFTER.exec(line.slice(at));
  if (!match) return null;
  const [, gap = '', word = ''] = match;
  const unit = findUnit(word) ?? findUnit(word.replace(/\.$/u, ''));
  if (!unit) return null;
  // "2 l" is litres, "2 large" a size; a stray "a"/"x" after a number is no unit.
  const text = findUnit(word) ? word : word.replace(/\.$/u, '');
  const start = at + gap.length;
  return { unit, text, start, end: start + text.length };
}

/**
 * Number words that open a line ("two 10-ounce cans", "Zwei Dosen", "deux gousses"), in the seven
 * languages (their lexicons' `numberWords`, and "half" in its forms). Only at the start of a line:
 * inside one, "one of" or "un peu" are no amounts. Words that also mean "a" ("ein", "un", "een",
 * "um": each lexicon's `articles` but English "a") count as one only before a unit.
 */
const NUMBER_WORDS: Record<string, number> = {
  ...Object.fromEntries(
    LEXICON_LIST.filter((l) => l.language !== 'en').flatMap((l) =>
      l.articles.map((word) => [word, 1]),
    ),
  ),
  ...LEXICON_NUMBERS,
  ...Object.fromEntries(allWords('half').map((word) => [word, 0.5])),
};
/** Words for one that are also "a": a count only before a unit. */
const ARTICLES = new Set(allWords('articles'));
const WORD_AT_START = /^\s*(\p{L}+)(?=\s+\S)/u;
const ARTICLE = phrasePattern(allWords('articles'));
const HALF = phrasePattern(allWords('half'));
/** "Half a cup", "eine halbe Zwiebel": an article beside "half" is part of the amount. */
const HALF_WITH_ARTICLE = new RegExp(
  `^\\s*(?:(?:${ARTICLE})\\s+)?(${HALF})(?:\\s+(?:${phrasePattern(LEXICONS.en.articles)})(?=\\s))?(?=\\s+\\S)`,
  'iu',
);

/** A juice named before its fruit, in the seven languages: "juice of", "Saft von", "jugo de". */
export const JUICE_OF_WORDS = `(?:${phrasePattern(allWords('juice'))})\\s+(?:(?:${phrasePattern(allWords('of'))})\\s+)?`;
/** One, in words: "a", "one", "einer", "un", "uno", "een". */
export const ONE_WORDS = phrasePattern([
  ...allWords('articles'),
  ...Object.keys(LEXICON_NUMBERS).filter((w) => LEXICON_NUMBERS[w] === 1),
]);
/** Half, in words: "half a", "einer halben", "d'une demie", "medio", "een halve". */
export const HALF_WORDS = `(?:d['’])?(?:(?:${ARTICLE})\\s+)?(?:${HALF})(?:\\s+(?:${ARTICLE}))?`;
const THE = phrasePattern(allWords('the'));
/**
 * "Juice of a lemon", "Saft einer Zitrone", "le jus d'un citron", "el jugo de un limón": a juice
 * named before its fruit counts the fruit, an article as one.
 */
const JUICE_OF = new RegExp(
  `^(\\s*(?:(?:${THE})\\s+)?${JUICE_OF_WORDS}(?:(?:${THE})\\s+)?)(?:(${HALF_WORDS})|(${ONE_WORDS})|d['’](${phrasePattern(LEXICONS.fr.articles)}))(?=\\s+\\p{L})`,
  'iu',
);

function juiceOf(line: string): Amount | null {
  const match = JUICE_OF.exec(line);
  if (!match) return null;
  const start = match[1]!.length + (match[4] ? 2 : 0);
  const end = match[0].length;
  return {
    start,
    numberEnd: end,
    end,
    low: match[2] ? 0.5 : 1,
    high: null,
    separator: '',
    unit: null,
    unitText: '',
    unitStart: end,
    decimalComma: false,
  };
}

/**
 * What follows a number word in a sentence, never in a count: "to", "of", an article ("Once the
 * oil is hot" is no eleven). One letter is no article here: "três a quatro ovos" is a range.
 */
const SENTENCE_AFTER = new RegExp(
  `^\\s+(?:${phrasePattern([...LEXICONS.en.to, ...LEXICONS.en.of, ...allWords('the').filter((w) => w.length > 1)])})(?!\\p{L})`,
  'iu',
);

function numberWord(line: string): Amount | null {
  const juice = juiceOf(line);
  if (juice) return juice;
  const half = HALF_WITH_ARTICLE.exec(line);
  const match = half ?? WORD_AT_START.exec(line);
  const word = match?.[1];
  const value = word ? NUMBER_WORDS[word.toLowerCase()] : undefined;
  if (!match || !word || value === undefined) return null;
  const start = match[0].indexOf(word);
  const numberEnd = match[0].length;
  const unit = unitAfter(line, numberEnd);
  // "ein Schuss Milch", "un filet d'huile": an article is a count only before a unit
  // ("eine Prise", "une pincée"), never of a vague amount.
  if (ARTICLES.has(word.toLowerCase()) && !unit) return null;
  // "Due to the heat", "One of the jars", "Once the oil is hot": a sentence, not a count.
  if (SENTENCE_AFTER.test(line.slice(numberEnd))) return null;
  return {
    start,
    numberEnd,
    end: unit?.end ?? numberEnd,
    low: value,
    high: null,
    separator: '',
    unit: unit?.unit ?? null,
    unitText: unit?.text ?? '',
    unitStart: unit?.start ?? numberEnd,
    decimalComma: false,
  };
}

/**
 * The amounts of a line. `words`: also a number word opening the line ("two 10-ounce cans");
 * off by default, as the servings scaler rewrites only amounts written in figures.
 */
const MILLILITRE = findUnit('ml');
/**
 * "cc" is a French teaspoon ("1 cc sel") and, in Spanish, cubic centimetres ("250 cc de leche"):
 * ten or more are millilitres, as no line asks for ten teaspoons of one thing.
 */
function ccAsMillilitres(
  found: ReturnType<typeof unitAfter>,
  value: number,
): ReturnType<typeof unitAfter> {
  if (!found || found.text.toLowerCase() !== 'cc' || value < 10 || !MILLILITRE) return found;
  return { ...found, unit: MILLILITRE };
}

export function scanAmounts(line: string, options: { words?: boolean } = {}): Amount[] {
  const amounts: Amount[] = [];
  const word = options.words ? numberWord(line) : null;
  if (word) amounts.push(word);
  for (const match of line.matchAll(AMOUNT)) {
    const [text, first = '', separator = '', second] = match;
    const start = match.index;
    const numberEnd = start + text.length;
    const low = toNumber(first);
    const unit = ccAsMillilitres(unitAfter(line, numberEnd), low);
    amounts.push({
      start,
      numberEnd,
      end: unit?.end ?? numberEnd,
      low,
      high: second === undefined ? null : toNumber(second),
      separator,
      unit: unit?.unit ?? null,
      unitText: unit?.text ?? '',
      unitStart: unit?.start ?? numberEnd,
      decimalComma: /\d,\d/u.test(text),
    });
  }
  return amounts;
}
