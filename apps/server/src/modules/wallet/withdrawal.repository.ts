/**
 * Storage of withdrawals. The reads and writes that decide money run on the caller's unit (`tx`):
 * the bank account lock, the one-pending and daily-limit checks, the insert, and the guarded status
 * change that ends a withdrawal exactly once.
 */
import type { Insertable, Kysely, Selectable } from 'kysely';
import { paged, type Page } from '../../platform/db/paged.ts';
import type { Database, WithdrawalsTable } from '../../platform/db/schema.ts';
import type { Tx } from './ledger.store.ts';

export type WithdrawalRow = Selectable<WithdrawalsTable>;

export class WithdrawalRepository {
  constructor(private readonly db: Kysely<Database>) {}

  byIdempotencyKey(userId: number, key: string): Promise<WithdrawalRow | undefined> {
    return this.db
      .selectFrom('withdrawals')
      .selectAll()
      .where('user_id', '=', BigInt(userId))
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
  }

  find(id: string): Promise<WithdrawalRow | undefined> {
    return this.db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /**
   * The user's live bank account, locked until the unit ends by a no-op update (both engines; on
   * PostgreSQL a concurrent change of the account waits for this withdrawal, or this withdrawal
   * reads the changed row with its fresh `updated_at`).
   */
  lockBankAccount(tx: Tx, userId: number, id: bigint | number) {
    return tx
      .updateTable('bank_accounts')
      .set((eb) => ({ status: eb.ref('status') }))
      .where('id', '=', BigInt(id))
      .where('user_id', '=', BigInt(userId))
      .where('deleted_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
  }

  /** When a live bank account was created and last changed (undefined once deleted). */
  bankAccountTimes(tx: Tx, id: bigint | number) {
    return tx
      .selectFrom('bank_accounts')
      .select(['created_at', 'updated_at'])
      .where('id', '=', BigInt(id))
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  }

  async hasPending(tx: Tx, userId: number): Promise<boolean> {
    const row = await tx
      .selectFrom('withdrawals')
      .select('id')
      .where('user_id', '=', BigInt(userId))
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The pending and paid amounts the player asked for since `since` (epoch ms). */
  async totalSince(tx: Tx, userId: number, since: number): Promise<bigint> {
    const today = await tx
      .selectFrom('withdrawals')
      .select((eb) => eb.fn.sum<bigint>('amount').as('total'))
      .where('user_id', '=', BigInt(userId))
      .where('status', 'in', ['pending', 'paid'])
      .where('created_at', '>=', BigInt(since))
      .executeTakeFirst();
    return BigInt(today?.total ?? 0);
  }

  async insert(tx: Tx, row: Insertable<WithdrawalsTable>): Promise<void> {
    await tx.insertInto('withdrawals').values(row).execute();
  }

  /** Ends a pending withdrawal; false when it was no longer pending (another ending won). */
  async finish(tx: Tx, id: string, status: string, note: string | null, now: number): Promise<boolean> {
    const updated = await tx
      .updateTable('withdrawals')
      .set({ status, note, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1;
  }

  page(userId: number, page: number, count: number, status?: string): Promise<Page<WithdrawalRow>> {
    let q = this.db.selectFrom('withdrawals').where('user_id', '=', BigInt(userId));
    if (status) q = q.where('status', '=', status);
    return paged(q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'), page, count);
  }

  pending(userId: number): Promise<WithdrawalRow | undefined> {
    return this.db
      .selectFrom('withdrawals')
      .selectAll()
      .where('user_id', '=', BigInt(userId))
      .where('status', '=', 'pending')
      .executeTakeFirst();
  }
}
