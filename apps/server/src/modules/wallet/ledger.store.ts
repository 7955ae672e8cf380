/**
 * The one interface every module moves money through. Implementations: SQLite (prepared statements
 * on the held connection) and PostgreSQL (one function call per transfer: a single round trip).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { AccountKind, TransferRequest, TransferResult } from './ledger.ts';

export type Tx = Kysely<Database>;

/** Same transfer id, different payload: a programming error or a forged retry; never applied. */
export class TransferConflictError extends Error {
  constructor(readonly transferId: string) {
    super(`transfer ${transferId} exists with another payload`);
    this.name = 'TransferConflictError';
  }
}

export interface LedgerStore {
  /**
   * Applies one transfer within `tx` (or its own transaction when `tx` is not one). Idempotent by id:
   * the same id and payload return the first result with `replayed: true`. A wallet debit that would
   * go below zero throws AppError 700 and changes nothing.
   */
  transfer(tx: Tx, transfer: TransferRequest, now: number): Promise<TransferResult>;
  /**
   * A wallet's balance read inside `tx` with the wallet held until the unit ends (PostgreSQL: a row
   * lock; SQLite: its one writer already holds everything), so what a unit decides from it cannot be
   * overtaken by a stake or a payout in between. A missing wallet reads as zero.
   */
  holdWallet(tx: Tx, code: string): Promise<bigint>;
  /** Creates accounts that do not exist yet (idempotent). */
  openAccounts(accounts: Array<{ code: string; kind: AccountKind; currency: string; ownerId: number | null }>, now: number): Promise<void>;
}
