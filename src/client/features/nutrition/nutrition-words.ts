import type {
  PerServing,
  NutritionResult,
  LineCount,
} from '../../../shared/nutrition/recipe-nutrition';

/** The rows of the section, in the order of an EU nutrition declaration. */
export const ROWS: { key: Exclude<keyof PerServing, 'kJ'>; label: string; unit: string }[] = [
  { key: 'kcal', label: 'Energy', unit: 'kcal' },
  { key: 'fat', label: 'Fat', unit: 'g' },
  { key: 'saturatedFat', label: 'of which saturates', unit: 'g' },
  { key: 'carbohydrate', label: 'Carbohydrate', unit: 'g' },
  { key: 'sugars', label: 'of which sugars', unit: 'g' },
  { key: 'fibre', label: 'Fibre', unit: 'g' },
  { key: 'protein', label: 'Protein', unit: 'g' },
  { key: 'salt', label: 'Salt', unit: 'g' },
];

/** Grams as a label rounds them: one decimal under 10 g, whole above; salt to two under 1 g. */
export function grams(value: number, key: string): string {
  if (key === 'salt' && value < 1) return value.toFixed(2);
  return value < 10 ? value.toFixed(1) : String(Math.round(value));
}

export function energy(perServing: PerServing): string {
  return `${Math.round(perServing.kcal)} kcal (${Math.round(perServing.kJ)} kJ)`;
}

export function servingsText(servings: number): string {
  const n = Number.isInteger(servings) ? String(servings) : servings.toFixed(1);
  return servings === 1 ? '1 serving' : `${n} servings`;
}

/** Why there is no single number, in words. */
export function reasonText(result: Exclude<NutritionResult, { kind: 'figure' }>): string {
  if (result.kind === 'unknown' && result.reason === 'servings')
    return 'Not enough identified: the recipe does not say how many servings it makes.';
  if (result.kind === 'unknown' && result.reason === 'nothing counted')
    return 'Not enough identified: no ingredient line could be identified and weighed.';
  const lines = result.reason;
  if (result.kind === 'range')
    return `Not a single number: what was not counted could change it by more than 10% (${lines}).`;
  return `Not enough identified: what was not counted could change the figure too much (${lines}).`;
}

export const notCounted = (lines: readonly LineCount[]) =>
  lines.filter((l) => l.rule !== 'counted' && l.rule !== 'to-taste');
export const countedAsNothing = (lines: readonly LineCount[]) =>
  lines.filter((l) => l.rule === 'to-taste');
