/**
 * Six-digit codes mailed for binding an email, resetting the password and resetting the PIN.
 *  1. a new mail for the same purpose and address (or account) waits 60 s, and at most 5 go per hour (2001);
 *  2. a new code replaces the previous unused one of the same purpose and account;
 *  3. a code lives 10 minutes and is used once; expired, used, replaced and wrong codes all answer 2002;
 *  4. every try counts on the code first (atomically), so parallel guesses cannot pass 5 tries;
 *  5. wrong codes per purpose and address also count in the attempt store: 667 after 10 in the window;
 *  6. only sha256 of a code is stored.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../platform/http/app-error.ts';
import { num } from '../../platform/db/database.ts';
import type { AttemptStore } from '../auth/attempt-limiter.ts';
import { accountLimits } from './account-limits.ts';
import { reserveAttempt } from '../auth/attempt-reserve.ts';
import type { EmailRepository } from './email.repository.ts';

export type CodePurpose = 'bind' | 'reset' | 'pin';

const HOUR_MS = 3_600_000;

const codeHash = (purpose: CodePurpose, email: string, code: string): string =>
  createHash('sha256').update(`${purpose}:${email}:${code}`).digest('hex');

export class EmailCodes {
  constructor(
    private readonly repo: EmailRepository,
    private readonly attempts: AttemptStore,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Rule 1 for every key given (address, account): throws 2001 when a mail is asked for too soon or too often. */
  async throttle(purpose: CodePurpose, keys: readonly string[]): Promise<void> {
    // Look at every key before counting, so a refusal on one key does not start another's countdown.
    for (const key of keys) {
      if ((await this.attempts.count(`mail-resend:${purpose}:${key}`)) >= 1) throw new AppError(2001);
      if ((await this.attempts.count(`mail-hour:${purpose}:${key}`)) >= accountLimits.mailsPerHour) throw new AppError(2001);
    }
    for (const key of keys) {
      await this.attempts.hit(`mail-resend:${purpose}:${key}`, accountLimits.resendMs);
      await this.attempts.hit(`mail-hour:${purpose}:${key}`, HOUR_MS);
    }
  }

  /** Makes and stores a new code (rule 2, 3, 6); returns it for the mail. */
  async issue(purpose: CodePurpose, email: string, userId: number): Promise<string> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const now = this.now();
    await this.repo.replaceCode({
      purpose,
      email,
      userId,
      codeHash: codeHash(purpose, email, code),
      now,
      expiresAt: now + accountLimits.codeTtlMs,
    });
    return code;
  }

  /**
   * Checks a code for the purpose and address (and account when known); returns the code's account.
   * `consume` uses it up (rule 3); without, it only tells whether it is good (still counting the try).
   */
  async verify(purpose: CodePurpose, email: string, code: string, options: { userId?: number; consume: boolean }): Promise<number> {
    const failKey = `code-fail:${purpose}:${email}`;
    // Rule 5, reserve-then-check: the try is counted before any code is looked at (parallel guesses
    // cannot all read the same low count); a right code clears the count.
    await reserveAttempt(this.attempts, failKey, accountLimits.codeFailures, this.windowMs);
    const now = this.now();
    const row = await this.repo.liveCode(purpose, email, now, options.userId);
    const fail = async (): Promise<never> => {
      throw new AppError(2002);
    };
    if (!row) return fail();
    // Rule 4: count the try before looking at the code.
    const tries = await this.repo.countTry(row.id, accountLimits.codeAttempts);
    if (tries === undefined) return fail();
    const given = Buffer.from(codeHash(purpose, email, code));
    if (!timingSafeEqual(given, Buffer.from(row.code_hash))) {
      if (num(tries) >= accountLimits.codeAttempts) await this.repo.use(row.id, this.now()); // the last try burns the code
      return fail();
    }
    if (options.consume && !(await this.repo.use(row.id, now))) return fail(); // a parallel request used it first
    await this.attempts.reset(failKey);
    return num(row.user_id);
  }
}
