/**
 * The durable subscriber that keeps `wager_daily`: each batch's deltas are added with one upsert per
 * key, in the unit that advances the subscriber's cursor, so a replay after a crash adds nothing twice.
 * On SQLite the upsert is a cached prepared statement on the unit's connection (it rides in the bets'
 * group commit, where building it through Kysely would cost more than running it).
 */
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../platform/db/database.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { DurableSubscriber } from '../../platform/events/event-dispatcher.ts';
import { wagerDeltas, type WagerDelta } from './wager-daily.rules.ts';

const UPSERT = `insert into wager_daily (user_id, day, category, currency, bets, wagered, payout, theoretical_revenue) values (?, ?, ?, ?, ?, ?, ?, ?)
  on conflict (user_id, day, category, currency) do update set bets = wager_daily.bets + excluded.bets, wagered = wager_daily.wagered + excluded.wagered,
  payout = wager_daily.payout + excluded.payout, theoretical_revenue = wager_daily.theoretical_revenue + excluded.theoretical_revenue`;

async function upsert(tx: Kysely<Database>, d: WagerDelta): Promise<void> {
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

export const wagerDailySubscriber = (handle: DatabaseHandle): DurableSubscriber => ({
  name: 'wager-daily',
  async handle(tx, events) {
    for (const d of wagerDeltas(events)) {
      if (handle.prepare)
        handle.prepare(UPSERT).run(BigInt(d.userId), d.day, d.category, d.currency, d.bets, d.wagered, d.payout, d.theoreticalRevenue);
      else await upsert(tx, d);
    }
  },
});
