/**
 * Storage of the inbox (`mails`, migration 0022). A player's live mails are theirs, not deleted and not
 * past `expire_time`; every query below is bounded by `user_id`, so another player's mail id simply
 * matches nothing. Bulk sends are one INSERT…SELECT over a range of user ids per batch.
 */
import { sql, type Kysely } from 'kysely';
import { paged, type Page } from '../../platform/db/paged.ts';
import type { Database, MailsTable } from '../../platform/db/schema.ts';
import type { Insertable, Selectable } from 'kysely';

type Tx = Kysely<Database>;
export type MailRow = Selectable<MailsTable>;
export type NewMail = Insertable<MailsTable>;

/** The fields every recipient of a bulk send shares. */
export interface MailSpec {
  readonly tag: string;
  readonly title: string;
  readonly content: string;
  readonly showToast: string | null;
  readonly displayMode: number;
  readonly metadataId: string | null;
  readonly sourceKey: string;
  readonly sendTime: number;
  readonly expireTime: number;
  readonly rewardAmount: bigint | null;
  readonly rewardCurrency: string | null;
}

/** Who a bulk send reaches: every player, those registered since an epoch ms, those at a VIP level or above. */
export interface Audience {
  readonly registeredSince: number | null;
  readonly minVipLevel?: number | null;
}

