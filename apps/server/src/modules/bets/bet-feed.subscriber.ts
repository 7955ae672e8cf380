/**
 * Live subscriber: each settled single-player or stepped bet goes to its game's public feed
 * (`/ws/game/{game}/round/update`) with the player's name masked and the multiplier it paid (0.00
 * for a loss, not the target it missed). Round games and Crash have their own round pushes.
 */
import type { BetSettled, StoredEvent } from '@kasino/shared/events';
import { maskName, paidMultiplier, type SinglePlayerGame } from '@kasino/shared/games';
import { gameFeedTopic } from '@kasino/shared/protocol/ws-topics';
import { toWireAmount } from '@kasino/shared/money';
import type { LiveSubscriber } from '../../platform/events/event-dispatcher.ts';
import { publishTopic, type EventBus } from '../../platform/realtime/event-bus.ts';

export interface FeedDeps {
  bus: EventBus;
  nameOf: (userId: number) => Promise<string | null>;
  warn: (err: unknown, msg: string) => void;
}

/** A bet of the in-house single-player engine (one call or a stepped round). */
export const isOwnTableBet = (event: StoredEvent): event is StoredEvent<BetSettled> =>
  event.type === 'bet.settled' && (event.source === 'single' || event.source === 'stepped');

export const betFeedSubscriber = (deps: FeedDeps): LiveSubscriber => ({
  name: 'bet-feed',
  types: ['bet.settled'],
  handle(event) {
    if (!isOwnTableBet(event)) return;
    deps
      .nameOf(event.userId)
      .then((name) =>
        publishTopic(deps.bus, gameFeedTopic(event.game as SinglePlayerGame), {
          id: event.betId,
          user: maskName(name),
          amount: toWireAmount(BigInt(event.stake)),
          multiplier: paidMultiplier(event.multiplier, BigInt(event.payout)),
          payout: toWireAmount(BigInt(event.payout)),
          win: event.win,
          createdAt: event.placedAt,
        }),
      )
      .catch((err: unknown) => deps.warn(err, 'bet feed push failed'));
  },
});
