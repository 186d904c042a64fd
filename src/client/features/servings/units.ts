import { convertUnit } from 'parse-ingredient';
import type { Unit } from '../../../shared/amounts/unit-names';
import type { RecipeLanguage } from '../../../shared/recipe/recipe-language';
import { formatDecimal, formatFraction, roundLarge, roundMetric } from './kitchen-number';

/*
 * parse-ingredient (7.1 KB gzip) brings the unit table, factors and `convertUnit`; format-quantity
 * adds 0.7 KB; convert-units or convert would add a second unit table. What no library does is here:
 * which system to show, spoons kept in Metric, kitchen rounding, and the oven chart.
 */

export type UnitsChoice = 'as-written' | 'metric' | 'us';
export { findOtherUnit, findUnit, unitForms, type Unit } from '../../../shared/amounts/unit-names';

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

type KitchenUnit = 'tsp' | 'tbsp' | 'cup';

/**
 * US kitchen units named as a cook of the recipe's language writes them, one and more than one:
 * they go into the recipe's own line, so they follow the recipe's language, not the page's (an
 * English line on a German page stays "2 cups flour"). Metric symbols, lb and oz are the same in all.
 */
/* eslint-disable lingui/no-unlocalized-strings -- the recipe's language's words, not the page's */
const KITCHEN_UNITS: Record<RecipeLanguage, Record<KitchenUnit, readonly [string, string]>> = {
  en: { tsp: ['tsp', 'tsp'], tbsp: ['tbsp', 'tbsp'], cup: ['cup', 'cups'] },
  de: { tsp: ['TL', 'TL'], tbsp: ['EL', 'EL'], cup: ['Tasse', 'Tassen'] },
  fr: { tsp: ['c. à c.', 'c. à c.'], tbsp: ['c. à s.', 'c. à s.'], cup: ['tasse', 'tasses'] },
  es: { tsp: ['cdta.', 'cdtas.'], tbsp: ['cda.', 'cdas.'], cup: ['taza', 'tazas'] },
  it: {
    tsp: ['cucchiaino', 'cucchiaini'],
    tbsp: ['cucchiaio', 'cucchiai'],
    cup: ['tazza', 'tazze'],
  },
  pt: {
    tsp: ['c. de chá', 'c. de chá'],
    tbsp: ['c. de sopa', 'c. de sopa'],
    cup: ['chávena', 'chávenas'],
  },
  nl: { tsp: ['tl', 'tl'], tbsp: ['el', 'el'], cup: ['kopje', 'kopjes'] },
};
/* eslint-enable lingui/no-unlocalized-strings */

function inMl(value: number, unit: Unit): number {
  return convertUnit(value, unit.id, 'milliliter') ?? value;
}

function inGrams(value: number, unit: Unit): number {
  return convertUnit(value, unit.id, 'gram') ?? value;
}

function metricAmount(values: number[], base: 'ml' | 'g', language: RecipeLanguage): Converted {
  const large = Math.max(...values) >= 1000;
  const label = base === 'ml' ? (large ? 'l' : 'ml') : large ? 'kg' : 'g';
  const shown = values.map((v) =>
    formatDecimal(large ? roundLarge(v / 1000) : roundMetric(v), language),
  );
  return { values: shown, label };
}

function toMetric(values: number[], unit: Unit, language: RecipeLanguage): Converted | null {
  if (unit.type === 'mass')
    return metricAmount(
      values.map((v) => inGrams(v, unit)),
      'g',
      language,
    );
  const ml = values.map((v) => inMl(v, unit));
  if (SPOONS.has(unit.id) && Math.max(...ml) <= SPOON_LIMIT_ML) return null;
  return metricAmount(ml, 'ml', language);
}

function usVolume(ml: number[], language: RecipeLanguage): Converted {
  const top = Math.max(...ml);
  const [size, unit]: [number, KitchenUnit] =
    top < 14 ? [4.9289216, 'tsp'] : top < 59 ? [14.786765, 'tbsp'] : [236.58824, 'cup'];
  const values = ml.map((v) => formatFraction(v / size));
  // A fraction alone ("½ cup") is one; any other amount but 1 is more than one.
  const plural = values.some((v) => v !== '1' && !/^[^\d]+$/.test(v));
  const [one, more] = KITCHEN_UNITS[language][unit];
  return { values, label: plural ? more : one };
}

function usMass(grams: number[]): Converted {
  const top = Math.max(...grams);
  if (top >= 453)
    return { values: grams.map((g) => formatFraction(g / 453.59237, [1 / 4])), label: 'lb' };
  const ounces = grams.map((g) => g / 28.349523);
  const steps = top / 28.349523 >= 4 ? [1] : [1 / 2];
  return { values: ounces.map((o) => formatFraction(o, steps)), label: 'oz' };
}

export function rescaleMetric(values: number[], unit: Unit, language: RecipeLanguage): Converted {
  return unit.type === 'mass'
    ? metricAmount(
        values.map((v) => inGrams(v, unit)),
        'g',
        language,
      )
    : metricAmount(
        values.map((v) => inMl(v, unit)),
        'ml',
        language,
      );
}

/**
 * The amount in the chosen system, or null to keep its own unit. Volume and weight never cross:
 * that needs a density the recipe does not give.
 */
export function convertAmount(
  values: number[],
  unit: Unit,
  units: UnitsChoice,
  language: RecipeLanguage = 'en',
): Converted | null {
  if (units === 'as-written' || !isConvertible(unit)) return null;
  if (units === 'metric') return isMetric(unit) ? null : toMetric(values, unit, language);
  if (!isMetric(unit)) return null;
  return unit.type === 'mass'
    ? usMass(values.map((v) => inGrams(v, unit)))
    : usVolume(
        values.map((v) => inMl(v, unit)),
        language,
      );
}
