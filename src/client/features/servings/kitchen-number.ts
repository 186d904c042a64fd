import { formatQuantity } from 'format-quantity';

/**
 * `format-quantity` gives fraction glyphs but does not round to what a kitchen measures (1.1 would be
 * "1⅒"): amounts are snapped here first, with a space before the fraction ("1 ¼").
 */

/** The fractions a measuring set holds: eighths and thirds. */
const KITCHEN_STEPS = [1 / 8, 1 / 3];

/** 224.99999999997 (225 g through pounds and back) is 225: rounding then goes the way a cook expects. */
function clean(value: number): number {
  return Number(value.toPrecision(9));
}

function snap(raw: number, steps: readonly number[]): number {
  const value = clean(raw);
  let best = Math.round(value);
  for (const step of steps) {
    const candidate = Math.round(value / step) * step;
    if (Math.abs(candidate - value) < Math.abs(best - value) - 1e-9) best = candidate;
  }
  return best;
}

export function formatFraction(value: number, steps: readonly number[] = KITCHEN_STEPS): string {
  const smallest = Math.min(...steps);
  let snapped =
    value >= 20 ? Math.round(value) : value >= 10 ? snap(value, [1 / 2]) : snap(value, steps);
  if (snapped <= 0) snapped = smallest;
  const whole = Math.floor(snapped + 1e-9);
  const part = snapped - whole;
  if (part < 1e-6) return String(whole);
  const glyph = formatQuantity(part, { vulgarFractions: true }) ?? '';
  return whole > 0 ? `${whole} ${glyph}` : glyph;
}

export function roundMetric(raw: number): number {
  const value = clean(raw);
  const step = value < 10 ? 0.5 : value < 50 ? 1 : value < 200 ? 5 : value < 1000 ? 10 : 50;
  return Math.max(step, Math.round(value / step) * step);
}

export function roundLarge(value: number): number {
  const step = value < 1 ? 0.05 : 0.1;
  return Math.round(value / step) * step;
}

const decimals = new Map<string, Intl.NumberFormat>();

/** "1.5" in English, "1,5" in German, French and the rest: the language's own way, by Intl. */
export function formatDecimal(value: number, language = 'en'): string {
  let format = decimals.get(language);
  if (!format) {
    // No grouping: a kitchen writes 1500 g, and larger amounts are shown in kg or l.
    format = new Intl.NumberFormat(language, { maximumFractionDigits: 2, useGrouping: false });
    decimals.set(language, format);
  }
  return format.format(value);
}
