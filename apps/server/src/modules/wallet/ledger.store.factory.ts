/** Picks the ledger store for the database engine. */
import type { DatabaseHandle } from '../../platform/db/database.ts';
import type { LedgerStore } from './ledger.store.ts';
import { PostgresLedgerStore } from './ledger.store.postgres.ts';
import { SqliteLedgerStore } from './ledger.store.sqlite.ts';

export const createLedgerStore = (handle: DatabaseHandle): LedgerStore =>
  handle.dialect === 'sqlite' ? new SqliteLedgerStore(handle) : new PostgresLedgerStore(handle);
