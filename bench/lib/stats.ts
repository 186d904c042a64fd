/** Percentiles by linear interpolation between closest ranks (the common "type 7" definition). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const lo = Math.floor(rank);
  const hi = Math.ceil(rank);
  const a = sorted[lo] as number;
  const b = sorted[hi] as number;
  return a + (b - a) * (rank - lo);
}

export const median = (values: readonly number[]) => percentile(values, 50);

export interface Summary {
  n: number;
  median: number;
  p95: number;
  min: number;
  max: number;
}

export function summarize(values: readonly number[]): Summary {
  return {
    n: values.length,
    median: round(median(values)),
    p95: round(percentile(values, 95)),
    min: round(values.length ? Math.min(...values) : Number.NaN),
    max: round(values.length ? Math.max(...values) : Number.NaN),
  };
}

/** Rounds to `digits` decimals; keeps NaN (shown as "n/a"). */
export function round(value: number, digits = 1): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
