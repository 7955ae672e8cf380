/**
 * The durable subscriber that counts settled bets towards the active bonus (rule 4). One query per
 * batch finds which of the batch's players have an active bonus; for those, each new bet (the bet id
 * is part of the key, so a replay counts nothing) adds stake × contribution, and the bonus closes when
 * its turnover is met or the balance after a bet falls below the spent threshold. Bets placed before
 * the bonus was claimed do not count. A shared round's bets count only what is at risk (rule 6: red and
 * green in one Wingo period count almost nothing). Runs off the bet path, so an active bonus costs a
 * bet nothing.
 */
import type { StoredEvent } from '@kasino/shared/events';
import type { DurableSubscriber } from '../../platform/events/event-dispatcher.ts';
import { recordEvent } from '../../platform/events/outbox.ts';
import type { PromoConfig } from './promo-config.ts';
import { roundGames } from '../rounds/round-games.ts';
import { countedStake, roundTurnover, wagerClose } from './promo.rules.ts';
import type { PromotionsRepository, WagerRow } from './promotions.repository.ts';

type Settled = StoredEvent & { type: 'bet.settled' };

/** The round games' result tables, by game name (the hedge rule needs every result, not the clock). */
const gamesByName = new Map(roundGames().map((g) => [g.game as string, g]));

/** Rule 6 for the round bets among `bets`: each one's at-risk stake, by bet id. */
async function atRiskStakes(repo: PromotionsRepository, tx: Parameters<DurableSubscriber['handle']>[0], bets: readonly Settled[]) {
  const siblings = await repo.roundSiblings(
    tx,
    bets.filter((b) => b.source === 'round').map((b) => b.betId),
  );
  const byRound = new Map<string, typeof siblings>();
  for (const s of siblings) byRound.set(s.round_id, [...(byRound.get(s.round_id) ?? []), s]);
  const stakes = new Map<string, bigint>();
  for (const group of byRound.values()) {
    const game = gamesByName.get(group[0]!.game.split(':')[0]!);
    if (!game) continue;
    const shares = roundTurnover(
      group.map((g) => ({ betId: g.id, select: g.select, stake: g.amount })),
      game.outcomes,
      (select, outcome) => game.payX100(select, outcome),
    );
    for (const [id, stake] of shares) stakes.set(id, stake);
  }
  return stakes;
}

const byKeyHas = (wagers: readonly WagerRow[], bet: Settled): boolean =>
  wagers.some((w) => Number(w.user_id) === bet.userId && w.currency === bet.currency);

export function wageringSubscriber(repo: PromotionsRepository, config: PromoConfig, closed: (userId: number) => void): DurableSubscriber {
  return {
    name: 'bonus-wagering',
    async handle(tx, events) {
      const bets = events.filter((e): e is Settled => e.type === 'bet.settled');
      if (!bets.length) return;
      const wagers = await repo.activeWagersOf(tx, [...new Set(bets.map((b) => b.userId))]);
      if (!wagers.length) return;
      const terms = await config.wagering(tx);
      const atRisk = await atRiskStakes(
        repo,
        tx,
        bets.filter((b) => byKeyHas(wagers, b)),
      );
      const byKey = new Map<string, { row: WagerRow; progress: bigint; balance: bigint | null; lastAt: number }>();
      for (const w of wagers) byKey.set(`${w.user_id}|${w.currency}`, { row: w, progress: w.progress, balance: null, lastAt: 0 });
      for (const bet of bets) {
        const state = byKey.get(`${bet.userId}|${bet.currency}`);
        if (!state || bet.placedAt < Number(state.row.created_at)) continue;
        if (bet.balanceAfter !== undefined) state.balance = BigInt(bet.balanceAfter);
        state.lastAt = bet.settledAt;
        const stake = BigInt(bet.stake);
        if (stake <= 0n) continue; // a provider's credit: its debit already counted
        const { contribution, counted } = countedStake(atRisk.get(bet.betId) ?? stake, bet.category, terms.contributions);
        const fresh = await repo.countBet(tx, state.row.id, {
          betId: bet.betId,
          game: bet.game,
          category: bet.category,
          stake,
          contribution,
          counted,
          at: bet.settledAt,
        });
        if (fresh) state.progress += counted;
      }
      for (const { row, progress, balance, lastAt } of byKey.values()) {
        if (!lastAt) continue;
        const close = wagerClose(progress, row.required, balance, terms.depletedBelow);
        await repo.saveProgress(tx, row.id, progress, close ? { status: close, at: lastAt } : null);
        if (!close) continue;
        await recordEvent(tx, {
          type: 'bonus.closed',
          userId: Number(row.user_id),
          bonusId: Number(row.id),
          status: close,
          currency: row.currency,
          removed: '0',
          closedAt: lastAt,
          ...(balance !== null ? { balanceAfter: balance.toString() } : {}),
        });
        closed(Number(row.user_id));
      }
    },
  };
}
