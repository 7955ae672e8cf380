/**
 * Outbox pruning: the outbox grows by one row per bet, and a row is needed only until every durable
 * subscriber has read it (live ones have it in memory at the commit). A periodic run deletes rows older
 * than the retention that every cursor in `event_cursors` has passed, in the (tx_id, id) order the
 * cursors advance in (decision 0012); a row some cursor has not passed stays, however old. The
 * retention keeps a recent window for inspection and replays. Deletes go in small batches through the
 * unit runner, so on SQLite they take turns with the bets' group commits instead of holding them up.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { UnitRunner } from '../db/unit-of-work.ts';

export interface PrunerOptions {
  readonly db: Kysely<Database>;
  readonly units: UnitRunner;
  readonly retentionMs: number;
  readonly now?: () => number;
  readonly batch?: number;
}

export class EventPruner {
  private readonly now: () => number;
  private readonly batch: number;

  constructor(private readonly options: PrunerOptions) {
    this.now = options.now ?? Date.now;
    this.batch = options.batch ?? 1_000;
  }

  /** Deletes what may go; returns how many rows went. */
  async prune(): Promise<number> {
    const cutoff = BigInt(this.now() - this.options.retentionMs);
    // The cursor furthest behind bounds what every durable subscriber has read (none: nothing bounds).
    const slowest = await this.options.db
      .selectFrom('event_cursors')
      .select(['last_tx_id', 'last_id'])
      .orderBy('last_tx_id')
      .orderBy('last_id')
      .limit(1)
      .executeTakeFirst();
    let total = 0;
    for (;;) {
      const deleted = await this.options.units.run(async (tx) => {
        let doomed = tx
          .selectFrom('domain_events')
          .select('id')
          .where('created_at', '<', cutoff)
          .orderBy('tx_id')
          .orderBy('id')
          .limit(this.batch);
        if (slowest) {
          const { last_tx_id: txId, last_id: id } = slowest;
          doomed = doomed.where((eb) => eb.or([eb('tx_id', '<', txId), eb.and([eb('tx_id', '=', txId), eb('id', '<=', id)])]));
        }
        const ids = (await doomed.execute()).map((r) => r.id);
        if (!ids.length) return 0;
        await tx.deleteFrom('domain_events').where('id', 'in', ids).execute();
        return ids.length;
      });
      total += deleted;
      if (deleted < this.batch) return total;
    }
  }
}
