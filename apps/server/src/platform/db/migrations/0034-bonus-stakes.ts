/**
 * Bonus money wherever it is (issue 34, decision 0014): `bonus_wagers.locked` is the bonus money in
 * the wallet, and `bonus_stakes` one row per stake that took bonus money (its position: the stake's
 * ledger reference, `bet:{id}` or `slot:{provider}:{txId}`), with what has come back for it so far and
 * whether its bet is still open. A bonus active when this runs keeps the lock it had: its amount, at
 * most the balance.
 */
import { sql, type Kysely, type Migration } from 'kysely';

export function bonusStakesMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('bonus_wagers')
        .addColumn('locked', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await sql`update bonus_wagers set locked = coalesce((
          select case when a.balance < bonus_wagers.bonus then (case when a.balance > 0 then a.balance else 0 end) else bonus_wagers.bonus end
          from accounts a where a.code = 'wallet:' || bonus_wagers.user_id || ':' || bonus_wagers.currency), 0)
        where status = 'active'`.execute(db);
      await db.schema
        .createTable('bonus_stakes')
        .addColumn('position', 'text', (c) => c.primaryKey())
        .addColumn('wager_id', 'bigint', (c) => c.notNull())
        .addColumn('user_id', 'bigint', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('stake', 'bigint', (c) => c.notNull())
        .addColumn('share', 'bigint', (c) => c.notNull())
        .addColumn('credited', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('returned', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('open', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addCheckConstraint('bonus_stakes_share', sql`share > 0 and share <= stake`)
        .execute();
      // The bonus money still in play: a bonus's open positions.
      await db.schema.createIndex('bonus_stakes_open_idx').on('bonus_stakes').columns(['wager_id', 'open']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('bonus_stakes').execute();
      await db.schema.alterTable('bonus_wagers').dropColumn('locked').execute();
    },
  };
}
