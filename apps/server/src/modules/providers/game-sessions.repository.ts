/**
 * The SQL of game sessions (`slot_sessions`): one row per launch, found by the hash of its token.
 */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, SlotSessionsTable } from '../../platform/db/schema.ts';

export type GameSessionRow = Selectable<SlotSessionsTable>;

export class GameSessionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(session: Insertable<SlotSessionsTable>): Promise<void> {
    await this.db.insertInto('slot_sessions').values(session).execute();
  }

  byTokenHash(tokenHash: string): Promise<GameSessionRow | undefined> {
    return this.db.selectFrom('slot_sessions').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
  }

  /** Distinct players per game among the sessions opened after `since`. */
  playersByGame(since: number): Promise<Array<{ game_id: string; players: bigint }>> {
    return this.db
      .selectFrom('slot_sessions')
      .select(['game_id', (eb) => eb.fn.count<bigint>('user_id').distinct().as('players')])
      .where('created_at', '>', BigInt(since))
      .groupBy('game_id')
      .execute();
  }
}
