/** SQL of the red pocket: the day's drops and the shares opened from them. */
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Database, PromoPocketDropsTable } from '../../../platform/db/schema.ts';

type Db = Kysely<Database>;
export type DropRow = Selectable<PromoPocketDropsTable>;
const big = (v: unknown): bigint => (v === null || v === undefined ? 0n : BigInt(v as string | number | bigint));

export class RedPocketRepository {
  constructor(readonly db: Db) {}

  /** Makes a drop unless its key exists (the first caller of the day makes it; the others keep it). */
  async ensureDrop(drop: Insertable<PromoPocketDropsTable>): Promise<void> {
    await this.db
      .insertInto('promo_pocket_drops')
      .values(drop)
      .onConflict((oc) => oc.column('drop_key').doNothing())
      .execute();
  }

  async dropsOn(day: string, on: Db = this.db): Promise<DropRow[]> {
    return on.selectFrom('promo_pocket_drops').selectAll().where('day', '=', day).orderBy('opens_at').execute();
  }

  async drop(id: number, on: Db = this.db): Promise<DropRow | undefined> {
    return on.selectFrom('promo_pocket_drops').selectAll().where('id', '=', BigInt(id)).executeTakeFirst();
  }

  /** How many shares each drop has given. */
  async claimedOf(dropIds: bigint[], on: Db = this.db): Promise<Map<bigint, number>> {
    if (dropIds.length === 0) return new Map();
    const rows = await on
      .selectFrom('promo_pocket_claims')
      .select(['drop_id', sql<unknown>`count(*)`.as('n')])
      .where('drop_id', 'in', dropIds)
      .groupBy('drop_id')
      .execute();
    return new Map(rows.map((r) => [BigInt(r.drop_id), Number(big(r.n))]));
  }

  /** The player's share of each of these drops (minor units). */
  async minesOf(userId: number, dropIds: bigint[]): Promise<Map<bigint, bigint>> {
    if (dropIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('promo_pocket_claims')
      .select(['drop_id', 'amount'])
      .where('user_id', '=', BigInt(userId))
      .where('drop_id', 'in', dropIds)
      .execute();
    return new Map(rows.map((r) => [BigInt(r.drop_id), BigInt(r.amount)]));
  }

  async openedOn(userId: number, day: string, on: Db = this.db): Promise<number> {
    const row = await on
      .selectFrom('promo_pocket_claims')
      .select(sql<unknown>`count(*)`.as('n'))
      .where('user_id', '=', BigInt(userId))
      .where('day', '=', day)
      .executeTakeFirst();
    return Number(big(row?.n));
  }

  async hasOpened(tx: Db, dropId: bigint, userId: number): Promise<boolean> {
    const row = await tx
      .selectFrom('promo_pocket_claims')
      .select('seq')
      .where('drop_id', '=', dropId)
      .where('user_id', '=', BigInt(userId))
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Takes a place; false when another player took it at the same moment (or this player opened it). */
  async insertClaim(
    tx: Db,
    claim: { dropId: bigint; seq: number; userId: number; day: string; amount: bigint; createdAt: number },
  ): Promise<boolean> {
    const row = await tx
      .insertInto('promo_pocket_claims')
      .values({
        drop_id: claim.dropId,
        seq: claim.seq,
        user_id: BigInt(claim.userId),
        day: claim.day,
        amount: claim.amount,
        grant_id: null,
        created_at: claim.createdAt,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('seq')
      .executeTakeFirst();
    return row !== undefined;
  }

  async setGrant(tx: Db, dropId: bigint, seq: number, grantId: bigint): Promise<void> {
    await tx
      .updateTable('promo_pocket_claims')
      .set({ grant_id: grantId })
      .where('drop_id', '=', dropId)
      .where('seq', '=', BigInt(seq))
      .execute();
  }

  /** A drop's opened shares in claim order, with each player's name (the caller masks it). */
  async claims(dropId: bigint): Promise<Array<{ seq: number; name: string; amount: bigint; createdAt: number }>> {
    const rows = await this.db
      .selectFrom('promo_pocket_claims as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .select(['c.seq', 'u.name', 'c.amount', 'c.created_at'])
      .where('c.drop_id', '=', dropId)
      .orderBy('c.seq')
      .execute();
    return rows.map((r) => ({ seq: Number(r.seq), name: r.name, amount: BigInt(r.amount), createdAt: Number(r.created_at) }));
  }
}
