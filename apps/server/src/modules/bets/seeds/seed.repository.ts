/**
 * The SQL of fairness seeds (`fair_seeds`): per player and currency one active pair, one committed next
 * hash (partial unique indexes keep them single) and the revealed ones. Rotation's steps take the
 * rotation's transaction; the nonce a bet takes is in the hot `bet.store.ts`.
 */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, FairSeedsTable } from '../../../platform/db/schema.ts';

type Tx = Kysely<Database>;
export type FairSeedRow = Selectable<FairSeedsTable>;

export class SeedRepository {
  constructor(private readonly db: Kysely<Database>) {}

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /** Inserts a seed unless the player already has one in its status (active, next). */
  async insertIfMissing(on: Tx, seed: Insertable<FairSeedsTable>): Promise<void> {
    await on
      .insertInto('fair_seeds')
      .values(seed)
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  /** The player's newest seeds of a currency (the active and next pairs among them), newest first. */
  latest(userId: number, currency: string, limit: number): Promise<FairSeedRow[]> {
    return this.db
      .selectFrom('fair_seeds')
      .selectAll()
      .where('user_id', '=', BigInt(userId))
      .where('currency', '=', currency)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /** Reveals the active seed; its id, or undefined when there was none. */
  async revealActive(tx: Tx, userId: number, currency: string, now: number): Promise<bigint | undefined> {
    const revealed = await tx
      .updateTable('fair_seeds')
      .set({ status: 'revealed', revealed_at: now })
      .where('user_id', '=', BigInt(userId))
      .where('currency', '=', currency)
      .where('status', '=', 'active')
      .returning('id')
      .executeTakeFirst();
    return revealed?.id;
  }

  /** Whether a bet on the seed is still open (a stepped round not finished). */
  async hasOpenBet(tx: Tx, seedId: bigint): Promise<boolean> {
    const open = await tx
      .selectFrom('bets')
      .select('id')
      .where('seed_id', '=', seedId)
      .where('status', '=', 'pending')
      .limit(1)
      .executeTakeFirst();
    return open !== undefined;
  }

  /** The committed next seed becomes the active one, with its client seed and a fresh nonce. */
  async activateNext(tx: Tx, userId: number, currency: string, clientSeed: string): Promise<void> {
    await tx
      .updateTable('fair_seeds')
      .set({ status: 'active', client_seed: clientSeed, nonce: 0 })
      .where('user_id', '=', BigInt(userId))
      .where('currency', '=', currency)
      .where('status', '=', 'next')
      .execute();
  }
}
