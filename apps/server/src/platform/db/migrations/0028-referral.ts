/**
 * Referral (issue 16): the downline fixed when a player joins, the rebates settled per WIB day and the
 * inviter's first-deposit bonuses.
 * - `referral_ancestors`: one row per (player, tier): tier 1 invited them, tiers 2 and 3 are the
 *   inviter's own tier 1 and 2. Written once (at registration, or by a later `relation` binding).
 * - `referral_rebates`: one row per (agent, downline, tier, WIB day), so re-running a day pays nothing
 *   more; it keeps the revenue, the agent's level and the share that produced the amount.
 * - `referral_days`: the WIB days settled, with what they paid.
 * - `referral_first_deposits`: a downline's first deposit ≥ the minimum, waiting out its days, then
 *   granted or refused (with the reason).
 */
import type { Kysely, Migration } from 'kysely';

export function referralMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('referral_ancestors')
        .addColumn('user_id', 'bigint', (c) => c.notNull())
        .addColumn('tier', 'integer', (c) => c.notNull())
        .addColumn('ancestor_id', 'bigint', (c) => c.notNull())
        .addColumn('bound_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('referral_ancestors_pk', ['user_id', 'tier'])
        .execute();
      await db.schema.createIndex('referral_ancestors_by_ancestor').on('referral_ancestors').columns(['ancestor_id', 'tier']).execute();
      await db.schema
        .createTable('referral_rebates')
        .addColumn('agent_id', 'bigint', (c) => c.notNull())
        .addColumn('downline_id', 'bigint', (c) => c.notNull())
        .addColumn('tier', 'integer', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('revenue', 'bigint', (c) => c.notNull())
        .addColumn('level', 'text', (c) => c.notNull())
        .addColumn('rate', 'text', (c) => c.notNull())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('referral_rebates_pk', ['agent_id', 'downline_id', 'tier', 'day'])
        .execute();
      await db.schema.createIndex('referral_rebates_by_agent_day').on('referral_rebates').columns(['agent_id', 'day']).execute();
      await db.schema.createIndex('referral_rebates_by_day').on('referral_rebates').columns(['day']).execute();
      await db.schema
        .createTable('referral_days')
        .addColumn('day', 'text', (c) => c.primaryKey())
        .addColumn('settled_at', 'bigint', (c) => c.notNull())
        .addColumn('rows', 'integer', (c) => c.notNull())
        .addColumn('paid', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('referral_first_deposits')
        .addColumn('downline_id', 'bigint', (c) => c.primaryKey())
        .addColumn('agent_id', 'bigint', (c) => c.notNull())
        .addColumn('order_id', 'text', (c) => c.notNull())
        .addColumn('deposit', 'bigint', (c) => c.notNull())
        .addColumn('paid_at', 'bigint', (c) => c.notNull())
        .addColumn('due_at', 'bigint', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('reason', 'text')
        .execute();
      await db.schema.createIndex('referral_first_deposits_due').on('referral_first_deposits').columns(['status', 'due_at']).execute();
      await db.schema.createIndex('referral_first_deposits_agent').on('referral_first_deposits').columns(['agent_id']).execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['referral_first_deposits', 'referral_days', 'referral_rebates', 'referral_ancestors'])
        await db.schema.dropTable(table).execute();
    },
  };
}
