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

function unitAfter(
  line: string,
  at: number,
): { unit: Unit; text: string; start: number; end: number } | null {
  const gapLength = /^\s*-?\s*/u.exec(line.slice(at))?.[0].length ?? 0;
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

export function scanAmounts(line: string): Amount[] {
  const amounts: Amount[] = [];
  for (const match of line.matchAll(AMOUNT)) {
    const [text, first = '', separator = '', second] = match;
    const start = match.index;
    const numberEnd = start + text.length;
    const unit = unitAfter(line, numberEnd);
    amounts.push({
      start,
      numberEnd,
      end: unit?.end ?? numberEnd,
      low: toNumber(first),
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
