/**
 * The SQL of the seamless wallet: one `slot_transactions` row per provider transaction id (its primary
 * key with the provider, so a repeated call finds the first), and the big wins kept for the lobby's
 * feed. Writes and the reads that decide them take the callback's unit (`tx`), so a refusal leaves
 * nothing behind and the bet's lock holds until the unit ends.
 */
import type { Insertable, Kysely, Selectable } from 'kysely';
import { paged, type Page } from '../../platform/db/paged.ts';
import type { Database, SlotBigWinsTable, SlotTransactionsTable } from '../../platform/db/schema.ts';

type Tx = Kysely<Database>;
export type SlotTxRow = Selectable<SlotTransactionsTable>;

/** A big win of the feed with its player's name (to be masked). */
export interface BigWinRow {
  id: string;
  game_id: string;
  amount: bigint;
  payout: bigint;
  created_at: bigint;
  name: string;
}

export class SeamlessWalletRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Inserts a transaction row unless its id is taken; true when this call inserted it. */
  async insert(tx: Tx, row: SlotTxRow): Promise<boolean> {
    const result = await tx
      .insertInto('slot_transactions')
      .values(row)
      .onConflict((oc) => oc.columns(['provider', 'tx_id']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
  }

  find(tx: Tx, provider: string, txId: string): Promise<SlotTxRow | undefined> {
    return tx.selectFrom('slot_transactions').selectAll().where('provider', '=', provider).where('tx_id', '=', txId).executeTakeFirst();
  }

  /**
   * The bet row, locked until the unit ends by a no-op update: on PostgreSQL a rollback of the same
   * bet (whose status update needs that lock) waits for the win being paid, so the two never
   * interleave. SQLite runs one writing unit at a time anyway.
   */
  lockedBet(tx: Tx, provider: string, txId: string): Promise<SlotTxRow | undefined> {
    return tx
      .updateTable('slot_transactions')
      .set((eb) => ({ status: eb.ref('status') }))
      .where('provider', '=', provider)
      .where('tx_id', '=', txId)
      .returningAll()
      .executeTakeFirst();
  }

  /** What the credits of one debit pay together (a credit inserted in this unit included). */
  async paidAgainst(tx: Tx, provider: string, debitTxId: string): Promise<bigint> {
    const row = await tx
      .selectFrom('slot_transactions')
      .select((eb) => eb.fn.sum<bigint>('amount').as('paid'))
      .where('provider', '=', provider)
      .where('ref_tx_id', '=', debitTxId)
      .where('kind', '=', 'credit')
      .executeTakeFirst();
    return BigInt(row?.paid ?? 0);
  }

  async hasCredit(tx: Tx, provider: string, debitTxId: string): Promise<boolean> {
    const row = await tx
      .selectFrom('slot_transactions')
      .select('tx_id')
      .where('provider', '=', provider)
      .where('ref_tx_id', '=', debitTxId)
      .where('kind', '=', 'credit')
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Marks a debit rolled back; false when it was not standing (already refunded). */
  async rollBack(tx: Tx, provider: string, txId: string): Promise<boolean> {
    const flipped = await tx
      .updateTable('slot_transactions')
      .set({ status: 'rolled_back' })
      .where('provider', '=', provider)
      .where('tx_id', '=', txId)
      .where('status', '=', 'ok')
      .executeTakeFirst();
    return Number(flipped.numUpdatedRows) !== 0;
  }

  /** A player's bets (debits a rollback did not cancel first), newest first. */
  bets(userId: number, page: number, count: number): Promise<Page<SlotTxRow>> {
    const base = this.db
      .selectFrom('slot_transactions')
      .where('user_id', '=', BigInt(userId))
      .where('kind', '=', 'debit')
      .where('status', '!=', 'cancelled');
    return paged(base.selectAll().orderBy('created_at', 'desc').orderBy('tx_id', 'desc'), page, count);
  }

  /** What a player's credits paid per provider round, for the given round ids. */
  paidPerRound(userId: number, roundIds: readonly string[]): Promise<Array<{ provider: string; round_id: string; paid: bigint }>> {
    return this.db
      .selectFrom('slot_transactions')
      .select(['provider', 'round_id', (eb) => eb.fn.sum<bigint>('amount').as('paid')])
      .where('kind', '=', 'credit')
      .where('user_id', '=', BigInt(userId))
      .where('round_id', 'in', roundIds)
      .groupBy(['provider', 'round_id'])
      .execute();
  }

  /** The newest big wins with their players' names. */
  bigWins(count: number): Promise<BigWinRow[]> {
    return this.db
      .selectFrom('slot_big_wins')
      .innerJoin('users', 'users.id', 'slot_big_wins.user_id')
      .select([
        'slot_big_wins.id',
        'slot_big_wins.game_id',
        'slot_big_wins.amount',
        'slot_big_wins.payout',
        'slot_big_wins.created_at',
        'users.name',
      ])
      .orderBy('slot_big_wins.created_at', 'desc')
      .limit(count)
      .execute();
  }

  async insertBigWin(tx: Tx, win: Insertable<SlotBigWinsTable>): Promise<void> {
    await tx.insertInto('slot_big_wins').values(win).execute();
  }
}
