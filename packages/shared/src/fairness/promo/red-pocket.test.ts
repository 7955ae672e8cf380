/**
 * The red pocket split: vectors computed independently (Python's hmac over the same stream), every
 * share within [min, max] and the shares summing to the pot for many seeds and terms, and the terms a
 * pot cannot be split by.
 */
import { describe, expect, it } from 'vitest';
import { BetStream } from '../stream.ts';
import { redPocketProblem, redPocketSplit } from './red-pocket.ts';

const uniformity = '1facd012f8b12673c9b8e49f015be6f0b15dcb70c6d7c21bd496496e4608124a';
const split = (serverSeed: string, key: string, pot: number, shares: number, min: number, max: number) =>
  redPocketSplit(new BetStream({ serverSeed, clientSeed: key, nonce: 0 }), { pot, shares, min, max });

describe('red pocket vectors', () => {
  it('splits as the independent implementation does', () => {
    expect(split(uniformity, '2026-11-29 12:00', 100_000, 5, 1000, 50_000)).toEqual([5090, 10819, 2582, 43259, 38250]);
    expect(split('a'.repeat(64), '2026-11-29 20:00', 1_000_000, 12, 1000, 200_000)).toEqual([
      18972, 101928, 174816, 94614, 15780, 137766, 81995, 28987, 133861, 3574, 140498, 67209,
    ]);
    expect(split(uniformity, 'x', 3000, 3, 1000, 50_000)).toEqual([1000, 1000, 1000]);
  });
});

describe('red pocket bounds', () => {
  it('keeps every share in [min, max] and sums to the pot', () => {
    const cases = [
      [50_000, 10, 1000, 10_000],
      [100_000, 3, 30_000, 40_000],
      [1_000_000, 150, 1000, 50_000],
      [7, 7, 1, 1],
      [999_999, 1, 1, 1_000_000],
    ] as const;
    for (const [pot, shares, min, max] of cases)
      for (let i = 0; i < 40; i++) {
        const out = split(uniformity, `drop-${i}`, pot, shares, min, max);
        expect(out).toHaveLength(shares);
        expect(out.reduce((a, b) => a + b, 0)).toBe(pot);
        for (const share of out) {
          expect(share).toBeGreaterThanOrEqual(min);
          expect(share).toBeLessThanOrEqual(max);
        }
      }
  });
  it('refuses terms a pot cannot be split by', () => {
    expect(redPocketProblem({ pot: 100_000, shares: 5, min: 1000, max: 50_000 })).toBeNull();
    expect(redPocketProblem({ pot: 4000, shares: 5, min: 1000, max: 50_000 })).not.toBeNull();
    expect(redPocketProblem({ pot: 300_000, shares: 5, min: 1000, max: 50_000 })).not.toBeNull();
    expect(redPocketProblem({ pot: 100_000, shares: 0, min: 1000, max: 50_000 })).not.toBeNull();
    expect(redPocketProblem({ pot: 100_000, shares: 5, min: 0, max: 50_000 })).not.toBeNull();
    expect(redPocketProblem({ pot: 100_000.5, shares: 5, min: 1000, max: 50_000 })).not.toBeNull();
    expect(() => split(uniformity, 'x', 4000, 5, 1000, 50_000)).toThrow(RangeError);
  });
});
