/**
 * Grants and claims (PROMOTIONS.md "One engine"). A grant is made once per (promotion, player, period)
 * — the unique key makes a replayed event or a raced request a no-op — and claimed once: the claim's
 * unit flips the grant by a guarded update, spends the promotion's budget by a guarded update, opens
 * the bonus's wagering when it has any (or adds it to the active one: one bonus at a time), and pays
 * by one ledger transfer from the promotions house account (`promo:{grantId}`). Any refusal rolls the
 * whole unit back.
 */
import { DEFAULT_CURRENCY } from '@kasino/shared/ids';
import { formatIdr, minor, toWireAmount, type Minor } from '@kasino/shared/money';
import type { ClaimResult, GrantView, PromotionId, RewardSum } from '@kasino/shared/protocol/promo';
import { AppError } from '../../platform/http/app-error.ts';
import { isUniqueViolation } from '../../platform/db/database.ts';
import type { UnitRunner } from '../../platform/db/unit-of-work.ts';
import { recordEvent } from '../../platform/events/outbox.ts';
import { houseAccount, houseAccounts, walletAccount } from '../wallet/ledger.ts';
import type { LedgerService } from '../wallet/ledger.service.ts';
import type { Tx } from '../wallet/ledger.store.ts';
import { wibDay } from '../protection/periods.ts';
import type { Eligibility } from './eligibility.ts';
import type { PromoConfig } from './promo-config.ts';
import { claimableUntil, isClaimable } from './promo.rules.ts';
import type { GrantRow, NewGrant, PromotionsRepository } from './promotions.repository.ts';
import { toBonusView } from './bonus/bonus.service.ts';
import type { PhoneCreditPayouts } from './phone-recharge/phone-credit.payouts.ts';

export const toGrantView = (row: GrantRow, now: number): GrantView => {
  const until = Number(row.claimable_until);
  const status = row.status === 'claimable' && !isClaimable({ status: row.status, claimableUntil: until }, now) ? 'expired' : row.status;
  return {
    id: Number(row.id),
    promotion: row.promotion as PromotionId,
    periodKey: row.period_key,
    amount: toWireAmount(row.amount),
    currency: row.currency,
    wageringMultiple: Number(row.wagering_multiple),
    status: status as GrantView['status'],
    createdAt: Number(row.created_at),
    claimableUntil: until,
    claimedAt: row.claimed_at === null ? null : Number(row.claimed_at),
    formula: row.formula,
    inputs: JSON.parse(row.inputs) as Record<string, string>,
    payout: row.payout === 'phone_credit' ? 'phone_credit' : 'balance',
  };
};

/** A grant to make: the row's facts but its times, which the engine sets. */
export type GrantOffer = Omit<NewGrant, 'promotion' | 'createdAt' | 'claimableUntil'> & { promotion: PromotionId };

export class GrantsService {
  constructor(
    private readonly repo: PromotionsRepository,
    private readonly config: PromoConfig,
    private readonly eligibility: Eligibility,
    private readonly ledger: LedgerService,
    private readonly units: UnitRunner,
    private readonly now: () => number,
    /** How a `phone_credit` grant pays. */
    private readonly phoneCredit: PhoneCreditPayouts,
  ) {}

  /**
   * Makes a grant inside the caller's unit, after the kill switch, eligibility and the per-player cap
   * (the amount is cut to what the cap leaves); null when nothing is granted.
   */
  async offer(tx: Tx, o: GrantOffer): Promise<{ id: bigint; amount: bigint } | null> {
    const control = await this.config.control(o.promotion, tx);
    if (!control.enabled || o.amount <= 0n) return null;
    if (await this.eligibility.refusal(tx, o.userId, o.promotion, o.periodKey)) return null;
    const left = control.playerCap - (await this.repo.grantedTo(tx, o.userId, o.promotion));
    const amount = o.amount > left ? left : o.amount;
    if (amount <= 0n) return null;
    const formula = amount < o.amount ? `${o.formula}; dibatasi sisa batas per pemain ${formatIdr(minor(amount))}` : o.formula;
    const now = this.now();
    // Phone credit is not money in the wallet: nothing to wager.
    const wageringMultiple = o.payout === 'phone_credit' ? 0 : o.wageringMultiple;
    const id = await this.repo.insertGrant(tx, {
      ...o,
      amount,
      formula,
      wageringMultiple,
      createdAt: now,
      claimableUntil: claimableUntil(now),
    });
    return id === null ? null : { id, amount };
  }

  async list(userId: number): Promise<GrantView[]> {
    const now = this.now();
    const views = (await this.repo.grants(userId, 100)).map((g) => toGrantView(g, now));
    // Claimable first (soonest deadline first), then the rest newest first.
    const claimable = views.filter((g) => g.status === 'claimable').sort((a, b) => a.claimableUntil - b.claimableUntil);
    return [...claimable, ...views.filter((g) => g.status !== 'claimable')];
  }

  /** One promotion's grants of the player, newest first (a VIP reward's orders, cashback history). */
  async listOf(userId: number, promotion: PromotionId, limit = 100): Promise<GrantView[]> {
    const now = this.now();
    return (await this.repo.grants(userId, limit, promotion)).map((g) => toGrantView(g, now));
  }

