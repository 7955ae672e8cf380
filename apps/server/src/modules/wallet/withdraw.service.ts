/**
 * Withdrawals. Checks, in order (DESIGN "Order of checks" after auth and shape):
 *  0. no hold after a security change (20270 with the end time; withdrawal-hold.ts);
 *  1. range (3021); 2. the bank account is the user's (20008) and active (1203); 3. PIN (3037);
 *  4. one under review at a time (3009, also a unique index); 4b. not above the withdrawable amount
 *     while a bonus is under wagering (20380, set by the promotions module); 5. daily limit (3036);
 *  6. balance: the amount is reserved from the wallet in the same transaction (700).
 * Rules 0 and 2 are checked again inside the withdrawal's transaction, after its bank account row is
 * locked: a bank account and its hold commit together, so a withdrawal racing the account's creation
 * either finds no account (20008) or finds it with its hold (20270); an account created or changed
 * less than the hold period ago is refused by its own times too (withdrawal-hold.ts rule 4).
 * Pending funds sit in escrow until staff approve (→ paid, escrow to payments-out, fee to fees) or
 * reject (→ funds return); the player may cancel only while pending (206). Each ends exactly once.
 * An approval during a hold, or to an account changed since, is refused (20272); a rejection is not.
 */
import type { AuditActor, AuditLog } from '../audit/audit.service.ts';
import { randomBytes } from 'node:crypto';
import { recordEvent } from '../../platform/events/outbox.ts';
import { formatIdr, toWireAmount, type Minor } from '@kasino/shared/money';
import { canCancelWithdrawal, withdrawFee, type WithdrawStatus } from '@kasino/shared/wallet';
import { AppError } from '../../platform/http/app-error.ts';
import { isUniqueViolation, num } from '../../platform/db/database.ts';
import type { PinService } from '../account/pin.service.ts';
import type { SiteSettings } from '../content/site-settings.service.ts';
import type { BankAccountView, WithdrawalView } from '@kasino/shared/protocol/pay';
import type { BankAccountService } from './bank-account.service.ts';
import { toBankAccountView } from './bank-account.service.ts';
import { houseAccount, houseAccounts } from './ledger.ts';
import type { Tx } from './ledger.store.ts';
import type { LedgerService } from './ledger.service.ts';
import { loadWalletSettings } from './wallet-config.ts';
import type { WithdrawalHolds } from './withdrawal-hold.ts';
import type { WithdrawalRepository, WithdrawalRow } from './withdrawal.repository.ts';

export type { WithdrawalRow } from './withdrawal.repository.ts';
const DAY_MS = 86_400_000;
/** Indonesian days start at midnight WIB (UTC+7). */
const WIB_OFFSET_MS = 7 * 3_600_000;

export const toWithdrawalView = (row: WithdrawalRow): WithdrawalView => ({
  id: row.id,
  amount: toWireAmount(row.amount),
  fee: toWireAmount(row.fee),
  receive: toWireAmount(row.amount - row.fee),
  currency: row.currency,
  status: row.status as WithdrawStatus,
  bankAccount: JSON.parse(row.bank_snapshot) as BankAccountView,
  note: row.note,
  createdAt: num(row.created_at),
  updatedAt: num(row.updated_at),
});

/** What a bonus under wagering locks of the balance (the promotions module provides it). */
export interface BonusLock {
  /** Inside the withdrawal's unit: refuses an amount above what the lock leaves withdrawable (20380). */
  assertWithdrawable(tx: Tx, userId: number, amount: bigint, currency: string): Promise<void>;
  /** The amount locked now and the turnover still needed to release it. */
  lockOf(userId: number, currency: string): Promise<{ locked: bigint; remainingTurnover: bigint }>;
}

export class WithdrawService {
  constructor(
    private readonly repo: WithdrawalRepository,
    /** What a bonus under wagering keeps back (the promotions module, built before the wallet). */
    readonly bonusLock: BonusLock,
    /** Staff decisions are recorded in the audit log, in the unit that makes them. */
    private readonly audit: AuditLog,
    private readonly ledger: LedgerService,
    private readonly bankAccounts: BankAccountService,
    private readonly pins: PinService,
    private readonly siteSettings: SiteSettings,
    private readonly holds: WithdrawalHolds,
    private readonly now: () => number = Date.now,
  ) {}

