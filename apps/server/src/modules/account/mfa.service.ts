/**
 * Two-factor authentication: TOTP (RFC 6238: SHA-1, 6 digits, 30 s, ±1 step) with recovery codes.
 *  1. setup makes a pending secret (server-side); enable confirms it with a code and returns 10
 *     recovery codes, shown once and stored as sha256 only;
 *  2. a TOTP code is accepted only for a time step newer than the last accepted one (no replay);
 *  3. a recovery code works once;
 *  4. with 2FA on, a correct password answers a challenge (random, stored hashed, 5 minutes,
 *     5 tries) instead of a token; the session starts only when it is answered;
 *  5. wrong codes per account count in the attempt store (enable, disable, challenge): 667 after 5
 *     in the window, even with the right code; challenge answers also count per IP;
 *  6. enable and disable need the current password (checked by the routes through StepUp) and a code;
 *  7. the secret is stored sealed with DATA_KEY (AES-256-GCM, key id beside it; platform/crypto/secret-box.ts).
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import {
  CODE_PATTERN,
  normalizeRecoveryCode,
  RECOVERY_CODE_PATTERN,
  type MfaChallenge,
  type MfaEnabled,
  type MfaSetup,
} from '@kasino/shared/protocol/account';
import { AppError } from '../../platform/http/app-error.ts';
import { num } from '../../platform/db/database.ts';
import type { Database } from '../../platform/db/schema.ts';
import { totpAssociated, SecretBoxError, type SecretBox } from '../../platform/crypto/secret-box.ts';
import type { AttemptStore } from '../auth/attempt-limiter.ts';
import type { AuthService, ClientMeta, SecondFactorGate } from '../auth/auth.service.ts';
import { accountLimits } from './account-limits.ts';
import { reserveAttempt } from '../auth/attempt-reserve.ts';

const PERIOD_S = 30;
const ISSUER = 'Kasino';
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const codeRegex = new RegExp(CODE_PATTERN);
const recoveryRegex = new RegExp(RECOVERY_CODE_PATTERN);

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
const recoveryHash = (userId: number, code: string): string => sha256(`${userId}:${normalizeRecoveryCode(code)}`);

function totpFor(secret: string, label: string): TOTP {
  return new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD_S, secret: Secret.fromBase32(secret) });
}

function newRecoveryCode(): string {
  let text = '';
  for (let i = 0; i < 10; i++) text += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${text.slice(0, 5)}-${text.slice(5)}`;
}

export interface MfaLimits {
  readonly windowMs: number;
  readonly attemptsPerIp: number;
}

export class MfaService implements SecondFactorGate {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly auth: AuthService,
    private readonly attempts: AttemptStore,
    private readonly limits: MfaLimits,
    private readonly box: SecretBox,
    private readonly now: () => number = Date.now,
  ) {}

  async status(userId: number): Promise<{ enabled: boolean; recoveryCodesLeft: number }> {
    const row = await this.db.selectFrom('user_mfa').select(['enabled_at']).where('user_id', '=', BigInt(userId)).executeTakeFirst();
    const enabled = row?.enabled_at !== null && row?.enabled_at !== undefined;
    if (!enabled) return { enabled: false, recoveryCodesLeft: 0 };
    const left = await this.db
      .selectFrom('mfa_recovery_codes')
      .select((eb) => eb.fn.countAll<bigint>().as('n'))
      .where('user_id', '=', BigInt(userId))
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow();
    return { enabled: true, recoveryCodesLeft: Number(left.n) };
  }

  /** Rule 1: a new pending secret (replaces an earlier unconfirmed one). */
  async setup(userId: number, label: string): Promise<MfaSetup> {
    const row = await this.db.selectFrom('user_mfa').select(['enabled_at']).where('user_id', '=', BigInt(userId)).executeTakeFirst();
    if (row && row.enabled_at !== null) throw new AppError(20103);
    const secret = new Secret({ size: 20 }).base32;
    const sealed = this.box.seal(secret, totpAssociated(userId)); // rule 7
    const values = { secret: sealed.ciphertext, secret_key_id: sealed.keyId, enabled_at: null, last_step: 0, created_at: this.now() };
    await this.db
      .insertInto('user_mfa')
      .values({ user_id: userId, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
    return { secret, otpauthUrl: totpFor(secret, label).toString() };
  }

  /** Rule 1: confirms the pending secret with a code and returns the recovery codes (once). */
  async enable(userId: number, code: string): Promise<MfaEnabled> {
    const row = await this.db.selectFrom('user_mfa').selectAll().where('user_id', '=', BigInt(userId)).executeTakeFirst();
    if (!row) throw new AppError(20108);
    if (row.enabled_at !== null) throw new AppError(20103);
    await this.assertNotLocked(userId);
    if (!(await this.acceptTotp(userId, this.secretOf(row), code))) return this.failed(userId);
    const now = this.now();
    const recoveryCodes = Array.from({ length: accountLimits.recoveryCodes }, newRecoveryCode);
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('user_mfa').set({ enabled_at: now }).where('user_id', '=', BigInt(userId)).execute();
      await trx.deleteFrom('mfa_recovery_codes').where('user_id', '=', BigInt(userId)).execute();
      await trx
        .insertInto('mfa_recovery_codes')
        .values(recoveryCodes.map((c) => ({ user_id: userId, code_hash: recoveryHash(userId, c), used_at: null, created_at: now })))
        .execute();
    });
    await this.attempts.reset(`mfa-fail:${userId}`);
    return { recoveryCodes };
  }

  /** Rule 6: turns 2FA off (the route has checked the password). */
  async disable(userId: number, code: string): Promise<void> {
    if (!(await this.status(userId)).enabled) throw new AppError(20104);
    await this.assertNotLocked(userId);
    if (!(await this.checkCode(userId, code))) return this.failed(userId);
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('mfa_recovery_codes').where('user_id', '=', BigInt(userId)).execute();
      await trx.deleteFrom('user_mfa').where('user_id', '=', BigInt(userId)).execute();
      await trx
        .updateTable('mfa_challenges')
        .set({ used_at: this.now() })
        .where('user_id', '=', BigInt(userId))
        .where('used_at', 'is', null)
        .execute();
    });
  }

  /** Rule 4: the login gate. */
  async challengeFor(userId: number, meta: ClientMeta): Promise<MfaChallenge | null> {
    if (!(await this.status(userId)).enabled) return null;
    const challenge = randomBytes(32).toString('base64url');
    const now = this.now();
    const expiresAt = now + accountLimits.challengeTtlMs;
    await this.db
      .insertInto('mfa_challenges')
      .values({
        user_id: userId,
        challenge_hash: sha256(challenge),
        attempts: 0,
        client_id: meta.clientId,
        ip: meta.ip,
        user_agent: meta.userAgent?.slice(0, 300) ?? null,
        created_at: now,
        expires_at: expiresAt,
        used_at: null,
      })
      .execute();
    return { mfaRequired: true, challenge, expiresAt };
  }

  /** Rules 2-5: answers a login challenge; returns who logged in, with the device of the password step. */
  async verifyChallenge(challenge: string, code: string, ip: string): Promise<{ userId: number; meta: ClientMeta }> {
    if ((await this.attempts.hit(`mfa-ip:${ip}`, this.limits.windowMs)) > this.limits.attemptsPerIp) throw new AppError(667); // rule 5
    const now = this.now();
    const row = await this.db.selectFrom('mfa_challenges').selectAll().where('challenge_hash', '=', sha256(challenge)).executeTakeFirst();
    if (!row || row.used_at !== null || num(row.expires_at) <= now) throw new AppError(20105);
    const counted = await this.db
      .updateTable('mfa_challenges')
      .set((eb) => ({ attempts: eb('attempts', '+', 1n) }))
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .where('attempts', '<', BigInt(accountLimits.challengeAttempts))
      .executeTakeFirst();
    if (Number(counted.numUpdatedRows) !== 1) throw new AppError(20105); // rule 4: out of tries
    const userId = num(row.user_id);
    await this.assertNotLocked(userId);
    if (!(await this.checkCode(userId, code))) return this.failed(userId);
    const used = await this.db
      .updateTable('mfa_challenges')
      .set({ used_at: now })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) throw new AppError(20105);
    await this.attempts.reset(`mfa-fail:${userId}`);
    return { userId, meta: { ip: row.ip ?? ip, clientId: row.client_id, userAgent: row.user_agent } };
  }

  /** Step-up with 2FA on: a current code (TOTP or recovery), counted like the other 2FA failures (3002, 667). */
  async assertSecondFactor(userId: number, code: string): Promise<void> {
    await this.assertNotLocked(userId);
    if (!(await this.checkCode(userId, code))) return this.failed(userId);
    await this.attempts.reset(`mfa-fail:${userId}`);
  }

  /** Rule 7: opens the stored secret; a wrong DATA_KEY fails loudly here, naming both key ids. */
  private secretOf(row: { user_id: bigint | number; secret: string; secret_key_id: string | null }): string {
    if (row.secret_key_id === null) throw new SecretBoxError(`TOTP secret of user ${row.user_id} is not sealed (migration 0010 not run?)`);
    return this.box.open({ ciphertext: row.secret, keyId: row.secret_key_id }, totpAssociated(row.user_id));
  }

  /** A TOTP (rule 2) or a recovery code (rule 3) of an account with 2FA on. */
  private async checkCode(userId: number, code: string): Promise<boolean> {
    const trimmed = code.trim();
    if (codeRegex.test(trimmed)) {
      const row = await this.db
        .selectFrom('user_mfa')
        .select(['user_id', 'secret', 'secret_key_id', 'enabled_at'])
        .where('user_id', '=', BigInt(userId))
        .executeTakeFirst();
      return row !== undefined && row.enabled_at !== null && this.acceptTotp(userId, this.secretOf(row), trimmed);
    }
    if (!recoveryRegex.test(trimmed)) return false;
    const used = await this.db
      .updateTable('mfa_recovery_codes')
      .set({ used_at: this.now() })
      .where('user_id', '=', BigInt(userId))
      .where('code_hash', '=', recoveryHash(userId, trimmed))
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(used.numUpdatedRows) === 1;
  }

  /** Rule 2: valid within ±1 step, and its step is newer than the last accepted one (claimed atomically). */
  private async acceptTotp(userId: number, secret: string, code: string): Promise<boolean> {
    if (!codeRegex.test(code)) return false;
    const now = this.now();
    const delta = totpFor(secret, ISSUER).validate({ token: code, timestamp: now, window: 1 });
    if (delta === null) return false;
    const step = Math.floor(now / 1000 / PERIOD_S) + delta;
    const claimed = await this.db
      .updateTable('user_mfa')
      .set({ last_step: step })
      .where('user_id', '=', BigInt(userId))
      .where('last_step', '<', BigInt(step))
      .executeTakeFirst();
    return Number(claimed.numUpdatedRows) === 1;
  }

  /**
   * Rule 5, reserve-then-check: the try is counted before the code is checked, so parallel guesses get
   * at most `mfaFailures` checks per window; a right code clears the count.
   */
  private async assertNotLocked(userId: number): Promise<void> {
    await reserveAttempt(this.attempts, `mfa-fail:${userId}`, accountLimits.mfaFailures, this.limits.windowMs);
  }

  /** A wrong code: its try was already counted by assertNotLocked. */
  private async failed(_userId: number): Promise<never> {
    throw new AppError(3002);
  }
}
