/**
 * Domain events (decision 0012): `domain_events` is the outbox, written in the unit of work that
 * makes the change; `event_cursors` holds each durable subscriber's position. On PostgreSQL a row
 * also keeps the id of the transaction that wrote it (`tx_id`): sequence ids can commit out of
 * order, so readers order by (tx_id, id) and read only transactions older than every running one.
 * SQLite has one writer, so tx_id stays 0 and the id order is the commit order.
 * `wager_daily` is the first durable subscriber's table: per player, WIB day, category and currency.
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId } from './0001-foundation.ts';

export function domainEventsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(dialect, db.schema.createTable('domain_events'))
        .addColumn('tx_id', 'bigint', (c) =>
          dialect === 'postgres' ? c.notNull().defaultTo(sql`(pg_current_xact_id()::text::bigint)`) : c.notNull().defaultTo(0),
        )
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('user_id', 'bigint')
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('domain_events_tx_idx').on('domain_events').columns(['tx_id', 'id']).execute();
      await db.schema
        .createTable('event_cursors')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('last_tx_id', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('last_id', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('wager_daily')
        .addColumn('user_id', 'bigint', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('bets', 'bigint', (c) => c.notNull())
        .addColumn('wagered', 'bigint', (c) => c.notNull())
        .addColumn('payout', 'bigint', (c) => c.notNull())
        .addColumn('theoretical_revenue', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('wager_daily_pk', ['user_id', 'day', 'category', 'currency'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('wager_daily').execute();
      await db.schema.dropTable('event_cursors').execute();
      await db.schema.dropTable('domain_events').execute();
    },
  };
}
