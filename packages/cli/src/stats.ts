/** Statistics for the simulator and the tournament: proportions with 95% confidence intervals. */

/** z for a two-sided 95% interval. */
export const Z95 = 1.959963984540054;

export interface Proportion {
  /** Successes. */
  readonly k: number;
  /** Trials. */
  readonly n: number;
  /** k / n (0 when n is 0). */
  readonly p: number;
  /** The Wilson score interval (0..1 when n is 0: nothing is known). */
  readonly low: number;
  readonly high: number;
}

/**
 * The Wilson score interval for k successes in n trials. Unlike the normal approximation it stays
 * inside 0..1 and behaves at k = 0 and k = n, which small runs and rare victory reasons hit.
 */
export function wilson(k: number, n: number, z = Z95): Proportion {
  if (!Number.isInteger(k) || !Number.isInteger(n) || k < 0 || n < 0 || k > n) {
    throw new RangeError(`wilson: need whole numbers 0 <= k <= n (got k=${k}, n=${n})`);
  }
  if (n === 0) return { k, n, p: 0, low: 0, high: 1 };
  const p = k / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const margin = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  // At k = 0 and k = n the bounds are exactly 0 and 1; rounding must not move them.
  return {
    k,
    n,
    p,
    low: k === 0 ? 0 : Math.max(0, centre - margin),
    high: k === n ? 1 : Math.min(1, centre + margin),
  };
}

export interface Difference {
  /** p1 - p2. */
  readonly d: number;
  readonly low: number;
  readonly high: number;
}

/**
 * The difference of two independent proportions k1/n1 - k2/n2 with Newcombe's hybrid score
 * interval (Newcombe 1998, method 10), built from the two Wilson intervals.
 */
export function newcombe(k1: number, n1: number, k2: number, n2: number, z = Z95): Difference {
  const a = wilson(k1, n1, z);
  const b = wilson(k2, n2, z);
  const d = a.p - b.p;
  return {
    d,
    low: d - Math.sqrt((a.p - a.low) ** 2 + (b.high - b.p) ** 2),
    high: d + Math.sqrt((a.high - a.p) ** 2 + (b.p - b.low) ** 2),
  };
}

/** Counts of whole-number values: index i holds how many values equal `from + i`. */
export function countValues(
  values: readonly number[],
  from?: number,
  to?: number,
): { from: number; counts: number[] } {
  if (values.length === 0) return { from: from ?? 0, counts: [] };
  const lo = from ?? Math.min(...values);
  const hi = to ?? Math.max(...values);
  const counts = new Array<number>(Math.max(0, hi - lo + 1)).fill(0);
  for (const v of values) if (v >= lo && v <= hi) counts[v - lo]! += 1;
  return { from: lo, counts };
}

export function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((s, v) => s + v, 0) / values.length;
}

/** A share as a percentage with one decimal: "42.5%". */
export function percent(p: number): string {
  return `${(100 * p).toFixed(1)}%`;
}

/** "42.5% [37.6, 47.5]" */
export function formatProportion(x: Proportion): string {
  return `${percent(x.p)} [${(100 * x.low).toFixed(1)}, ${(100 * x.high).toFixed(1)}]`;
}
