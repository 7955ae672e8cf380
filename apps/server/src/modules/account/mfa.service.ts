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
import { totpAssociated, SecretBoxError, type SecretBox } from '../../platform/crypto/secret-box.ts';
import type { AttemptStore } from '../auth/attempt-limiter.ts';
import type { AuthService, ClientMeta, SecondFactorGate } from '../auth/auth.service.ts';
import { accountLimits } from './account-limits.ts';
import type { MfaRepository } from './mfa.repository.ts';
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
    private readonly repo: MfaRepository,
    private readonly auth: AuthService,
    private readonly attempts: AttemptStore,
    private readonly limits: MfaLimits,
    private readonly box: SecretBox,
    private readonly now: () => number = Date.now,
  ) {}

  async status(userId: number): Promise<{ enabled: boolean; recoveryCodesLeft: number }> {
    const row = await this.repo.mfa(userId);
    const enabled = row?.enabled_at !== null && row?.enabled_at !== undefined;
    if (!enabled) return { enabled: false, recoveryCodesLeft: 0 };
    return { enabled: true, recoveryCodesLeft: await this.repo.recoveryCodesLeft(userId) };
  }

  /** Rule 1: a new pending secret (replaces an earlier unconfirmed one). */
  async setup(userId: number, label: string): Promise<MfaSetup> {
    const row = await this.repo.mfa(userId);
    if (row && row.enabled_at !== null) throw new AppError(20103);
    const secret = new Secret({ size: 20 }).base32;
    await this.repo.savePending(userId, this.box.seal(secret, totpAssociated(userId)), this.now()); // rule 7
    return { secret, otpauthUrl: totpFor(secret, label).toString() };
  }

  /** Rule 1: confirms the pending secret with a code and returns the recovery codes (once). */
  async enable(userId: number, code: string): Promise<MfaEnabled> {
    const row = await this.repo.mfa(userId);
    if (!row) throw new AppError(20108);
    if (row.enabled_at !== null) throw new AppError(20103);
    await this.assertNotLocked(userId);
    if (!(await this.acceptTotp(userId, this.secretOf(row), code))) return this.failed(userId);
    const now = this.now();
    const recoveryCodes = Array.from({ length: accountLimits.recoveryCodes }, newRecoveryCode);
    await this.repo.enable(
      userId,
      recoveryCodes.map((c) => recoveryHash(userId, c)),
      now,
    );
    await this.attempts.reset(`mfa-fail:${userId}`);
    return { recoveryCodes };
  }

  /** Rule 6: turns 2FA off (the route has checked the password). */
  async disable(userId: number, code: string): Promise<void> {
    if (!(await this.status(userId)).enabled) throw new AppError(20104);
    await this.assertNotLocked(userId);
    if (!(await this.checkCode(userId, code))) return this.failed(userId);
    await this.repo.disable(userId, this.now());
  }

  /** Rule 4: the login gate. */
  async challengeFor(userId: number, meta: ClientMeta): Promise<MfaChallenge | null> {
    if (!(await this.status(userId)).enabled) return null;
    const challenge = randomBytes(32).toString('base64url');
    const now = this.now();
    const expiresAt = now + accountLimits.challengeTtlMs;
    await this.repo.addChallenge({
      userId,
      hash: sha256(challenge),
      clientId: meta.clientId,
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
      now,
      expiresAt,
    });
    return { mfaRequired: true, challenge, expiresAt };
  }

  /** Rules 2-5: answers a login challenge; returns who logged in, with the device of the password step. */
  async verifyChallenge(challenge: string, code: string, ip: string): Promise<{ userId: number; meta: ClientMeta }> {
    if ((await this.attempts.hit(`mfa-ip:${ip}`, this.limits.windowMs)) > this.limits.attemptsPerIp) throw new AppError(667); // rule 5
    const now = this.now();
    const row = await this.repo.challenge(sha256(challenge));
    if (!row || row.used_at !== null || num(row.expires_at) <= now) throw new AppError(20105);
    if (!(await this.repo.countTry(row.id, accountLimits.challengeAttempts))) throw new AppError(20105); // rule 4: out of tries
    const userId = num(row.user_id);
    await this.assertNotLocked(userId);
    if (!(await this.checkCode(userId, code))) return this.failed(userId);
    if (!(await this.repo.useChallenge(row.id, now))) throw new AppError(20105);
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
      const row = await this.repo.mfa(userId);
      return row !== undefined && row.enabled_at !== null && this.acceptTotp(userId, this.secretOf(row), trimmed);
    }
    if (!recoveryRegex.test(trimmed)) return false;
    return this.repo.useRecoveryCode(userId, recoveryHash(userId, trimmed), this.now());
  }

  /** Rule 2: valid within ±1 step, and its step is newer than the last accepted one (claimed atomically). */
  private async acceptTotp(userId: number, secret: string, code: string): Promise<boolean> {
    if (!codeRegex.test(code)) return false;
    const now = this.now();
    const delta = totpFor(secret, ISSUER).validate({ token: code, timestamp: now, window: 1 });
    if (delta === null) return false;
    const step = Math.floor(now / 1000 / PERIOD_S) + delta;
    return this.repo.claimStep(userId, step);
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
