import { convertUnit, unitsOfMeasure, type UnitType } from 'parse-ingredient';
import { formatDecimal, formatFraction, roundLarge, roundMetric } from './kitchen-number';

/*
 * parse-ingredient (7.1 KB gzip) brings the unit table, factors and `convertUnit`; format-quantity
 * adds 0.7 KB; convert-units or convert would add a second unit table. What no library does is here:
 * which system to show, spoons kept in Metric, kitchen rounding, and the oven chart.
 */

export type UnitsChoice = 'as-written' | 'metric' | 'us';

export interface Unit {
  /** parse-ingredient's id: "cup", "gram", "clove", "large". */
  id: string;
  type: UnitType | null;
  /** A unit in another language, written in one and in more than one: ["cucharada", "cucharadas"]. */
  forms?: readonly [string, string];
}

/**
 * Kitchen units in German, French, Spanish, Italian, Portuguese and Dutch, as [one, more than one,
 * parse-ingredient's id]; parse-ingredient knows English names only. An id it does not hold
 * ("slice", "centiliter") scales but does not convert.
 */
const OTHER_LANGUAGES: readonly (readonly [string, string, string])[] = [
  ['EL', 'EL', 'tablespoon'],
  ['Esslöffel', 'Esslöffel', 'tablespoon'],
  ['TL', 'TL', 'teaspoon'],
  ['Teelöffel', 'Teelöffel', 'teaspoon'],
  ['Prise', 'Prisen', 'pinch'],
  ['Msp.', 'Msp.', 'pinch'],
  ['Messerspitze', 'Messerspitzen', 'pinch'],
  ['Zehe', 'Zehen', 'clove'],
  ['Knoblauchzehe', 'Knoblauchzehen', 'clove'],
  ['Dose', 'Dosen', 'can'],
  ['Bund', 'Bund', 'bunch'],
  ['Tasse', 'Tassen', 'cup'],
  ['Päckchen', 'Päckchen', 'package'],
  ['Stück', 'Stück', 'piece'],
  ['Scheibe', 'Scheiben', 'slice'],
  ['Stange', 'Stangen', 'stick'],
  ['Zweig', 'Zweige', 'sprig'],
  ['Gramm', 'Gramm', 'gram'],
  ['c. à soupe', 'c. à soupe', 'tablespoon'],
  ['c.à.s.', 'c.à.s.', 'tablespoon'],
  ['cuillère à soupe', 'cuillères à soupe', 'tablespoon'],
  ['c. à café', 'c. à café', 'teaspoon'],
  ['c.à.c.', 'c.à.c.', 'teaspoon'],
  ['cuillère à café', 'cuillères à café', 'teaspoon'],
  ['pincée', 'pincées', 'pinch'],
  ['gousse', 'gousses', 'clove'],
  ['tasse', 'tasses', 'cup'],
  ['boîte', 'boîtes', 'can'],
  ['botte', 'bottes', 'bunch'],
  ['sachet', 'sachets', 'package'],
  ['tranche', 'tranches', 'slice'],
  ['brin', 'brins', 'sprig'],
  ['cl', 'cl', 'centiliter'],
  ['cucharada', 'cucharadas', 'tablespoon'],
  ['cda.', 'cdas.', 'tablespoon'],
  ['cucharadita', 'cucharaditas', 'teaspoon'],
  ['cdta.', 'cdtas.', 'teaspoon'],
  ['pizca', 'pizcas', 'pinch'],
  ['diente', 'dientes', 'clove'],
  ['taza', 'tazas', 'cup'],
  ['lata', 'latas', 'can'],
  ['manojo', 'manojos', 'bunch'],
  ['rebanada', 'rebanadas', 'slice'],
  ['ramita', 'ramitas', 'sprig'],
  ['gramos', 'gramos', 'gram'],
  ['gr', 'gr', 'gram'],
  ['cucchiaio', 'cucchiai', 'tablespoon'],
  ['cucchiaino', 'cucchiaini', 'teaspoon'],
  ['pizzico', 'pizzichi', 'pinch'],
  ['spicchio', 'spicchi', 'clove'],
  ['tazza', 'tazze', 'cup'],
  ['lattina', 'lattine', 'can'],
  ['scatola', 'scatole', 'can'],
  ['mazzetto', 'mazzetti', 'bunch'],
  ['fetta', 'fette', 'slice'],
  ['rametto', 'rametti', 'sprig'],
  ['grammi', 'grammi', 'gram'],
  ['colher de sopa', 'colheres de sopa', 'tablespoon'],
  ['colher (sopa)', 'colheres (sopa)', 'tablespoon'],
  ['colher de chá', 'colheres de chá', 'teaspoon'],
  ['colher (chá)', 'colheres (chá)', 'teaspoon'],
  ['pitada', 'pitadas', 'pinch'],
  ['dente', 'dentes', 'clove'],
  ['xícara', 'xícaras', 'cup'],
  ['chávena', 'chávenas', 'cup'],
  ['maço', 'maços', 'bunch'],
  ['fatia', 'fatias', 'slice'],
  ['ramo', 'ramos', 'sprig'],
  ['gramas', 'gramas', 'gram'],
  ['eetlepel', 'eetlepels', 'tablespoon'],
  ['el', 'el', 'tablespoon'],
  ['theelepel', 'theelepels', 'teaspoon'],
  ['tl', 'tl', 'teaspoon'],
  ['snufje', 'snufjes', 'pinch'],
  ['teen', 'tenen', 'clove'],
  ['teentje', 'teentjes', 'clove'],
  ['kopje', 'kopjes', 'cup'],
  ['blik', 'blikken', 'can'],
  ['bosje', 'bosjes', 'bunch'],
  ['plak', 'plakken', 'slice'],
  ['takje', 'takjes', 'sprig'],
];

