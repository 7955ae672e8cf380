/**
 * Deposits: create an order within the configured ranges, hand it to the payment provider, and settle
 * it exactly once when the provider's signed webhook arrives (a replay or a forgery changes nothing).
 * Rules, in the order they are checked:
 *  0. a gateway is configured (20255: production never runs the sandbox gateway);
 *  1. the amount is within the recharge range (1201); a first deposit also meets the first minimum (20009);
 *  2. at most `maxPendingDeposits` orders wait for payment at once (1049);
 *  3. the same Idempotency-Key returns the order it created;
 *  4. player protection: an active cool-off or self-exclusion, or a deposit limit, refuses (20151/20153/20154).
 */
import { randomBytes } from 'node:crypto';
import { recordEvent } from '../../platform/events/outbox.ts';
import { minor, toWireAmount, type Minor } from '@kasino/shared/money';
import { formatIdr } from '@kasino/shared/money';
import type { DepositChannel } from '@kasino/shared/wallet';
import { AppError } from '../../platform/http/app-error.ts';
import { num } from '../../platform/db/database.ts';
import type { SiteSettings } from '../content/site-settings.service.ts';
import type { DepositOrderRow, DepositRepository } from './deposit.repository.ts';
import { houseAccount, houseAccounts, walletAccount } from './ledger.ts';
import type { LedgerService } from './ledger.service.ts';
import type { DepositOrderView, PayInfo } from '@kasino/shared/protocol/pay';
import type { DepositStatus } from '@kasino/shared/wallet';
import type { PaymentEvent, PaymentProvider } from './payment-provider.ts';
import { loadWalletSettings } from './wallet-config.ts';
import type { DepositGuard } from '../protection/protection.service.ts';
import type { FastifyBaseLogger } from 'fastify';
import { paymentVerdict } from './late-payment.ts';

export const toOrderView = (row: DepositOrderRow): DepositOrderView => ({
  id: row.id,
  amount: toWireAmount(row.amount),
  currency: row.currency,
  channel: row.channel as DepositChannel,
  status: row.status as DepositStatus,
  payInfo: JSON.parse(row.pay_info) as PayInfo,
  createdAt: num(row.created_at),
  expiresAt: num(row.expires_at),
  paidAt: row.paid_at === null ? null : num(row.paid_at),
  failure: row.failure,
});

