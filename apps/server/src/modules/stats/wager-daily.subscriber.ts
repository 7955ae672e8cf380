/**
 * The durable subscriber that keeps `wager_daily`: each batch's deltas are added with one upsert per
 * key, in the unit that advances the subscriber's cursor, so a replay after a crash adds nothing twice.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { DurableSubscriber } from '../../platform/events/event-dispatcher.ts';
import { wagerDeltas } from './wager-daily.rules.ts';

export const wagerDailySubscriber: DurableSubscriber = {
  name: 'wager-daily',
  async handle(tx: Kysely<Database>, events) {
    for (const d of wagerDeltas(events)) {
      await tx
        .insertInto('wager_daily')
        .values({ user_id: BigInt(d.userId), day: d.day, category: d.category, currency: d.currency, bets: d.bets, wagered: d.wagered, payout: d.payout, theoretical_revenue: d.theoreticalRevenue })
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
  },
};