const OTHER_BY_NAME = new Map<string, Unit>();
for (const [one, more, id] of OTHER_LANGUAGES) {
  const unit: Unit = { id, type: unitsOfMeasure[id]?.type ?? null, forms: [one, more] };
  for (const name of [one, more]) OTHER_BY_NAME.set(name.toLowerCase(), unit);
}
const escape = (name: string) => name.replace(/[.()]/g, '\\$&').replace(/\s+/g, '\\s*');
/** Longest names first, so "cucharadita" wins over "cucharada" and "c. à soupe" over "c.". */
const OTHER_NAME = new RegExp(
  `^(${[...OTHER_BY_NAME.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})(?<=[.)])|^(${[...OTHER_BY_NAME.keys()]
    .filter((name) => !name.endsWith('.') && !name.endsWith(')'))
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})(?![\\p{L}])`,
  'iu',
);

/** A unit in one of the other six languages at the start of `text`, with the words it takes. */
export function findOtherUnit(text: string): { unit: Unit; text: string } | null {
  const match = OTHER_NAME.exec(text);
  const written = match?.[1] ?? match?.[2];
  if (!written) return null;
  const unit = OTHER_BY_NAME.get(written.toLowerCase().replace(/\s+/g, ' '));
  return unit ? { unit, text: written } : null;
}

/** Single letters are case-sensitive ("T" is a tablespoon, "t" a teaspoon); longer names are not. */
const UNIT_NAMES = new Map<string, string>();
for (const [id, unit] of Object.entries(unitsOfMeasure)) {
  for (const name of [id, unit.short, unit.plural, ...(unit.alternates ?? [])]) {
    UNIT_NAMES.set(name.length > 1 ? name.toLowerCase() : name, id);
  }
}
for (const [name, id] of [
  ['litre', 'liter'],
  ['litres', 'liter'],
  ['millilitre', 'milliliter'],
  ['millilitres', 'milliliter'],
  ['tbs', 'tablespoon'],
  ['tin', 'can'],
  ['tins', 'can'],
] as const) {
  UNIT_NAMES.set(name, id);
}

