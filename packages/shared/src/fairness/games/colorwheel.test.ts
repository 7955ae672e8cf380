/**
 * Colour wheel: the published layout, vectors (segments computed independently with Python's hmac),
 * the exact return of every colour over all 2^24 chunk values, and uniformity of the segments.
 */
import { describe, expect, it } from 'vitest';
import { BetStream } from '../stream.ts';
import { chiLimit, chiSquare, chunkCounts, ratio } from '../test-stats.ts';
import {
  playColorwheel,
  type WheelColor,
  WHEEL_SEGMENTS,
  wheelColors,
  wheelMultipliersX100,
  wheelSegmentOf,
  wheelSegments,
} from './colorwheel.ts';

const uniformity = { serverSeed: '1facd012f8b12673c9b8e49f015be6f0b15dcb70c6d7c21bd496496e4608124a', clientSeed: 'uniformity' };
const koin = { serverSeed: 'a'.repeat(64), clientSeed: 'koin' };

describe('colour wheel layout', () => {
  it('has 25 grey, 15 green, 9 blue and 1 gold segments', () => {
    expect(wheelSegments).toHaveLength(WHEEL_SEGMENTS);
    const count = (c: string) => wheelSegments.filter((s) => s === c).length;
    expect([count('grey'), count('green'), count('blue'), count('gold')]).toEqual([25, 15, 9, 1]);
    expect(wheelSegments[0]).toBe('gold');
  });
});

describe('colour wheel vectors', () => {
  const table = [
    [uniformity, 0, 37, 'grey'],
    [uniformity, 1, 22, 'green'],
    [uniformity, 2, 8, 'blue'],
    [koin, 0, 40, 'green'],
    [koin, 1, 25, 'grey'],
  ] as const;
  it.each(table)('%#: segment %i', (seed, nonce, segment, color) => {
    expect(wheelSegmentOf(new BetStream({ ...seed, nonce }))).toBe(segment);
    const won = playColorwheel(new BetStream({ ...seed, nonce }), color, 1001n);
    expect(won).toEqual({
      segment,
      color,
      pick: color,
      win: true,
      multiplier: (Number(wheelMultipliersX100[color]) / 100).toFixed(2),
      payout: (1001n * wheelMultipliersX100[color]) / 100n,
    });
    const other: WheelColor = color === 'grey' ? 'green' : 'grey';
    expect(playColorwheel(new BetStream({ ...seed, nonce }), other, 1001n)).toMatchObject({ color, win: false, payout: 0n });
  });
});

describe('colour wheel return', () => {
  const counts = chunkCounts(WHEEL_SEGMENTS);
  it.each(wheelColors)('%s returns 99% by count, and within 0.01% over every chunk value', (color) => {
    const segments = wheelSegments.map((c, i) => [c, i] as const).filter(([c]) => c === color);
    expect(BigInt(segments.length) * wheelMultipliersX100[color]).toBe(99n * BigInt(WHEEL_SEGMENTS));
    const winning = segments.reduce((sum, [, i]) => sum + counts[i]!, 0n);
    const rtp = ratio(winning * wheelMultipliersX100[color], BigInt(0x1000000) * 100n);
    expect(Math.abs(rtp - 0.99)).toBeLessThan(0.0001);
  });
});

describe('colour wheel uniformity over 20,000 nonces', () => {
  it('stops on every segment evenly', () => {
    const counts = new Array<number>(WHEEL_SEGMENTS).fill(0);
    for (let nonce = 0; nonce < 20_000; nonce++) counts[wheelSegmentOf(new BetStream({ ...uniformity, nonce }))]!++;
    expect(chiSquare(counts)).toBeLessThan(chiLimit(WHEEL_SEGMENTS - 1));
  });
});
