/** Percentiles by linear interpolation between closest ranks (the common "type 7" definition). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const lo = sorted[Math.floor(rank)]!;
  return lo + (sorted[Math.ceil(rank)]! - lo) * (rank - Math.floor(rank));
}

export const median = (values: readonly number[]) => percentile(values, 50);

export function round(value: number, digits = 1): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

export interface Summary {
  n: number;
  median: number;
  p95: number;
}

export const summarize = (values: readonly number[]): Summary => ({
  n: values.length,
  median: round(median(values)),
  p95: round(percentile(values, 95)),
});
