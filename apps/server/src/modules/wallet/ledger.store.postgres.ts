/**
 * PostgreSQL ledger store: one `ledger_transfer(...)` call per transfer (see migration 0002), so the
 * hot path is a single round trip; account ids are cached after their first lookup.
 */
import { sql } from 'kysely';
import { minor } from '@kasino/shared/money';
import { AppError } from '../../platform/http/app-error.ts';
import type { DatabaseHandle } from '../../platform/db/database.ts';
import { assertValidTransfer, type AccountKind, type TransferRequest, type TransferResult } from './ledger.ts';
import { TransferConflictError, type LedgerStore, type Tx } from './ledger.store.ts';

export class PostgresLedgerStore implements LedgerStore {
  private readonly ids = new Map<string, bigint>();

  constructor(private readonly handle: DatabaseHandle) {}

  private async idOf(tx: Tx, code: string): Promise<bigint> {
    let id = this.ids.get(code);
    if (id === undefined) {
      const row = await tx.selectFrom('accounts').select('id').where('code', '=', code).executeTakeFirst();
      if (!row) throw new Error(`ledger account ${code} does not exist`);
      id = row.id;
      this.ids.set(code, id);
    }
    return id;
  }

  async transfer(tx: Tx, t: TransferRequest, now: number): Promise<TransferResult> {
    assertValidTransfer(t);
    const debit = await this.idOf(tx, t.debit);
    const credit = await this.idOf(tx, t.credit);
    try {
      const { rows } = await sql<{ replayed: boolean; debit_balance_after: bigint; credit_balance_after: bigint }>`
        select * from ledger_transfer(${t.id}, ${debit}, ${credit}, ${t.amount}, ${t.currency}, ${t.kind}, ${t.reference}, ${now})`.execute(
        tx,
      );
      const row = rows[0];
      if (!row) throw new Error(`ledger_transfer returned nothing for ${t.id}`);
      return {
        id: t.id,
        replayed: row.replayed,
        debitBalanceAfter: minor(row.debit_balance_after),
        creditBalanceAfter: minor(row.credit_balance_after),
      };
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'P0700') throw new AppError(700);
      if (code === 'P0409') throw new TransferConflictError(t.id);
      throw error;
    }
  }

  async holdWallet(tx: Tx, code: string): Promise<bigint> {
    const row = await tx.selectFrom('accounts').select('balance').where('code', '=', code).forUpdate().executeTakeFirst();
    return row?.balance ?? 0n;
  }

  async openAccounts(
    accounts: Array<{ code: string; kind: AccountKind; currency: string; ownerId: number | null }>,
    now: number,
  ): Promise<void> {
    if (!accounts.length) return;
    await this.handle.db
      .insertInto('accounts')
      .values(accounts.map((a) => ({ code: a.code, kind: a.kind, owner_id: a.ownerId, currency: a.currency, balance: 0, created_at: now })))
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
  }
}
