/** Gift codes for VIP players (issue 16): a code may need a VIP level (0 for everyone). */
import { sql, type Kysely, type Migration } from 'kysely';

export function giftCodeVipMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('promo_gift_codes')
        .addColumn('min_vip_level', 'integer', (c) => c.notNull().defaultTo(sql`0`))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('promo_gift_codes').dropColumn('min_vip_level').execute();
    },
  };
}
