/**
 * Stairs: trap vectors (computed independently with Python's hmac), multipliers, the exact return of
 * every cash-out over the real chunk-value distribution, and uniformity of the trap positions.
 */
import { describe, expect, it } from 'vitest';
import { BetStream } from '../stream.ts';
import { chiLimit, chiSquare, chunkCounts, ratio } from '../test-stats.ts';
import { MAX_RATE_X100 } from './limits.ts';
import {
  stairsLevels,
  stairsMultiplier,
  stairsMultiplierX100,
  stairsShapes,
  stairsTrapMap,
  stairsTraps,
  type StairsLevel,
} from './stairs.ts';

const uniformity = { serverSeed: '1facd012f8b12673c9b8e49f015be6f0b15dcb70c6d7c21bd496496e4608124a', clientSeed: 'uniformity' };
const koin = { serverSeed: 'a'.repeat(64), clientSeed: 'koin' };
const RANGE = BigInt(0x1000000);

describe('stairs vectors', () => {
  const table = [
    [
      uniformity,
      0,
      [
        [2, 1],
        [2, 1],
        [1, 0],
        [2, 1],
      ],
      [[3], [3], [3], [3], [1], [1], [2], [2], [2]],
    ],
    [
      uniformity,
      1,
      [
        [1, 2],
        [0, 1],
        [0, 1],
        [0, 2],
      ],
      [[1], [3], [0], [0], [1], [1], [0], [2], [3]],
    ],
    [
      koin,
      0,
      [
        [2, 0],
        [2, 1],
        [2, 1],
        [0, 1],
      ],
      [[3], [1], [3], [3], [3], [2], [0], [0], [2]],
    ],
    [
      koin,
      2,
      [
        [1, 2],
        [0, 1],
        [0, 1],
        [1, 2],
      ],
      [[2], [3], [0], [1], [0], [1], [1], [2], [2]],
    ],
  ] as const;
  it.each(table)('%#: expert and easy trap maps', (seed, nonce, expert, easy) => {
    expect(stairsTrapMap(new BetStream({ ...seed, nonce }), 'expert')).toEqual(expert);
    expect(stairsTrapMap(new BetStream({ ...seed, nonce }), 'easy')).toEqual(easy);
    // Step r of expert reads chunks 2r and 2r + 1; a single step can be read on its own.
    expect(stairsTraps(new BetStream({ ...seed, nonce }), 'expert', 3)).toEqual(expert[3]);
  });

  it('multiplies by tiles / safe tiles per step at 98%, rounded down', () => {
    expect(stairsMultiplier('easy', 0)).toBe('1.00');
    expect(stairsMultiplier('easy', 1)).toBe('1.30'); // 98 × 4/3 = 130.67
    expect(stairsMultiplier('medium', 1)).toBe('1.47');
    expect(stairsMultiplier('hard', 1)).toBe('1.96');
    expect(stairsMultiplier('expert', 1)).toBe('2.94');
    expect(stairsMultiplier('easy', 9)).toBe('13.05'); // 98 × 4^9 / 3^9 = 1305.19
    expect(stairsMultiplier('medium', 9)).toBe('37.67');
    expect(stairsMultiplier('hard', 7)).toBe('125.44');
    expect(stairsMultiplier('expert', 4)).toBe('79.38');
  });

  it('keeps the top of every staircase under maxRate', () => {
    for (const level of stairsLevels) expect(stairsMultiplierX100(level, stairsShapes[level].steps)).toBeLessThanOrEqual(MAX_RATE_X100);
  });
});

/** P(tile `pick` is safe on one step) × 2^(24 × traps), from the exact chunk-value counts. */
function safeWeight(level: StairsLevel, pick: number): bigint {
  const { tiles, traps } = stairsShapes[level];
  const walk = (list: number[], j: number): bigint => {
    if (j === traps) return list.includes(pick) ? 1n : 0n;
    const counts = chunkCounts(tiles - j);
    return counts.reduce(
      (sum, count, index) =>
        sum +
        count *
          walk(
            list.filter((_, i) => i !== index),
            j + 1,
          ),
      0n,
    );
  };
  return walk(
    Array.from({ length: tiles }, (_, i) => i),
    0,
  );
}

describe('stairs return', () => {
  it.each(stairsLevels)('%s: every cash-out returns 96-99%, within 0.01% of its published value', (level) => {
    const { tiles, traps, steps } = stairsShapes[level];
    const perStep = RANGE ** BigInt(traps);
    for (let pick = 0; pick < tiles; pick++) {
      const safe = safeWeight(level, pick);
      for (let k = 1; k <= steps; k++) {
        const m = stairsMultiplierX100(level, k);
        const exact = ratio(safe ** BigInt(k) * m, perStep ** BigInt(k) * 100n);
        // The published value: uniform odds (tiles − traps) / tiles per step times the paid multiplier.
        const published = ratio(BigInt(tiles - traps) ** BigInt(k) * m, BigInt(tiles) ** BigInt(k) * 100n);
        expect(Math.abs(exact - published), `${level} pick ${pick} step ${k}`).toBeLessThan(0.0001);
        expect(published).toBeGreaterThanOrEqual(0.96);
        expect(published).toBeLessThanOrEqual(0.98);
      }
    }
  });
});

describe('stairs uniformity over 20,000 nonces', () => {
  it.each(['easy', 'medium', 'hard', 'expert'] as const)('%s: traps fall on every tile evenly', (level) => {
    const { tiles } = stairsShapes[level];
    const counts = new Array<number>(tiles).fill(0);
    for (let nonce = 0; nonce < 20_000; nonce++)
      for (const trap of stairsTraps(new BetStream({ ...uniformity, nonce }), level, nonce % 4)) counts[trap]!++;
    expect(chiSquare(counts)).toBeLessThan(chiLimit(tiles - 1) + 1);
  });
});
