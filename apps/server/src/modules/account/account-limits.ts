/**
 * The numbers behind account security, in one table (docs/decisions/0007). Failure windows reuse the
 * auth window (AUTH_WINDOW_MS, 15 minutes by default); counts live in the shared attempt store.
 */
import { MAIL_RESEND_SECONDS } from '@kasino/shared/protocol/account';

export const accountLimits = {
  /** A mailed code lives 10 minutes. */
  codeTtlMs: 10 * 60_000,
  /** One mail per purpose and address (and per account) every 60 s: 2001 before that. */
  resendMs: MAIL_RESEND_SECONDS * 1000,
  /** At most 5 mails per purpose and address per hour: 2001 after that. */
  mailsPerHour: 5,
  /** Tries per mailed code, the right one included; then the code is burnt (2002). */
  codeAttempts: 5,
  /** Wrong codes per purpose and address (or account) per window before 667. */
  codeFailures: 10,
  /** Wrong 2FA codes per account per window before 667 (login challenge, enable, disable). */
  mfaFailures: 5,
  /** Tries per login challenge; it dies after them (20105). */
  challengeAttempts: 5,
  /** A login challenge lives 5 minutes. */
  challengeTtlMs: 5 * 60_000,
  /** Password checks behind a session (step-up, password change) per account per window before 667. */
  passwordChecks: 5,
  /** Recovery codes made when 2FA is enabled. */
  recoveryCodes: 10,
} as const;
