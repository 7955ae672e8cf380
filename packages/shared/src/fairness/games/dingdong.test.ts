/**
 * Dingdong: the table, the spin (again → next draw) on fixed hashes, the exact return of every pool
 * over the real chunk distribution, and uniformity of the draws.
 */
import { describe, expect, it } from 'vitest';
import { hmacHex, indexOf } from '../primitives.ts';
import { chiLimit, chiSquare, chunkCounts, ratio } from '../test-stats.ts';
import { DINGDONG_WEIGHT_TOTAL, dingdongFruitAt, dingdongPayX100, dingdongPools, dingdongSpin, dingdongTable } from './dingdong.ts';

describe('dingdong table and spins', () => {
  it('adds up to 1000 and returns 96% per pool given a final fruit', () => {
    expect(dingdongTable.reduce((s, e) => s + e.weight, 0)).toBe(DINGDONG_WEIGHT_TOTAL);
    for (const pool of dingdongPools) {
      const e = dingdongTable.find((x) => x.fruit === pool)!;
      expect(BigInt(e.weight) * e.payX100).toBe(96n * 900n);
    }
  });

  it('maps boundaries in table order', () => {
    expect([0, 287, 288, 503, 504, 647, 648, 755, 756, 827, 828, 863, 864, 899, 900, 999].map(dingdongFruitAt)).toEqual([
      'apple',
      'apple',
      'mango',
      'mango',
      'bamboo',
      'bamboo',
      'ding',
      'ding',
      'grape',
      'grape',
      'star',
      'star',
      'cherry',
      'cherry',
      'again',
      'again',
    ]);
  });

  it('spins again on "again" and stops at the first other fruit', () => {
    // Chunks 0x000000 → apple; 0xf00000 → floor(15728640 × 1000 / 2^24) = 937 → again.
    expect(dingdongSpin('000000'.repeat(10) + '0000')).toEqual({ draws: ['apple'], result: 'apple' });
    expect(dingdongSpin('f00000' + 'f00000' + 'de0000' + '000000'.repeat(7) + '0000')).toEqual({
      draws: ['again', 'again', 'cherry'],
      result: 'cherry',
    });
    expect(dingdongSpin('f00000'.repeat(10) + '0000')).toEqual({ draws: new Array(10).fill('again'), result: 'cherry' });
    // A real roundHash: the draws follow its chunks.
    const hash = hmacHex('b'.repeat(64), 'a'.repeat(64));
    const spin = dingdongSpin(hash);
    spin.draws.forEach((fruit, k) => expect(fruit).toBe(dingdongFruitAt(indexOf(hash, k, 1000))));
    expect(dingdongPayX100(spin.result === 'cherry' ? 'apple' : spin.result, spin.result)).toBe(
      spin.result === 'cherry' ? 0n : dingdongTable.find((e) => e.fruit === spin.result)!.payX100,
    );
  });
});

describe('dingdong return over the real chunk distribution', () => {
  it('every pool returns 96% within 0.01%', () => {
    const counts = chunkCounts(DINGDONG_WEIGHT_TOTAL);
    const weightOf = (fruit: string) => counts.reduce((s, c, v) => s + (dingdongFruitAt(v) === fruit ? c : 0n), 0n);
    const range = BigInt(0x1000000);
    const again = weightOf('again');
    for (const pool of dingdongPools) {
      // P(final = pool) = Σ_k again^k × w over 10 draws (the 10th again is cherry): a geometric sum.
      let p = 0n;
      let scale = 1n;
      for (let k = 0; k < 10; k++) {
        p = p * range + again ** BigInt(k) * weightOf(pool) * 1n;
        scale *= range;
      }
      // p / scale is P(final = pool) (each term k scaled by range^(10-1-k) consistently).
      const x = dingdongTable.find((e) => e.fruit === pool)!.payX100;
      const rtp = ratio(p * x, scale * 100n);
      expect(Math.abs(rtp - 0.96)).toBeLessThan(0.0001);
    }
  });
});

describe('dingdong uniformity', () => {
  it('draw values spread evenly over 0..999 across 10,000 hashes', () => {
    const buckets = new Array<number>(100).fill(0);
    for (let i = 0; i < 10_000; i++) buckets[Math.floor(indexOf(hmacHex('c'.repeat(64), `salt-${i}`), 0, 1000) / 10)]!++;
    expect(chiSquare(buckets)).toBeLessThan(chiLimit(99));
  });
});
