/**
 * The agency programme (issue 16): one row per player who applied to be an agent, or who was
 * suspended for spam without applying (`channel` empty then); the spam reports, one per reporter and
 * reported player, so a report counts once.
 */
import type { Kysely, Migration } from 'kysely';

export function agencyMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('agency_agents')
        .addColumn('user_id', 'bigint', (c) => c.primaryKey())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('audience', 'text', (c) => c.notNull())
        .addColumn('contact', 'text', (c) => c.notNull())
        .addColumn('plan', 'text', (c) => c.notNull())
        .addColumn('applied_at', 'bigint', (c) => c.notNull())
        .addColumn('decided_at', 'bigint')
        .addColumn('note', 'text')
        .execute();
      await db.schema.createIndex('agency_agents_status').on('agency_agents').columns(['status', 'applied_at']).execute();
      await db.schema
        .createTable('agency_spam_reports')
        .addColumn('agent_id', 'bigint', (c) => c.notNull())
        .addColumn('reporter_id', 'bigint', (c) => c.notNull())
        .addColumn('detail', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('agency_spam_reports_pk', ['agent_id', 'reporter_id'])
        .execute();
      await db.schema.createIndex('agency_spam_reports_reporter').on('agency_spam_reports').columns(['reporter_id']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('agency_spam_reports').execute();
      await db.schema.dropTable('agency_agents').execute();
    },
  };
}
