/** The one query the public feeds need of a player: the name they show (masked) beside a bet. */
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

export class PlayerNamesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async nameOf(userId: number): Promise<string | null> {
    const user = await this.db.selectFrom('users').select('name').where('id', '=', BigInt(userId)).executeTakeFirst();
    return user?.name ?? null;
  }
}
