/**
 * Daily wager statistics, pure: folds settled and voided bets into one delta per player, WIB day,
 * lobby category and currency. A void subtracts what its bet added on the day it settled, so a bet
 * settled and later taken back ends at zero; a void of a bet that never settled changes nothing.
 * Theoretical house revenue is stake × (1 − published RTP), rounded down per bet.
 */
import type { StoredEvent } from '@kasino/shared/events';
import { theoreticalRevenue } from '@kasino/shared/fairness/published-rtp';
import { wibDay } from '../protection/periods.ts';

export interface WagerDelta {
  userId: number;
  day: string;
  category: string;
  currency: string;
  bets: bigint;
  wagered: bigint;
  payout: bigint;
  theoreticalRevenue: bigint;
}

/** The deltas a batch of events makes, one per key (events of other types are ignored). */
export function wagerDeltas(events: readonly StoredEvent[]): WagerDelta[] {
  const byKey = new Map<string, WagerDelta>();
  for (const event of events) {
    let sign: bigint;
    let at: number;
    if (event.type === 'bet.settled') {
      sign = 1n;
      at = event.settledAt;
    } else if (event.type === 'bet.voided' && event.settledAt !== null) {
      sign = -1n;
      at = event.settledAt;
    } else continue;
    const day = wibDay(at);
    const key = `${event.userId}|${day}|${event.category}|${event.currency}`;
    let delta = byKey.get(key);
    if (!delta)
      byKey.set(
        key,
        (delta = {
          userId: event.userId,
          day,
          category: event.category,
          currency: event.currency,
          bets: 0n,
          wagered: 0n,
          payout: 0n,
          theoreticalRevenue: 0n,
        }),
      );
    const stake = BigInt(event.stake);
    // A provider's credit (stake 0) adds to its debit's payout, not to the bet count.
    if (stake > 0n) delta.bets += sign;
    delta.wagered += sign * stake;
    delta.payout += sign * BigInt(event.payout);
    delta.theoreticalRevenue += sign * theoreticalRevenue(stake, event.rtpBps);
  }
  return [...byKey.values()];
}
