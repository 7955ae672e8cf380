/**
 * Guards around third-party and deposit money:
 *  - `slot_transactions.session_hash`: the game session a debit was taken in, so its credit can be
 *    checked against the same session (null on rows written before this migration);
 *  - an index on (provider, ref_tx_id): the credits and rollbacks of one debit, read under its lock;
 *  - `deposit_orders.note`: why an order ended the way it did beyond its status (e.g. paid late);
 *  - `deposit_reviews`: verified payments that cannot be credited automatically (amount differs from
 *    the order, or the gateway paid an order it had failed), kept for an operator instead of dropped.
 */
import type { Kysely, Migration } from 'kysely';

export function moneyGuardsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('slot_transactions').addColumn('session_hash', 'text').execute();
      await db.schema.createIndex('slot_transactions_ref_idx').on('slot_transactions').columns(['provider', 'ref_tx_id']).execute();
      await db.schema.alterTable('deposit_orders').addColumn('note', 'text').execute();
      await db.schema
        .createTable('deposit_reviews')
        // One row per distinct verified event: `{provider}:{orderId}:{providerRef}:{paid amount}`.
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('order_id', 'text', (c) => c.notNull())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('provider_ref', 'text', (c) => c.notNull())
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('order_amount', 'bigint', (c) => c.notNull())
        .addColumn('paid_amount', 'bigint', (c) => c.notNull())
        .addColumn('order_status', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('deposit_reviews_status_idx').on('deposit_reviews').columns(['status', 'created_at']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('deposit_reviews').execute();
      await db.schema.alterTable('deposit_orders').dropColumn('note').execute();
      await db.schema.dropIndex('slot_transactions_ref_idx').execute();
      await db.schema.alterTable('slot_transactions').dropColumn('session_hash').execute();
    },
  };
}
