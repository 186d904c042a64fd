import { numericQuantity } from 'numeric-quantity';
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
const SPOON_SAID =
  /^\s*(heaped|heaping|rounded|level|scant|generous|geh[äa]ufte?[rnms]?|gestrichene?[rnms]?)(?=\s+\S)/iu;

function unitAfter(
  line: string,
  written: number,
): { unit: Unit; text: string; start: number; end: number } | null {
  const said = SPOON_SAID.exec(line.slice(written))?.[0].length ?? 0;
  const found = unitAt(line, written + said);
  return !said || (found && /spoon|tbsp|tsp|cup/.test(found.unit.id))
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
 * languages. Only at the start of a line: inside one, "one of" or "un peu" are no amounts. Words
 * that also mean "a" ("ein", "un", "een", "um") count as one only before a unit.
 */
const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  dozen: 12,
  ein: 1,
  eine: 1,
  einen: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
  zehn: 10,
  zwölf: 12,
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  douze: 12,
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  doce: 12,
  due: 2,
  tre: 3,
  quattro: 4,
  sei: 6,
  sette: 7,
  otto: 8,
  nove: 9,
  dieci: 10,
  dodici: 12,
  um: 1,
  uma: 1,
  dois: 2,
  duas: 2,
  três: 3,
  quatro: 4,
  sete: 7,
  oito: 8,
  dez: 10,
  doze: 12,
  een: 1,
  twee: 2,
  drie: 3,
  vijf: 5,
  zes: 6,
  zeven: 7,
  negen: 9,
  tien: 10,
  twaalf: 12,
  // Half, in the seven languages ("half a cup", "meia xícara", "eine halbe Zwiebel").
  half: 0.5,
  halbe: 0.5,
  halber: 0.5,
  halbes: 0.5,
  demi: 0.5,
  demie: 0.5,
  medio: 0.5,
  media: 0.5,
  mezzo: 0.5,
  mezza: 0.5,
  meio: 0.5,
  meia: 0.5,
  halve: 0.5,
};
/** Words for one that are also "a": a count only before a unit. */
const ARTICLES = new Set(['ein', 'eine', 'einen', 'un', 'une', 'uno', 'una', 'um', 'uma', 'een']);
const WORD_AT_START = /^\s*(\p{L}+)(?=\s+\S)/u;
/** "Half a cup", "eine halbe Zwiebel": an article beside "half" is part of the amount. */
const HALF_WITH_ARTICLE =
  /^\s*(?:(?:ein|eine|einen|un|une|una|um|uma|een)\s+)?(half|halbe|halber|halbes|demi|demie|media|medio|mezzo|mezza|meio|meia|halve)(?:\s+(?:a|an)(?=\s))?(?=\s+\S)/iu;

/**
 * "Juice of a lemon", "Saft einer Zitrone", "le jus d'un citron", "el jugo de un limón": a juice
 * named before its fruit counts the fruit, an article as one.
 */
/** A juice named before its fruit, in the seven languages: "juice of", "Saft von", "jugo de". */
export const JUICE_OF_WORDS = String.raw`(?:juice|saft|jus|jugo|zumo|succo|sumo|suco|sap)\s+(?:(?:of|von|de|di|del|van|da|do)\s+)?`;
const JUICE_OF = new RegExp(
  String.raw`^(\s*(?:(?:the|le|el|il|o|het|der)\s+)?${JUICE_OF_WORDS}(?:the\s+)?)(?:(half(?:\s+an?)?|einer\s+halben|eines\s+halben|d['’]une?\s+demie?|une?\s+demie?|medio|media|mezzo|mezza|meio|meia|een\s+halve|halve)|(a|an|one|einer|eines|ein|eine|un|une|uno|una|um|uma|een)|d['’](un|une))(?=\s+\p{L})`,
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
  // "Due to the heat", "One of the jars": a sentence, not a count.
  if (/^\s+(to|of)\b/i.test(line.slice(numberEnd))) return null;
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
