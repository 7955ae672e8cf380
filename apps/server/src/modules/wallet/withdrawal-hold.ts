/**
 * Withdrawal holds after security changes (issue 12, point 5). Someone who got into an account (a
 * stolen session, a phished password) and changes where money goes, or how the account is recovered,
 * must not be able to cash out at once: the owner gets a notice and a day to react.
 *  1. a PIN reset, an email or phone change, and a bank account added or changed each place a hold
 *     of `holdMs` (WITHDRAW_HOLD_HOURS, 24 h by default) from now; a newer change extends it;
 *  2. `place` takes the change's own transaction, so the change and its hold commit together;
 *  3. while a hold lasts, a withdrawal is refused with 20270, its text says until when and why, and
 *     `data` carries {until, reason} for the page; `notify` runs after the change commits.
 */
import type { Kysely, Transaction } from 'kysely';
import { holdMessage, type HoldReason, type WithdrawalHoldView } from '@kasino/shared/withdrawal-hold';
import { AppError } from '../../http/app-error.ts';
import { num } from '../../platform/db/database.ts';
import type { Database } from '../../platform/db/schema.ts';

export type HoldNotifier = (userId: number, hold: WithdrawalHoldView) => void;

export class WithdrawalHolds {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly holdMs: number,
    private readonly notify: HoldNotifier,
    private readonly now: () => number = Date.now,
  ) {}

  /** Rule 1-2: records the hold inside `trx`; returns it, for `announce` after the commit (null when holds are off). */
  async place(trx: Transaction<Database> | Kysely<Database>, userId: number, reason: HoldReason): Promise<WithdrawalHoldView | null> {
    if (this.holdMs <= 0) return null;
    const now = this.now();
    const values = { until: now + this.holdMs, reason, created_at: now };
    await trx
      .insertInto('withdrawal_holds')
      .values({ user_id: userId, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
    return { until: values.until, reason };
  }

  /** Rule 3: tells the player (mail, push) once the change has committed. */
  announce(userId: number, hold: WithdrawalHoldView | null): void {
    if (hold) this.notify(userId, hold);
  }

  /** The hold in force, or null. */
  async current(userId: number): Promise<WithdrawalHoldView | null> {
    const row = await this.db.selectFrom('withdrawal_holds').select(['until', 'reason']).where('user_id', '=', BigInt(userId)).executeTakeFirst();
    if (!row || num(row.until) <= this.now()) return null;
    return { until: num(row.until), reason: row.reason as HoldReason };
  }

  /** Rule 3: throws 20270 while a hold lasts. */
  async assertNone(userId: number): Promise<void> {
    const hold = await this.current(userId);
    if (hold) throw new AppError(20270, holdMessage(hold, this.now()), undefined, hold);
  }
}
