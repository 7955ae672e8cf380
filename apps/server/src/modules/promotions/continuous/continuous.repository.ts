/**
 * The reads Setoran Beruntun needs beyond the grant engine's: a player's paid deposits in a window, one
 * row per deposit (the rule sums them per WIB day, so the day boundary lives in one place).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import type { PaidDeposit } from './continuous.rules.ts';

export class ContinuousRepository {
  constructor(readonly db: Kysely<Database>) {}

  /** The player's paid deposits in one currency with `from <= paid_at <= until`, oldest first. */
  async paidDeposits(
    userId: number,
    currency: string,
    from: number,
    until: number,
    on: Kysely<Database> = this.db,
  ): Promise<PaidDeposit[]> {
    const rows = await on
      .selectFrom('deposit_orders')
      .select(['paid_at', 'amount'])
      .where('user_id', '=', BigInt(userId))
      .where('currency', '=', currency)
      .where('status', '=', 'paid')
      .where('paid_at', '>=', BigInt(from))
      .where('paid_at', '<=', BigInt(until))
      .orderBy('paid_at')
      .execute();
    return rows.map((r) => ({ paidAt: Number(r.paid_at), amount: BigInt(r.amount) }));
  }
}