  async fee(amount: Minor): Promise<{ fee: string; receive: string }> {
    const settings = await loadWalletSettings(this.siteSettings);
    const fee = withdrawFee(amount, settings.withdrawFee);
    return { fee: toWireAmount(fee), receive: toWireAmount(amount - fee) };
  }

  async request(
    userId: number,
    input: { amount: Minor; bankAccountId: number; pin: string; currency: string },
    idempotencyKey: string | null,
  ): Promise<WithdrawalView> {
    if (idempotencyKey) {
      const existing = await this.repo.byIdempotencyKey(userId, idempotencyKey);
      if (existing) return toWithdrawalView(existing);
    }
    await this.holds.assertNone(userId); // rule 0, before the PIN so a held request spends no PIN try
    const settings = await loadWalletSettings(this.siteSettings);
    const { min, max } = settings.withdrawRange;
    if (input.amount < min || input.amount > max) throw new AppError(3021, `Jumlah penarikan harus ${formatIdr(min)} - ${formatIdr(max)}`); // rule 1
    const account = await this.bankAccounts.get(userId, input.bankAccountId); // rule 2
    if (account.status !== 'active') throw new AppError(1203);
    await this.pins.verify(userId, input.pin, 3037); // rule 3
    const fee = withdrawFee(input.amount, settings.withdrawFee);
    if (fee >= input.amount) throw new AppError(3021, 'Jumlah penarikan di bawah biaya penarikan');

    const now = this.now();
    const id = `W${now.toString(36).toUpperCase()}${randomBytes(4).toString('hex').toUpperCase()}`;
    try {
      await this.ledger.inTransaction(async (tx) => {
        // Rules 2 and 0, inside the unit: the account is read (and locked) before the hold, never after.
        const locked = await this.repo.lockBankAccount(tx, userId, account.id);
        if (!locked) throw new AppError(20008);
        if (locked.status !== 'active') throw new AppError(1203);
        await this.holds.assertNoneIn(tx, userId);
        this.holds.assertAccountSettled(locked);
        if (await this.repo.hasPending(tx, userId)) throw new AppError(3009); // rule 4
        await this.bonusLock.assertWithdrawable(tx, userId, input.amount, input.currency); // rule 4b: a bonus under wagering stays
        const dayStart = Math.floor((now + WIB_OFFSET_MS) / DAY_MS) * DAY_MS - WIB_OFFSET_MS;
        if ((await this.repo.totalSince(tx, userId, dayStart)) + input.amount > settings.dailyWithdrawLimit) throw new AppError(3036); // rule 5
        await this.repo.insert(tx, {
          id,
          user_id: userId,
          currency: input.currency,
          amount: input.amount,
          fee,
          bank_account_id: locked.id,
          bank_snapshot: JSON.stringify(toBankAccountView(locked)),
          status: 'pending',
          idempotency_key: idempotencyKey,
          note: null,
          created_at: now,
          updated_at: now,
        });
        await this.ledger.reserve(tx, {
          id: `withdraw:${id}`,
          userId,
          currency: input.currency,
          amount: input.amount,
          kind: 'withdraw',
          reference: `withdraw:${id}`,
          escrow: houseAccounts.withdrawEscrow,
          deadlineAt: now + 7 * DAY_MS,
        }); // rule 6
        await recordEvent(tx, {
          type: 'withdrawal.requested',
          userId,
          withdrawalId: id,
          amount: input.amount.toString(),
          currency: input.currency,
          requestedAt: now,
        });
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        if (idempotencyKey) {
          const raced = await this.repo.byIdempotencyKey(userId, idempotencyKey);
          if (raced) return toWithdrawalView(raced);
        }
        throw new AppError(3009);
      }
      throw error;
    }
    return toWithdrawalView(await this.find(id));
  }

  private async find(id: string): Promise<WithdrawalRow> {
    const row = await this.repo.find(id);
    if (!row) throw new AppError(20007);
    return row;
  }

  /** The player cancels: only while pending (206); funds return to the wallet. */
  async cancel(userId: number, id: string): Promise<WithdrawalView> {
    const row = await this.find(id);
    if (num(row.user_id) !== userId) throw new AppError(20007);
    return this.finish(row, 'cancelled', null);
  }

  /** Staff decision on a pending withdrawal: approve → paid, reject → funds return; audited in the same unit. */
  async review(id: string, decision: 'approve' | 'reject', note: string | null, by: AuditActor): Promise<WithdrawalView> {
    return this.finish(await this.find(id), decision === 'approve' ? 'paid' : 'rejected', note, by);
  }

  private async finish(
    row: WithdrawalRow,
    target: 'paid' | 'rejected' | 'cancelled',
    note: string | null,
    by?: AuditActor,
  ): Promise<WithdrawalView> {
    if (!canCancelWithdrawal(row.status as WithdrawStatus)) throw new AppError(206);
    const now = this.now();
    const reservation = `withdraw:${row.id}`;
    const changed = await this.ledger.inTransaction(async (tx) => {
      if (target === 'paid') await this.assertPayable(tx, row);
      if (!(await this.repo.finish(tx, row.id, target, note, now))) return false;
      const payee = houseAccount(houseAccounts.paymentsOut, row.currency, reservation);
      const resolved = await this.ledger.resolve(tx, {
        id: reservation,
        outcome: target === 'paid' ? 'post' : 'void',
        payee,
        postKind: 'withdraw_paid',
        voidKind: 'withdraw_refund',
      });
      if (!resolved.resolvedNow) throw new Error(`reservation ${reservation} was resolved outside its withdrawal`);
      if (target === 'paid' && row.fee > 0n) {
        await this.ledger.transfer(tx, {
          id: `fee:${row.id}`,
          debit: payee,
          credit: houseAccount(houseAccounts.fees, row.currency, row.id),
          amount: row.fee as Minor,
          currency: row.currency,
          kind: 'settlement',
          reference: `withdraw:${row.id}`,
        });
      }
      const fact = { userId: num(row.user_id), withdrawalId: row.id, amount: row.amount.toString(), currency: row.currency };
      if (target === 'paid') await recordEvent(tx, { type: 'withdrawal.paid', ...fact, paidAt: now });
      if (target === 'rejected') await recordEvent(tx, { type: 'withdrawal.rejected', ...fact, reason: note ?? '', rejectedAt: now });
      if (target === 'cancelled') await recordEvent(tx, { type: 'withdrawal.cancelled', ...fact, cancelledAt: now });
      if (by) {
        const change = { before: { status: row.status }, after: { status: target, amount: toWireAmount(row.amount) }, reason: note };
        await this.audit.record(tx, by, {
          action: `withdrawal.${target === 'paid' ? 'approve' : 'reject'}`,
          target: `withdrawal:${row.id}`,
          ...change,
        });
      }
      return true;
    });
    if (!changed) throw new AppError(206);
    return toWithdrawalView(await this.find(row.id));
  }

  /**
   * An approval pays out: refused (20272) while the player's hold lasts, or while the withdrawal's bank
   * account (still live) was created or changed less than the hold period ago. Read in the approval's unit.
   */
  private async assertPayable(tx: Tx, row: WithdrawalRow): Promise<void> {
    await this.holds.assertNoneIn(tx, num(row.user_id), 20272);
    const account = await this.repo.bankAccountTimes(tx, row.bank_account_id);
    if (account) this.holds.assertAccountSettled(account, 20272);
  }

  async records(userId: number, page: number, count: number, status?: string) {
    const { rows, total } = await this.repo.page(userId, page, count, status);
    return { list: rows.map(toWithdrawalView), total, page, count };
  }

  /** The hold in force (the withdrawal page shows it before the form), or null. */
  hold(userId: number) {
    return this.holds.current(userId);
  }

  async pending(userId: number): Promise<WithdrawalView | null> {
    const row = await this.repo.pending(userId);
    return row ? toWithdrawalView(row) : null;
  }
}
