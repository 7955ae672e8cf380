/**
 * Bonus money under wagering (PROMOTIONS.md "Bonus money and wagering"; decision 0014). While a bonus
 * is active its money is locked wherever it is: in the wallet (`locked`, which stakes spend after real
 * money) or in open bets (`BonusFunds` follows it there and back). The withdrawable amount is the
 * balance minus the lock; a withdrawal above it is refused with 20380, naming the turnover still
 * needed. Stakes above the bonus's max bet are refused (20382) by the bet guard the games take. The
 * player may forfeit: the lock goes back to the promotions account at once, and the bonus money still
 * in open bets when they settle; deposits and what real money won stay. A second bonus claimed while
 * one is active joins it (amount, lock and turnover added), so there is one lock and one progress bar.
 */
import { DEFAULT_CURRENCY } from '@kasino/shared/ids';
import { formatIdr, minor, toWireAmount, type Minor } from '@kasino/shared/money';
import type { BonusDetail, BonusView, ForfeitResult, PromotionId, WithdrawableView } from '@kasino/shared/protocol/promo';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UnitRunner } from '../../../platform/db/unit-of-work.ts';
import { recordEvent } from '../../../platform/events/outbox.ts';
import type { BetGuard } from '../../protection/protection.service.ts';
import { houseAccount, houseAccounts, walletAccount } from '../../wallet/ledger.ts';
import type { LedgerService } from '../../wallet/ledger.service.ts';
import type { Tx } from '../../wallet/ledger.store.ts';
import type { PromoConfig } from '../promo-config.ts';
import { withdrawableOf } from './bonus-lock.rules.ts';
import type { BonusLockRepository } from './bonus-lock.repository.ts';
import type { PromotionsRepository, WagerRow } from '../promotions.repository.ts';

export const toBonusView = (w: WagerRow): BonusView => {
  const remaining = w.required > w.progress ? w.required - w.progress : 0n;
  return {
    id: Number(w.id),
    grantId: Number(w.grant_id),
    promotion: w.promotion as PromotionId,
    currency: w.currency,
    bonus: toWireAmount(w.bonus),
    required: toWireAmount(w.required),
    progress: toWireAmount(w.progress > w.required ? w.required : w.progress),
    remaining: toWireAmount(remaining),
    maxBet: toWireAmount(w.max_bet),
    status: w.status as BonusView['status'],
    createdAt: Number(w.created_at),
    closedAt: w.closed_at === null ? null : Number(w.closed_at),
  };
};

/** How long a node trusts its cached answer to "has this player an active bonus" (bets are the hot path). */
const GUARD_TTL_MS = 5_000;

export class BonusService {
  /** Per player: the active bonus's max bet (null: none), and when it was read. */
  private readonly maxBets = new Map<number, { at: number; maxBet: bigint | null }>();

  constructor(
    private readonly repo: PromotionsRepository,
    private readonly locks: BonusLockRepository,
    private readonly config: PromoConfig,
    private readonly ledger: LedgerService,
    private readonly units: UnitRunner,
    private readonly now: () => number,
  ) {}

  /** The latest bonus (active or the last closed), with the bets that counted. */
  async detail(userId: number): Promise<BonusDetail | null> {
    const first = await this.repo.latestWager(userId);
    if (!first) return null;
    const bets = await this.repo.wagerBets(first.id, 50);
    // Read again after the bets: a batch counted in between shows in both (it commits as one), never
    // in the bets alone.
    const w = (await this.repo.latestWager(userId)) ?? first;
    return {
      bonus: toBonusView(w),
      contributions: (await this.config.wagering()).contributions,
      bets: bets.map((b) => ({
        betId: b.bet_id,
        game: b.game,
        category: b.category,
        stake: toWireAmount(b.stake),
        contribution: Number(b.contribution),
        counted: toWireAmount(b.counted),
        at: Number(b.at),
      })),
    };
  }

  async active(userId: number, currency = DEFAULT_CURRENCY): Promise<BonusView | null> {
    const w = await this.repo.activeWager(userId, currency);
    return w ? toBonusView(w) : null;
  }

  /**
   * Rule 4 of the lock, read as one unit sees it. `hold`: the wallet stays held to the unit's end, so a
   * stake or payout cannot change balance and lock between this read and what the unit does with it.
   */
  private async withdrawableIn(tx: Tx, userId: number, currency: string, hold: boolean) {
    const balance = hold ? await this.ledger.holdWallet(tx, userId, currency) : await this.ledger.balanceOf(userId, currency, tx);
    const w = await this.repo.activeWager(userId, currency, tx);
    const locked = w ? w.locked : 0n;
    const inPlay = w ? ((await this.locks.held(tx, [w.id], this.now())).get(w.id) ?? 0n) : 0n;
    const remaining = w && w.required > w.progress ? w.required - w.progress : 0n;
    return { balance, locked, inPlay, withdrawable: withdrawableOf(balance, locked), remaining };
  }

