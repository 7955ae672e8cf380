/**
 * Provably fair seeds (one active and one committed next pair per user and currency, revealed ones
 * kept forever) and single-player bets (client uuid unique per user, so a retry returns the first).
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId } from './0001-foundation.ts';

export function singlePlayerMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(dialect, db.schema.createTable('fair_seeds'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('server_seed', 'text', (c) => c.notNull())
        .addColumn('server_seed_hash', 'text', (c) => c.notNull())
        .addColumn('client_seed', 'text', (c) => c.notNull())
        .addColumn('nonce', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('revealed_at', 'bigint')
        .addCheckConstraint('fair_seeds_status', sql`status in ('active', 'next', 'revealed')`)
        .execute();
      // Exactly one active and one next pair per user and currency.
      await sql`create unique index fair_seeds_one_active on fair_seeds (user_id, currency) where status = 'active'`.execute(db);
      await sql`create unique index fair_seeds_one_next on fair_seeds (user_id, currency) where status = 'next'`.execute(db);
      await db.schema.createIndex('fair_seeds_user_idx').on('fair_seeds').columns(['user_id', 'status', 'revealed_at']).execute();

      await db.schema
        .createTable('bets')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('uuid', 'text', (c) => c.notNull())
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('game', 'text', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('payout', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('multiplier', 'text', (c) => c.notNull())
        .addColumn('win', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('params', 'text', (c) => c.notNull())
        .addColumn('result', 'text', (c) => c.notNull())
        .addColumn('seed_id', 'bigint', (c) => c.notNull().references('fair_seeds.id'))
        .addColumn('nonce', 'bigint', (c) => c.notNull())
        .addColumn('client_seed', 'text', (c) => c.notNull())
        .addColumn('server_seed_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('settled_at', 'bigint')
        .addCheckConstraint('bets_amount_positive', sql`amount > 0 and payout >= 0`)
        .addCheckConstraint('bets_status', sql`status in ('pending', 'settled', 'void')`)
        .execute();
      await db.schema.createIndex('bets_user_uuid').on('bets').columns(['user_id', 'uuid']).unique().execute();
      await db.schema.createIndex('bets_user_game_idx').on('bets').columns(['user_id', 'game', 'created_at']).execute();
      await db.schema.createIndex('bets_seed_nonce').on('bets').columns(['seed_id', 'nonce']).unique().execute();
      await db.schema.createIndex('bets_game_created_idx').on('bets').columns(['game', 'created_at']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('bets').execute();
      await db.schema.dropTable('fair_seeds').execute();
    },
  };
}
