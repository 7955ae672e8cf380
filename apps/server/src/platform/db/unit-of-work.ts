/**
 * Runs units of work (a function over a transaction) so that each commits or rolls back as a whole.
 * On PostgreSQL every unit is its own transaction. On SQLite, where one connection serialises all
 * writes and every commit waits for an fsync, concurrent units are grouped: one transaction, one
 * SAVEPOINT per unit (a failing unit rolls back alone), one commit for the group, and every caller
 * learns its result only after that commit. A unit must not start another unit inside itself.
 */
import { sql, type Kysely } from 'kysely';
import type { DatabaseHandle } from './database.ts';
import type { Database } from './schema.ts';

export type Unit<T> = (tx: Kysely<Database>) => Promise<T>;

export interface UnitRunner {
  run<T>(work: Unit<T>): Promise<T>;
}

/** One transaction per unit. */
export class TransactionRunner implements UnitRunner {
  constructor(private readonly db: Kysely<Database>) {}

  run<T>(work: Unit<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }
}

interface Pending {
  work: Unit<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/** Group commit for SQLite. */
export class GroupCommitRunner implements UnitRunner {
  private queue: Pending[] = [];
  private flushing = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly maxBatch = 256,
  ) {}

  run<T>(work: Unit<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (v: unknown) => void, reject });
      if (!this.flushing) {
        this.flushing = true;
        // Let the callers of this tick join the group before it starts.
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    while (this.queue.length) {
      const batch = this.queue.splice(0, this.maxBatch);
      const outcomes: Outcome[] = [];
      try {
        await this.db.transaction().execute(async (tx) => {
          for (const unit of batch) {
            await sql`savepoint unit`.execute(tx);
            try {
              outcomes.push({ ok: true, value: await unit.work(tx) });
              await sql`release unit`.execute(tx);
            } catch (error) {
              await sql`rollback to unit`.execute(tx);
              await sql`release unit`.execute(tx);
              outcomes.push({ ok: false, error });
            }
          }
        });
      } catch (error) {
        // The group's commit failed: nothing of it happened.
        for (const unit of batch) unit.reject(error);
        continue;
      }
      batch.forEach((unit, i) => {
        const outcome = outcomes[i] as Outcome;
        if (outcome.ok) unit.resolve(outcome.value);
        else unit.reject(outcome.error);
      });
    }
    this.flushing = false;
  }
}

/** The runner that suits the engine. */
export const createUnitRunner = (handle: DatabaseHandle): UnitRunner =>
  handle.dialect === 'sqlite' ? new GroupCommitRunner(handle.db) : new TransactionRunner(handle.db);
