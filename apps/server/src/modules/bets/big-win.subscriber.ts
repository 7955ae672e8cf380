/**
 * Live subscriber: a settled bet that is big by the shared rule (`isBigWin`) goes to the site's feed
 * `/ws/site/bigWin`, name masked. Judged against the bet's stake: an in-house single-player or stepped
 * bet settles stake and payout at once; a provider's credit carries the stake of the debit it pays
 * (the seamless wallet keeps the same wins for the lobby's list by the same rule). Round games and
 * Crash announce their results in their own round pushes.
 */
import type { BetSettled, StoredEvent } from '@kasino/shared/events';
import { isBigWin, maskName, type BigWinView } from '@kasino/shared/games';
import { toWireAmount } from '@kasino/shared/money';
import type { LiveSubscriber } from '../../platform/events/event-dispatcher.ts';
import { publishTopic } from '../../platform/realtime/event-bus.ts';
import { isOwnTableBet, type FeedDeps } from './bet-feed.subscriber.ts';

export interface BigWinDeps extends FeedDeps {
  /** A third-party title's name (null when the catalogue no longer has it). */
  gameName: (gameId: string) => string | null;
}

/** The win as the feed shows it, without the player's name; null when the event is no big win. */
export const bigWinOf = (event: StoredEvent, gameName: BigWinDeps['gameName']): Omit<BigWinView, 'user'> | null => {
  if (event.type !== 'bet.settled') return null;
  const win: BetSettled = event;
  if (win.source === 'slot' && win.credit) {
    const stake = BigInt(win.credit.betStake);
    if (!isBigWin(stake, BigInt(win.payout))) return null;
    return {
      id: `slot:${win.credit.id}`,
      game: win.game,
      gameName: gameName(win.game) ?? win.game,
      amount: toWireAmount(stake),
      multiplier: win.multiplier,
      payout: toWireAmount(BigInt(win.payout)),
      createdAt: win.settledAt,
    };
  }
  if (!isOwnTableBet(event) || !isBigWin(BigInt(win.stake), BigInt(win.payout))) return null;
  return {
    id: win.betId,
    game: win.game,
    amount: toWireAmount(BigInt(win.stake)),
    multiplier: win.multiplier,
    payout: toWireAmount(BigInt(win.payout)),
    createdAt: win.placedAt,
  };
};

export const bigWinSubscriber = (deps: BigWinDeps): LiveSubscriber => ({
  name: 'big-win',
  types: ['bet.settled'],
  handle(event) {
    const win = bigWinOf(event, deps.gameName);
    if (!win) return;
    deps
      .nameOf(event.userId)
      .then((name) => {
        const { id, game, gameName, ...rest } = win;
        // The feed's field order, as the lobby's list answers it.
        const big: BigWinView = { id, game, ...(gameName === undefined ? {} : { gameName }), user: maskName(name), ...rest };
        return publishTopic(deps.bus, '/ws/site/bigWin', big);
      })
      .catch((err: unknown) => deps.warn(err, 'big win push failed'));
  },
});
