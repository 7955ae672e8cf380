/**
 * Delivers committed domain events (decision 0012).
 *  - Live subscribers run on the node that wrote the event, right after its commit, in commit order;
 *    they are for pushes and feeds, where a lost event (a crash before delivery) costs nothing lasting.
 *  - Durable subscribers read the outbox in order with their own cursor in `event_cursors`, in
 *    batches: the handler's writes and the cursor's advance commit in one unit of work, so each
 *    event takes effect exactly once, after any crash. They run only where `shouldRunDurable()`
 *    (the round leader: one node per cluster); a commit on this node wakes them within `wakeMs`
 *    (50 ms: long enough that a batch folds many bets of one player into one write), and they poll
 *    every `pollMs` for events other nodes wrote.
 * PostgreSQL sequence ids can commit out of order, so the outbox is read in (tx_id, id) order and
 * only up to the oldest transaction still running (`pg_snapshot_xmin`): whatever commits later has
 * a larger tx_id than anything already read.
 */
import { sql, type Kysely } from 'kysely';
import type { DomainEvent, DomainEventType, StoredEvent } from '@kasino/shared/events';
import type { Dialect } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import type { UnitRunner } from '../db/unit-of-work.ts';

type Tx = Kysely<Database>;

/** Runs after commit on the writing node; must not throw or block (fire and forget its own I/O). */
export interface LiveSubscriber {
  readonly name: string;
  readonly types: readonly DomainEventType[];
  handle(event: StoredEvent): void;
}

/** Handles a batch inside the unit that advances its cursor; idempotent by event id across retries. */
export interface DurableSubscriber {
  readonly name: string;
  handle(tx: Tx, events: readonly StoredEvent[]): Promise<void>;
}

export interface DispatcherOptions {
  readonly db: Kysely<Database>;
  readonly dialect: Dialect;
  readonly units: UnitRunner;
  readonly shouldRunDurable: () => boolean;
  readonly log: { warn(obj: unknown, msg: string): void; error(obj: unknown, msg: string): void };
  readonly now?: () => number;
  readonly pollMs?: number;
  readonly wakeMs?: number;
  readonly batch?: number;
}

interface Cursor {
  txId: bigint;
  id: bigint;
}

export class EventDispatcher {
  private readonly lives: LiveSubscriber[] = [];
  private readonly durables: DurableSubscriber[] = [];
  private timer: NodeJS.Timeout | null = null;
  private wakeTimer: NodeJS.Timeout | null = null;
  private draining: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private readonly now: () => number;

  constructor(private readonly options: DispatcherOptions) {
    this.now = options.now ?? Date.now;
  }

  live(subscriber: LiveSubscriber): void {
    this.lives.push(subscriber);
  }

  durable(subscriber: DurableSubscriber): void {
    this.durables.push(subscriber);
  }

  /** The outbox's sink: called once per committed transaction with its events, in order. */
  readonly committed = (events: readonly StoredEvent[]): void => {
    for (const event of events) {
      for (const subscriber of this.lives) {
        if (!subscriber.types.includes(event.type)) continue;
        try {
          subscriber.handle(event);
        } catch (err) {
          this.options.log.warn({ err, subscriber: subscriber.name, event: event.type }, 'live subscriber failed');
        }
      }
    }
    if (this.durables.length) this.wake();
  };

  /** Starts polling for durable subscribers (creating their cursors) . */
  async start(): Promise<void> {
    this.stopped = false;
    const at = BigInt(this.now());
    for (const d of this.durables) {
      await this.options.db
        .insertInto('event_cursors')
        .values({ name: d.name, last_tx_id: 0n, last_id: 0n, updated_at: at })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
    }
    if (!this.durables.length) return;
    this.timer = setInterval(() => this.wake(0), this.options.pollMs ?? 1_000);
    this.timer.unref();
    this.wake(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.wakeTimer) clearTimeout(this.wakeTimer);
    this.timer = this.wakeTimer = null;
    await this.draining;
  }

