/**
 * Multiplayer rounds (Wingo per model, Roulette, Dice): committed hash chains, rounds with their
 * deadlines, bets whose stakes sit in escrow until the round settles, and the leadership row whose
 * epoch fences every round-state change (DESIGN "Stack", "Bets").
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId } from './0001-foundation.ts';

export function roundsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('leadership')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('epoch', 'bigint', (c) => c.notNull())
        .addColumn('node', 'text', (c) => c.notNull())
        .addColumn('since', 'bigint', (c) => c.notNull())
        .execute();

      // The last seed s_N stays secret; s_0 (the commitment) and the salt are published.
      await withId(dialect, db.schema.createTable('round_chains'))
        .addColumn('game', 'text', (c) => c.notNull())
        .addColumn('commitment', 'text', (c) => c.notNull())
        .addColumn('last_seed', 'text', (c) => c.notNull())
        .addColumn('length', 'bigint', (c) => c.notNull())
        .addColumn('salt', 'text', (c) => c.notNull())
        .addColumn('used', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('round_chains_game_idx').on('round_chains').columns(['game', 'id']).execute();

      await db.schema
        .createTable('rounds')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('game', 'text', (c) => c.notNull())
        .addColumn('chain_id', 'bigint', (c) => c.notNull().references('round_chains.id'))
        .addColumn('chain_index', 'bigint', (c) => c.notNull())
        .addColumn('server_seed', 'text', (c) => c.notNull())
        .addColumn('server_seed_hash', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('start_at', 'bigint', (c) => c.notNull())
        .addColumn('close_at', 'bigint', (c) => c.notNull())
        .addColumn('end_at', 'bigint', (c) => c.notNull())
        .addColumn('result', 'text')
        .addColumn('bet_count', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('epoch', 'bigint', (c) => c.notNull())
        .addColumn('settled_at', 'bigint')
        .addCheckConstraint('rounds_status', sql`status in ('betting', 'closed', 'settled', 'void')`)
        .execute();
      await db.schema.createIndex('rounds_chain_index').on('rounds').columns(['chain_id', 'chain_index']).unique().execute();
      await db.schema.createIndex('rounds_game_end_idx').on('rounds').columns(['game', 'end_at']).execute();
      await db.schema.createIndex('rounds_status_idx').on('rounds').columns(['status', 'end_at']).execute();

      await db.schema
        .createTable('round_bets')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('uuid', 'text', (c) => c.notNull())
        .addColumn('round_id', 'text', (c) => c.notNull().references('rounds.id'))
        .addColumn('game', 'text', (c) => c.notNull())
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('select', 'text', (c) => c.notNull())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('payout', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('multiplier', 'text', (c) => c.notNull().defaultTo('0.00'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('settled_at', 'bigint')
        .addCheckConstraint('round_bets_amount', sql`amount > 0 and payout >= 0`)
        .addCheckConstraint('round_bets_status', sql`status in ('pending', 'settled', 'void')`)
        .execute();
      await db.schema.createIndex('round_bets_user_uuid').on('round_bets').columns(['user_id', 'uuid']).unique().execute();
      await db.schema.createIndex('round_bets_round_idx').on('round_bets').columns(['round_id', 'status']).execute();
      await db.schema.createIndex('round_bets_user_game_idx').on('round_bets').columns(['user_id', 'game', 'created_at']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('round_bets').execute();
      await db.schema.dropTable('rounds').execute();
      await db.schema.dropTable('round_chains').execute();
      await db.schema.dropTable('leadership').execute();
    },
  };
}
