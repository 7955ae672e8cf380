/**
 * Statistics shared by the fairness tests: chi-square against a uniform expectation, its 1e-6 bound,
 * and the exact number of chunk values that land on each index of floor(chunk × n / 2^24).
 */
import { CHUNK_RANGE } from './primitives.ts';

/** Chi-square statistic of observed counts against a uniform expectation. */
export function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((a, c) => a + (c - expected) ** 2 / expected, 0);
}

/** Upper bound that a fair source exceeds with probability ~1e-6 (Wilson-Hilferty; close from df ≥ 3). */
export const chiLimit = (df: number): number => df * (1 - 2 / (9 * df) + 4.75 * Math.sqrt(2 / (9 * df))) ** 3;

/**
 * How many of the 2^24 chunk values c give floor(c × n / 2^24) = v: the c in
 * [ceil(v × 2^24 / n), ceil((v + 1) × 2^24 / n)). Exact in bigint.
 */
export function chunkCounts(n: number): bigint[] {
  const range = BigInt(CHUNK_RANGE);
  const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;
  return Array.from({ length: n }, (_, v) => ceilDiv(BigInt(v + 1) * range, BigInt(n)) - ceilDiv(BigInt(v) * range, BigInt(n)));
}

/** An exact fraction as a float, for comparisons within a tolerance. */
export const ratio = (numerator: bigint, denominator: bigint): number => Number((numerator * 10n ** 12n) / denominator) / 1e12;
