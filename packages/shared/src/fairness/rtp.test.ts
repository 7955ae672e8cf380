/**
 * Return to player, computed exactly (rational arithmetic over every chunk value, or combinatorics),
 * and uniformity of every outcome space over a fixed seed and many nonces (chi-square).
 */
import { describe, expect, it } from 'vitest';
import { hiloCard, hiloMultiplierX100, hiloWinningRanks } from './games/hilo.ts';
import { mineTiles, minesMultiplierX100 } from './games/mines.ts';
import { rollerMultiplierX10000, ROLLER_SPAN } from './games/roller.ts';
import { crashTargetX100, wingoPayX100, wingoSelections } from './games/rounds.ts';
import { CHUNK_RANGE } from './primitives.ts';
import { BetStream } from './stream.ts';
import { chiLimit, chiSquare } from './test-stats.ts';

/** How many of the 2^24 chunk values map to index r of n (exact floor(c × n / 2^24)). */
const countOf = (r: number, n: number) => Math.ceil(((r + 1) * CHUNK_RANGE) / n) - Math.ceil((r * CHUNK_RANGE) / n);

describe('Roller RTP', () => {
  it('is 99% within 0.01% for every accepted bet', () => {
    // Prefix sums of how often each result occurs.
    const prefix = new Float64Array(ROLLER_SPAN + 1);
    for (let r = 0; r < ROLLER_SPAN; r++) prefix[r + 1] = prefix[r]! + countOf(r, ROLLER_SPAN);
    expect(prefix[ROLLER_SPAN]).toBe(CHUNK_RANGE);
    let checked = 0;
    for (let choose = 1; choose <= 99_999; choose += 7) {
      for (const isHigher of [true, false]) {
        const m = rollerMultiplierX10000({ choose, isHigher });
        if (m === null || m < 10_102n) continue;
        const hits = isHigher ? prefix[ROLLER_SPAN]! - prefix[choose + 1]! : prefix[choose]!;
        const rtp = (hits / CHUNK_RANGE) * (Number(m) / 10_000);
        expect(Math.abs(rtp - 0.99), `choose ${choose} ${isHigher}`).toBeLessThan(0.0001);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(27_000);
  });
});

describe('Wingo RTP', () => {
  it('is 95% within 0.001% for every selection, Besar and Kecil included', () => {
    for (const select of wingoSelections) {
      let paid = 0;
      for (let n = 0; n < 10; n++) paid += countOf(n, 10) * Number(wingoPayX100(select, n));
      expect(Math.abs(paid / CHUNK_RANGE / 100 - 0.95), select).toBeLessThan(0.00001);
    }
  });
});

describe('Mines RTP', () => {
  it('is 97% before rounding down, never above, and at most one cent of multiplier below', () => {
    for (let mines = 1; mines <= 24; mines++) {
      for (let k = 1; k <= 25 - mines; k++) {
        let p = 1;
        for (let i = 0; i < k; i++) p *= (25 - mines - i) / (25 - i);
        const m = Number(minesMultiplierX100(mines, k)) / 100;
        const rtp = p * m;
        expect(rtp).toBeLessThanOrEqual(0.97 + 1e-12);
        // Below the 200x cap only the rounding down to 2 decimals takes anything away.
        if (m < 200) expect(0.97 - rtp).toBeLessThanOrEqual(0.01 * p + 1e-12);
      }
    }
  });
});

describe('Hilo RTP', () => {
  it('is 99% per guess, before rounding, for every card and allowed guess', () => {
    for (let rank = 1; rank <= 13; rank++) {
      for (const guess of ['higher', 'lower', 'same'] as const) {
        const n = hiloWinningRanks(rank, guess);
        if (n === null) continue;
        const exact = (n / 13) * ((0.99 * 13) / n);
        expect(exact).toBeCloseTo(0.99, 12);
        // The paid multiplier, rounded down to 2 decimals, keeps RTP within one cent of multiplier.
        const paid = Number(hiloMultiplierX100([n])) / 100;
        expect(0.99 - (n / 13) * paid).toBeLessThanOrEqual(0.01 * (n / 13) + 1e-12);
      }
    }
  });
});

describe('Crash RTP', () => {
  it('is 99% within 0.01% for cash-out targets up to 100x (exact over every chunk)', () => {
    // P(target ≥ x) counted over all 2^24 chunk values, via the monotone target function.
    for (const x of [101n, 150n, 200n, 300n, 1000n, 5000n, 10000n]) {
      // Smallest chunk whose target reaches x: binary search (target is non-decreasing in chunk).
      let lo = 0;
      let hi = CHUNK_RANGE - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        const hex = mid.toString(16).padStart(6, '0');
        if (crashTargetX100(hex) >= x) hi = mid;
        else lo = mid + 1;
      }
      const p = (CHUNK_RANGE - lo) / CHUNK_RANGE;
      const rtp = p * (Number(x) / 100);
      expect(Math.abs(rtp - 0.99), `cash out at ${x}`).toBeLessThan((0.0001 * Number(x)) / 100 + 0.0001);
    }
  });
});

const seed = { serverSeed: '1facd012f8b12673c9b8e49f015be6f0b15dcb70c6d7c21bd496496e4608124a', clientSeed: 'uniformity' };

describe('uniformity over a fixed seed and 20,000 nonces', () => {
  const N = 20_000;
  it('Roller results fall evenly into 100 buckets', () => {
    const buckets = new Array<number>(100).fill(0);
    for (let nonce = 0; nonce < N; nonce++) buckets[Math.floor(new BetStream({ ...seed, nonce }).index(0, ROLLER_SPAN) / 1000.01)]!++;
    expect(chiSquare(buckets)).toBeLessThan(chiLimit(99));
  });
  it('Hilo cards are uniform over the 52 cards, at every position', () => {
    for (const k of [0, 5]) {
      const counts = new Array<number>(52).fill(0);
      for (let nonce = 0; nonce < N; nonce++) counts[hiloCard(new BetStream({ ...seed, nonce }), k).card]!++;
      expect(chiSquare(counts)).toBeLessThan(chiLimit(51));
    }
  });
  it('every tile is equally likely to hold a mine', () => {
    for (const mines of [1, 5, 24]) {
      const counts = new Array<number>(25).fill(0);
      for (let nonce = 0; nonce < N / 4; nonce++) for (const t of mineTiles(new BetStream({ ...seed, nonce }), mines)) counts[t]!++;
      if (mines < 24) expect(chiSquare(counts)).toBeLessThan(chiLimit(24));
      else expect(Math.min(...counts)).toBeGreaterThan(0);
    }
  });
});