  async get(userId: number, id: number): Promise<GrantView> {
    const row = await this.repo.grant(userId, id);
    if (!row) throw new AppError(20381);
    return toGrantView(row, this.now());
  }

  async sum(userId: number): Promise<RewardSum> {
    const s = await this.repo.sums(userId, this.now());
    return {
      claimable: toWireAmount(s.claimable),
      claimed: toWireAmount(s.claimed),
      claimableCount: s.claimableCount,
      currency: DEFAULT_CURRENCY,
    };
  }

  async claim(userId: number, id: number): Promise<ClaimResult> {
    let result: ClaimResult & { phoneOrderId?: string };
    try {
      result = await this.claimOnce(userId, id);
    } catch (error) {
      // Two claims opening a bonus at once (PostgreSQL): the second meets the one-active index; once
      // more, it joins the bonus the first opened.
      if (!isUniqueViolation(error)) throw error;
      result = await this.claimOnce(userId, id);
    }
    if (result.phoneOrderId === undefined) return result;
    // Phone credit: the provider is asked after the commit; the answer shows what the player got.
    const { phoneOrderId, ...claimed } = result;
    return { ...claimed, phoneOrder: await this.phoneCredit.send(phoneOrderId) };
  }

  private claimOnce(userId: number, id: number): Promise<ClaimResult & { phoneOrderId?: string }> {
    return this.units.run(async (tx) => {
      const now = this.now();
      const grant = await this.repo.claim(tx, userId, id, now);
      if (!grant) {
        const row = await this.repo.grant(userId, id, tx);
        if (!row) throw new AppError(20381);
        if (row.status === 'claimed') throw new AppError(1052, 'Hadiah ini sudah diklaim');
        throw new AppError(1052, 'Hadiah ini sudah kedaluwarsa (batas klaim 3 hari)');
      }
      const promotion = grant.promotion as PromotionId;
      const control = await this.config.control(promotion, tx);
      if (!control.enabled) throw new AppError(1028, 'Promosi ini sedang dihentikan');
      await this.eligibility.assert(tx, userId, promotion, grant.period_key);
      if (!(await this.repo.spend(tx, promotion, grant.amount, wibDay(now), control.totalBudget, control.dailyBudget)))
        throw new AppError(1028, 'Anggaran promosi ini sudah habis: coba lagi besok');

      if (grant.payout === 'phone_credit') {
        const phoneOrderId = await this.phoneCredit.open(tx, grant);
        return {
          grant: toGrantView(grant, now),
          bonus: null,
          balance: toWireAmount(await this.ledger.balanceOf(userId, grant.currency, tx)),
          phoneOrderId,
        };
      }
      let bonus = null;
      const multiple = Number(grant.wagering_multiple);
      // The wallet before the bonus's row, the order every unit that changes a lock keeps (decision 0014).
      if (multiple > 0) await this.ledger.holdWallet(tx, userId, grant.currency);
      const active = multiple > 0 ? await this.repo.activeWager(userId, grant.currency, tx) : undefined;
      if (active) {
        // One active bonus at a time: a second one joins it, its amount and turnover added.
        bonus = await this.repo.extendWager(tx, active.id, grant.amount, grant.amount * BigInt(multiple));
        if (!bonus) throw new AppError(1052, 'Bonus aktif baru saja berubah: coba lagi');
      } else if (multiple > 0) {
        const wagering = await this.config.wagering(tx);
        bonus = await this.repo.insertWager(tx, {
          userId,
          grantId: grant.id,
          promotion,
          currency: grant.currency,
          bonus: grant.amount,
          required: grant.amount * BigInt(multiple),
          maxBet: wagering.maxBet,
          now,
        });
      }
      const transferId = `promo:${grant.id}`;
      const paid = await this.ledger.transfer(tx, {
        id: transferId,
        debit: houseAccount(houseAccounts.promotions, grant.currency, transferId),
        credit: walletAccount(userId, grant.currency),
        amount: grant.amount as Minor,
        currency: grant.currency,
        kind: 'bonus',
        reference: transferId,
      });
      await recordEvent(tx, {
        type: 'promo.claimed',
        userId,
        grantId: Number(grant.id),
        promotion,
        amount: grant.amount.toString(),
        currency: grant.currency,
        bonusId: bonus ? Number(bonus.id) : null,
        claimedAt: now,
        balanceAfter: paid.creditBalanceAfter.toString(),
      });
      return {
        grant: toGrantView(grant, now),
        bonus: bonus ? toBonusView(bonus) : null,
        balance: toWireAmount(paid.creditBalanceAfter),
      };
    });
  }

  /**
   * Claims a grant just made for the player (a gift code, the rescue bonus, a mission task): paid now,
   * or, when the claim must wait (the day's budget spent, a block begun), left claimable in the Bonus
   * tab for its 3 days with the reason.
   */
  async claimNowOrKeep(userId: number, grantId: bigint): Promise<{ claim: ClaimResult | null; pending: string | null }> {
    try {
      return { claim: await this.claim(userId, Number(grantId)), pending: null };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return { claim: null, pending: error.message };
    }
  }

  /** The expiry job: claimable grants past their 3 days become expired. */
  expire(): Promise<number> {
    return this.repo.expireDue(this.now());
  }
}
