/**
 * The SQL of `wager_daily`: a batch's deltas added with one upsert per (player, WIB day, category,
 * currency), in the caller's unit. On SQLite the upsert is a cached prepared statement on the unit's
 * connection (it rides in the bets' group commit, where building it through Kysely would cost more
 * than running it); PostgreSQL keeps Kysely.
 */
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../platform/db/database.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { WagerDelta } from './wager-daily.rules.ts';

const UPSERT = `insert into wager_daily (user_id, day, category, currency, bets, wagered, payout, theoretical_revenue) values (?, ?, ?, ?, ?, ?, ?, ?)
  on conflict (user_id, day, category, currency) do update set bets = wager_daily.bets + excluded.bets, wagered = wager_daily.wagered + excluded.wagered,
  payout = wager_daily.payout + excluded.payout, theoretical_revenue = wager_daily.theoretical_revenue + excluded.theoretical_revenue`;

export class WagerDailyRepository {
  constructor(private readonly prepare: DatabaseHandle['prepare']) {}

  /** Adds one delta to its row (creating it), inside `tx`. */
  async add(tx: Kysely<Database>, d: WagerDelta): Promise<void> {
    if (this.prepare) {
      this.prepare(UPSERT).run(BigInt(d.userId), d.day, d.category, d.currency, d.bets, d.wagered, d.payout, d.theoreticalRevenue);
      return;
    }
    await tx
      .insertInto('wager_daily')
      .values({
        user_id: BigInt(d.userId),
        day: d.day,
        category: d.category,
        currency: d.currency,
        bets: d.bets,
        wagered: d.wagered,
        payout: d.payout,
        theoretical_revenue: d.theoreticalRevenue,
      })
      .onConflict((oc) =>
        oc.columns(['user_id', 'day', 'category', 'currency']).doUpdateSet((eb) => ({
          bets: eb('wager_daily.bets', '+', eb.ref('excluded.bets')),
          wagered: eb('wager_daily.wagered', '+', eb.ref('excluded.wagered')),
          payout: eb('wager_daily.payout', '+', eb.ref('excluded.payout')),
          theoretical_revenue: eb('wager_daily.theoretical_revenue', '+', eb.ref('excluded.theoretical_revenue')),
        })),
      )
      .execute();
  }
}
