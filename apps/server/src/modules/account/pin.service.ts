/**
 * Security PIN (6 digits) that guards withdrawals and bank-account changes.
 *  1. a wrong PIN counts a failure; the 5th failure locks the PIN for 15 minutes (667 while locked);
 *  2. a correct PIN clears the count;
 *  3. the PIN is stored as an argon2id hash, like passwords.
 */
import { hash, verify } from '@node-rs/argon2';
import type { Kysely } from 'kysely';
import { PIN_PATTERN } from '@kasino/shared/wallet';
import { AppError } from '../../http/app-error.ts';
import { num } from '../../platform/db/database.ts';
import type { Database } from '../../platform/db/schema.ts';

const MAX_FAILURES = 5;
const LOCK_MS = 15 * 60_000;
const pinRegex = new RegExp(PIN_PATTERN);
// Algorithm.Argon2id is a const enum (2) that isolated modules cannot import.
const argonOptions = { algorithm: 2 } as const;

export class PinService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number = Date.now,
  ) {}

  async status(userId: number): Promise<{ set: boolean; lockedUntil: number | null }> {
    const row = await this.db.selectFrom('user_pins').select(['locked_until']).where('user_id', '=', BigInt(userId)).executeTakeFirst();
    const locked = row?.locked_until !== null && row?.locked_until !== undefined && num(row.locked_until) > this.now() ? num(row.locked_until) : null;
    return { set: row !== undefined, lockedUntil: locked };
  }

  async set(userId: number, pin: string): Promise<void> {
    assertPinFormat(pin);
    const pinHash = await hash(pin, argonOptions);
    const inserted = await this.db
      .insertInto('user_pins')
      .values({ user_id: userId, pin_hash: pinHash, failed_attempts: 0, locked_until: null, updated_at: this.now() })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) throw new AppError(7031);
  }

  async change(userId: number, oldPin: string, pin: string): Promise<void> {
    assertPinFormat(pin);
    await this.verify(userId, oldPin, 7033);
    await this.db.updateTable('user_pins').set({ pin_hash: await hash(pin, argonOptions), updated_at: this.now() }).where('user_id', '=', BigInt(userId)).execute();
  }

  /** Forget PIN (after an emailed code): sets the PIN whether or not one exists, and lifts a lock. */
  async reset(userId: number, pin: string): Promise<void> {
    assertPinFormat(pin);
    const values = { pin_hash: await hash(pin, argonOptions), failed_attempts: 0, locked_until: null, updated_at: this.now() };
    await this.db
      .insertInto('user_pins')
      .values({ user_id: userId, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
  }

  /** Throws 7032 unless the PIN has the shared 6-digit format. */
  assertFormat(pin: string): void {
    assertPinFormat(pin);
  }

  /** Checks a PIN; throws `wrongCode` (3037 for withdrawals, 7033 for PIN changes), 667 when locked, 20005 when unset. */
  async verify(userId: number, pin: string, wrongCode: 3037 | 7033): Promise<void> {
    const row = await this.db.selectFrom('user_pins').selectAll().where('user_id', '=', BigInt(userId)).executeTakeFirst();
    if (!row) throw new AppError(20005);
    const now = this.now();
    if (row.locked_until !== null && num(row.locked_until) > now) throw new AppError(667, 'PIN terkunci sementara karena terlalu banyak percobaan salah');
    if (pinRegex.test(pin) && (await verify(row.pin_hash, pin))) {
      if (num(row.failed_attempts) > 0) await this.db.updateTable('user_pins').set({ failed_attempts: 0, locked_until: null }).where('user_id', '=', BigInt(userId)).execute(); // rule 2
      return;
    }
    // Rule 1: count atomically so parallel guesses cannot slip past the limit.
    const updated = await this.db
      .updateTable('user_pins')
      .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1n) }))
      .where('user_id', '=', BigInt(userId))
      .returning('failed_attempts')
      .executeTakeFirstOrThrow();
    if (num(updated.failed_attempts) >= MAX_FAILURES) {
      await this.db.updateTable('user_pins').set({ failed_attempts: 0, locked_until: now + LOCK_MS }).where('user_id', '=', BigInt(userId)).execute();
    }
    throw new AppError(wrongCode);
  }
}

function assertPinFormat(pin: string): void {
  if (!pinRegex.test(pin)) throw new AppError(7032);
}
