/**
 * Inbox (issue 14): one row per mail and player. A mail is hidden once deleted (`deleted_at`) or past
 * `expire_time`; `source_key` (the event id, or the operator's campaign id) is unique per player so a
 * replayed event or a resent batch adds nothing. A money reward is `reward_amount` + `reward_currency`,
 * and `claimed_at` is set by the guarded update that pays it.
 */
import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId } from './0001-foundation.ts';

export function inboxMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(dialect, db.schema.createTable('mails'))
        .addColumn('user_id', 'bigint', (c) => c.notNull())
        .addColumn('tag', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('show_toast', 'text')
        .addColumn('display_mode', 'integer', (c) => c.notNull())
        .addColumn('metadata_id', 'text')
        .addColumn('source_key', 'text', (c) => c.notNull())
        .addColumn('send_time', 'bigint', (c) => c.notNull())
        .addColumn('expire_time', 'bigint', (c) => c.notNull())
        .addColumn('read_at', 'bigint')
        .addColumn('deleted_at', 'bigint')
        .addColumn('reward_amount', 'bigint')
        .addColumn('reward_currency', 'text')
        .addColumn('claimed_at', 'bigint')
        .execute();
      await db.schema.createIndex('mails_source_uq').on('mails').columns(['user_id', 'source_key']).unique().execute();
      // The list and the unread counts read one player's live mails newest first.
      await db.schema.createIndex('mails_user_idx').on('mails').columns(['user_id', 'send_time']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('mails').execute();
    },
  };
}
