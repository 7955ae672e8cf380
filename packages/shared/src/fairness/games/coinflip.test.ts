/**
 * Coin flip: fixed-seed vectors (chunks computed independently with node:crypto HMAC and stated as
 * literals), the exact RTP over all 2^24 chunk values, and uniformity over 20,000 nonces.
 */
import { describe, expect, it } from 'vitest';
import { CHUNK_RANGE } from '../primitives.ts';
import { BetStream } from '../stream.ts';
import { coinOf, coinSides, COINFLIP_MULTIPLIER, COINFLIP_MULTIPLIER_X100, playCoinflip, type CoinSide } from './coinflip.ts';
import { chiSquare } from '../test-stats.ts';

const uniformity = { serverSeed: '1facd012f8b12673c9b8e49f015be6f0b15dcb70c6d7c21bd496496e4608124a', clientSeed: 'uniformity' };
const koin = { serverSeed: 'a'.repeat(64), clientSeed: 'koin' };

describe('coin flip vectors', () => {
  it('reads chunk 0 of D(0) exactly', () => {
    const seeds = { ...uniformity, nonce: 0 };
    expect(BetStream.block(seeds, 0)).toBe('c206e2ca0819e2a242ea85c45ac2b16c380abd3f18b301839b5ad7d78d7494c8');
    const stream = new BetStream(seeds);
    expect(stream.chunk(0)).toBe(0xc206e2);
    expect(stream.chunk(0)).toBe(12_715_746);
    // 12715746 ≥ 2^23 = 8388608 → floor(12715746 × 2 / 2^24) = 1 → tails.
    expect(stream.index(0, 2)).toBe(1);
    expect(coinOf(new BetStream(seeds))).toBe('tails');
  });

  const table: Array<[string, typeof uniformity, number, number, CoinSide]> = [
    ['uniformity #0', uniformity, 0, 12_715_746, 'tails'],
    ['uniformity #1', uniformity, 1, 7_554_822, 'heads'],
    ['uniformity #2', uniformity, 2, 2_823_751, 'heads'],
    ['uniformity #3', uniformity, 3, 4_503_462, 'heads'],
    ['uniformity #4', uniformity, 4, 16_491_166, 'tails'],
    ['uniformity #5', uniformity, 5, 5_688_188, 'heads'],
    ['koin #0', koin, 0, 13_574_084, 'tails'],
    ['koin #1', koin, 1, 8_491_319, 'tails'],
  ];
  it.each(table)('%s', (_name, seed, nonce, chunk0, coin) => {
    const stream = new BetStream({ ...seed, nonce });
    expect(stream.chunk(0)).toBe(chunk0);
    const other: CoinSide = coin === 'heads' ? 'tails' : 'heads';
    const won = playCoinflip(new BetStream({ ...seed, nonce }), coin, 100_000n);
    expect(won).toEqual({ coin, side: coin, win: true, multiplier: '1.98', payout: 198_000n });
    const lost = playCoinflip(new BetStream({ ...seed, nonce }), other, 100_000n);
    expect(lost).toEqual({ coin, side: other, win: false, multiplier: '1.98', payout: 0n });
  });

  it('rounds the payout down to the minor unit', () => {
    // Stake 10.01 (1001 minor): 1001 × 198 / 100 = 1981.98 → 1981.
    expect(playCoinflip(new BetStream({ ...uniformity, nonce: 1 }), 'heads', 1001n).payout).toBe(1981n);
    expect(playCoinflip(new BetStream({ ...uniformity, nonce: 1 }), 'heads', 1n).payout).toBe(1n);
  });

  it('maps the chunk boundary exactly: 0x7fffff is heads, 0x800000 tails', () => {
    const at = (hex: string) => Number((BigInt(parseInt(hex, 16)) * 2n) >> 24n);
    expect(at('000000')).toBe(0);
    expect(at('7fffff')).toBe(0);
    expect(at('800000')).toBe(1);
    expect(at('ffffff')).toBe(1);
  });
});

describe('coin flip RTP', () => {
  it('is exactly 99% for either side (2^23 of the 2^24 chunks win)', () => {
    // floor(c × 2 / 2^24) = 0 iff c < 2^23: 8388608 heads chunks, 8388608 tails chunks.
    // Enumerate every chunk value c in 0..2^24 − 1 through floor(c × 2 / 2^24) (exact in doubles).
    let heads = 0;
    for (let c = 0; c < CHUNK_RANGE; c++) if (Math.floor((c * 2) / CHUNK_RANGE) === 0) heads++;
    const tails = CHUNK_RANGE - heads;
    expect(heads).toBe(8_388_608);
    expect(tails).toBe(8_388_608);
    for (const wins of [heads, tails]) {
      // RTP = wins / 2^24 × 198 / 100, as an exact fraction.
      const numerator = BigInt(wins) * COINFLIP_MULTIPLIER_X100;
      const denominator = BigInt(CHUNK_RANGE) * 100n;
      expect(numerator * 100n).toBe(99n * denominator);
    }
    expect(COINFLIP_MULTIPLIER).toBe('1.98');
    expect(Number(COINFLIP_MULTIPLIER_X100)).toBeLessThanOrEqual(200 * 100);
  });
});

describe('coin flip uniformity over a fixed seed and 20,000 nonces', () => {
  it('lands on both sides evenly', () => {
    const counts = [0, 0];
    for (let nonce = 0; nonce < 20_000; nonce++) counts[coinSides.indexOf(coinOf(new BetStream({ ...uniformity, nonce })))]!++;
    expect(counts[0]! + counts[1]!).toBe(20_000);
    // df = 1: P(χ² > 23.93) ≈ 1e-6 for a fair coin.
    expect(chiSquare(counts)).toBeLessThan(23.93);
  });
});
