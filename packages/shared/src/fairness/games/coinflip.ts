/**
 * Coin flip: coin = floor(f(stream, 0) × 2), 0 = heads (Garuda), 1 = tails (Angka). The player picks
 * a side; a match pays 1.98x (multiplier × 100 = 198, RTP 99%), payout = floor(amount × 198 / 100).
 */
import { fixed } from '../primitives.ts';
import type { BetStream } from '../stream.ts';
import { payoutOf } from './limits.ts';

export const coinSides = ['heads', 'tails'] as const;
export type CoinSide = (typeof coinSides)[number];

/** The win multiplier × 100 (1.98x: 0.99 ÷ 0.5). */
export const COINFLIP_MULTIPLIER_X100 = 198n;
export const COINFLIP_MULTIPLIER = fixed(COINFLIP_MULTIPLIER_X100, 2);

export const isCoinSide = (value: unknown): value is CoinSide => value === 'heads' || value === 'tails';

/** The committed coin of a bet's stream: index 0 (heads) or 1 (tails) of floor(f(stream, 0) × 2). */
export const coinOf = (stream: BetStream): CoinSide => coinSides[stream.index(0, 2)] as CoinSide;

export interface CoinflipOutcome {
  coin: CoinSide;
  side: CoinSide;
  win: boolean;
  /** The paid multiplier on a win (always 1.98). */
  multiplier: string;
  payout: bigint;
}

/** Plays a coin flip on its stream; `amount` in minor units. */
export function playCoinflip(stream: BetStream, side: CoinSide, amount: bigint): CoinflipOutcome {
  const coin = coinOf(stream);
  const win = coin === side;
  return { coin, side, win, multiplier: COINFLIP_MULTIPLIER, payout: win ? payoutOf(amount, COINFLIP_MULTIPLIER_X100, 100n) : 0n };
}
