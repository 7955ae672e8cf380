/**
 * Cryptos (Kripto): five coins roll, each one of seven cryptocurrencies, coin i = floor(f(stream, i) × 7)
 * for i = 0..4 (0 BTC, 1 ETH, 2 BNB, 3 SOL, 4 XRP, 5 DOGE, 6 TRX). The roll pays by its best
 * combination, like poker dice: five of a kind 50x, four 10x, full house 4x, three 2x, two pairs 1.5x,
 * one pair 0.4x, nothing 0. Of the 7^5 = 16,807 equally likely rolls, 7 are five of a kind, 210 four,
 * 420 full house, 2,100 three, 3,150 two pairs, 8,400 one pair and 2,520 nothing, so the return is
 * 16,415 / 16,807 = 97.67%.
 */
import { fixed } from '../primitives.ts';
import type { BetStream } from '../stream.ts';
import { payoutOf } from './limits.ts';

export const cryptoCoins = ['BTC', 'ETH', 'BNB', 'SOL', 'XRP', 'DOGE', 'TRX'] as const;
export type CryptoCoin = (typeof cryptoCoins)[number];
export const CRYPTO_REELS = 5;

export const cryptoHands = ['five', 'four', 'fullHouse', 'three', 'twoPairs', 'pair', 'nothing'] as const;
export type CryptoHand = (typeof cryptoHands)[number];

/** Multiplier × 100 per combination. */
export const cryptoPaysX100: Record<CryptoHand, bigint> = {
  five: 5000n,
  four: 1000n,
  fullHouse: 400n,
  three: 200n,
  twoPairs: 150n,
  pair: 40n,
  nothing: 0n,
};

/** The five coin indexes of a roll. */
export const cryptoRoll = (stream: BetStream): number[] =>
  Array.from({ length: CRYPTO_REELS }, (_, i) => stream.index(i, cryptoCoins.length));

/** The best combination of a roll (coin indexes). */
export function cryptoHandOf(roll: readonly number[]): CryptoHand {
  const counts = new Map<number, number>();
  for (const coin of roll) counts.set(coin, (counts.get(coin) ?? 0) + 1);
  const sizes = [...counts.values()].sort((a, b) => b - a);
  const [first = 0, second = 0] = sizes;
  if (first === 5) return 'five';
  if (first === 4) return 'four';
  if (first === 3) return second === 2 ? 'fullHouse' : 'three';
  if (first === 2) return second === 2 ? 'twoPairs' : 'pair';
  return 'nothing';
}

export interface CryptosOutcome {
  coins: CryptoCoin[];
  hand: CryptoHand;
  multiplier: string;
  win: boolean;
  payout: bigint;
}

export function playCryptos(stream: BetStream, amount: bigint): CryptosOutcome {
  const roll = cryptoRoll(stream);
  const hand = cryptoHandOf(roll);
  const payout = payoutOf(amount, cryptoPaysX100[hand], 100n);
  // A pair returns part of the stake: it counts as a loss, like every multiplier below 1.
  return {
    coins: roll.map((i) => cryptoCoins[i] as CryptoCoin),
    hand,
    multiplier: fixed(cryptoPaysX100[hand], 2),
    win: cryptoPaysX100[hand] >= 100n,
    payout,
  };
}