export class InboxRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private live(tx: Tx, userId: number, now: number) {
    return tx
      .selectFrom('mails')
      .where('user_id', '=', BigInt(userId))
      .where('deleted_at', 'is', null)
      .where('expire_time', '>', BigInt(now));
  }

  /** Inserts one mail; null when the player already has a mail with this source key (a replay). */
  async insertOne(tx: Tx, mail: NewMail): Promise<bigint | null> {
    const row = await tx
      .insertInto('mails')
      .values(mail)
      .onConflict((oc) => oc.columns(['user_id', 'source_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id ?? null;
  }

  list(userId: number, tag: string | null, now: number, page: number, count: number): Promise<Page<MailRow>> {
    let base = this.live(this.db, userId, now);
    if (tag) base = base.where('tag', '=', tag);
    return paged(base.selectAll().orderBy('send_time', 'desc').orderBy('id', 'desc'), page, count);
  }

  findLive(userId: number, id: number, now: number, tx: Tx = this.db): Promise<MailRow | undefined> {
    return this.live(tx, userId, now).selectAll().where('id', '=', BigInt(id)).executeTakeFirst();
  }

  /** The player's mail whatever its state (to tell why a claim was refused). */
  findOwn(tx: Tx, userId: number, id: number): Promise<MailRow | undefined> {
    return tx.selectFrom('mails').selectAll().where('user_id', '=', BigInt(userId)).where('id', '=', BigInt(id)).executeTakeFirst();
  }

  async unreadByTag(userId: number, now: number): Promise<Map<string, number>> {
    const rows = await this.live(this.db, userId, now)
      .where('read_at', 'is', null)
      .select(['tag', (eb) => eb.fn.countAll<bigint>().as('n')])
      .groupBy('tag')
      .execute();
    return new Map(rows.map((r) => [r.tag, Number(r.n)]));
  }

  /** Marks live unread mails read (one id, or every one of a tag, or all); returns how many changed. */
  async markRead(userId: number, now: number, filter: { id?: number; tag?: string | null }): Promise<number> {
    let q = this.db
      .updateTable('mails')
      .set({ read_at: BigInt(now) })
      .where('user_id', '=', BigInt(userId))
      .where('deleted_at', 'is', null)
      .where('expire_time', '>', BigInt(now))
      .where('read_at', 'is', null);
    if (filter.id !== undefined) q = q.where('id', '=', BigInt(filter.id));
    if (filter.tag) q = q.where('tag', '=', filter.tag);
    const r = await q.executeTakeFirst();
    return Number(r.numUpdatedRows);
  }

  /** Deletes one live mail, or every read one (of a tag); an unclaimed reward is kept by a bulk delete. */
  async markDeleted(userId: number, now: number, filter: { id?: number; tag?: string | null; readOnly?: boolean }): Promise<number> {
    let q = this.db
      .updateTable('mails')
      .set({ deleted_at: BigInt(now) })
      .where('user_id', '=', BigInt(userId))
      .where('deleted_at', 'is', null)
      .where('expire_time', '>', BigInt(now));
    if (filter.id !== undefined) q = q.where('id', '=', BigInt(filter.id));
    if (filter.tag) q = q.where('tag', '=', filter.tag);
    if (filter.readOnly)
      q = q.where('read_at', 'is not', null).where((eb) => eb.or([eb('reward_amount', 'is', null), eb('claimed_at', 'is not', null)]));
    const r = await q.executeTakeFirst();
    return Number(r.numUpdatedRows);
  }

  /**
   * The guarded claim: sets `claimed_at` only on live, unclaimed mails with a reward, and returns
   * those rows. Two parallel claims of one mail: only one update matches, the other returns nothing.
   */
  claim(tx: Tx, userId: number, now: number, filter: { id?: number; tag?: string | null }) {
    let q = tx
      .updateTable('mails')
      .set({ claimed_at: BigInt(now), read_at: sql<bigint>`coalesce(read_at, ${BigInt(now)})` })
      .where('user_id', '=', BigInt(userId))
      .where('deleted_at', 'is', null)
      .where('expire_time', '>', BigInt(now))
      .where('claimed_at', 'is', null)
      .where('reward_amount', 'is not', null);
    if (filter.id !== undefined) q = q.where('id', '=', BigInt(filter.id));
    if (filter.tag) q = q.where('tag', '=', filter.tag);
    return q.returning(['id', 'reward_amount', 'reward_currency']).execute();
  }

  /** The player's name, for the welcome mail (undefined when there is no such player). */
  async playerName(tx: Tx, userId: number): Promise<string | undefined> {
    const user = await tx.selectFrom('users').select('name').where('id', '=', BigInt(userId)).executeTakeFirst();
    return user?.name;
  }

  async playerExists(userId: number): Promise<boolean> {
    return (await this.db.selectFrom('users').select('id').where('id', '=', BigInt(userId)).executeTakeFirst()) !== undefined;
  }

  /**
   * The first user id of the next batch's upper end: the `size`-th audience member after `afterId`,
   * or null when fewer remain (the batch then runs to the end).
   */
  async batchEnd(afterId: bigint, size: number, audience: Audience): Promise<bigint | null> {
    let q = this.db.selectFrom('users').select('id').where('id', '>', afterId);
    if (audience.registeredSince !== null) q = q.where('created_at', '>=', BigInt(audience.registeredSince));
    if (audience.minVipLevel) q = q.where('vip_level', '>=', audience.minVipLevel);
    const row = await q
      .orderBy('id')
      .limit(1)
      .offset(size - 1)
      .executeTakeFirst();
    return row?.id ?? null;
  }

  /** One batch of a bulk send: a single INSERT…SELECT for the users in (afterId, upTo]. Returns the ids added. */
  async insertBatch(tx: Tx, spec: MailSpec, audience: Audience, afterId: bigint, upTo: bigint | null) {
    const big = (v: bigint | number | null) => sql<bigint>`cast(${v === null ? null : BigInt(v)} as bigint)`;
    const text = (v: string | null) => sql<string>`cast(${v} as text)`;
    return tx
      .insertInto('mails')
      .columns([
        'user_id',
        'tag',
        'title',
        'content',
        'show_toast',
        'display_mode',
        'metadata_id',
        'source_key',
        'send_time',
        'expire_time',
        'reward_amount',
        'reward_currency',
      ])
      .expression((eb) => {
        let q = eb
          .selectFrom('users')
          .select([
            'users.id',
            text(spec.tag).as('tag'),
            text(spec.title).as('title'),
            text(spec.content).as('content'),
            text(spec.showToast).as('show_toast'),
            sql<number>`cast(${spec.displayMode} as integer)`.as('display_mode'),
            text(spec.metadataId).as('metadata_id'),
            text(spec.sourceKey).as('source_key'),
            big(spec.sendTime).as('send_time'),
            big(spec.expireTime).as('expire_time'),
            big(spec.rewardAmount).as('reward_amount'),
            text(spec.rewardCurrency).as('reward_currency'),
          ])
          .where('users.id', '>', afterId);
        if (upTo !== null) q = q.where('users.id', '<=', upTo);
        if (audience.registeredSince !== null) q = q.where('users.created_at', '>=', BigInt(audience.registeredSince));
        if (audience.minVipLevel) q = q.where('users.vip_level', '>=', audience.minVipLevel);
        return q;
      })
      .onConflict((oc) => oc.columns(['user_id', 'source_key']).doNothing())
      .executeTakeFirst();
  }
}
