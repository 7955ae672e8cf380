import { describe, expect, it } from 'vitest';
import type { BetSettled, StoredEvent } from '@kasino/shared/events';
import type { BetFeedItem } from '@kasino/shared/protocol/ws-games';
import type { EventBus } from '../../platform/realtime/event-bus.ts';
import { betFeedSubscriber } from './bet-feed.subscriber.ts';

/** A settled Roller bet of Rp 1.000 aiming for 1.98x. */
const settled = (payout: bigint, win: boolean): StoredEvent<BetSettled> => ({
  id: 1n,
  type: 'bet.settled',
  userId: 7,
  betId: `B${payout}`,
  game: 'roller',
  category: 'egames',
  source: 'single',
  stake: '100000',
  payout: payout.toString(),
  currency: 'IDR',
  multiplier: '1.98',
  win,
  rtpBps: 9900,
  placedAt: 1_700_000_000_000,
  settledAt: 1_700_000_000_000,
});

/** The rows the feed pushes for `events`. */
async function feedOf(events: StoredEvent<BetSettled>[]): Promise<BetFeedItem[]> {
  const pushed: BetFeedItem[] = [];
  const bus = { publish: async (_topic: string, data: unknown) => void pushed.push(data as BetFeedItem) } as unknown as EventBus;
  const feed = betFeedSubscriber({ bus, nameOf: async () => 'Member7890', warn: () => undefined });
  for (const event of events) feed.handle(event);
  await expect.poll(() => pushed.length).toBe(events.length);
  return pushed;
}

describe('live bet feed', () => {
  it('shows what each bet paid: the multiplier of a win, 0.00 for a loss, names masked', async () => {
    const [won, lost] = await feedOf([settled(198_000n, true), settled(0n, false)]);
    expect(won).toMatchObject({ user: 'Me***90', amount: '1000', multiplier: '1.98', payout: '1980', win: true });
    expect(lost).toMatchObject({ user: 'Me***90', amount: '1000', multiplier: '0.00', payout: '0', win: false });
  });
});
