/**
 * Gift codes (issue 15): one row per code an operator issues. `claims` rises by a guarded update
 * (`claims < max_claims`), so concurrent redemptions never pass the limit; each redemption is a grant
 * of promotion `gift_code` with period key `gift:{code}`, unique per player (8004 the second time).
 * `new_users_since`: only accounts registered at or after it may redeem (8003), null for everyone.
 */
import type { Kysely, Migration } from 'kysely';

export function giftCodesMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('promo_gift_codes')
        .addColumn('code', 'text', (c) => c.primaryKey())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('wagering_multiple', 'integer', (c) => c.notNull())
        .addColumn('max_claims', 'integer', (c) => c.notNull())
        .addColumn('claims', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('new_users_since', 'bigint')
        .addColumn('starts_at', 'bigint', (c) => c.notNull())
        .addColumn('ends_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('promo_gift_codes').execute();
    },
  };
}
