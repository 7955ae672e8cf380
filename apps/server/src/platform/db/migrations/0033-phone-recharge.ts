/**
 * Phone credit as a reward (issue 15): a grant says how it pays (`payout`: the wallet, or phone credit
 * through a provider), and each attempt to send phone credit is an order, unique per (grant, attempt),
 * whose money waits in the phone-credit escrow until the provider answers.
 */
import type { Kysely, Migration } from 'kysely';

export function phoneRechargeMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('promo_grants')
        .addColumn('payout', 'text', (c) => c.notNull().defaultTo('balance'))
        .execute();
      await db.schema
        .createTable('promo_phone_orders')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('grant_id', 'bigint', (c) => c.notNull())
        .addColumn('attempt', 'integer', (c) => c.notNull())
        .addColumn('user_id', 'bigint', (c) => c.notNull())
        .addColumn('msisdn', 'text', (c) => c.notNull())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('reference', 'text')
        .addColumn('reason', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('sent_at', 'bigint')
        .addColumn('settled_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('promo_phone_orders_grant_uq')
        .on('promo_phone_orders')
        .columns(['grant_id', 'attempt'])
        .unique()
        .execute();
      await db.schema.createIndex('promo_phone_orders_user').on('promo_phone_orders').columns(['user_id', 'created_at']).execute();
      await db.schema.createIndex('promo_phone_orders_status').on('promo_phone_orders').columns(['status', 'created_at']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('promo_phone_orders').execute();
      await db.schema.alterTable('promo_grants').dropColumn('payout').execute();
    },
  };
}
