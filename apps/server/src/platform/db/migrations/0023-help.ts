/**
 * Help centre and site messages (issue 14). `docs` holds every help document by key: FAQ answers by
 * topic, the terms, the privacy policy; the shipped Indonesian defaults are inserted when a key is
 * missing, so an operator's edit is never overwritten. `site_messages` are announcements for every
 * player; `site_message_reads` records who read which (one row per player and message).
 */
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId } from './0001-foundation.ts';

export function helpMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(dialect, db.schema.createTable('docs'))
        .addColumn('key', 'text', (c) => c.notNull().unique())
        .addColumn('module', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('views', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('docs_module_idx').on('docs').columns(['module', 'sort']).execute();
      await withId(dialect, db.schema.createTable('site_messages'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('send_time', 'bigint', (c) => c.notNull())
        .addColumn('expire_time', 'bigint')
        .execute();
      await db.schema.createIndex('site_messages_time_idx').on('site_messages').column('send_time').execute();
      await db.schema
        .createTable('site_message_reads')
        .addColumn('message_id', 'bigint', (c) => c.notNull())
        .addColumn('user_id', 'bigint', (c) => c.notNull())
        .addColumn('read_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('site_message_reads_pk', ['user_id', 'message_id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('site_message_reads').execute();
      await db.schema.dropTable('site_messages').execute();
      await db.schema.dropTable('docs').execute();
    },
  };
}
