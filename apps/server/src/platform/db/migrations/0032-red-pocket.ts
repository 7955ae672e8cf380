/**
 * The red pocket (issue 15): one row per drop (unique per key, its WIB day and time) holding the split's
 * terms and secret seed from the moment it is made; one row per opened share, unique per (drop, place)
 * and per (drop, player), so two players cannot take one share and no player opens a drop twice.
 */
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId } from './0001-foundation.ts';

export function redPocketMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(dialect, db.schema.createTable('promo_pocket_drops'))
        .addColumn('drop_key', 'text', (c) => c.notNull().unique())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('opens_at', 'bigint', (c) => c.notNull())
        .addColumn('closes_at', 'bigint', (c) => c.notNull())
        .addColumn('pot', 'bigint', (c) => c.notNull())
        .addColumn('shares', 'integer', (c) => c.notNull())
        .addColumn('min_share', 'bigint', (c) => c.notNull())
        .addColumn('max_share', 'bigint', (c) => c.notNull())
        .addColumn('seed', 'text', (c) => c.notNull())
        .addColumn('seed_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('promo_pocket_drops_day').on('promo_pocket_drops').columns(['day']).execute();
      await db.schema
        .createTable('promo_pocket_claims')
        .addColumn('drop_id', 'bigint', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('user_id', 'bigint', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('grant_id', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('promo_pocket_claims_pk', ['drop_id', 'seq'])
        .execute();
      await db.schema
        .createIndex('promo_pocket_claims_user_uq')
        .on('promo_pocket_claims')
        .columns(['drop_id', 'user_id'])
        .unique()
        .execute();
      await db.schema.createIndex('promo_pocket_claims_day').on('promo_pocket_claims').columns(['user_id', 'day']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('promo_pocket_claims').execute();
      await db.schema.dropTable('promo_pocket_drops').execute();
    },
  };
}
