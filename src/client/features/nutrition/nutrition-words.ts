import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type {
  PerServing,
  NutritionResult,
  LineCount,
} from '../../../shared/nutrition/recipe-nutrition';

// In the page's language: the section is shown after Lingui has loaded.

/** The rows of the section, in the order of an EU nutrition declaration. */
export const ROWS: {
  key: Exclude<keyof PerServing, 'kJ'>;
  label: MessageDescriptor;
  unit: string;
  sub?: true;
}[] = [
  { key: 'kcal', label: msg`Energy`, unit: 'kcal' },
  { key: 'fat', label: msg`Fat`, unit: 'g' },
  { key: 'saturatedFat', label: msg`of which saturates`, unit: 'g', sub: true },
  { key: 'carbohydrate', label: msg`Carbohydrate`, unit: 'g' },
  { key: 'sugars', label: msg`of which sugars`, unit: 'g', sub: true },
  { key: 'fibre', label: msg`Fibre`, unit: 'g' },
  { key: 'protein', label: msg`Protein`, unit: 'g' },
  { key: 'salt', label: msg`Salt`, unit: 'g' },
];

/** A number the page's way (`1,5` in German), to a fixed count of decimals. */
function decimal(value: number, digits: number): string {
  return new Intl.NumberFormat(i18n.locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    // As a nutrition label writes them: 2144 kJ.
    useGrouping: false,
  }).format(value);
}

/** Grams as a label rounds them: one decimal under 10 g, whole above; salt to two under 1 g. */
export function grams(value: number, key: string): string {
  if (key === 'salt' && value < 1) return decimal(value, 2);
  return value < 10 ? decimal(value, 1) : decimal(value, 0);
}

export function energy(perServing: PerServing): string {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- unit symbols, the same in every language
  return `${decimal(perServing.kcal, 0)} kcal (${decimal(perServing.kJ, 0)} kJ)`;
}

export function servingsText(servings: number): string {
  const count = Number.isInteger(servings) ? servings : Number(servings.toFixed(1));
  const n = decimal(count, Number.isInteger(count) ? 0 : 1);
  return i18n._(plural(count, { one: `# serving`, other: `${n} servings` }));
}

/** Energy as a range, when what was left out could move it. */
export function rangeText(low: number, high: number): string {
  const from = decimal(low, 0);
  const to = decimal(high, 0);
  return i18n._(msg`Energy: ${from}–${to} kcal per serving.`);
}

/** Why there is no single number, in words. */
export function reasonText(result: Exclude<NutritionResult, { kind: 'figure' }>): string {
  if (result.kind === 'unknown' && result.reason === 'servings')
    return i18n._(msg`Not enough identified: the recipe does not say how many servings it makes.`);
  if (result.kind === 'unknown' && result.reason === 'nothing counted')
    return i18n._(msg`Not enough identified: no ingredient line could be identified and weighed.`);
  const lines = result.reason;
  if (result.kind === 'range')
    return i18n._(
      msg`Not a single number: what was not counted could change it by more than 10% (${lines}).`,
    );
  return i18n._(
    msg`Not enough identified: what was not counted could change the figure too much (${lines}).`,
  );
}

/**
 * Lines as a list inside a sentence that ends with its own full stop: "Salt q.b." does not end it
 * twice.
 */
export const lineList = (texts: readonly string[]) => texts.join('; ').replace(/\.$/, '');

/** A heading or a note in the list ("CURRY PASTE") is not an ingredient left out. */
export const notCounted = (lines: readonly LineCount[]) =>
  lines.filter(
    (l) =>
      l.rule !== 'counted' && l.rule !== 'to-taste' && l.rule !== 'note' && l.rule !== 'absorbed',
  );

/** A frying bath counted as what the food takes up: each line with its grams per serving. */
export function absorbedText(lines: readonly LineCount[], servings: number): string {
  return (
    lines
      .filter((l) => l.rule === 'absorbed')
      // eslint-disable-next-line lingui/no-unlocalized-strings -- the line's own text and a unit symbol
      .map((l) => `${l.text}: ${grams((l.grams ?? 0) / servings, 'oil')} g`)
      .join('; ')
  );
}
export const countedAsNothing = (lines: readonly LineCount[]) =>
  lines.filter((l) => l.rule === 'to-taste');

/** Lines counted as the lightest of a kind they do not narrow ("1 cup plant milk"). */
export const lightestText = (lines: readonly LineCount[]) =>
  lineList(
    lines.filter((l) => l.rule === 'counted' && l.mayAdd > 0 && !l.handful).map((l) => l.text),
  );

/** Lines counted by the handful, as half a cup each ("1 Handvoll Erbsen"). */
export const handfulText = (lines: readonly LineCount[]) =>
  lineList(lines.filter((l) => l.rule === 'counted' && l.handful).map((l) => l.text));

/** Lines counted as the choice the recipe itself offers ("2 shallots or 1 small onion"). */
export function choiceText(lines: readonly LineCount[]): string {
  return lineList(
    lines
      .filter((l) => l.rule === 'counted' && l.countedAs)
      .map((l) => `${l.text} → ${l.countedAs}`),
  );
}

/** Each line the figure counts: its text, the USDA food it was weighed as, grams, kcal a serving. */
export function countedLines(lines: readonly LineCount[], servings: number) {
  return lines
    .filter((l) => (l.rule === 'counted' || l.rule === 'absorbed') && l.food && l.grams)
    .map((l) => ({
      text: l.text,
      food: l.food!,
      mixed: l.mixed === true,
      grams: grams(l.grams!, 'line'),
      kcal: decimal((l.kcal ?? 0) / servings, 0),
    }));
}
