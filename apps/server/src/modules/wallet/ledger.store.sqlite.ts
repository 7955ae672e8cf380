/**
 * SQLite ledger store: runs each transfer as a few cached prepared statements on the connection the
 * surrounding Kysely transaction holds, so nothing else can interleave.
 */
import type { Statement } from 'better-sqlite3';
import { minor } from '@kasino/shared/money';
import { AppError } from '../../platform/http/app-error.ts';
import type { DatabaseHandle } from '../../platform/db/database.ts';
import { assertValidTransfer, type AccountKind, type TransferRequest, type TransferResult } from './ledger.ts';
import { TransferConflictError, type LedgerStore, type Tx } from './ledger.store.ts';

type StoredTransfer = {
  debit_account_id: bigint;
  credit_account_id: bigint;
  amount: bigint;
  kind: string;
  reference: string;
  debit_balance_after: bigint;
  credit_balance_after: bigint;
};

export class SqliteLedgerStore implements LedgerStore {
  private readonly ids = new Map<string, bigint>();
  private readonly prepare: (text: string) => Statement;

  constructor(private readonly handle: DatabaseHandle) {
    if (!handle.prepare) throw new Error('SqliteLedgerStore needs a SQLite database');
    this.prepare = handle.prepare;
  }

  private idOf(code: string): bigint {
    let id = this.ids.get(code);
    if (id === undefined) {
      const row = this.prepare('select id from accounts where code = ?').get(code) as { id: bigint } | undefined;
      if (!row) throw new Error(`ledger account ${code} does not exist`);
      id = row.id;
      this.ids.set(code, id);
    }
    return id;
  }

  async transfer(tx: Tx, t: TransferRequest, now: number): Promise<TransferResult> {
    if (!tx.isTransaction) return this.handle.db.transaction().execute((trx) => this.transfer(trx, t, now));
    assertValidTransfer(t);
    const debit = this.idOf(t.debit);
    const credit = this.idOf(t.credit);
    const existing = this.prepare(
      'select debit_account_id, credit_account_id, amount, kind, reference, debit_balance_after, credit_balance_after from transfers where id = ?',
    ).get(t.id) as StoredTransfer | undefined;
    if (existing) {
      if (
        existing.debit_account_id !== debit ||
        existing.credit_account_id !== credit ||
        existing.amount !== t.amount ||
        existing.kind !== t.kind ||
        existing.reference !== t.reference
      ) {
        throw new TransferConflictError(t.id);
      }
      return {
        id: t.id,
        replayed: true,
        debitBalanceAfter: minor(existing.debit_balance_after),
        creditBalanceAfter: minor(existing.credit_balance_after),
      };
    }
    const debited = this.prepare(
      "update accounts set balance = balance - ? where id = ? and (kind <> 'wallet' or balance >= ?) returning balance",
    ).get(t.amount, debit, t.amount) as { balance: bigint } | undefined;
    if (!debited) throw new AppError(700);
    const credited = this.prepare('update accounts set balance = balance + ? where id = ? returning balance').get(t.amount, credit) as {
      balance: bigint;
    };
    this.prepare(
      'insert into transfers (id, debit_account_id, credit_account_id, amount, currency, kind, reference, debit_balance_after, credit_balance_after, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ).run(t.id, debit, credit, t.amount, t.currency, t.kind, t.reference, debited.balance, credited.balance, now);
    return { id: t.id, replayed: false, debitBalanceAfter: minor(debited.balance), creditBalanceAfter: minor(credited.balance) };
  }

  async holdWallet(_tx: Tx, code: string): Promise<bigint> {
    const row = this.prepare('select balance from accounts where code = ?').get(code) as { balance: bigint } | undefined;
    return row?.balance ?? 0n;
  }

  async openAccounts(
    accounts: Array<{ code: string; kind: AccountKind; currency: string; ownerId: number | null }>,
    now: number,
  ): Promise<void> {
    await this.handle.db.transaction().execute(async () => {
      const insert = this.prepare(
        'insert into accounts (code, kind, owner_id, currency, balance, created_at) values (?, ?, ?, ?, 0, ?) on conflict (code) do nothing',
      );
      for (const a of accounts) insert.run(a.code, a.kind, a.ownerId, a.currency, now);
    });
  }
}
