/**
 * The daily wheel (issue 15): one row per spin, unique per (player, WIB day, sequence) so two spins
 * at once cannot use the same earned spin. A spin keeps what makes it verifiable (the seed pair's id
 * and hash, the client seed, the nonce and the weights it was drawn with) and what it paid.
 */
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId } from './0001-foundation.ts';

export function dailyWheelMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(dialect, db.schema.createTable('promo_wheel_spins'))
        .addColumn('user_id', 'bigint', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('seed_id', 'bigint', (c) => c.notNull())
        .addColumn('server_seed_hash', 'text', (c) => c.notNull())
        .addColumn('client_seed', 'text', (c) => c.notNull())
        .addColumn('nonce', 'bigint', (c) => c.notNull())
        .addColumn('weights', 'text', (c) => c.notNull())
        .addColumn('segment', 'integer', (c) => c.notNull())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('grant_id', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('promo_wheel_spins_day_uq').on('promo_wheel_spins').columns(['user_id', 'day', 'seq']).unique().execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('promo_wheel_spins').execute();
    },
  };
}
