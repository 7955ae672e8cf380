/**
 * VIP club (issue 16): one row per player who has played. `score` is the lifetime theoretical house
 * revenue in minor units; `level` the highest level reached (never lowered: a void that takes score
 * back does not take a level, and a level's reward is paid once). The revenue columns are what the
 * next cashback claim turns into money (rate × revenue), lowered by a guarded update when claimed;
 * `cashback_claims` numbers the claims, so a claim's grant key `claim:{n}` is unique.
 * `users.vip_level` repeats the level so the account view and its badge need no join.
 */
import { sql, type Kysely, type Migration } from 'kysely';

export function vipMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('vip_accounts')
        .addColumn('user_id', 'bigint', (c) => c.primaryKey())
        .addColumn('score', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('level', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('originals_revenue', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('slots_revenue', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('cashback_claims', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('users')
        .addColumn('vip_level', 'integer', (c) => c.notNull().defaultTo(sql`0`))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('users').dropColumn('vip_level').execute();
      await db.schema.dropTable('vip_accounts').execute();
    },
  };
}
