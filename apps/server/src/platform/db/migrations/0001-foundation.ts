/**
 * Foundation tables: users, sessions, wallet accounts, site config, content boards.
 * One migration for both engines; the only difference is how ids are generated.
 */
import { sql, type CreateTableBuilder, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.ts';

/** Starts a table with an auto-generated integer primary key named id (identity on PostgreSQL). */
export function withId<T extends string>(dialect: Dialect, table: CreateTableBuilder<T, never>) {
  return dialect === 'postgres'
    ? table.addColumn('id', 'bigserial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

export function foundationMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(dialect, db.schema.createTable('users'))
        .addColumn('phone', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('currency', 'text', (c) => c.notNull().defaultTo('IDR'))
        .addColumn('invite_code', 'text', (c) => c.notNull().unique())
        .addColumn('inviter_id', 'bigint', (c) => c.references('users.id'))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();

      await withId(dialect, db.schema.createTable('sessions'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('client_id', 'text')
        .addColumn('ip', 'text')
        .addColumn('user_agent', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('revoked_at', 'bigint')
        .execute();
      await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

      await withId(dialect, db.schema.createTable('accounts'))
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('owner_id', 'bigint', (c) => c.references('users.id'))
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        // A player wallet never goes below zero, whatever the code does.
        .addCheckConstraint('accounts_wallet_non_negative', sql`kind <> 'wallet' or balance >= 0`)
        .execute();
      await db.schema.createIndex('accounts_owner_idx').on('accounts').columns(['owner_id', 'currency']).execute();

      await db.schema
        .createTable('site_config')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();

      await withId(dialect, db.schema.createTable('boards'))
        .addColumn('group_name', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('subtitle', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('link', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('color', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('sort', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('active', 'bigint', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.createIndex('boards_group_idx').on('boards').columns(['group_name', 'sort']).execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['boards', 'site_config', 'accounts', 'sessions', 'users']) await db.schema.dropTable(table).execute();
    },
  };
}
