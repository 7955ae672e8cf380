/**
 * Promotions (issue 15, PROMOTIONS.md): `promo_grants` holds every reward, unique per (promotion,
 * player, period key) so a replayed event or a raced check-in grants once; a claim flips `status` by a
 * guarded update in the unit that pays it. `promo_budgets` is one row per promotion whose guarded
 * increment keeps the total and daily budgets (a claim that would pass either is refused).
 * `bonus_wagers` is a claimed bonus under wagering (at most one `active` per player and currency:
 * a partial unique index), `bonus_wager_bets` the bets that counted (primary key per bet, so a
 * replayed `bet.settled` counts once). `promo_check_ins` is the daily check-in streak, one row per
 * player and WIB day.
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId } from './0001-foundation.ts';

export function promotionsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(dialect, db.schema.createTable('promo_grants'))
        .addColumn('user_id', 'bigint', (c) => c.notNull())
        .addColumn('promotion', 'text', (c) => c.notNull())
        .addColumn('period_key', 'text', (c) => c.notNull())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('wagering_multiple', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('formula', 'text', (c) => c.notNull())
        .addColumn('inputs', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('claimable_until', 'bigint', (c) => c.notNull())
        .addColumn('claimed_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('promo_grants_key_uq')
        .on('promo_grants')
        .columns(['promotion', 'user_id', 'period_key'])
        .unique()
        .execute();
      await db.schema.createIndex('promo_grants_user_idx').on('promo_grants').columns(['user_id', 'created_at']).execute();
      // The expiry job looks for claimable grants past their deadline.
      await db.schema.createIndex('promo_grants_due_idx').on('promo_grants').columns(['status', 'claimable_until']).execute();

      await db.schema
        .createTable('promo_budgets')
        .addColumn('promotion', 'text', (c) => c.primaryKey())
        .addColumn('spent', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('day', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('day_spent', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();

      await withId(dialect, db.schema.createTable('bonus_wagers'))
        .addColumn('user_id', 'bigint', (c) => c.notNull())
        .addColumn('grant_id', 'bigint', (c) => c.notNull().unique())
        .addColumn('promotion', 'text', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('bonus', 'bigint', (c) => c.notNull())
        .addColumn('required', 'bigint', (c) => c.notNull())
        .addColumn('progress', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('max_bet', 'bigint', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('closed_at', 'bigint')
        .execute();
      await sql`create unique index bonus_wagers_active_uq on bonus_wagers (user_id, currency) where status = 'active'`.execute(db);
      await db.schema.createIndex('bonus_wagers_user_idx').on('bonus_wagers').columns(['user_id', 'created_at']).execute();

      await db.schema
        .createTable('bonus_wager_bets')
        .addColumn('wager_id', 'bigint', (c) => c.notNull())
        .addColumn('bet_id', 'text', (c) => c.notNull())
        .addColumn('game', 'text', (c) => c.notNull())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('stake', 'bigint', (c) => c.notNull())
        .addColumn('contribution', 'integer', (c) => c.notNull())
        .addColumn('counted', 'bigint', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('bonus_wager_bets_pk', ['wager_id', 'bet_id'])
        .execute();

      await db.schema
        .createTable('promo_check_ins')
        .addColumn('user_id', 'bigint', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('streak_day', 'integer', (c) => c.notNull())
        .addColumn('grant_id', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('promo_check_ins_pk', ['user_id', 'day'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const t of ['promo_check_ins', 'bonus_wager_bets', 'bonus_wagers', 'promo_budgets', 'promo_grants'])
        await db.schema.dropTable(t).execute();
    },
  };
}
