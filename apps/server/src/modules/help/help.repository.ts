/**
 * Storage of the help centre (`docs`) and of site messages (`site_messages`, `site_message_reads`,
 * migration 0023). A player's read marks are rows keyed by (user, message), so marking twice, or two
 * tabs marking at once, leaves one row.
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import { paged, type Page } from '../../platform/db/paged.ts';
import type { Database, DocsTable, SiteMessagesTable } from '../../platform/db/schema.ts';
import type { DocDefault } from './help-defaults.ts';

export type DocRow = Selectable<DocsTable>;
export type SiteMessageRow = Selectable<SiteMessagesTable> & { read_at: bigint | null };

export class HelpRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Inserts the shipped documents whose key is missing; an existing row (an operator's edit) is kept. */
  async seedMissing(defaults: readonly DocDefault[], now: number): Promise<number> {
    const existing = new Set((await this.db.selectFrom('docs').select('key').execute()).map((r) => r.key));
    const missing = defaults.filter((d) => !existing.has(d.key));
    if (!missing.length) return 0;
    await this.db
      .insertInto('docs')
      .values(
        missing.map((d) => ({ key: d.key, module: d.module, title: d.title, body: d.body, sort: defaults.indexOf(d), updated_at: now })),
      )
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    return missing.length;
  }

  doc(key: string): Promise<DocRow | undefined> {
    return this.db.selectFrom('docs').selectAll().where('key', '=', key).executeTakeFirst();
  }

  docs(module: string | null): Promise<DocRow[]> {
    let query = this.db.selectFrom('docs').selectAll();
    if (module) query = query.where('module', '=', module);
    return query.orderBy('sort').orderBy('id').limit(500).execute();
  }

  async saveDoc(doc: { key: string; module: string; title: string; body: string; sort: number }, now: number): Promise<void> {
    const values = { module: doc.module, title: doc.title, body: doc.body, sort: doc.sort, updated_at: now };
    await this.db
      .insertInto('docs')
      .values({ key: doc.key, ...values })
      .onConflict((oc) => oc.column('key').doUpdateSet(values))
      .execute();
  }

  async deleteDoc(key: string): Promise<boolean> {
    const result = await this.db.deleteFrom('docs').where('key', '=', key).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async addView(key: string): Promise<void> {
    await this.db
      .updateTable('docs')
      .set({ views: sql`views + 1` })
      .where('key', '=', key)
      .execute();
  }

  // Site messages.

  private liveMessages(now: number) {
    return this.db
      .selectFrom('site_messages')
      .where('send_time', '<=', BigInt(now))
      .where((eb) => eb.or([eb('expire_time', 'is', null), eb('expire_time', '>', BigInt(now))]));
  }

  /** A page of the live messages with the player's read time; counted without the join (one read row at most). */
  messages(userId: number, now: number, page: number, count: number): Promise<Page<SiteMessageRow>> {
    const rows = this.liveMessages(now)
      .leftJoin('site_message_reads as r', (join) =>
        join.onRef('r.message_id', '=', 'site_messages.id').on('r.user_id', '=', BigInt(userId)),
      )
      .selectAll('site_messages')
      .select('r.read_at')
      .orderBy('site_messages.send_time', 'desc')
      .orderBy('site_messages.id', 'desc');
    return paged(rows, page, count, this.liveMessages(now));
  }

  async unread(userId: number, now: number): Promise<number> {
    const row = await this.liveMessages(now)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('site_message_reads as r')
              .select('r.message_id')
              .whereRef('r.message_id', '=', 'site_messages.id')
              .where('r.user_id', '=', BigInt(userId)),
          ),
        ),
      )
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Marks one live message read; false when no live message has this id. */
  async markRead(userId: number, messageId: number, now: number): Promise<boolean> {
    const live = await this.liveMessages(now).select('id').where('id', '=', BigInt(messageId)).executeTakeFirst();
    if (!live) return false;
    await this.db
      .insertInto('site_message_reads')
      .values({ message_id: BigInt(messageId), user_id: BigInt(userId), read_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'message_id']).doNothing())
      .execute();
    return true;
  }

  /** Marks every live message read; answers how many were newly marked. */
  async markAllRead(userId: number, now: number): Promise<number> {
    const result = await this.db
      .insertInto('site_message_reads')
      .columns(['message_id', 'user_id', 'read_at'])
      .expression(
        this.liveMessages(now)
          .select(['id', sql<bigint>`cast(${userId} as bigint)`.as('user_id'), sql<bigint>`cast(${now} as bigint)`.as('read_at')])
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('site_message_reads as r')
                  .select('r.message_id')
                  .whereRef('r.message_id', '=', 'site_messages.id')
                  .where('r.user_id', '=', BigInt(userId)),
              ),
            ),
          ),
      )
      .onConflict((oc) => oc.columns(['user_id', 'message_id']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n);
  }

  async createMessage(message: { title: string; content: string; sendTime: number; expireTime: number | null }): Promise<number> {
    const row = await this.db
      .insertInto('site_messages')
      .values({ title: message.title, content: message.content, send_time: message.sendTime, expire_time: message.expireTime })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }
}