export function findUnit(word: string): Unit | null {
  const id = UNIT_NAMES.get(word.length > 1 ? word.toLowerCase() : word);
  if (!id) return null;
  return { id, type: unitsOfMeasure[id]?.type ?? null };
}

const METRIC_IDS = new Set(['gram', 'kilogram', 'milligram', 'milliliter', 'liter', 'deciliter']);
const SPOONS = new Set(['teaspoon', 'tablespoon']);
/** Spoons stay spoons in Metric up to 4 tablespoons (¼ cup): metric kitchens measure with them too. */
const SPOON_LIMIT_ML = 60;

export function isMetric(unit: Unit): boolean {
  return METRIC_IDS.has(unit.id);
}

export function isConvertible(unit: Unit): boolean {
  return (
    (unit.type === 'volume' || unit.type === 'mass') && convertUnit(1, unit.id, unit.id) !== null
  );
}

export interface Converted {
  values: string[];
  label: string;
}

function inMl(value: number, unit: Unit): number {
  return convertUnit(value, unit.id, 'milliliter') ?? value;
}

function inGrams(value: number, unit: Unit): number {
  return convertUnit(value, unit.id, 'gram') ?? value;
}

function metricAmount(values: number[], base: 'ml' | 'g'): Converted {
  const large = Math.max(...values) >= 1000;
  const label = base === 'ml' ? (large ? 'l' : 'ml') : large ? 'kg' : 'g';
  const shown = values.map((v) =>
    large ? formatDecimal(roundLarge(v / 1000)) : formatDecimal(roundMetric(v)),
  );
  return { values: shown, label };
}

function toMetric(values: number[], unit: Unit): Converted | null {
  if (unit.type === 'mass')
    return metricAmount(
      values.map((v) => inGrams(v, unit)),
      'g',
    );
  const ml = values.map((v) => inMl(v, unit));
  if (SPOONS.has(unit.id) && Math.max(...ml) <= SPOON_LIMIT_ML) return null;
  return metricAmount(ml, 'ml');
}

function usVolume(ml: number[]): Converted {
  const top = Math.max(...ml);
  const [size, label] =
    top < 14 ? [4.9289216, 'tsp'] : top < 59 ? [14.786765, 'tbsp'] : [236.58824, 'cup'];
  const values = ml.map((v) => formatFraction(v / size));
  const plural = label === 'cup' && values.some((v) => v !== '1' && !/^[^\d]+$/.test(v));
  return { values, label: plural ? 'cups' : label };
}

function usMass(grams: number[]): Converted {
  const top = Math.max(...grams);
  if (top >= 453)
    return { values: grams.map((g) => formatFraction(g / 453.59237, [1 / 4])), label: 'lb' };
  const ounces = grams.map((g) => g / 28.349523);
  const steps = top / 28.349523 >= 4 ? [1] : [1 / 2];
  return { values: ounces.map((o) => formatFraction(o, steps)), label: 'oz' };
}

export function rescaleMetric(values: number[], unit: Unit): Converted {
  return unit.type === 'mass'
    ? metricAmount(
        values.map((v) => inGrams(v, unit)),
        'g',
      )
    : metricAmount(
        values.map((v) => inMl(v, unit)),
        'ml',
      );
}

/**
 * The amount in the chosen system, or null to keep its own unit. Volume and weight never cross:
 * that needs a density the recipe does not give.
 */
export function convertAmount(values: number[], unit: Unit, units: UnitsChoice): Converted | null {
  if (units === 'as-written' || !isConvertible(unit)) return null;
  if (units === 'metric') return isMetric(unit) ? null : toMetric(values, unit);
  if (!isMetric(unit)) return null;
  return unit.type === 'mass'
    ? usMass(values.map((v) => inGrams(v, unit)))
    : usVolume(values.map((v) => inMl(v, unit)));
}
