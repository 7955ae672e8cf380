/**
 * The SQL of bonus money's whereabouts (decision 0014): the lock on the active bonus
 * (`bonus_wagers.locked`) and the stakes that took bonus money (`bonus_stakes`). The two reads every
 * stake and every return make run as cached prepared statements on SQLite (through the query builder a
 * point lookup costs ten times more than running it); the rest, rare, keep Kysely.
 */
import { sql, type Kysely } from 'kysely';
import type { DatabaseHandle } from '../../../platform/db/database.ts';
import type { Database } from '../../../platform/db/schema.ts';

type Db = Kysely<Database>;

export interface ActiveLock {
  id: bigint;
  locked: bigint;
}

export interface BonusStake {
  wager_id: bigint;
  stake: bigint;
  share: bigint;
  credited: bigint;
  returned: bigint;
}

const ACTIVE_LOCK = "select id, locked from bonus_wagers where user_id = ? and currency = ? and status = 'active'";
const STAKE = 'select wager_id, stake, share, credited, returned from bonus_stakes where position = ?';

/** A provider's stake counts as in play this long at most: a lost round may never send a zero credit. */
export const SLOT_STAKE_OPEN_MS = 24 * 3_600_000;

export class BonusLockRepository {
  constructor(
    readonly db: Db,
    private readonly prepare?: DatabaseHandle['prepare'],
  ) {}

  /** The active bonus's id and lock, if the player has one. */
  async activeLock(tx: Db, userId: number, currency: string): Promise<ActiveLock | undefined> {
    if (this.prepare) return this.prepare(ACTIVE_LOCK).get(BigInt(userId), currency) as ActiveLock | undefined;
    return tx
      .selectFrom('bonus_wagers')
      .select(['id', 'locked'])
      .where('user_id', '=', BigInt(userId))
      .where('currency', '=', currency)
      .where('status', '=', 'active')
      .executeTakeFirst();
  }

  /** The stake a return pays against, when it took bonus money. */
  async stake(tx: Db, position: string): Promise<BonusStake | undefined> {
    if (this.prepare) return this.prepare(STAKE).get(position) as BonusStake | undefined;
    return tx
      .selectFrom('bonus_stakes')
      .select(['wager_id', 'stake', 'share', 'credited', 'returned'])
      .where('position', '=', position)
      .executeTakeFirst();
  }

  /** Bonus money left the lock for a stake (rule 1), recorded with the stake in one go. */
  async takeForStake(
    tx: Db,
    s: { wagerId: bigint; position: string; userId: number; currency: string; stake: bigint; share: bigint; at: number },
  ): Promise<void> {
    await tx
      .updateTable('bonus_wagers')
      .set({ locked: sql`locked - ${s.share}` })
      .where('id', '=', s.wagerId)
      .execute();
    await tx
      .insertInto('bonus_stakes')
      .values({
        position: s.position,
        wager_id: s.wagerId,
        user_id: s.userId,
        currency: s.currency,
        stake: s.stake,
        share: s.share,
        created_at: s.at,
      })
      .onConflict((oc) => oc.column('position').doNothing())
      .execute();
  }

  /** What has come back against a stake so far (rule 2). */
  async saveReturn(tx: Db, position: string, credited: bigint, returned: bigint): Promise<void> {
    await tx.updateTable('bonus_stakes').set({ credited, returned }).where('position', '=', position).execute();
  }

  /** Puts a return's bonus part back under the lock, if the bonus is still active (rule 3); false when it closed. */
  async relock(tx: Db, wagerId: bigint, part: bigint): Promise<boolean> {
    const r = await tx
      .updateTable('bonus_wagers')
      .set({ locked: sql`locked + ${part}` })
      .where('id', '=', wagerId)
      .where('status', '=', 'active')
      .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  async statusOf(tx: Db, wagerId: bigint): Promise<string> {
    const row = await tx.selectFrom('bonus_wagers').select('status').where('id', '=', wagerId).executeTakeFirstOrThrow();
    return row.status;
  }

  /** Adds a claimed bonus to the active one's lock (a second bonus joins the first). */
  async addToLock(tx: Db, wagerId: bigint, amount: bigint): Promise<void> {
    await tx
      .updateTable('bonus_wagers')
      .set({ locked: sql`locked + ${amount}` })
      .where('id', '=', wagerId)
      .execute();
  }

  /**
   * The bonus money of these bonuses still in play: the shares of their stakes whose bets have not
   * settled yet, nothing of it come back (a provider's for `SLOT_STAKE_OPEN_MS` at most).
   */
  async held(tx: Db, wagerIds: readonly bigint[], now: number): Promise<Map<bigint, bigint>> {
    if (!wagerIds.length) return new Map();
    const rows = await tx
      .selectFrom('bonus_stakes')
      .select(['wager_id', sql<unknown>`sum(share)`.as('held')])
      .where('wager_id', 'in', [...wagerIds])
      .where('open', '=', 1n)
      .where('credited', '=', 0n)
      .where((eb) => eb.or([eb('position', 'not like', 'slot:%'), eb('created_at', '>', BigInt(now - SLOT_STAKE_OPEN_MS))]))
      .groupBy('wager_id')
      .execute();
    return new Map(rows.map((r) => [BigInt(r.wager_id), BigInt(r.held as bigint | number | string)]));
  }

  /** The bets of these positions settled (the bonus-wagering subscriber saw it): no longer in play. */
  async closeStakes(tx: Db, positions: readonly string[]): Promise<void> {
    if (!positions.length) return;
    await tx
      .updateTable('bonus_stakes')
      .set({ open: 0 })
      .where('position', 'in', [...positions])
      .where('open', '=', 1n)
      .execute();
  }
}
