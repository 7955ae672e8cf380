/**
 * The outbox: `recordEvent(tx, event)` writes a domain event inside the unit of work that makes the
 * change, and remembers it for that transaction. Whoever runs the transaction (the unit runner, or
 * `Outbox.transaction` for the few direct transactions) hands the remembered events to the
 * dispatcher after the commit, and drops them when it rolls back. On SQLite the insert is a cached
 * prepared statement on the connection the unit holds, like the bet's own statements (bet.store.ts).
 */
import type { Kysely } from 'kysely';
import type { DomainEvent, StoredEvent } from '@kasino/shared/events';
import type { DatabaseHandle } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

type Tx = Kysely<Database>;

interface Collector {
  readonly outbox: Outbox;
  readonly events: StoredEvent[];
}

// Keyed by the transaction object a unit receives; a SQLite group shares one, units mark and rewind.
const collectors = new WeakMap<object, Collector>();

/** Records `event` with the change `tx` is making; subscribers see it only if `tx` commits. */
export async function recordEvent(tx: Tx, event: DomainEvent): Promise<void> {
  const collector = collectors.get(tx);
  if (!collector) throw new Error(`recordEvent(${event.type}) outside a unit of work that dispatches events`);
  const id = await collector.outbox.insert(tx, event);
  collector.events.push({ ...event, id });
}

/** Where committed events go (the dispatcher). */
export type CommittedEvents = (events: readonly StoredEvent[]) => void;

export class Outbox {
  private sink: CommittedEvents = () => undefined;

  constructor(
    private readonly handle: DatabaseHandle,
    private readonly now: () => number = Date.now,
  ) {}

  /** Where events go after their commit (set once the dispatcher exists). */
  deliverTo(sink: CommittedEvents): void {
    this.sink = sink;
  }

  async insert(tx: Tx, event: DomainEvent): Promise<bigint> {
    const row = {
      type: event.type,
      user_id: 'userId' in event ? BigInt(event.userId) : null,
      payload: JSON.stringify(event),
      created_at: BigInt(this.now()),
    };
    if (this.handle.prepare) {
      const info = this.handle
        .prepare('insert into domain_events (type, user_id, payload, created_at) values (?, ?, ?, ?)')
        .run(row.type, row.user_id, row.payload, row.created_at);
      return BigInt(info.lastInsertRowid);
    }
    const inserted = await tx.insertInto('domain_events').values(row).returning('id').executeTakeFirstOrThrow();
    return inserted.id;
  }

  /** Starts remembering the events of `tx`. */
  begin(tx: Tx): void {
    collectors.set(tx, { outbox: this, events: [] });
  }

  /** How many events `tx` holds now (a SQLite unit's starting point inside its group). */
  mark(tx: Tx): number {
    return collectors.get(tx)?.events.length ?? 0;
  }

  /** A unit rolled back to its savepoint: forget the events it recorded. */
  rewind(tx: Tx, mark: number): void {
    collectors.get(tx)?.events.splice(mark);
  }

  /**
   * `tx` committed: hand its events on, on the next turn of the event loop, so the callers of a
   * SQLite group get their answers before the group's pushes go out (dispatching first held every
   * reply behind up to 256 pushes: 2,900 instead of 4,100 Roller bets/s and twice the p99).
   */
  committed(tx: Tx): void {
    const collector = collectors.get(tx);
    collectors.delete(tx);
    if (collector?.events.length) setImmediate(() => this.sink(collector.events));
  }

  /** `tx` rolled back: its events never happened. */
  abandoned(tx: Tx): void {
    collectors.delete(tx);
  }

  /** A direct transaction (outside the unit runner) that may record events. */
  async transaction<T>(db: Kysely<Database>, work: (tx: Tx) => Promise<T>): Promise<T> {
    const held: { tx?: Tx } = {};
    try {
      const value = await db.transaction().execute((tx) => {
        held.tx = tx;
        this.begin(tx);
        return work(tx);
      });
      if (held.tx) this.committed(held.tx);
      return value;
    } catch (error) {
      if (held.tx) this.abandoned(held.tx);
      throw error;
    }
  }
}
