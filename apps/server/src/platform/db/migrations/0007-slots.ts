/**
 * Lobby and third-party games: catalogue rows added on top of the seeded catalogue, favourites and
 * recently launched titles per user, game sessions handed to providers, the seamless-wallet
 * transactions (one row per provider transaction id, so every callback is idempotent), and the
 * rounds of the built-in sandbox slot provider (its own state, as an outside provider would keep).
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.ts';

export function slotsMigration(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // Operators add or hide titles here; a row with a seeded id overrides that title.
      await db.schema
        .createTable('slot_games')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('tags', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('position', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('enabled', 'bigint', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('slot_favorites')
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('game_id', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('slot_favorites_pk', ['user_id', 'game_id'])
        .execute();
      await db.schema.createIndex('slot_favorites_user_idx').on('slot_favorites').columns(['user_id', 'created_at']).execute();

      await db.schema
        .createTable('slot_recent')
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('game_id', 'text', (c) => c.notNull())
        .addColumn('launched_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('slot_recent_pk', ['user_id', 'game_id'])
        .execute();
      await db.schema.createIndex('slot_recent_user_idx').on('slot_recent').columns(['user_id', 'launched_at']).execute();

      // Only a hash of the session token is stored: the token itself travels in the launch URL.
      await db.schema
        .createTable('slot_sessions')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('game_id', 'text', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('slot_sessions_created_idx').on('slot_sessions').columns(['created_at']).execute();

      // `status`: a debit is ok, rolled_back (refunded once) or cancelled (its rollback came first,
      // so the debit itself is refused when it arrives); credits and rollbacks are ok.
      await db.schema
        .createTable('slot_transactions')
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('tx_id', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('game_id', 'text', (c) => c.notNull())
        .addColumn('round_id', 'text', (c) => c.notNull())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('ref_tx_id', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('slot_transactions_pk', ['provider', 'tx_id'])
        .addCheckConstraint('slot_transactions_kind', sql`kind in ('debit', 'credit', 'rollback')`)
        .addCheckConstraint('slot_transactions_status', sql`status in ('ok', 'rolled_back', 'cancelled')`)
        .addCheckConstraint('slot_transactions_amount', sql`amount >= 0`)
        .execute();
      await db.schema
        .createIndex('slot_transactions_user_idx')
        .on('slot_transactions')
        .columns(['user_id', 'kind', 'created_at'])
        .execute();
      await db.schema.createIndex('slot_transactions_round_idx').on('slot_transactions').columns(['provider', 'round_id']).execute();

      await db.schema
        .createTable('sandbox_slot_spins')
        .addColumn('session_hash', 'text', (c) => c.notNull())
        .addColumn('nonce', 'bigint', (c) => c.notNull())
        .addColumn('bet', 'bigint', (c) => c.notNull())
        .addColumn('win', 'bigint', (c) => c.notNull())
        .addColumn('result', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('sandbox_slot_spins_pk', ['session_hash', 'nonce'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const t of ['sandbox_slot_spins', 'slot_transactions', 'slot_sessions', 'slot_recent', 'slot_favorites', 'slot_games'])
        await db.schema.dropTable(t).execute();
    },
  };
}
