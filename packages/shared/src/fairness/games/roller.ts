/**
 * Roller: R = floor(f(stream, 0) × 100001) in 0..100000. `choose` C in 1..99999. Higher wins iff
 * R > C (100000 − C winning values), lower iff R < C (C winning values).
 * multiplier × 10^4 = floor(990009900 / winning); a multiplier above 200 is refused (711).
 */
import { fixed } from '../primitives.ts';
import type { BetStream } from '../stream.ts';
import { MAX_RATE, payoutOf } from './limits.ts';

export const ROLLER_SPAN = 100_001;
export const ROLLER_CHOOSE_MIN = 1;
export const ROLLER_CHOOSE_MAX = 99_999;

export interface RollerBet {
  choose: number;
  isHigher: boolean;
}

/** Winning values of a bet. */
export const rollerWinning = ({ choose, isHigher }: RollerBet): number => (isHigher ? 100_000 - choose : choose);

/** The bet's multiplier × 10^4, or null when the bet is refused (choose outside 1..99999, or over 200x). */
export function rollerMultiplierX10000(bet: RollerBet): bigint | null {
  if (!Number.isInteger(bet.choose) || bet.choose < ROLLER_CHOOSE_MIN || bet.choose > ROLLER_CHOOSE_MAX) return null;
  const m = 990_009_900n / BigInt(rollerWinning(bet));
  return m > BigInt(MAX_RATE) * 10_000n ? null : m;
}

/** Win chance in percent (for display). */
export const rollerChance = (bet: RollerBet): number => (rollerWinning(bet) / ROLLER_SPAN) * 100;

export interface RollerOutcome {
  result: number;
  win: boolean;
  multiplier: string;
  multiplierX10000: bigint;
  payout: bigint;
}

/** Plays a Roller bet on its stream; `amount` in minor units. Returns null when the bet is refused. */
export function playRoller(stream: BetStream, bet: RollerBet, amount: bigint): RollerOutcome | null {
  const m = rollerMultiplierX10000(bet);
  if (m === null) return null;
  const result = stream.index(0, ROLLER_SPAN);
  const win = bet.isHigher ? result > bet.choose : result < bet.choose;
  return { result, win, multiplier: fixed(m, 4), multiplierX10000: m, payout: win ? payoutOf(amount, m, 10_000n) : 0n };
}
