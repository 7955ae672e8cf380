/**
 * The SQL of the sandbox provider's rounds (`sandbox_slot_spins`): one row per session and nonce, the
 * primary key that lets two spins at once never take one round.
 */
import type { Insertable, Kysely } from 'kysely';
import type { Database, SandboxSlotSpinsTable } from '../../platform/db/schema.ts';

export class SandboxRoundsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The session's highest recorded nonce, or null before its first round. */
  async lastNonce(sessionHash: string): Promise<bigint | null> {
    const last = await this.db
      .selectFrom('sandbox_slot_spins')
      .select((eb) => eb.fn.max('nonce').as('n'))
      .where('session_hash', '=', sessionHash)
      .executeTakeFirst();
    return last?.n === null || last?.n === undefined ? null : (last.n as bigint);
  }

  /** Records a round; a nonce already taken raises the unique violation. */
  async insert(spin: Insertable<SandboxSlotSpinsTable>): Promise<void> {
    await this.db.insertInto('sandbox_slot_spins').values(spin).execute();
  }

  /** Frees a round whose bet was refused. */
  async remove(sessionHash: string, nonce: number): Promise<void> {
    await this.db.deleteFrom('sandbox_slot_spins').where('session_hash', '=', sessionHash).where('nonce', '=', BigInt(nonce)).execute();
  }

  /** The recorded result (with its wager) of a round, if it is taken. */
  async resultOf(sessionHash: string, nonce: number): Promise<string | undefined> {
    const taken = await this.db
      .selectFrom('sandbox_slot_spins')
      .select('result')
      .where('session_hash', '=', sessionHash)
      .where('nonce', '=', BigInt(nonce))
      .executeTakeFirst();
    return taken?.result;
  }
}
