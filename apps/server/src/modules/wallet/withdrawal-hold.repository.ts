/**
 * The SQL of withdrawal holds (`withdrawal_holds`): one row per player, the latest hold replacing the
 * one before. Both queries take the caller's transaction when there is one, so a change and its hold
 * commit together and a withdrawal reads the hold its own transaction sees.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

type On = Transaction<Database> | Kysely<Database>;

export class WithdrawalHoldRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Records the player's hold, replacing an earlier one. */
  async put(on: On, userId: number, hold: { until: number; reason: string; created_at: number }): Promise<void> {
    await on
      .insertInto('withdrawal_holds')
      .values({ user_id: userId, ...hold })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(hold))
      .execute();
  }

  /** The player's latest hold, expired or not. */
  find(userId: number, on: On = this.db): Promise<{ until: bigint; reason: string } | undefined> {
    return on.selectFrom('withdrawal_holds').select(['until', 'reason']).where('user_id', '=', BigInt(userId)).executeTakeFirst();
  }
}
