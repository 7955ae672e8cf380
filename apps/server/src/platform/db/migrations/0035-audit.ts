/**
 * The audit log (issue 35): `audit_log` one row per audited action, hash-chained (modules/audit);
 * `audit_head` the chain head in one row, which every writer locks first so two actions never take the
 * same place in the chain; `audit_checkpoints` the signed heads. Ids are given by the writer (the
 * head's last id + 1), never by a sequence, so the chain has no gaps a rollback could leave.
 */
import type { Kysely, Migration } from 'kysely';

export function auditMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('audit_log')
        .addColumn('id', 'bigint', (c) => c.primaryKey())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addColumn('actor', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('target', 'text', (c) => c.notNull())
        .addColumn('before', 'text')
        .addColumn('after', 'text')
        .addColumn('reason', 'text')
        .addColumn('request_id', 'text')
        .addColumn('ip', 'text')
        .addColumn('prev_hash', 'text', (c) => c.notNull())
        .addColumn('hash', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('audit_log_target_idx').on('audit_log').columns(['target', 'id']).execute();
      await db.schema
        .createTable('audit_head')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('last_id', 'bigint', (c) => c.notNull())
        .addColumn('hash', 'text', (c) => c.notNull())
        .execute();
      await db
        .insertInto('audit_head' as never)
        .values({ id: 1, last_id: 0, hash: '0'.repeat(64) } as never)
        .execute();
      await db.schema
        .createTable('audit_checkpoints')
        .addColumn('last_id', 'bigint', (c) => c.primaryKey())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addColumn('head_hash', 'text', (c) => c.notNull())
        .addColumn('key_id', 'text', (c) => c.notNull())
        .addColumn('signature', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('audit_checkpoints').execute();
      await db.schema.dropTable('audit_head').execute();
      await db.schema.dropTable('audit_log').execute();
    },
  };
}
