/** SQL of the daily wheel: its spins, and a day's settled stakes from the per-day wager tally. */
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import { paged, type Page } from '../../../platform/db/paged.ts';
import type { Database, PromoWheelSpinsTable } from '../../../platform/db/schema.ts';

type Db = Kysely<Database>;
export type WheelSpinRow = Selectable<PromoWheelSpinsTable>;
const big = (v: unknown): bigint => (v === null || v === undefined ? 0n : BigInt(v as string | number | bigint));

export class DailyWheelRepository {
  constructor(readonly db: Db) {}

  /** The player's settled stakes of a WIB day, every category and currency. */
  async wageredOn(userId: number, day: string, on: Db = this.db): Promise<bigint> {
    const row = await on
      .selectFrom('wager_daily')
      .select(sql<unknown>`coalesce(sum(wagered), 0)`.as('wagered'))
      .where('user_id', '=', BigInt(userId))
      .where('day', '=', day)
      .executeTakeFirst();
    return big(row?.wagered);
  }

  async spinsOn(userId: number, day: string, on: Db = this.db): Promise<number> {
    const row = await on
      .selectFrom('promo_wheel_spins')
      .select(sql<unknown>`count(*)`.as('n'))
      .where('user_id', '=', BigInt(userId))
      .where('day', '=', day)
      .executeTakeFirst();
    return Number(big(row?.n));
  }

  /** Records a spin; false when its (player, day, seq) is taken (a spin at the same moment won it). */
  async insert(tx: Db, spin: Insertable<PromoWheelSpinsTable>): Promise<bigint | null> {
    const row = await tx
      .insertInto('promo_wheel_spins')
      .values(spin)
      .onConflict((oc) => oc.columns(['user_id', 'day', 'seq']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row ? BigInt(row.id) : null;
  }

  async setGrant(tx: Db, id: bigint, grantId: bigint): Promise<void> {
    await tx.updateTable('promo_wheel_spins').set({ grant_id: grantId }).where('id', '=', id).execute();
  }

  async spin(userId: number, id: bigint): Promise<WheelSpinRow | undefined> {
    return this.db
      .selectFrom('promo_wheel_spins')
      .selectAll()
      .where('user_id', '=', BigInt(userId))
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The player's spins, newest first. */
  spins(userId: number, page: number, count: number): Promise<Page<WheelSpinRow>> {
    return paged(
      this.db.selectFrom('promo_wheel_spins').selectAll().where('user_id', '=', BigInt(userId)).orderBy('id', 'desc'),
      page,
      count,
    );
  }
}
