/**
 * Step-up for sensitive changes (issue 12, points 5 and 9): a session alone is not enough to bind or
 * change the email, change the phone, turn 2FA on or off, reset the PIN, or add or change a bank
 * account. This is the one place that checks the current password (and the 2FA code when 2FA is on)
 * and counts the failures.
 *  1. no password → 3 (field `password`); 2FA on and no code → 20271 (the form then asks for it);
 *  2. password checks behind a session are limited per account: each check is counted BEFORE the
 *     hash is computed, and a check past the limit (5 per AUTH_WINDOW_MS) is refused with 667 without
 *     hashing, so a burst of parallel guesses gets at most 5 real checks; a right password clears the count;
 *  3. wrong password → 20106; wrong 2FA code → 3002, counted with the login's 2FA failures (667 after 5).
 */
import { AppError } from '../../platform/http/app-error.ts';
import type { AttemptStore } from '../auth/attempt-limiter.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { accountLimits } from './account-limits.ts';
import type { MfaService } from './mfa.service.ts';

/** What the player typed to prove it is them. */
export interface StepUpProof {
  readonly password?: string | undefined;
  /** TOTP or recovery code; needed only while 2FA is on. */
  readonly code?: string | undefined;
}

export class StepUp {
  constructor(
    private readonly auth: AuthService,
    private readonly mfa: MfaService,
    private readonly attempts: AttemptStore,
    private readonly windowMs: number,
  ) {}

  /** Rules 1-3: password, then the 2FA code when 2FA is on. */
  async verify(userId: number, proof: StepUpProof): Promise<void> {
    if (!proof.password) throw AppError.invalid('password');
    const mfaOn = (await this.mfa.status(userId)).enabled;
    if (mfaOn && !proof.code?.trim()) throw new AppError(20271); // rule 1, before counting anything
    await this.checkPassword(userId, proof.password);
    if (mfaOn) await this.mfa.assertSecondFactor(userId, proof.code ?? '');
  }

  /** Rule 2: the current password alone (password change; 2FA enable and disable check their own code). */
  async checkPassword(userId: number, password: string | undefined): Promise<void> {
    if (!password) throw AppError.invalid('password');
    const key = `password-check:${userId}`;
    if ((await this.attempts.hit(key, this.windowMs)) > accountLimits.passwordChecks) {
      throw new AppError(667, 'Terlalu banyak percobaan kata sandi salah, coba lagi dalam beberapa menit');
    }
    if (!(await this.auth.passwordMatches(userId, password))) throw new AppError(20106);
    await this.attempts.reset(key);
  }
}
