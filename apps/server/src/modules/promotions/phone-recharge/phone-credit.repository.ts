/**
 * The SQL of phone-credit orders: one row per attempt to top up a player's phone, settled once by a
 * guarded update (a claim and the poll job may both hear the provider's answer).
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, PromoPhoneOrdersTable } from '../../../platform/db/schema.ts';

type Db = Kysely<Database>;
export type PhoneOrderRow = Selectable<PromoPhoneOrdersTable>;

export class PhoneCreditRepository {
  constructor(readonly db: Db) {}

  async attempts(tx: Db, grantId: bigint): Promise<number> {
    const row = await tx
      .selectFrom('promo_phone_orders')
      .select((eb) => eb.fn.countAll<number | bigint>().as('n'))
      .where('grant_id', '=', grantId)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async phoneOf(tx: Db, userId: number): Promise<string> {
    const row = await tx.selectFrom('users').select('phone').where('id', '=', BigInt(userId)).executeTakeFirstOrThrow();
    return row.phone;
  }

  async insert(
    tx: Db,
    o: {
      id: string;
      grantId: bigint;
      attempt: number;
      userId: number;
      msisdn: string;
      amount: bigint;
      currency: string;
      provider: string;
      now: number;
    },
  ): Promise<void> {
    await tx
      .insertInto('promo_phone_orders')
      .values({
        id: o.id,
        grant_id: o.grantId,
        attempt: o.attempt,
        user_id: o.userId,
        msisdn: o.msisdn,
        amount: o.amount,
        currency: o.currency,
        provider: o.provider,
        status: 'created',
        reference: null,
        reason: null,
        created_at: o.now,
        sent_at: null,
        settled_at: null,
      })
      .execute();
  }

  order(id: string, on: Db = this.db): Promise<PhoneOrderRow | undefined> {
    return on.selectFrom('promo_phone_orders').selectAll().where('id', '=', id).executeTakeFirst();
  }

  ofUser(userId: number, limit: number): Promise<PhoneOrderRow[]> {
    return this.db
      .selectFrom('promo_phone_orders')
      .selectAll()
      .where('user_id', '=', BigInt(userId))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /** Orders to ask about again: sent and still pending, or made and never sent (a crash between). */
  unsettled(createdBefore: number, limit: number): Promise<PhoneOrderRow[]> {
    return this.db
      .selectFrom('promo_phone_orders')
      .selectAll()
      .where('status', 'in', ['created', 'sent'])
      .where('created_at', '<', BigInt(createdBefore))
      .orderBy('created_at')
      .limit(limit)
      .execute();
  }

  async markSent(id: string, reference: string | null, now: number): Promise<void> {
    await this.db
      .updateTable('promo_phone_orders')
      .set({ status: 'sent', reference, sent_at: now })
      .where('id', '=', id)
      .where('status', 'in', ['created', 'sent'])
      .execute();
  }

  /** created | sent → success | failed, once; the row as settled, or undefined when another got there first. */
  settle(tx: Db, id: string, s: { status: 'success' | 'failed'; reference: string | null; reason: string | null; now: number }) {
    return tx
      .updateTable('promo_phone_orders')
      .set({ status: s.status, reference: s.reference, reason: s.reason, settled_at: s.now })
      .where('id', '=', id)
      .where('status', 'in', ['created', 'sent'])
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * A failed top-up gives the grant back: claimable again, for at least `until` (a failure near its
   * deadline would otherwise leave the player no time to try again), and its budget returned.
   */
  async reopenGrant(tx: Db, grantId: bigint, until: number, claimedDay: string): Promise<void> {
    const grant = await tx
      .updateTable('promo_grants')
      .set({
        status: 'claimable',
        claimed_at: null,
        claimable_until: sql`case when claimable_until > ${until} then claimable_until else ${until} end`,
      })
      .where('id', '=', grantId)
      .where('status', '=', 'claimed')
      .returning(['promotion', 'amount'])
      .executeTakeFirst();
    if (!grant) return;
    await tx
      .updateTable('promo_budgets')
      .set({
        spent: sql`spent - ${grant.amount}`,
        day_spent: sql`case when day = ${claimedDay} then day_spent - ${grant.amount} else day_spent end`,
      })
      .where('promotion', '=', grant.promotion)
      .execute();
  }
}