export class DepositService {
  constructor(
    private readonly orders: DepositRepository,
    private readonly ledger: LedgerService,
    private readonly siteSettings: SiteSettings,
    private readonly providers: Map<string, PaymentProvider>,
    private readonly now: () => number = Date.now,
    private readonly protection?: DepositGuard,
    private readonly log?: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  /** Payments that arrived after their order expired (credited late) or were kept for review: `/ops/metrics`. */
  readonly counters = { lateCredited: 0, queuedForReview: 0 };

  /** The gateway deposits go through; none configured (production without a real gateway) refuses (20255). */
  private provider(): PaymentProvider {
    const [provider] = this.providers.values();
    if (!provider) throw new AppError(20255);
    return provider;
  }

  async recharge(
    userId: number,
    input: { amount: Minor; currency: string; channel: DepositChannel },
    idempotencyKey: string | null,
  ): Promise<DepositOrderView> {
    if (idempotencyKey) {
      const existing = await this.orders.findByKey(userId, idempotencyKey); // rule 3
      if (existing) return toOrderView(existing);
    }
    const provider = this.provider(); // rule 0
    const settings = await loadWalletSettings(this.siteSettings);
    const { min, max } = settings.rechargeRange;
    if (input.amount < min || input.amount > max) throw new AppError(1201, `Jumlah deposit harus ${formatIdr(min)} - ${formatIdr(max)}`); // rule 1
    if (input.amount < settings.firstRechargeMin && !(await this.orders.hasPaid(userId))) {
      throw new AppError(20009, `Deposit pertama minimal ${formatIdr(settings.firstRechargeMin)}`); // rule 1
    }
    const limitCheck = await this.protection?.depositCheck(userId, input.amount); // rule 4 (and again in the insert's unit)
    if ((await this.orders.countPending(userId)) >= settings.maxPendingDeposits) throw new AppError(1049); // rule 2

    const now = this.now();
    const id = `D${now.toString(36).toUpperCase()}${randomBytes(4).toString('hex').toUpperCase()}`;
    const { providerRef, payInfo } = await provider.createPayment({
      orderId: id,
      userId,
      amount: input.amount,
      currency: input.currency,
      channel: input.channel,
    });
    const row: DepositOrderRow = {
      id,
      user_id: BigInt(userId),
      currency: input.currency,
      amount: input.amount,
      channel: input.channel,
      provider: provider.name,
      provider_ref: providerRef,
      status: 'pending',
      pay_info: JSON.stringify(payInfo),
      idempotency_key: idempotencyKey,
      failure: null,
      created_at: BigInt(now),
      updated_at: BigInt(now),
      expires_at: BigInt(now + settings.depositTtlMs),
      paid_at: null,
      note: null,
    };
    try {
      // With a deposit limit, the order is measured and written in one unit under the player's lock,
      // so parallel orders cannot pass the limit together. A refused order leaves only a payment the
      // player is never shown; its webhook names no order and is refused (20007). No limit: no lock.
      if (limitCheck) {
        await this.ledger.inTransaction(async (tx) => {
          await limitCheck(tx);
          await this.orders.insert(row, tx);
        });
      } else await this.orders.insert(row);
    } catch (error) {
      if (error instanceof AppError) throw error;
      // A concurrent request with the same key won the insert; return its order.
      const raced = idempotencyKey ? await this.orders.findByKey(userId, idempotencyKey) : undefined;
      if (raced) return toOrderView(raced);
      throw error;
    }
    return toOrderView(row);
  }

  /**
   * Applies a verified provider event. Idempotent: a settled order is left as it is. A verified
   * payment is never dropped (late-payment.ts): an expired order whose exact amount arrives is
   * credited late, and a payment that cannot be credited as it stands is kept for an operator.
   */
  async applyPaymentEvent(providerName: string, event: PaymentEvent): Promise<{ applied: boolean; status: string }> {
    const result = await this.ledger.inTransaction(async (tx) => {
      const order = await this.orders.find(event.orderId, tx);
      if (!order || order.provider !== providerName || order.provider_ref !== event.providerRef) throw new AppError(20007);
      const who = { userId: num(order.user_id), currency: order.currency };
      const now = this.now();
      const verdict = paymentVerdict({ status: order.status, amount: minor(order.amount) }, event);
      switch (verdict.action) {
        case 'refuse':
          throw new AppError(3, 'Jumlah pembayaran tidak cocok dengan pesanan', 'amount');
        case 'ignore':
          return { applied: false, status: order.status, ...who };
        case 'review': {
          const queued = await this.orders.queueReview(tx, {
            id: `${providerName}:${order.id}:${event.providerRef}:${event.amount}`,
            order_id: order.id,
            provider: providerName,
            provider_ref: event.providerRef,
            user_id: order.user_id,
            currency: order.currency,
            order_amount: order.amount,
            paid_amount: event.amount,
            order_status: order.status,
            reason: verdict.reason,
            status: 'open',
            created_at: BigInt(now),
          });
          return { applied: false, status: 'review', queued, reason: verdict.reason, ...who };
        }
        case 'fail':
          await this.orders.settle(tx, order.id, 'failed', now, 'Pembayaran ditolak oleh penyedia');
          return { applied: true, status: 'failed', ...who };
        case 'credit':
        case 'creditLate': {
          const late = verdict.action === 'creditLate';
          const moved = late
            ? await this.orders.settleLate(
                tx,
                order.id,
                now,
                `Pembayaran diterima setelah pesanan kedaluwarsa (${new Date(now).toISOString()})`,
              )
            : await this.orders.settle(tx, order.id, 'paid', now, null);
          if (!moved) return { applied: false, status: 'paid', ...who };
          await this.ledger.transfer(tx, {
            id: `deposit:${order.id}`,
            debit: houseAccount(houseAccounts.paymentsIn, order.currency, order.id),
            credit: walletAccount(num(order.user_id), order.currency),
            amount: order.amount as Minor,
            currency: order.currency,
            kind: 'deposit',
            reference: `deposit:${order.id}`,
          });
          // Its subscribers push the new balance after the commit.
          await recordEvent(tx, {
            type: 'deposit.paid',
            userId: who.userId,
            orderId: order.id,
            amount: order.amount.toString(),
            currency: order.currency,
            late,
            paidAt: now,
          });
          return { applied: true, status: 'paid', late, ...who };
        }
      }
    });
    if ('late' in result && result.late) {
      this.counters.lateCredited++;
      this.log?.warn(
        { provider: providerName, orderId: event.orderId, providerRef: event.providerRef, amount: toWireAmount(event.amount) },
        'deposit paid after its order expired: credited late',
      );
    }
    if ('queued' in result && result.queued) {
      this.counters.queuedForReview++;
      this.log?.warn(
        {
          provider: providerName,
          orderId: event.orderId,
          providerRef: event.providerRef,
          amount: toWireAmount(event.amount),
          reason: result.reason,
        },
        'verified payment kept for review',
      );
    }
    return { applied: result.applied, status: result.status };
  }

  /** The fastest each configured gateway can confirm a payment (reconciliation flags faster ones). */
  gatewayMinConfirmMs(): Map<string, number> {
    return new Map([...this.providers.values()].map((p) => [p.name, p.minConfirmMs ?? 0]));
  }

  /** Verified payments waiting for an operator (oldest first). */
  openReviews() {
    return this.orders.openReviews();
  }

  async orderState(userId: number, id: string): Promise<DepositOrderView> {
    const order = await this.orders.find(id);
    // Another user's order looks exactly like a missing one.
    if (!order || num(order.user_id) !== userId) throw new AppError(20007);
    return toOrderView(order);
  }

  async records(userId: number, page: number, count: number, status?: string) {
    const { rows, total } = await this.orders.page(userId, page, count, status);
    return { list: rows.map(toOrderView), total, page, count };
  }

  async latest(userId: number): Promise<DepositOrderView | null> {
    const row = await this.orders.latest(userId);
    return row ? toOrderView(row) : null;
  }

  /** Expires orders nobody paid in time. */
  async expireOverdue(provider: string): Promise<number> {
    const now = this.now();
    let expired = 0;
    for (const order of await this.orders.pendingBefore(provider, now - (await loadWalletSettings(this.siteSettings)).depositTtlMs)) {
      if (await this.ledger.inTransaction((tx) => this.orders.settle(tx, order.id, 'expired', now, 'Waktu pembayaran habis'))) expired++;
    }
    return expired;
  }

  pendingOrders(provider: string, createdBefore: number): Promise<DepositOrderRow[]> {
    return this.orders.pendingBefore(provider, createdBefore);
  }
}
