/**
 * Storage of the lobby: operator catalogue rows, favourites and recently launched titles per user.
 */
import type { Kysely } from 'kysely';
import { num } from '../../platform/db/database.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { CatalogueRow } from './catalogue.ts';

/** How many recently launched titles a user keeps. */
export const RECENT_LIMIT = 30;

export class SlotsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async catalogueRows(): Promise<CatalogueRow[]> {
    const rows = await this.db.selectFrom('slot_games').selectAll().orderBy('id').execute();
    return rows.map((r) => ({
      id: r.id,
      provider: r.provider,
      name: r.name,
      type: r.type,
      tags: r.tags,
      position: num(r.position),
      enabled: num(r.enabled) === 1,
    }));
  }

  async catalogueRow(id: string): Promise<CatalogueRow | undefined> {
    return (await this.catalogueRows()).find((row) => row.id === id);
  }

  /** Writes an operator row (a new title, or an override of a seeded one). */
  async saveCatalogueRow(row: CatalogueRow, now: number): Promise<void> {
    const values = {
      provider: row.provider,
      name: row.name,
      type: row.type,
      tags: row.tags,
      position: row.position,
      enabled: row.enabled ? 1 : 0,
    };
    await this.db
      .insertInto('slot_games')
      .values({ id: row.id, ...values, created_at: now })
      .onConflict((oc) => oc.column('id').doUpdateSet(values))
      .execute();
  }

  /** Drops an operator row; answers whether there was one. */
  async deleteCatalogueRow(id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('slot_games').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Favourite game ids, newest first. */
  async favorites(userId: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('slot_favorites')
      .select('game_id')
      .where('user_id', '=', BigInt(userId))
      .orderBy('created_at', 'desc')
      .orderBy('game_id')
      .execute();
    return rows.map((r) => r.game_id);
  }

  async isFavorite(userId: number, gameId: string): Promise<boolean> {
    return (
      (await this.db
        .selectFrom('slot_favorites')
        .select('game_id')
        .where('user_id', '=', BigInt(userId))
        .where('game_id', '=', gameId)
        .executeTakeFirst()) !== undefined
    );
  }

  async setFavorite(userId: number, gameId: string, favorite: boolean, now: number): Promise<void> {
    if (favorite) {
      await this.db
        .insertInto('slot_favorites')
        .values({ user_id: userId, game_id: gameId, created_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'game_id']).doNothing())
        .execute();
    } else {
      await this.db.deleteFrom('slot_favorites').where('user_id', '=', BigInt(userId)).where('game_id', '=', gameId).execute();
    }
  }

  /** Remembers a launch (the newest first); keeps the last RECENT_LIMIT. */
  async touchRecent(userId: number, gameId: string, now: number): Promise<void> {
    await this.db
      .insertInto('slot_recent')
      .values({ user_id: userId, game_id: gameId, launched_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'game_id']).doUpdateSet({ launched_at: now }))
      .execute();
    const stale = await this.db
      .selectFrom('slot_recent')
      .select('game_id')
      .where('user_id', '=', BigInt(userId))
      .orderBy('launched_at', 'desc')
      .offset(RECENT_LIMIT)
      .limit(100)
      .execute();
    if (stale.length)
      await this.db
        .deleteFrom('slot_recent')
        .where('user_id', '=', BigInt(userId))
        .where(
          'game_id',
          'in',
          stale.map((s) => s.game_id),
        )
        .execute();
  }

  async recent(userId: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('slot_recent')
      .select('game_id')
      .where('user_id', '=', BigInt(userId))
      .orderBy('launched_at', 'desc')
      .limit(RECENT_LIMIT)
      .execute();
    return rows.map((r) => r.game_id);
  }
}
