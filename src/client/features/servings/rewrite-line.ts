import pluralize from 'pluralize';
import { unitsOfMeasure } from 'parse-ingredient';
import { OR, type RecipeLanguage } from '../../../shared/recipe/recipe-language';
import { formatFraction } from './kitchen-number';
import { scanAmounts, type Amount } from '../../../shared/amounts/scan-amounts';
import {
  convertAmount,
  findUnit,
  isConvertible,
  isMetric,
  rescaleMetric,
  type Converted,
  type Unit,
  type UnitsChoice,
  unitForms,
} from './units';

export interface AmountView {
  /** 1 is the recipe as written. */
  factor: number;
  units: UnitsChoice;
  /** The recipe's language; English when not known. */
  language?: RecipeLanguage;
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** A list marker or task box the reader may include in a line's range: never an amount. */
const LIST_MARKER = /^\s*(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?/u;
/** Between a scaled amount and an equivalent of it: "2 cups (250 g)", "1 cup (about 8 oz)". */
const EQUIVALENT = /^\s*\(\s*(?:about|approx\.?|approximately|~|or)?\s*$/iu;
/** Between two amounts that add up: "1 cup plus 2 tbsp". */
const ADDED = /^\s*(?:\+|plus|and)\s*$/iu;

function hasSize(unit: Unit | null): boolean {
  return unit?.type === 'volume' || unit?.type === 'mass';
}

/**
 * The line's first amount, its equivalents, what adds to it and another choice's amount follow
 * the servings; sizes of one item ("1 (14.5 oz) can") or of a cut ("1-inch pieces") stay.
 */
function scaledAmounts(line: string, amounts: Amount[], language?: RecipeLanguage): Set<Amount> {
  const scaled = new Set<Amount>();
  // "4 shallots or 2 small onions", "2 Schalotten bzw. 1 Zwiebel": the choice's own amount.
  const or = OR[language ?? 'en'].map((w) => (w === 'bzw' ? 'bzw\\.?' : w)).join('|');
  const choice = new RegExp(`(?:^|[\\s,(\\-–])(?:${or})\\s+$`, 'iu');
  amounts.forEach((amount, i) => {
    if (amount.unit?.type === 'length') return;
    const previous = amounts[i - 1];
    if (!previous) {
      scaled.add(amount);
      return;
    }
    const between = line.slice(previous.end, amount.start);
    const follows = scaled.has(previous) && hasSize(previous.unit) && hasSize(amount.unit);
    if (follows && (EQUIVALENT.test(between) || ADDED.test(between))) scaled.add(amount);
    else if (scaled.has(amounts[0]!) && choice.test(between)) scaled.add(amount);
  });
  return scaled;
}

function isPluralAmount(values: string[]): boolean {
  const [first = ''] = values;
  return values.length > 1 || !(first === '1' || /^[^\d]+$/u.test(first) || /^0\./u.test(first));
}

/** "cucharada" for one, "cucharadas" for more, capitalised as written ("Prise", "Prisen"). */
function inflectOther(text: string, forms: readonly [string, string], plural: boolean): string {
  const [one, more] = forms;
  const lower = text.toLowerCase().replace(/\s+/g, ' ');
  const wanted = plural ? more : one;
  if (lower !== one.toLowerCase() && lower !== more.toLowerCase()) return text;
  if (wanted.toLowerCase() === lower) return text;
  const first = text.charAt(0);
  return first === first.toUpperCase() && first !== first.toLowerCase()
    ? wanted.charAt(0).toUpperCase() + wanted.slice(1)
    : wanted;
}

function inflectUnit(text: string, unit: Unit, plural: boolean): string {
  if (unit.forms) return inflectOther(text, unit.forms, plural);
  const names = unitsOfMeasure[unit.id];
  if (!names || names.plural === unit.id) return text;
  const lower = text.toLowerCase();
  if (plural && lower === unit.id) return names.plural;
  if (!plural && lower === names.plural) return unit.id;
  return text;
}

function formatValues(values: number[]): string[] {
  return values.map((v) => formatFraction(v));
}

function joinRange(values: string[], amount: Amount): string {
  return values.length > 1 ? values.join(amount.separator) : (values[0] ?? '');
}

function amountValues(amount: Amount, factor: number): number[] {
  const values = amount.high === null ? [amount.low] : [amount.low, amount.high];
  return values.map((v) => v * factor);
}

/** "500g" × 1.5 is "750g", × 3 "1.5 kg": the unit as written while it still fits. */
function rescaledMetric(line: string, amount: Amount, scaled: Converted): Edit {
  const unit = amount.unit ? unitsOfMeasure[amount.unit.id] : undefined;
  const number = joinRange(scaled.values, amount);
  const forms = amount.unit?.forms;
  // "1 litro" × 2 is "2 litri": a unit named in another language in one or more than one.
  const written = forms
    ? inflectOther(amount.unitText, forms, isPluralAmount(scaled.values))
    : amount.unitText;
  const text =
    unit?.short === scaled.label
      ? number + line.slice(amount.numberEnd, amount.unitStart) + written
      : `${number} ${scaled.label}`;
  return { start: amount.start, end: amount.end, text };
}

function rewriteAmount(
  line: string,
  amount: Amount,
  factor: number,
  view: AmountView,
): Edit | null {
  const values = amountValues(amount, factor);
  const converted = amount.unit
    ? convertAmount(values, amount.unit, view.units, view.language ?? 'en')
    : null;
  if (converted) {
    const text = `${joinRange(converted.values, amount)} ${converted.label}`;
    return { start: amount.start, end: amount.end, text };
  }
  if (factor === 1) return null;
  if (amount.unit && isMetric(amount.unit) && isConvertible(amount.unit)) {
    return rescaledMetric(line, amount, rescaleMetric(values, amount.unit, view.language ?? 'en'));
  }
  const shown = formatValues(values);
  const unitText = amount.unit
    ? inflectUnit(amount.unitText, amount.unit, isPluralAmount(shown))
    : amount.unitText;
  const text = joinRange(shown, amount) + line.slice(amount.numberEnd, amount.unitStart) + unitText;
  return { start: amount.start, end: amount.end, text };
}

/** After a count: skip a size in brackets or "x 400g", then the container or the thing counted. */
const SIZE_SKIP = /^(?:[\s*_]*(?:\([^)]*\)|[x×]\s*\S+))*[\s*_]*/u;
const PHRASE_END = /[,(;:]|\s[-–]\s|\s(?:or|for|to|and|plus|in|from|at|with)\s/u;

function inflectNoun(line: string, from: number, plural: boolean): Edit | null {
  const skipped = SIZE_SKIP.exec(line.slice(from))?.[0].length ?? 0;
  const start = from + skipped;
  const rest = line.slice(start);
  const first = /^[a-z]+/iu.exec(rest)?.[0] ?? '';
  const unit = findUnit(first);
  if (unit?.type === 'count') {
    const text = inflectUnit(first, unit, plural);
    return text === first ? null : { start, end: start + first.length, text };
  }
  const phrase = rest.slice(0, PHRASE_END.exec(rest)?.index ?? rest.length);
  const last = /([a-z]+)[^a-z]*$/iu.exec(phrase);
  if (!last?.[1] || last[1].length < 3) return null;
  const word = last[1];
  if (pluralize.isPlural(word) === plural) return null;
  const text = plural ? pluralize.plural(word) : pluralize.singular(word);
  return { start: start + last.index, end: start + last.index + word.length, text };
}

/** Counts and sizes ("2 eggs", "1 large onion", "1 (14.5 oz) can") name their thing in number. */
function countNoun(line: string, amount: Amount, edit: Edit): Edit | null {
  if (amount.unit && amount.unit.type !== 'other') return null;
  const before = isPluralAmount(formatValues(amountValues(amount, 1)));
  const numberText = amount.unit ? edit.text.slice(0, -amount.unitText.length).trim() : edit.text;
  const after = isPluralAmount(numberText.split(amount.separator || '\u0000'));
  if (before === after) return null;
  return inflectNoun(line, amount.end, after);
}

function applyEdits(text: string, edits: Edit[]): string {
  let out = text;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) {
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  }
  return out;
}

/** Decimal commas where the line or the language writes them: "1,5 kg" scaled is "2,25 kg". */
function withDecimalComma(edit: Edit): Edit {
  return { ...edit, text: edit.text.replace(/(\d)\.(\d)/gu, '$1,$2') };
}

export function rewriteLine(line: string, view: AmountView): string {
  const marker = LIST_MARKER.exec(line)?.[0].length ?? 0;
  const masked = ' '.repeat(marker) + line.slice(marker);
  // A unit's plural as the recipe's language writes it: "1 litro" is "2 litri" in Italian.
  const amounts = scanAmounts(masked).map((amount) =>
    amount.unit?.forms
      ? { ...amount, unit: { ...amount.unit, forms: unitForms(amount.unit, view.language) } }
      : amount,
  );
  const scaled = scaledAmounts(masked, amounts, view.language);
  const edits: Edit[] = [];
  for (const amount of amounts) {
    const rewritten = rewriteAmount(masked, amount, scaled.has(amount) ? view.factor : 1, view);
    if (!rewritten) continue;
    const comma = amount.decimalComma || (view.language ?? 'en') !== 'en';
    const edit = comma ? withDecimalComma(rewritten) : rewritten;
    edits.push(edit);
    // pluralize knows English nouns only: "1 Ei" is not "2 Eis".
    const english = (view.language ?? 'en') === 'en';
    const noun = amount === amounts[0] && english ? countNoun(masked, amount, edit) : null;
    if (noun) edits.push(noun);
  }
  return applyEdits(line, edits);
}
