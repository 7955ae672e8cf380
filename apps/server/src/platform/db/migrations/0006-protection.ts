/**
 * Player protection (deposit and loss limits, cool-off and self-exclusion, reality-check sessions)
 * and support tickets with their images. Images live in the database, so every node serves them
 * without shared file storage; three images of at most 2 MB per ticket keep that small.
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.ts';

export function protectionMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // One row per user, kind and period. `pending_from` set means a raise or removal is waiting:
      // from that time `pending_amount` (null = no limit) replaces `amount`.
      await db.schema
        .createTable('player_limits')
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('period', 'text', (c) => c.notNull())
        .addColumn('amount', 'bigint')
        .addColumn('pending_amount', 'bigint')
        .addColumn('pending_from', 'bigint')
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('player_limits_pk', ['user_id', 'kind', 'period'])
        .addCheckConstraint('player_limits_kind', sql`kind in ('deposit', 'loss') and period in ('day', 'week', 'month')`)
        .addCheckConstraint(
          'player_limits_positive',
          sql`(amount is null or amount > 0) and (pending_amount is null or pending_amount > 0)`,
        )
        .execute();

      // The active block (cool-off or self-exclusion) and the reality-check interval of a user.
      await db.schema
        .createTable('player_protection')
        .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id'))
        .addColumn('block_kind', 'text')
        .addColumn('block_duration', 'text')
        .addColumn('block_since', 'bigint')
        .addColumn('block_until', 'bigint')
        .addColumn('reality_interval', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addCheckConstraint('player_protection_block', sql`block_kind is null or block_kind in ('cool_off', 'self_exclusion')`)
        .execute();

      // Where the reality check counts from, per login session (reset on the first activity of a new WIB day).
      await db.schema
        .createTable('play_sessions')
        .addColumn('session_id', 'bigint', (c) => c.primaryKey().references('sessions.id'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('started_at', 'bigint', (c) => c.notNull())
        .execute();

      // Loss limits and the reality check sum a user's bets over a time range: a covering index.
      await db.schema
        .createIndex('bets_user_created_idx')
        .on('bets')
        .columns(['user_id', 'created_at', 'status', 'amount', 'payout'])
        .execute();

      await db.schema
        .createTable('support_tickets')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addCheckConstraint('support_tickets_status', sql`status in ('open', 'answered', 'closed')`)
        .execute();
      await db.schema.createIndex('support_tickets_user_idx').on('support_tickets').columns(['user_id', 'created_at']).execute();

      await db.schema
        .createTable('support_ticket_images')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('ticket_id', 'text', (c) => c.notNull().references('support_tickets.id'))
        .addColumn('position', 'bigint', (c) => c.notNull())
        .addColumn('mime', 'text', (c) => c.notNull())
        .addColumn('size', 'bigint', (c) => c.notNull())
        .addColumn('data', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addCheckConstraint('support_ticket_images_position', sql`position between 0 and 2`)
        .execute();
      await db.schema
        .createIndex('support_ticket_images_ticket_idx')
        .on('support_ticket_images')
        .columns(['ticket_id', 'position'])
        .unique()
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const t of ['support_ticket_images', 'support_tickets', 'play_sessions', 'player_protection', 'player_limits'])
        await db.schema.dropTable(t).execute();
      await db.schema.dropIndex('bets_user_created_idx').execute();
    },
  };
}
