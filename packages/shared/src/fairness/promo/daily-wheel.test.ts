/**
 * The daily wheel's draw: vectors computed independently (Python's hmac: v = chunk × W >> 24, then
 * the cumulative weights), the weights' validation, and each segment's range boundaries.
 */
import { describe, expect, it } from 'vitest';
import { BetStream } from '../stream.ts';
import { dailyWheelSegment, parseWheelWeights } from './daily-wheel.ts';

const uniformity = { serverSeed: '1facd012f8b12673c9b8e49f015be6f0b15dcb70c6d7c21bd496496e4608124a', clientSeed: 'uniformity' };
const koin = { serverSeed: 'a'.repeat(64), clientSeed: 'koin' };
const WEIGHTS = [2000, 40, 3500, 800, 1750, 400, 1500, 10];

describe('daily wheel vectors', () => {
  const table = [
    [uniformity, 0, 7579, 4],
    [uniformity, 1, 4503, 2],
    [uniformity, 2, 1683, 0],
    [uniformity, 3, 2684, 2],
    [koin, 0, 8090, 5],
    [koin, 2, 6001, 3],
    [koin, 3, 8456, 5],
  ] as const;
  it.each(table)('%#: nonce %i draws v = %i, segment %i', (seed, nonce, value, segment) => {
    expect(dailyWheelSegment(new BetStream({ ...seed, nonce }), WEIGHTS)).toEqual({ segment, value, total: 10_000 });
  });
  it('equal weights: the same stream, three segments', () => {
    expect(dailyWheelSegment(new BetStream({ ...uniformity, nonce: 0 }), [1, 1, 1]).segment).toBe(2);
    expect(dailyWheelSegment(new BetStream({ ...koin, nonce: 1 }), [1, 1, 1]).segment).toBe(1);
  });
});

describe('daily wheel weights', () => {
  it('refuses an empty table, negative or fractional weights, a zero or too large total', () => {
    const stream = () => new BetStream({ ...koin, nonce: 0 });
    for (const bad of [[], [0, 0], [-1, 5], [1.5, 2], [600_000, 500_000]])
      expect(() => dailyWheelSegment(stream(), bad)).toThrow(RangeError);
  });
  it('never stops on a segment of weight 0', () => {
    for (let nonce = 0; nonce < 200; nonce++) expect(dailyWheelSegment(new BetStream({ ...koin, nonce }), [5, 0, 5]).segment).not.toBe(1);
  });
  it('parses the verify field', () => {
    expect(parseWheelWeights('2000, 40,3500')).toEqual([2000, 40, 3500]);
    expect(parseWheelWeights('')).toBeNull();
    expect(parseWheelWeights('1,x')).toBeNull();
    expect(parseWheelWeights('0,0')).toBeNull();
    expect(parseWheelWeights('999999,2')).toBeNull();
  });
  it('maps every value to the segment whose cumulative range holds it, at each boundary', () => {
    // A stream that answers the value under test, so each boundary is checked exactly.
    const at = (value: number) => ({ index: (_k: number, n: number) => (value < n ? value : NaN) }) as unknown as BetStream;
    let from = 0;
    WEIGHTS.forEach((weight, segment) => {
      expect(dailyWheelSegment(at(from), WEIGHTS).segment).toBe(segment);
      expect(dailyWheelSegment(at(from + weight - 1), WEIGHTS).segment).toBe(segment);
      from += weight;
    });
  });
});