  async withdrawable(userId: number, currency = DEFAULT_CURRENCY): Promise<WithdrawableView> {
    const w = await this.withdrawableIn(this.repo.db, userId, currency, false);
    return {
      balance: toWireAmount(w.balance),
      locked: toWireAmount(w.locked),
      inPlay: toWireAmount(w.inPlay),
      withdrawable: toWireAmount(w.withdrawable),
      remainingTurnover: toWireAmount(w.remaining),
      currency,
    };
  }

  /** Inside a withdrawal's unit, before its hold: refuses an amount within the balance but above the withdrawable amount (20380). */
  readonly assertWithdrawable = async (tx: Tx, userId: number, amount: bigint, currency: string): Promise<void> => {
    const w = await this.withdrawableIn(tx, userId, currency, true);
    // Without a lock, or above the whole balance, the ledger's own refusal (700) says it better.
    if (w.locked === 0n || amount > w.balance || amount <= w.withdrawable) return;
    throw new AppError(
      20380,
      `Bonus ${formatIdr(minor(w.locked))} masih terkunci: maksimal dapat ditarik ${formatIdr(minor(w.withdrawable))}. Sisa syarat taruhan ${formatIdr(minor(w.remaining))}`,
      undefined,
      { withdrawable: toWireAmount(w.withdrawable), locked: toWireAmount(w.locked), remainingTurnover: toWireAmount(w.remaining) },
    );
  };

  /** The wallet's view of the lock (its pay info shows the withdrawable amount). */
  async lockOf(userId: number, currency: string): Promise<{ locked: bigint; remainingTurnover: bigint }> {
    const w = await this.withdrawableIn(this.repo.db, userId, currency, false);
    return { locked: w.locked, remainingTurnover: w.remaining };
  }

  /**
   * Gives up the active bonus (rule 6 of the lock): its lock goes back now, and the bonus money still
   * in open bets goes back when they settle; the rest of the balance stays the player's.
   */
  async forfeit(userId: number, currency = DEFAULT_CURRENCY): Promise<ForfeitResult> {
    const closed = await this.units.run(async (tx) => {
      const now = this.now();
      // The wallet first: a stake or a payout of this player waits until the forfeit is done.
      const balance = await this.ledger.holdWallet(tx, userId, currency);
      const w = await this.repo.forfeit(tx, userId, currency, now);
      if (!w) throw new AppError(20384);
      const removed = w.locked < balance ? w.locked : balance;
      let after = balance;
      if (removed > 0n) {
        const transferId = `promo-forfeit:${w.id}`;
        const r = await this.ledger.transfer(tx, {
          id: transferId,
          debit: walletAccount(userId, currency),
          credit: houseAccount(houseAccounts.promotions, currency, transferId),
          amount: removed as Minor,
          currency,
          kind: 'bonus',
          reference: transferId,
        });
        after = r.debitBalanceAfter;
      }
      const inPlay = (await this.locks.held(tx, [w.id], now)).get(w.id) ?? 0n;
      await recordEvent(tx, {
        type: 'bonus.closed',
        userId,
        bonusId: Number(w.id),
        status: 'forfeited',
        currency,
        removed: removed.toString(),
        closedAt: now,
        balanceAfter: after.toString(),
      });
      return { w, removed, inPlay };
    });
    this.forget(userId);
    return { bonus: toBonusView(closed.w), removed: toWireAmount(closed.removed), inPlay: toWireAmount(closed.inPlay) };
  }

  /** Drops this node's cached answer for a player (a claim or a close on this node). */
  forget(userId: number): void {
    this.maxBets.delete(userId);
  }

  private async maxBetOf(userId: number): Promise<bigint | null> {
    const now = this.now();
    const hit = this.maxBets.get(userId);
    if (hit && now - hit.at < GUARD_TTL_MS) return hit.maxBet;
    const w = await this.repo.activeWager(userId, DEFAULT_CURRENCY);
    if (this.maxBets.size > 50_000) for (const [k, v] of this.maxBets) if (now - v.at >= GUARD_TTL_MS) this.maxBets.delete(k);
    const maxBet = w ? w.max_bet : null;
    this.maxBets.set(userId, { at: now, maxBet });
    return maxBet;
  }

  /** Rule 5 put in front of the player-protection guard: the games take the result as their bet guard. */
  guard(inner: BetGuard): BetGuard {
    const check = async (userId: number, stake: bigint) => {
      const maxBet = stake > 0n ? await this.maxBetOf(userId) : null;
      if (maxBet !== null && stake > maxBet)
        throw new AppError(20382, `Selama bonus aktif, taruhan maksimal ${formatIdr(minor(maxBet))} per putaran`);
    };
    return {
      assertCanBet: async (userId, stake) => {
        await check(userId, stake);
        await inner.assertCanBet(userId, stake);
      },
      betCheck: async (userId, stake) => {
        await check(userId, stake);
        return inner.betCheck(userId, stake);
      },
    };
  }
}
