/**
 * Every SQL statement of the VIP module. The play upsert runs for each batch of settled bets, so on
 * SQLite it is a cached prepared statement on the unit's connection (it rides in the bets' group
 * commit); PostgreSQL runs the same upsert through Kysely.
 */
import { sql, type Kysely } from 'kysely';
import type { DatabaseHandle } from '../../platform/db/database.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { VipDelta } from './vip.rules.ts';

type Db = Kysely<Database>;

export interface VipAccount {
  score: bigint;
  level: number;
  originalsRevenue: bigint;
  slotsRevenue: bigint;
  cashbackClaims: number;
}

const EMPTY: VipAccount = { score: 0n, level: 0, originalsRevenue: 0n, slotsRevenue: 0n, cashbackClaims: 0 };

const ADD_PLAY = `insert into vip_accounts (user_id, score, originals_revenue, slots_revenue) values (?, ?, ?, ?)
  on conflict (user_id) do update set score = vip_accounts.score + excluded.score,
  originals_revenue = vip_accounts.originals_revenue + excluded.originals_revenue,
  slots_revenue = vip_accounts.slots_revenue + excluded.slots_revenue
  returning score, level`;

export class VipRepository {
  constructor(private readonly handle: DatabaseHandle) {}

  get db(): Db {
    return this.handle.db;
  }

  /** Adds a batch's play to the player's row; the score and the level kept after it. */
  async addPlay(tx: Db, d: VipDelta): Promise<{ score: bigint; level: number }> {
    if (this.handle.prepare) {
      const row = this.handle.prepare(ADD_PLAY).get(BigInt(d.userId), d.score, d.originals, d.slots) as { score: bigint; level: bigint };
      return { score: BigInt(row.score), level: Number(row.level) };
    }
    const row = await tx
      .insertInto('vip_accounts')
      .values({ user_id: BigInt(d.userId), score: d.score, originals_revenue: d.originals, slots_revenue: d.slots })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet((eb) => ({
          score: eb('vip_accounts.score', '+', eb.ref('excluded.score')),
          originals_revenue: eb('vip_accounts.originals_revenue', '+', eb.ref('excluded.originals_revenue')),
          slots_revenue: eb('vip_accounts.slots_revenue', '+', eb.ref('excluded.slots_revenue')),
        })),
      )
      .returning(['score', 'level'])
      .executeTakeFirstOrThrow();
    return { score: BigInt(row.score), level: Number(row.level) };
  }

  /** Raises the kept level (never lowers it) here and on the account row the badge reads. */
  async raiseLevel(tx: Db, userId: number, level: number): Promise<void> {
    await tx.updateTable('vip_accounts').set({ level }).where('user_id', '=', BigInt(userId)).where('level', '<', level).execute();
    await tx.updateTable('users').set({ vip_level: level }).where('id', '=', BigInt(userId)).where('vip_level', '<', level).execute();
  }

  async account(userId: number, on: Db = this.db): Promise<VipAccount> {
    const row = await on.selectFrom('vip_accounts').selectAll().where('user_id', '=', BigInt(userId)).executeTakeFirst();
    if (!row) return EMPTY;
    return {
      score: BigInt(row.score),
      level: Number(row.level),
      originalsRevenue: BigInt(row.originals_revenue),
      slotsRevenue: BigInt(row.slots_revenue),
      cashbackClaims: Number(row.cashback_claims),
    };
  }

  /**
   * Takes the revenue a cashback claim paid out of the row, numbering the claim: guarded by the claim
   * count read with it, so two claims at once (PostgreSQL) take it once; false when the other won.
   */
  async takeRevenue(tx: Db, userId: number, claims: number, originals: bigint, slots: bigint): Promise<boolean> {
    const result = await tx
      .updateTable('vip_accounts')
      .set((eb) => ({
        originals_revenue: eb('originals_revenue', '-', originals),
        slots_revenue: eb('slots_revenue', '-', slots),
        cashback_claims: claims + 1,
      }))
      .where('user_id', '=', BigInt(userId))
      .where('cashback_claims', '=', claims)
      .executeTakeFirst();
    return BigInt(result.numUpdatedRows) === 1n;
  }

  /** Where the score came from: the player's rupiah play per WIB day and category since `fromDay`. */
  async recent(userId: number, currency: string, fromDay: string) {
    const rows = await this.db
      .selectFrom('wager_daily')
      .select(['day', 'category', 'bets', 'wagered', 'theoretical_revenue'])
      .where('user_id', '=', BigInt(userId))
      .where('currency', '=', currency)
      .where('day', '>=', fromDay)
      .where(sql<boolean>`bets <> 0`)
      .orderBy('day', 'desc')
      .orderBy('theoretical_revenue', 'desc')
      .limit(200)
      .execute();
    return rows.map((r) => ({
      day: r.day,
      category: r.category,
      bets: Number(r.bets),
      wagered: BigInt(r.wagered),
      score: BigInt(r.theoretical_revenue),
    }));
  }

  /** The player's paid deposits in [from, to) (the VIP deposit check counts the WIB day's). */
  async depositedBetween(userId: number, from: number, to: number, on: Db = this.db): Promise<bigint> {
    const row = await on
      .selectFrom('deposit_orders')
      .select(sql<unknown>`sum(amount)`.as('total'))
      .where('user_id', '=', BigInt(userId))
      .where('status', '=', 'paid')
      .where('paid_at', '>=', BigInt(from))
      .where('paid_at', '<', BigInt(to))
      .executeTakeFirst();
    return row?.total === null || row?.total === undefined ? 0n : BigInt(row.total as string | number | bigint);
  }
}
