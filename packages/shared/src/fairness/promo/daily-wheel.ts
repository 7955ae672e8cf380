/**
 * The daily wheel (PROMOTIONS.md "Fairness of random rewards"): a spin is drawn like a single-player
 * bet, from the player's committed seed pair and the next nonce. The operator publishes the segments
 * clockwise from the pointer, each with its prize and weight; with W the total weight,
 * v = floor(f(stream, 0) × W) and the wheel stops on the segment whose cumulative weight range holds v.
 * The verify page recomputes it from the revealed server seed, the client seed, the nonce and the
 * weights shown with the spin.
 */
import type { BetStream } from '../stream.ts';

/** The largest total weight: keeps floor(chunk × W / 2^24) exact and each weight meaningful. */
export const WHEEL_MAX_TOTAL_WEIGHT = 1_000_000;

/** v = floor(f(stream, 0) × W), then the segment holding v. */
export function dailyWheelSegment(stream: BetStream, weights: readonly number[]): { segment: number; value: number; total: number } {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (weights.length === 0 || weights.some((w) => !Number.isInteger(w) || w < 0) || total <= 0 || total > WHEEL_MAX_TOTAL_WEIGHT)
    throw new RangeError('wheel weights must be non-negative integers with a positive total of at most 1,000,000');
  const value = stream.index(0, total);
  let from = 0;
  for (let segment = 0; segment < weights.length; segment++) {
    from += weights[segment] as number;
    if (value < from) return { segment, value, total };
  }
  throw new RangeError('unreachable: value below the total weight');
}

/** "10,20,5" → [10, 20, 5]; null when a part is not a non-negative integer (the verify page's field). */
export function parseWheelWeights(text: string): number[] | null {
  const parts = text.split(',').map((p) => p.trim());
  if (parts.length === 0 || parts.some((p) => !/^\d{1,7}$/.test(p))) return null;
  const weights = parts.map(Number);
  const total = weights.reduce((s, w) => s + w, 0);
  return total > 0 && total <= WHEEL_MAX_TOTAL_WEIGHT ? weights : null;
}
