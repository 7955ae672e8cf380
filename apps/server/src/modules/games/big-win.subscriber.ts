/**
 * Live subscriber: a settled single-player or stepped bet that is big by the shared rule (`isBigWin`)
 * goes to the site's feed `/ws/site/bigWin`, name masked. Third-party big wins are announced by the
 * seamless wallet, which keeps its own feed rows.
 */
import { isBigWin, maskName, type BigWinView, type GameId } from '@kasino/shared/games';
import { toWireAmount } from '@kasino/shared/money';
import type { LiveSubscriber } from '../../platform/events/event-dispatcher.ts';
import { isOwnTableBet, type FeedDeps } from './bet-feed.subscriber.ts';

export const bigWinSubscriber = (deps: FeedDeps): LiveSubscriber => ({
  name: 'big-win',
  types: ['bet.settled'],
  handle(event) {
    if (!isOwnTableBet(event) || !isBigWin(BigInt(event.stake), BigInt(event.payout))) return;
    deps
      .nameOf(event.userId)
      .then((name) => {
        const big: BigWinView = {
          id: event.betId,
          game: event.game as GameId,
          user: maskName(name),
          amount: toWireAmount(BigInt(event.stake)),
          multiplier: event.multiplier,
          payout: toWireAmount(BigInt(event.payout)),
          createdAt: event.placedAt,
        };
        return deps.bus.publish('/ws/site/bigWin', big);
      })
      .catch((err: unknown) => deps.warn(err, 'big win push failed'));
  },
});
