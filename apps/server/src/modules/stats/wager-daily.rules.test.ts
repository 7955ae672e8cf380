import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '@kasino/shared/events';
import { wagerDeltas } from './wager-daily.rules.ts';

// 2025-05-12 23:30 WIB is 16:30 UTC; 00:30 WIB the next day is 17:30 UTC.
const lateEvening = Date.UTC(2025, 4, 12, 16, 30);
const afterMidnight = Date.UTC(2025, 4, 12, 17, 30);
const settled = (id: bigint, at: number, stake: string, payout: string, extra: Partial<StoredEvent> = {}) =>
  ({
    id,
    type: 'bet.settled',
    userId: 7,
    betId: `B${id}`,
    game: 'roller',
    category: 'instant',
    source: 'single',
    stake,
    payout,
    currency: 'IDR',
    multiplier: '0.00',
    win: false,
    rtpBps: 9900,
    placedAt: at,
    settledAt: at,
    ...extra,
  }) as StoredEvent;

describe('wagerDeltas', () => {
  it('splits by WIB day and category, and charges stake × edge rounded down per bet', () => {
    const deltas = wagerDeltas([
      settled(1n, lateEvening, '100050', '0'),
      settled(2n, afterMidnight, '100000', '198000'),
      settled(3n, afterMidnight, '5000', '0', { category: 'slot', rtpBps: 9650 } as Partial<StoredEvent>),
    ]);
    expect(deltas).toEqual([
      {
        userId: 7,
        day: '2025-05-12',
        category: 'instant',
        currency: 'IDR',
        bets: 1n,
        wagered: 100_050n,
        payout: 0n,
        theoreticalRevenue: 1_000n,
      },
      {
        userId: 7,
        day: '2025-05-13',
        category: 'instant',
        currency: 'IDR',
        bets: 1n,
        wagered: 100_000n,
        payout: 198_000n,
        theoreticalRevenue: 1_000n,
      },
      { userId: 7, day: '2025-05-13', category: 'slot', currency: 'IDR', bets: 1n, wagered: 5_000n, payout: 0n, theoreticalRevenue: 175n },
    ]);
  });

  it('takes a voided bet back on the day it settled, and ignores a void of a bet that never settled', () => {
    const voided = (settledAt: number | null) =>
      ({
        id: 9n,
        type: 'bet.voided',
        userId: 7,
        betId: 'B1',
        game: 'roller',
        category: 'instant',
        source: 'slot',
        stake: '100050',
        payout: '0',
        currency: 'IDR',
        rtpBps: 9900,
        settledAt,
        voidedAt: afterMidnight,
      }) as StoredEvent;
    const [net] = wagerDeltas([settled(1n, lateEvening, '100050', '0'), voided(lateEvening), voided(null)]);
    expect(net).toMatchObject({ day: '2025-05-12', bets: 0n, wagered: 0n, payout: 0n, theoreticalRevenue: 0n });
  });

  it('counts a provider credit (stake 0) as payout only', () => {
    const [d] = wagerDeltas([settled(1n, lateEvening, '0', '12000')]);
    expect(d).toMatchObject({ bets: 0n, wagered: 0n, payout: 12_000n, theoreticalRevenue: 0n });
  });
});
