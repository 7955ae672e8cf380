/**
 * Security PIN (6 digits) that guards withdrawals and bank-account changes.
 *  1. every check counts an attempt before the hash is compared; the 5th attempt in a row locks the
 *     PIN for 15 minutes (667 while locked) unless it is the right PIN;
 *  2. a correct PIN clears the count;
 *  3. the PIN is stored as an argon2id hash, like passwords.
 */
import { hash, verify } from '@node-rs/argon2';
import { PIN_PATTERN } from '@kasino/shared/wallet';
import { AppError } from '../../platform/http/app-error.ts';
import { num } from '../../platform/db/database.ts';
import type { PinRepository } from './pin.repository.ts';

const MAX_FAILURES = 5;
const LOCK_MS = 15 * 60_000;
const pinRegex = new RegExp(PIN_PATTERN);
// Algorithm.Argon2id is a const enum (2) that isolated modules cannot import.
const argonOptions = { algorithm: 2 } as const;

export class PinService {
  constructor(
    private readonly repo: PinRepository,
    private readonly now: () => number = Date.now,
  ) {}

  async status(userId: number): Promise<{ set: boolean; lockedUntil: number | null }> {
    const row = await this.repo.lockedUntil(userId);
    const locked = row.lockedUntil !== null && num(row.lockedUntil) > this.now() ? num(row.lockedUntil) : null;
    return { set: row.exists, lockedUntil: locked };
  }

  async set(userId: number, pin: string): Promise<void> {
    assertPinFormat(pin);
    const pinHash = await hash(pin, argonOptions);
    if (!(await this.repo.insertFirst(userId, pinHash, this.now()))) throw new AppError(7031);
  }

  async change(userId: number, oldPin: string, pin: string): Promise<void> {
    assertPinFormat(pin);
    await this.verify(userId, oldPin, 7033);
    await this.repo.setHash(userId, await hash(pin, argonOptions), this.now());
  }

  /** Forget PIN (after an emailed code): sets the PIN whether or not one exists, and lifts a lock. */
  async reset(userId: number, pin: string): Promise<void> {
    assertPinFormat(pin);
    await this.repo.upsert(userId, await hash(pin, argonOptions), this.now());
  }

  /** Throws 7032 unless the PIN has the shared 6-digit format. */
  assertFormat(pin: string): void {
    assertPinFormat(pin);
  }

  /** Checks a PIN; throws `wrongCode` (3037 for withdrawals, 7033 for PIN changes), 667 when locked, 20005 when unset. */
  async verify(userId: number, pin: string, wrongCode: 3037 | 7033): Promise<void> {
    const now = this.now();
    // Rule 1, reserve-then-check in one guarded statement: the attempt is counted before the hash is
    // checked, only while the PIN is not locked, and the attempt that reaches the limit sets the lock
    // in the same statement. Parallel guesses therefore get at most MAX_FAILURES checks per lock
    // period (60 parallel wrong PINs once got 40 checks when the count came after the check).
    const reserved = await this.repo.reserveAttempt(userId, now, MAX_FAILURES, LOCK_MS);
    if (!reserved) {
      if (!(await this.repo.lockedUntil(userId)).exists) throw new AppError(20005);
      throw new AppError(667, 'PIN terkunci sementara karena terlalu banyak percobaan salah');
    }
    if (pinRegex.test(pin) && (await verify(reserved.pin_hash, pin))) {
      // Rule 2: a correct PIN clears the count and any lock its own attempt set.
      await this.repo.clearFailures(userId);
      return;
    }
    throw new AppError(wrongCode);
  }
}

function assertPinFormat(pin: string): void {
  if (!pinRegex.test(pin)) throw new AppError(7032);
}
