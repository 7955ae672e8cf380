/**
 * Storage of the security PIN (`user_pins`): the argon2id hash, the failure count and the lock. The
 * attempt reservation is one guarded UPDATE (pin.service.ts rule 1), so parallel guesses cannot
 * outrun the count.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

export class PinRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Whether a PIN exists, and until when it is locked (null when not locked or never). */
  async lockedUntil(userId: number): Promise<{ exists: boolean; lockedUntil: bigint | null }> {
    const row = await this.db.selectFrom('user_pins').select(['locked_until']).where('user_id', '=', BigInt(userId)).executeTakeFirst();
    return { exists: row !== undefined, lockedUntil: row?.locked_until ?? null };
  }

  /** Stores a first PIN; false when one exists already. */
  async insertFirst(userId: number, pinHash: string, now: number): Promise<boolean> {
    const inserted = await this.db
      .insertInto('user_pins')
      .values({ user_id: userId, pin_hash: pinHash, failed_attempts: 0, locked_until: null, updated_at: now })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
  }

  async setHash(userId: number, pinHash: string, now: number): Promise<void> {
    await this.db.updateTable('user_pins').set({ pin_hash: pinHash, updated_at: now }).where('user_id', '=', BigInt(userId)).execute();
  }

  /** Sets the PIN whether or not one exists, and lifts a lock. */
  async upsert(userId: number, pinHash: string, now: number): Promise<void> {
    const values = { pin_hash: pinHash, failed_attempts: 0, locked_until: null, updated_at: now };
    await this.db
      .insertInto('user_pins')
      .values({ user_id: userId, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
  }

  /**
   * Counts an attempt unless the PIN is locked, setting the lock when this attempt reaches `maxFailures`;
   * answers the hash to check, or undefined when locked or unset.
   */
  async reserveAttempt(userId: number, now: number, maxFailures: number, lockMs: number): Promise<{ pin_hash: string } | undefined> {
    const attempts = sql<bigint>`case when locked_until is not null and locked_until <= ${now} then 1 else failed_attempts + 1 end`;
    return this.db
      .updateTable('user_pins')
      .set({
        failed_attempts: attempts,
        locked_until: sql<bigint | null>`case when ${attempts} >= ${maxFailures} then cast(${now + lockMs} as bigint) else null end`,
      })
      .where('user_id', '=', BigInt(userId))
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', BigInt(now))]))
      .returning(['pin_hash'])
      .executeTakeFirst();
  }

  async clearFailures(userId: number): Promise<void> {
    await this.db.updateTable('user_pins').set({ failed_attempts: 0, locked_until: null }).where('user_id', '=', BigInt(userId)).execute();
  }
}
