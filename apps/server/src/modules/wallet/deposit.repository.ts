/**
 * Deposit orders in the database.
 */
import type { Kysely, Selectable } from 'kysely';
import { paged, type Page } from '../../platform/db/paged.ts';
import type { Database, DepositOrdersTable, DepositReviewsTable } from '../../platform/db/schema.ts';
import type { Tx } from './ledger.store.ts';

export type DepositOrderRow = Selectable<DepositOrdersTable>;
export type DepositReviewRow = Selectable<DepositReviewsTable>;

export class DepositRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: DepositOrderRow, tx: Tx = this.db): Promise<void> {
    await tx.insertInto('deposit_orders').values(row).execute();
  }

  find(id: string, tx: Tx = this.db): Promise<DepositOrderRow | undefined> {
    return tx.selectFrom('deposit_orders').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByKey(userId: number, key: string): Promise<DepositOrderRow | undefined> {
    return this.db
      .selectFrom('deposit_orders')
      .selectAll()
      .where('user_id', '=', BigInt(userId))
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
  }

  async countPending(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('deposit_orders')
      .select((eb) => eb.fn.countAll<bigint>().as('n'))
      .where('user_id', '=', BigInt(userId))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async hasPaid(userId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('deposit_orders')
      .select('id')
      .where('user_id', '=', BigInt(userId))
      .where('status', '=', 'paid')
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Moves a pending order to its final state; false when it was not pending (already settled). */
  async settle(tx: Tx, id: string, status: 'paid' | 'failed' | 'expired', now: number, failure: string | null): Promise<boolean> {
    const result = await tx
      .updateTable('deposit_orders')
      .set({ status, updated_at: now, paid_at: status === 'paid' ? now : null, failure })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** An expired order whose payment arrived after all: paid now, with a note saying so. */
  async settleLate(tx: Tx, id: string, now: number, note: string): Promise<boolean> {
    const result = await tx
      .updateTable('deposit_orders')
      .set({ status: 'paid', updated_at: now, paid_at: now, failure: null, note })
      .where('id', '=', id)
      .where('status', '=', 'expired')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Keeps a payment for an operator; false when the same event is already queued (a re-delivery). */
  async queueReview(tx: Tx, row: DepositReviewRow): Promise<boolean> {
    const result = await tx
      .insertInto('deposit_reviews')
      .values(row)
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
  }

  openReviews(limit = 100): Promise<DepositReviewRow[]> {
    return this.db.selectFrom('deposit_reviews').selectAll().where('status', '=', 'open').orderBy('created_at').limit(limit).execute();
  }

  page(userId: number, page: number, count: number, status?: string): Promise<Page<DepositOrderRow>> {
    let q = this.db.selectFrom('deposit_orders').where('user_id', '=', BigInt(userId));
    if (status) q = q.where('status', '=', status);
    return paged(q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'), page, count);
  }

  latest(userId: number): Promise<DepositOrderRow | undefined> {
    return this.db
      .selectFrom('deposit_orders')
      .selectAll()
      .where('user_id', '=', BigInt(userId))
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** Pending orders of a provider created before `before` (for re-sending or expiring). */
  pendingBefore(provider: string, before: number, limit = 200): Promise<DepositOrderRow[]> {
    return this.db
      .selectFrom('deposit_orders')
      .selectAll()
      .where('provider', '=', provider)
      .where('status', '=', 'pending')
      .where('created_at', '<', BigInt(before))
      .orderBy('created_at')
      .limit(limit)
      .execute();
  }
}