  /** Runs the durable subscribers soon; commits close together share one run. */
  wake(delayMs = this.options.wakeMs ?? 50): void {
    if (this.stopped || !this.timer) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    if (this.wakeTimer) return;
    this.wakeTimer = setTimeout(() => {
      this.wakeTimer = null;
      this.draining = this.drain().finally(() => {
        this.draining = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
    }, delayMs);
  }

  /** Brings every durable subscriber up to date (tests and shutdown call it directly). */
  async drain(): Promise<void> {
    if (!this.options.shouldRunDurable()) return;
    for (const subscriber of this.durables) {
      try {
        while (!this.stopped && (await this.step(subscriber)) === (this.options.batch ?? 500));
      } catch (err) {
        this.options.log.error({ err, subscriber: subscriber.name }, 'durable subscriber failed; retrying on the next poll');
      }
    }
  }

  /**
   * Drains until every durable subscriber has handled every event committed before the call, or the
   * time is up. A single drain may stop short on PostgreSQL: it leaves events of transactions newer
   * than the oldest one still open (pg_snapshot_xmin), so a commit racing another open transaction
   * waits for the next pass. Tests that assert what subscribers did call this, not drain().
   */
  async settle(timeoutMs = 10_000): Promise<void> {
    const last = await this.options.db
      .selectFrom('domain_events')
      .select(['tx_id', 'id'])
      .orderBy('tx_id', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!last || !this.durables.length) return;
    const names = this.durables.map((d) => d.name);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      await this.drain();
      const cursors = await this.options.db
        .selectFrom('event_cursors')
        .select(['name', 'last_tx_id', 'last_id'])
        .where('name', 'in', names)
        .execute();
      const done = (name: string) => {
        const c = cursors.find((x) => x.name === name);
        if (!c) return false;
        const [tx, id, lastTx, lastId] = [BigInt(c.last_tx_id), BigInt(c.last_id), BigInt(last.tx_id), BigInt(last.id)];
        return tx > lastTx || (tx === lastTx && id >= lastId);
      };
      if (names.every(done) || Date.now() > deadline) return;
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  /** One batch: lock the cursor, read what follows it, handle, advance; all in one unit. */
  private step(subscriber: DurableSubscriber): Promise<number> {
    const limit = this.options.batch ?? 500;
    const postgres = this.options.dialect === 'postgres';
    return this.options.units.run(async (tx) => {
      let cursorQuery = tx.selectFrom('event_cursors').select(['last_tx_id', 'last_id']).where('name', '=', subscriber.name);
      // Two nodes that both believe they lead (a failover) take turns on the row; the second sees the advanced cursor.
      if (postgres) cursorQuery = cursorQuery.forUpdate();
      const row = await cursorQuery.executeTakeFirst();
      const cursor: Cursor = { txId: row?.last_tx_id ?? 0n, id: row?.last_id ?? 0n };
      let query = tx
        .selectFrom('domain_events')
        .select(['id', 'tx_id', 'payload'])
        .where((eb) => eb.or([eb('tx_id', '>', cursor.txId), eb.and([eb('tx_id', '=', cursor.txId), eb('id', '>', cursor.id)])]))
        .orderBy('tx_id')
        .orderBy('id')
        .limit(limit);
      if (postgres) query = query.where('tx_id', '<', sql<bigint>`pg_snapshot_xmin(pg_current_snapshot())::text::bigint`);
      const rows = await query.execute();
      if (!rows.length) return 0;
      const events = rows.map((r) => ({ ...(JSON.parse(r.payload) as DomainEvent), id: r.id }) as StoredEvent);
      await subscriber.handle(tx, events);
      const last = rows[rows.length - 1]!;
      await tx
        .updateTable('event_cursors')
        .set({ last_tx_id: last.tx_id, last_id: last.id, updated_at: BigInt(this.now()) })
        .where('name', '=', subscriber.name)
        .execute();
      return rows.length;
    });
  }
}
