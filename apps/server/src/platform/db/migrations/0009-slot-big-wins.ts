/**
 * Third-party big wins for the public feed: written in the same unit as the win's credit when the
 * round pays a big win (shared `isBigWin` against its bet), so the lobby's feed reads one small
 * table by time instead of searching every provider transaction.
 */
import { sql, type Kysely, type Migration } from 'kysely';

export function slotBigWinsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('slot_big_wins')
        // The credit's own key: `{provider}:{txId}`.
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('game_id', 'text', (c) => c.notNull())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('payout', 'bigint', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addCheckConstraint('slot_big_wins_amounts', sql`amount > 0 and payout > amount`)
        .execute();
      await db.schema.createIndex('slot_big_wins_created_idx').on('slot_big_wins').columns(['created_at']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('slot_big_wins').execute();
    },
  };
}
