/** SQL of the rescue bonus: a player's stakes and payouts of one WIB day, from the per-day wager tally. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';

type Db = Kysely<Database>;

export class RescueRepository {
  constructor(readonly db: Db) {}

  /** The day's stakes and payouts over every category and currency (zero without play). */
  async dayTally(userId: number, day: string, on: Db = this.db): Promise<{ wagered: bigint; payout: bigint }> {
    const row = await on
      .selectFrom('wager_daily')
      .select([sql<unknown>`coalesce(sum(wagered), 0)`.as('wagered'), sql<unknown>`coalesce(sum(payout), 0)`.as('payout')])
      .where('user_id', '=', BigInt(userId))
      .where('day', '=', day)
      .executeTakeFirst();
    return { wagered: BigInt(row?.wagered as bigint | number | string), payout: BigInt(row?.payout as bigint | number | string) };
  }
}
