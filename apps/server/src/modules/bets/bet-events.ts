/**
 * The domain events of in-house bets (all sources but third-party titles), built from what the
 * settling unit knows: the game's lobby category and its published RTP come from one table each.
 */
import type { BetPlaced, BetSettled, BetSource, BetVoided } from '@kasino/shared/events';
import { publishedRtpBps } from '@kasino/shared/fairness/published-rtp';
import type { GameId } from '@kasino/shared/games';
import { inHouseCategory } from './in-house-titles.ts';

export interface InHouseBet {
  userId: number;
  betId: string;
  game: GameId;
  source: BetSource;
  stake: bigint;
  currency: string;
  placedAt: number;
}

/** `bet.placed` for an in-house bet whose stake is taken before it settles (rounds, Crash, stepped). */
export const inHousePlaced = (bet: InHouseBet, balanceAfter?: bigint): BetPlaced => ({
  type: 'bet.placed',
  userId: bet.userId,
  betId: bet.betId,
  game: bet.game,
  source: bet.source,
  stake: bet.stake.toString(),
  currency: bet.currency,
  placedAt: bet.placedAt,
  ...(balanceAfter === undefined ? {} : { balanceAfter: balanceAfter.toString() }),
});

/** `bet.settled` for an in-house bet paying `payout` (0 when lost). */
export const inHouseSettled = (
  bet: InHouseBet,
  end: { payout: bigint; multiplier: string; win: boolean; settledAt: number; balanceAfter?: bigint },
): BetSettled => ({
  type: 'bet.settled',
  userId: bet.userId,
  betId: bet.betId,
  game: bet.game,
  category: inHouseCategory(bet.game),
  source: bet.source,
  stake: bet.stake.toString(),
  payout: end.payout.toString(),
  currency: bet.currency,
  multiplier: end.multiplier,
  win: end.win,
  rtpBps: publishedRtpBps[bet.game],
  placedAt: bet.placedAt,
  settledAt: end.settledAt,
  ...(end.balanceAfter === undefined ? {} : { balanceAfter: end.balanceAfter.toString() }),
});

/** `bet.voided` for an in-house bet refunded before it settled (nothing to reverse in statistics). */
export const inHouseVoided = (bet: InHouseBet, voidedAt: number): BetVoided => ({
  type: 'bet.voided',
  userId: bet.userId,
  betId: bet.betId,
  game: bet.game,
  category: inHouseCategory(bet.game),
  source: bet.source,
  stake: bet.stake.toString(),
  payout: '0',
  currency: bet.currency,
  rtpBps: publishedRtpBps[bet.game],
  settledAt: null,
  voidedAt,
});
