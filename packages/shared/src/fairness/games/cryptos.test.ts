/**
 * Cryptos: vectors (coins computed independently with Python's hmac), the combination counts over all
 * 7^5 rolls, the exact return over the real chunk-value distribution, and uniformity of the coins.
 */
import { describe, expect, it } from 'vitest';
import { BetStream } from '../stream.ts';
import { chiLimit, chiSquare, chunkCounts, ratio } from '../test-stats.ts';
import {
  CRYPTO_REELS,
  cryptoCoins,
  cryptoHandOf,
  cryptoHands,
  cryptoPaysX100,
  cryptoRoll,
  playCryptos,
  type CryptoHand,
} from './cryptos.ts';

const uniformity = { serverSeed: '1facd012f8b12673c9b8e49f015be6f0b15dcb70c6d7c21bd496496e4608124a', clientSeed: 'uniformity' };
const koin = { serverSeed: 'a'.repeat(64), clientSeed: 'koin' };

describe('cryptos vectors', () => {
  const table = [
    [uniformity, 0, [5, 5, 6, 6, 2], 'twoPairs'],
    [uniformity, 1, [3, 5, 0, 0, 2], 'pair'],
    [uniformity, 2, [1, 2, 2, 0, 2], 'three'],
    [koin, 0, [5, 3, 5, 5, 6], 'three'],
    [koin, 2, [4, 6, 1, 1, 0], 'pair'],
    [koin, 3, [5, 5, 3, 1, 3], 'twoPairs'],
  ] as const;
  it.each(table)('%#: roll and combination', (seed, nonce, roll, hand) => {
    expect(cryptoRoll(new BetStream({ ...seed, nonce }))).toEqual(roll);
    const played = playCryptos(new BetStream({ ...seed, nonce }), 1001n);
    expect(played.hand).toBe(hand);
    expect(played.coins).toEqual(roll.map((i) => cryptoCoins[i]));
    expect(played.payout).toBe((1001n * cryptoPaysX100[hand]) / 100n);
  });

  it('names every combination', () => {
    const cases: Array<[number[], CryptoHand]> = [
      [[0, 0, 0, 0, 0], 'five'],
      [[1, 1, 1, 1, 0], 'four'],
      [[2, 2, 3, 3, 2], 'fullHouse'],
      [[4, 4, 4, 0, 1], 'three'],
      [[5, 6, 5, 6, 0], 'twoPairs'],
      [[6, 6, 0, 1, 2], 'pair'],
      [[0, 1, 2, 3, 4], 'nothing'],
    ];
    for (const [roll, hand] of cases) expect(cryptoHandOf(roll)).toBe(hand);
  });

  it('counts a pair (0.40x) as a loss that returns part of the stake', () => {
    const pair = playCryptos(new BetStream({ ...uniformity, nonce: 1 }), 1000n);
    expect(pair).toMatchObject({ hand: 'pair', multiplier: '0.40', win: false, payout: 400n });
  });
});

/** Every roll of 5 coins with its weight: the product of each coin's chunk-value count. */
function* rolls(): Generator<[number[], bigint]> {
  const counts = chunkCounts(cryptoCoins.length);
  const total = cryptoCoins.length ** CRYPTO_REELS;
  for (let code = 0; code < total; code++) {
    const roll: number[] = [];
    let rest = code;
    let weight = 1n;
    for (let i = 0; i < CRYPTO_REELS; i++) {
      const coin = rest % cryptoCoins.length;
      rest = Math.floor(rest / cryptoCoins.length);
      roll.push(coin);
      weight *= counts[coin]!;
    }
    yield [roll, weight];
  }
}

describe('cryptos return', () => {
  it('has the published combination counts over the 16,807 rolls', () => {
    const counts = Object.fromEntries(cryptoHands.map((h) => [h, 0])) as Record<CryptoHand, number>;
    for (const [roll] of rolls()) counts[cryptoHandOf(roll)]++;
    expect(counts).toEqual({ five: 7, four: 210, fullHouse: 420, three: 2100, twoPairs: 3150, pair: 8400, nothing: 2520 });
    const paid = cryptoHands.reduce((sum, h) => sum + BigInt(counts[h]) * cryptoPaysX100[h], 0n);
    expect(paid).toBe(1_641_500n); // 16,415 stakes back per 16,807 rolls = 97.67%
  });

  it('returns 16,415 / 16,807 within 0.01% over the real chunk-value distribution', () => {
    let paid = 0n;
    let total = 0n;
    for (const [roll, weight] of rolls()) {
      paid += weight * cryptoPaysX100[cryptoHandOf(roll)];
      total += weight;
    }
    expect(total).toBe(BigInt(0x1000000) ** 5n);
    expect(Math.abs(ratio(paid, total * 100n) - 16_415 / 16_807)).toBeLessThan(0.0001);
  });
});

describe('cryptos uniformity over 20,000 nonces', () => {
  it('draws every coin evenly on every reel', () => {
    const counts = new Array<number>(cryptoCoins.length).fill(0);
    for (let nonce = 0; nonce < 20_000; nonce++) for (const coin of cryptoRoll(new BetStream({ ...uniformity, nonce }))) counts[coin]!++;
    expect(chiSquare(counts)).toBeLessThan(chiLimit(cryptoCoins.length - 1));
  });
});
