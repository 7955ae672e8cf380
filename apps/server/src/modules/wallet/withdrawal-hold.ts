/**
 * Withdrawal holds after security changes (issue 12, point 5). Someone who got into an account (a
 * stolen session, a phished password) and changes where money goes, or how the account is recovered,
 * must not be able to cash out at once: the owner gets a notice and a day to react.
 *  1. a PIN reset, an email or phone change, and a bank account added or changed each place a hold
 *     of `holdMs` (WITHDRAW_HOLD_HOURS, 24 h by default) from now; a newer change extends it;
 *  2. `place` takes the change's own transaction, so the change and its hold commit together;
 *  3. while a hold lasts, a withdrawal is refused with 20270, its text says until when and why, and
 *     `data` carries {until, reason} for the page; `notify` runs after the change commits;
 *  4. the withdrawal reads the hold again inside its own transaction, after its bank account row
 *     (`assertNoneIn`): the account and its hold commit together, so a withdrawal that sees a fresh
 *     account also sees its hold. A bank account created or changed less than `holdMs` ago is held
 *     by its own row's times as well (`assertAccountSettled`), even were its hold row missing;
 *  5. staff approving a withdrawal during a hold are refused too (20272, same data): the payout is
 *     the moment money leaves, whatever happened after the request.
 */
import type { Kysely, Transaction } from 'kysely';
import { holdMessage, type HoldReason, type WithdrawalHoldView } from '@kasino/shared/withdrawal-hold';
import { AppError } from '../../platform/http/app-error.ts';
import { num } from '../../platform/db/database.ts';
import type { Database } from '../../platform/db/schema.ts';
import { WithdrawalHoldRepository } from './withdrawal-hold.repository.ts';

export type HoldNotifier = (userId: number, hold: WithdrawalHoldView) => void;

export class WithdrawalHolds {
  private readonly repo: WithdrawalHoldRepository;

  // Takes the database rather than its repository: the account module builds it too, and a module
  // reaches no other module's repository.
  constructor(
    private readonly db: Kysely<Database>,
    private readonly holdMs: number,
    private readonly notify: HoldNotifier,
    private readonly now: () => number = Date.now,
  ) {
    this.repo = new WithdrawalHoldRepository(db);
  }

  /** Rule 1-2: records the hold inside `trx`; returns it, for `announce` after the commit (null when holds are off). */
  async place(trx: Transaction<Database> | Kysely<Database>, userId: number, reason: HoldReason): Promise<WithdrawalHoldView | null> {
    if (this.holdMs <= 0) return null;
    const now = this.now();
    const values = { until: now + this.holdMs, reason, created_at: now };
    await this.repo.put(trx, userId, values);
    return { until: values.until, reason };
  }

  /** Rule 1 for a change with no transaction of its own to share it (a PIN reset places its hold first). */
  placeAlone(userId: number, reason: HoldReason): Promise<WithdrawalHoldView | null> {
    return this.place(this.db, userId, reason);
  }

  /** Rule 3: tells the player (mail, push) once the change has committed. */
  announce(userId: number, hold: WithdrawalHoldView | null): void {
    if (hold) this.notify(userId, hold);
  }

  /** The hold in force, or null; `db` is the caller's transaction when the answer must be its own. */
  async current(userId: number, db: Transaction<Database> | Kysely<Database> = this.db): Promise<WithdrawalHoldView | null> {
    const row = await this.repo.find(userId, db);
    if (!row || num(row.until) <= this.now()) return null;
    return { until: num(row.until), reason: row.reason as HoldReason };
  }

  /** Rule 3: throws 20270 while a hold lasts. */
  async assertNone(userId: number): Promise<void> {
    await this.assertNoneIn(this.db, userId);
  }

  /** Rules 4-5: the hold as `trx` sees it; throws `code` (20270, or 20272 for an approval) while it lasts. */
  async assertNoneIn(trx: Transaction<Database> | Kysely<Database>, userId: number, code: 20270 | 20272 = 20270): Promise<void> {
    const hold = await this.current(userId, trx);
    if (hold) throw new AppError(code, this.message(code, hold), undefined, hold);
  }

  /** Rule 4: throws `code` while the bank account row itself was created or changed less than `holdMs` ago. */
  assertAccountSettled(account: { created_at: number | bigint; updated_at: number | bigint }, code: 20270 | 20272 = 20270): void {
    if (this.holdMs <= 0) return;
    const created = num(account.created_at);
    const changed = Math.max(created, num(account.updated_at));
    const hold: WithdrawalHoldView = {
      until: changed + this.holdMs,
      reason: changed > created ? 'bank_account_changed' : 'bank_account_added',
    };
    if (hold.until > this.now()) throw new AppError(code, this.message(code, hold), undefined, hold);
  }

  private message(code: 20270 | 20272, hold: WithdrawalHoldView): string {
    const text = holdMessage(hold, this.now());
    return code === 20270 ? text : `Persetujuan ditolak: ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
  }
}
