/**
 * Payments: deposit orders, bank accounts, withdrawals, and the security PIN that guards withdrawals.
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId } from './0001-foundation.ts';

export function paymentsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('deposit_orders')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('provider_ref', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('pay_info', 'text', (c) => c.notNull())
        .addColumn('idempotency_key', 'text')
        .addColumn('failure', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('paid_at', 'bigint')
        .addCheckConstraint('deposit_orders_amount_positive', sql`amount > 0`)
        .addCheckConstraint('deposit_orders_status', sql`status in ('pending', 'paid', 'failed', 'expired')`)
        .execute();
      await db.schema.createIndex('deposit_orders_user_idx').on('deposit_orders').columns(['user_id', 'created_at']).execute();
      await db.schema
        .createIndex('deposit_orders_idem_idx')
        .on('deposit_orders')
        .columns(['user_id', 'idempotency_key'])
        .unique()
        .execute();
      await db.schema.createIndex('deposit_orders_pending_idx').on('deposit_orders').columns(['status', 'created_at']).execute();

      await withId(dialect, db.schema.createTable('bank_accounts'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('bank_code', 'text', (c) => c.notNull())
        .addColumn('account_number', 'text', (c) => c.notNull())
        .addColumn('holder_name', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addColumn('deleted_at', 'bigint')
        .addCheckConstraint('bank_accounts_status', sql`status in ('active', 'inactive')`)
        .execute();
      // One live row per user, bank and number (a deleted one may be added again).
      await sql`create unique index bank_accounts_unique_live on bank_accounts (user_id, bank_code, account_number) where deleted_at is null`.execute(
        db,
      );

      await db.schema
        .createTable('withdrawals')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('fee', 'bigint', (c) => c.notNull())
        .addColumn('bank_account_id', 'bigint', (c) => c.notNull().references('bank_accounts.id'))
        .addColumn('bank_snapshot', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('idempotency_key', 'text')
        .addColumn('note', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addCheckConstraint('withdrawals_amount_positive', sql`amount > 0 and fee >= 0 and fee < amount`)
        .addCheckConstraint('withdrawals_status', sql`status in ('pending', 'paid', 'rejected', 'cancelled')`)
        .execute();
      await db.schema.createIndex('withdrawals_user_idx').on('withdrawals').columns(['user_id', 'created_at']).execute();
      await db.schema.createIndex('withdrawals_idem_idx').on('withdrawals').columns(['user_id', 'idempotency_key']).unique().execute();
      // At most one withdrawal under review per user, enforced by the database (code 3009).
      await sql`create unique index withdrawals_one_pending on withdrawals (user_id) where status = 'pending'`.execute(db);

      await db.schema
        .createTable('user_pins')
        .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id'))
        .addColumn('pin_hash', 'text', (c) => c.notNull())
        .addColumn('failed_attempts', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('locked_until', 'bigint')
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const t of ['user_pins', 'withdrawals', 'bank_accounts', 'deposit_orders']) await db.schema.dropTable(t).execute();
    },
  };
}
