/**
 * Runs units of work (a function over a transaction) so that each commits or rolls back as a whole.
 * On PostgreSQL every unit is its own transaction. On SQLite, where one connection serialises all
 * writes and every commit waits for an fsync, concurrent units are grouped: one transaction, one
 * SAVEPOINT per unit (a failing unit rolls back alone), one commit for the group, and every caller
 * learns its result only after that commit. A unit must not start another unit inside itself.
 * Domain events a unit records (`recordEvent`) reach the outbox's dispatcher after the commit, and
 * never when the unit (or its group) rolls back.
 */
import { sql, type Kysely } from 'kysely';
import type { DatabaseHandle } from './database.ts';
import type { Database } from './schema.ts';
import type { Outbox } from '../events/outbox.ts';

export type Unit<T> = (tx: Kysely<Database>) => Promise<T>;

export interface UnitRunner {
  run<T>(work: Unit<T>): Promise<T>;
}

/** One transaction per unit. */
export class TransactionRunner implements UnitRunner {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly outbox?: Outbox,
  ) {}

  run<T>(work: Unit<T>): Promise<T> {
    return this.outbox ? this.outbox.transaction(this.db, work) : this.db.transaction().execute(work);
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
    private readonly outbox?: Outbox,
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
      const held: { group?: Kysely<Database> } = {};
      try {
        await this.db.transaction().execute(async (tx) => {
          held.group = tx;
          this.outbox?.begin(tx);
          for (const unit of batch) {
            const mark = this.outbox?.mark(tx) ?? 0;
            await sql`savepoint unit`.execute(tx);
            try {
              outcomes.push({ ok: true, value: await unit.work(tx) });
              await sql`release unit`.execute(tx);
            } catch (error) {
              await sql`rollback to unit`.execute(tx);
              await sql`release unit`.execute(tx);
              this.outbox?.rewind(tx, mark);
              outcomes.push({ ok: false, error });
            }
          }
        });
      } catch (error) {
        // The group's commit failed: nothing of it happened.
        if (held.group) this.outbox?.abandoned(held.group);
        for (const unit of batch) unit.reject(error);
        continue;
      }
      // Committed: the events go to their subscribers once the callers have had their answers.
      if (held.group) this.outbox?.committed(held.group);
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
export const createUnitRunner = (handle: DatabaseHandle, outbox?: Outbox): UnitRunner =>
  handle.dialect === 'sqlite' ? new GroupCommitRunner(handle.db, 256, outbox) : new TransactionRunner(handle.db, outbox);
