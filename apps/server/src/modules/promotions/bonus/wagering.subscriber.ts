/**
 * The durable subscriber that counts settled bets towards the active bonus (rule 4). One query per
 * batch finds which of the batch's players have an active bonus; for those, each new bet (the bet id
 * is part of the key, so a replay counts nothing) adds stake × contribution, and the bonus closes when
 * its turnover is met, or when the bonus money the player still has (the lock and the shares in bets
 * not settled yet) falls below the spent threshold (rule 5 of the lock). Bets placed before the bonus
 * was claimed do not count. A shared round's bets count only what is at risk (rule 6: red and green in
 * one Wingo period count almost nothing). The stakes whose bets it sees settle are no longer in play.
 * Runs off the bet path, so counting costs a bet nothing.
 */
import type { StoredEvent } from '@kasino/shared/events';
import type { DurableSubscriber } from '../../../platform/events/event-dispatcher.ts';
import { recordEvent } from '../../../platform/events/outbox.ts';
import type { PromoConfig } from '../promo-config.ts';
import { roundGames } from '../../rounds/round-games.ts';
import { countedStake, roundTurnover } from '../promo.rules.ts';
import { bonusClose } from './bonus-lock.rules.ts';
import type { BonusLockRepository } from './bonus-lock.repository.ts';
import type { PromotionsRepository, WagerRow } from '../promotions.repository.ts';

type Settled = StoredEvent & { type: 'bet.settled' };
type Voided = StoredEvent & { type: 'bet.voided' };

/**
 * The stake positions (ledger references, decision 0014) whose bets are over: an in-house bet settled
 * or voided, a provider's debit once a credit against it or its rollback arrived (its own settlement
 * only took the stake).
 */
export function finishedPositions(events: readonly StoredEvent[]): string[] {
  const out: string[] = [];
  for (const e of events) {
    if (e.type !== 'bet.settled' && e.type !== 'bet.voided') continue;
    if (e.source !== 'slot') out.push(`bet:${e.betId}`);
    else if (e.type === 'bet.voided' || e.credit) out.push(e.betId);
  }
  return out;
}

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

export function wageringSubscriber(
  repo: PromotionsRepository,
  locks: BonusLockRepository,
  config: PromoConfig,
  now: () => number,
  closed: (userId: number) => void,
): DurableSubscriber {
  return {
    name: 'bonus-wagering',
    async handle(tx, events) {
      const bets = events.filter((e): e is Settled => e.type === 'bet.settled');
      const ended = events.filter((e): e is Settled | Voided => e.type === 'bet.settled' || e.type === 'bet.voided');
      if (!ended.length) return;
      const wagers = await repo.activeWagersOf(tx, [...new Set(ended.map((b) => b.userId))]);
      if (!wagers.length) return;
      // The stakes' rows before the bonuses' rows: the order the ledger's stake tracker keeps.
      await locks.closeStakes(tx, finishedPositions(ended));
      const terms = await config.wagering(tx);
      const atRisk = await atRiskStakes(
        repo,
        tx,
        bets.filter((b) => byKeyHas(wagers, b)),
      );
      const byKey = new Map<string, { row: WagerRow; progress: bigint; lastAt: number }>();
      for (const w of wagers) byKey.set(`${w.user_id}|${w.currency}`, { row: w, progress: w.progress, lastAt: 0 });
      for (const bet of bets) {
        const state = byKey.get(`${bet.userId}|${bet.currency}`);
        if (!state || bet.placedAt < Number(state.row.created_at)) continue;
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
      const held = await locks.held(
        tx,
        wagers.map((w) => w.id),
        now(),
      );
      for (const { row, progress, lastAt } of byKey.values()) {
        if (!lastAt) continue;
        const close = bonusClose({
          progress,
          required: row.required,
          bonus: row.bonus,
          locked: row.locked,
          held: held.get(row.id) ?? 0n,
          depletedBelow: terms.depletedBelow,
        });
        const at =
          close === 'depleted' ? { status: close, at: lastAt, lockedAtMost: row.locked } : close ? { status: close, at: lastAt } : null;
        // A depletion is judged on the lock read above; a payout that put bonus money back since keeps the bonus open.
        const applied = await repo.saveProgress(tx, row.id, progress, at);
        if (!applied && at) await repo.saveProgress(tx, row.id, progress, null);
        if (!close || !applied) continue;
        await recordEvent(tx, {
          type: 'bonus.closed',
          userId: Number(row.user_id),
          bonusId: Number(row.id),
          status: close,
          currency: row.currency,
          removed: '0',
          closedAt: lastAt,
        });
        closed(Number(row.user_id));
      }
    },
  };
}
