/**
 * Support-ticket images move out of the database into a blob store (modules/support/blob-store.ts):
 * a new row keeps only `storage_key` (with its type and size) and no bytes. Rows written before keep
 * their bytes in `data` and are still served from there, so `data` becomes nullable; every row has
 * one or the other. SQLite cannot drop NOT NULL in place, so there the table is rebuilt.
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.ts';

export function supportImageStoreMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await sql`alter table support_ticket_images alter column data drop not null`.execute(db);
        await sql`alter table support_ticket_images add column storage_key text`.execute(db);
        await sql`alter table support_ticket_images add constraint support_ticket_images_bytes check (data is not null or storage_key is not null)`.execute(
          db,
        );
        return;
      }
      await db.schema
        .createTable('support_ticket_images_v2')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('ticket_id', 'text', (c) => c.notNull().references('support_tickets.id'))
        .addColumn('position', 'bigint', (c) => c.notNull())
        .addColumn('mime', 'text', (c) => c.notNull())
        .addColumn('size', 'bigint', (c) => c.notNull())
        .addColumn('data', 'blob')
        .addColumn('storage_key', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addCheckConstraint('support_ticket_images_position', sql`position between 0 and 2`)
        .addCheckConstraint('support_ticket_images_bytes', sql`data is not null or storage_key is not null`)
        .execute();
      await sql`insert into support_ticket_images_v2 (id, ticket_id, position, mime, size, data, storage_key, created_at)
                select id, ticket_id, position, mime, size, data, null, created_at from support_ticket_images`.execute(db);
      await db.schema.dropTable('support_ticket_images').execute();
      await sql`alter table support_ticket_images_v2 rename to support_ticket_images`.execute(db);
      await db.schema
        .createIndex('support_ticket_images_ticket_idx')
        .on('support_ticket_images')
        .columns(['ticket_id', 'position'])
        .unique()
        .execute();
    },
    async down() {
      // One way: images already in the blob store have no bytes to put back into the rows.
    },
  };
}
