/**
 * The SQL of reservations (`reservations`): the status row beside a hold's transfers, resolved once
 * by a guarded update. Every statement runs in the caller's unit, with the transfers it goes with.
 */
import type { Insertable } from 'kysely';
import type { ReservationsTable } from '../../platform/db/schema.ts';
import type { Tx } from './ledger.store.ts';

export class ReservationRepository {
  /** Records a reservation; one already recorded under the id stays as it is. */
  async insert(tx: Tx, reservation: Insertable<ReservationsTable>): Promise<void> {
    await tx
      .insertInto('reservations')
      .values(reservation)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }

  /** Moves a pending reservation to `status`; what it holds, or undefined when it was not pending. */
  resolvePending(tx: Tx, id: string, status: string, now: number) {
    return tx
      .updateTable('reservations')
      .set({ status, resolved_at: now })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .returning(['wallet_account_id', 'hold_account_id', 'amount', 'currency', 'reference'])
      .executeTakeFirst();
  }

  async statusOf(tx: Tx, id: string): Promise<string | undefined> {
    const row = await tx.selectFrom('reservations').select('status').where('id', '=', id).executeTakeFirst();
    return row?.status;
  }

  /** The id of an account by its code (which must exist). */
  async accountId(tx: Tx, code: string): Promise<bigint> {
    const row = await tx.selectFrom('accounts').select('id').where('code', '=', code).executeTakeFirstOrThrow();
    return row.id;
  }

  /** The code of an account by its id (which must exist). */
  async accountCode(tx: Tx, id: bigint): Promise<string> {
    const row = await tx.selectFrom('accounts').select('code').where('id', '=', id).executeTakeFirstOrThrow();
    return row.code;
  }
}
