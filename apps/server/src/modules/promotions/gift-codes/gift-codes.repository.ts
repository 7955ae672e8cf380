/** SQL of gift codes: the codes an operator issued, their claims, and what a redemption checks of the player. */
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Database, PromoGiftCodesTable } from '../../../platform/db/schema.ts';

type Db = Kysely<Database>;
export type GiftCodeRow = Selectable<PromoGiftCodesTable>;

export class GiftCodesRepository {
  constructor(readonly db: Db) {}

  /** Issues a code; a code already issued raises the unique violation. */
  insert(code: Insertable<PromoGiftCodesTable>): Promise<GiftCodeRow> {
    return this.db.insertInto('promo_gift_codes').values(code).returningAll().executeTakeFirstOrThrow();
  }

  /** The newest codes first. */
  list(limit: number): Promise<GiftCodeRow[]> {
    return this.db.selectFrom('promo_gift_codes').selectAll().orderBy('created_at', 'desc').limit(limit).execute();
  }

  byCode(tx: Db, code: string): Promise<GiftCodeRow | undefined> {
    return tx.selectFrom('promo_gift_codes').selectAll().where('code', '=', code).executeTakeFirst();
  }

  /** What a code's conditions ask of the player: when they registered, and their VIP level. */
  player(tx: Db, userId: number): Promise<{ created_at: bigint; vip_level: number }> {
    return tx.selectFrom('users').select(['created_at', 'vip_level']).where('id', '=', BigInt(userId)).executeTakeFirstOrThrow();
  }

  /** Counts one more claim while the code has claims left; false when they are gone. */
  async takeClaim(tx: Db, code: string): Promise<boolean> {
    const taken = await tx
      .updateTable('promo_gift_codes')
      .set({ claims: sql`claims + 1` })
      .where('code', '=', code)
      .where(sql<boolean>`claims < max_claims`)
      .executeTakeFirst();
    return taken.numUpdatedRows !== 0n;
  }
}
