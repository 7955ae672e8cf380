/**
 * Eggs: vectors (egg values computed independently with Python's hmac), the exact return of every
 * risk table over all 2^24 chunk values, and uniformity of the egg values.
 */
import { describe, expect, it } from 'vitest';
import { BetStream } from '../stream.ts';
import { chiLimit, chiSquare, chunkCounts, ratio } from '../test-stats.ts';
import { EGG_COUNT, EGG_WEIGHT_TOTAL, eggPrizes, eggRisks, eggTables, playEggs } from './eggs.ts';
import { entryAt, totalWeight } from './weighted.ts';

const uniformity = { serverSeed: '1facd012f8b12673c9b8e49f015be6f0b15dcb70c6d7c21bd496496e4608124a', clientSeed: 'uniformity' };
const koin = { serverSeed: 'a'.repeat(64), clientSeed: 'koin' };

describe('eggs vectors', () => {
  // v_i = floor(f(stream, i) × 100) for the three eggs, from an independent implementation.
  const table = [
    [uniformity, 0, [75, 78, 88], { low: ['1.50', '1.50', '1.50'], medium: ['1.50', '1.50', '3.00'], high: ['0.00', '0.00', '3.00'] }],
    [uniformity, 1, [45, 77, 0], { low: ['1.20', '1.50', '0.00'], medium: ['0.00', '1.50', '0.00'], high: ['0.00', '0.00', '0.00'] }],
    [uniformity, 3, [26, 90, 37], { low: ['0.00', '1.50', '1.20'], medium: ['0.00', '3.00', '0.00'], high: ['0.00', '3.00', '0.00'] }],
    [koin, 3, [84, 80, 54], { low: ['1.50', '1.50', '1.20'], medium: ['1.50', '1.50', '0.00'], high: ['0.00', '0.00', '0.00'] }],
  ] as const;
  it.each(table)('%#: values and prizes', (seed, nonce, values, prizes) => {
    const stream = new BetStream({ ...seed, nonce });
    expect([0, 1, 2].map((i) => stream.index(i, EGG_WEIGHT_TOTAL))).toEqual(values);
    for (const risk of eggRisks) expect(eggPrizes(new BetStream({ ...seed, nonce }), risk)).toEqual(prizes[risk]);
  });

  it('pays the picked egg, rounded down to the minor unit', () => {
    const played = playEggs(new BetStream({ ...uniformity, nonce: 0 }), 'medium', 2, 1001n);
    expect(played).toEqual({ risk: 'medium', pick: 2, prizes: ['1.50', '1.50', '3.00'], multiplier: '3.00', win: true, payout: 3003n });
    const lost = playEggs(new BetStream({ ...uniformity, nonce: 1 }), 'high', 0, 5000n);
    expect(lost).toMatchObject({ multiplier: '0.00', win: false, payout: 0n });
    // 1.20 × 1001 = 1201.2 → 1201.
    expect(playEggs(new BetStream({ ...uniformity, nonce: 1 }), 'low', 0, 1001n).payout).toBe(1201n);
  });

  it('maps the weight boundaries of the low table exactly', () => {
    const low = eggTables.low;
    expect([0, 30, 31, 70, 71, 90, 91, 97, 98, 99].map((v) => entryAt(low, v))).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4]);
    expect(() => entryAt(low, 100)).toThrow(RangeError);
  });
});

describe('eggs return', () => {
  it.each(eggRisks)('%s: 98% by the table, and within 0.01% of it over every chunk value', (risk) => {
    const entries = eggTables[risk];
    expect(totalWeight(entries)).toBe(EGG_WEIGHT_TOTAL);
    const nominal = entries.reduce((sum, e) => sum + BigInt(e.weight) * e.multiplierX100, 0n);
    expect(nominal).toBe(98n * 100n); // Σ weight × multiplier×100 = 98% of 100 × 100
    const counts = chunkCounts(EGG_WEIGHT_TOTAL);
    const exact = counts.reduce((sum, count, v) => sum + count * entries[entryAt(entries, v)]!.multiplierX100, 0n);
    const rtp = ratio(exact, BigInt(0x1000000) * 100n);
    expect(Math.abs(rtp - 0.98)).toBeLessThan(0.0001);
    expect(Math.max(...entries.map((e) => Number(e.multiplierX100)))).toBeLessThanOrEqual(200 * 100);
  });
});

describe('eggs uniformity over 20,000 nonces', () => {
  it('spreads every egg value over 0..99 evenly', () => {
    const counts = new Array<number>(EGG_WEIGHT_TOTAL).fill(0);
    for (let nonce = 0; nonce < 20_000; nonce++) {
      const stream = new BetStream({ ...uniformity, nonce });
      for (let i = 0; i < EGG_COUNT; i++) counts[stream.index(i, EGG_WEIGHT_TOTAL)]!++;
    }
    expect(counts.reduce((a, b) => a + b, 0)).toBe(60_000);
    expect(chiSquare(counts)).toBeLessThan(chiLimit(99));
  });
});
