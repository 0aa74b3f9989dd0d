/** Small pure helpers shared by the benchmark modules (unit-tested in stats.test.ts). */

/** Median of the finite values (mean of the two middle ones for an even count); NaN when none. */
export function median(values: readonly number[]): number {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** ours / limit, or null when either side is missing or the limit is not positive. */
export function ratio(
  ours: number | null | undefined,
  limit: number | null | undefined,
): number | null {
  if (ours == null || limit == null || !Number.isFinite(ours) || !Number.isFinite(limit))
    return null;
  if (limit <= 0) return null;
  return ours / limit;
}

export function round(value: number, digits = 0): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

export interface Spread {
  median: number;
  min: number;
  max: number;
  samples: number;
}

export function spread(values: readonly number[]): Spread {
  const finite = values.filter((value) => Number.isFinite(value));
  return {
    median: median(finite),
    min: finite.length ? Math.min(...finite) : Number.NaN,
    max: finite.length ? Math.max(...finite) : Number.NaN,
    samples: finite.length,
  };
}
