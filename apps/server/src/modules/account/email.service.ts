/**
 * Email binding, forget-PIN and password reset by email (SPEC §7 `/main/user/email/*`).
 *  1. bind: the code goes to the new address; an address bound to another account gets a notice
 *     instead of a code, and the answer is the same, so nobody learns which addresses are taken;
 *  2. binding and changing the email need the step-up (password, 2FA code when on: step-up.ts);
 *     a change holds withdrawals for a day (withdrawal-hold.ts) and tells both addresses;
 *  3. forget PIN: a code to the bound address plus the step-up, then the new PIN replaces the old one
 *     and its lock, and withdrawals are held for a day;
 *  4. password reset: the same answer and timing whether or not the address is bound; the code only
 *     goes to a bound address; a reset signs out every session and clears the login failures.
 */
import type { FastifyBaseLogger } from 'fastify';
import { MAIL_RESEND_SECONDS, maskEmail, normalizeEmail, type CodeSent } from '@kasino/shared/protocol/account';
import { AppError } from '../../platform/http/app-error.ts';
import { isUniqueViolation, num } from '../../platform/db/database.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { accountLimits } from './account-limits.ts';
import type { EmailCodes } from './email-codes.ts';
import type { EmailRepository } from './email.repository.ts';
import { sendLater, type Mailer } from './mailer.ts';
import type { PinService } from './pin.service.ts';
import type { StepUp, StepUpProof } from './step-up.ts';
import type { WithdrawalHolds } from '../wallet/withdrawal-hold.ts';

const sent: CodeSent = { resendIn: MAIL_RESEND_SECONDS, expiresIn: accountLimits.codeTtlMs / 1000 };
const minutes = accountLimits.codeTtlMs / 60_000;

export class EmailService {
  constructor(
    private readonly repo: EmailRepository,
    private readonly codes: EmailCodes,
    private readonly mailer: Mailer,
    private readonly auth: AuthService,
    private readonly pins: PinService,
    private readonly log: FastifyBaseLogger,
    private readonly stepUp: StepUp,
    private readonly holds: WithdrawalHolds,
  ) {}

  /** Rule 1: a bind code to `rawEmail` for the player. */
  async sendBindCode(userId: number, rawEmail: string): Promise<CodeSent> {
    const email = normalizeEmail(rawEmail);
    await this.codes.throttle('bind', [email, `user:${userId}`]);
    const owner = await this.repo.ownerOf(email);
    if (owner && num(owner.id) !== userId) {
      sendLater(
        this.mailer,
        {
          to: email,
          subject: 'Kasino: permintaan menghubungkan email',
          text: 'Seseorang mencoba menghubungkan alamat ini ke akun Kasino lain. Alamat ini tetap terhubung ke akun Anda; abaikan pesan ini jika itu bukan Anda.',
        },
        this.log,
      );
      return sent;
    }
    const code = await this.codes.issue('bind', email, userId);
    sendLater(
      this.mailer,
      {
        to: email,
        subject: 'Kasino: kode verifikasi email',
        text: `Kode verifikasi email Anda: ${code}. Berlaku ${minutes} menit. Jangan bagikan kode ini kepada siapa pun.`,
        code,
      },
      this.log,
    );
    return sent;
  }

  /** Rules 1-2: binds (or changes) the email once the code is right. */
  async bind(
    userId: number,
    input: { email: string; code: string; password?: string | undefined; mfaCode?: string | undefined },
  ): Promise<{ email: string }> {
    const email = normalizeEmail(input.email);
    const current = await this.repo.emailOf(userId);
    // Rule 2: checked before the code, so a wrong password does not burn a good code.
    await this.stepUp.verify(userId, { password: input.password, code: input.mfaCode });
    await this.codes.verify('bind', email, input.code, { userId, consume: true });
    const changed = current !== null && current !== email;
    let hold: Awaited<ReturnType<WithdrawalHolds['place']>> = null;
    try {
      hold = await this.repo.transaction(async (trx) => {
        await this.repo.setEmail(trx, userId, email);
        return changed ? this.holds.place(trx, userId, 'email_changed') : null;
      });
    } catch (error) {
      // Taken between the code and now: the code holder controls the address, so saying so is safe.
      if (isUniqueViolation(error)) throw new AppError(7010, 'Email sudah terhubung ke akun lain');
      throw error;
    }
    if (changed && current) {
      const held = hold ? ' Demi keamanan, penarikan ditahan selama 24 jam.' : '';
      sendLater(
        this.mailer,
        {
          to: current,
          subject: 'Kasino: email akun diubah',
          text: `Email akun Anda diubah ke ${maskEmail(email)}.${held} Hubungi layanan pelanggan jika itu bukan Anda.`,
        },
        this.log,
      );
    }
    this.holds.announce(userId, hold);
    return { email: maskEmail(email) };
  }

  /** Rule 3: a forget-PIN code to the bound address (20100 without one). */
  async sendPinCode(userId: number): Promise<CodeSent> {
    const email = await this.boundEmail(userId);
    await this.codes.throttle('pin', [email, `user:${userId}`]);
    const code = await this.codes.issue('pin', email, userId);
    sendLater(
      this.mailer,
      {
        to: email,
        subject: 'Kasino: kode atur ulang PIN',
        text: `Kode untuk mengatur ulang PIN keamanan Anda: ${code}. Berlaku ${minutes} menit.`,
        code,
      },
      this.log,
    );
    return sent;
  }

  /** Rule 3: sets a new PIN after the emailed code (`email/vertify`, purpose pin). */
  async resetPin(userId: number, code: string, pin: string, proof: StepUpProof): Promise<void> {
    const email = await this.boundEmail(userId);
    this.pins.assertFormat(pin); // before the code, so a bad PIN does not use the code up
    await this.stepUp.verify(userId, proof); // and so does a wrong password
    await this.codes.verify('pin', email, code, { userId, consume: true });
    // The hold goes in first: a reset that then failed leaves a needless hold, never a reset without one.
    const hold = await this.holds.placeAlone(userId, 'pin_reset');
    await this.pins.reset(userId, pin);
    this.holds.announce(userId, hold);
  }

  /** Rule 4: mails a reset code to a bound address; answers the same either way. */
  async requestPasswordReset(rawEmail: string): Promise<CodeSent> {
    const email = normalizeEmail(rawEmail);
    await this.codes.throttle('reset', [email]);
    const user = await this.repo.accountOf(email);
    if (user && user.status === 'active') {
      const code = await this.codes.issue('reset', email, num(user.id));
      sendLater(
        this.mailer,
        {
          to: email,
          subject: 'Kasino: kode atur ulang kata sandi',
          text: `Kode untuk mengatur ulang kata sandi Anda: ${code}. Berlaku ${minutes} menit. Abaikan email ini jika Anda tidak memintanya.`,
          code,
        },
        this.log,
      );
    }
    return sent;
  }

  /** Rule 4: whether a reset code is good (counts as a try, does not use it). */
  async checkPasswordReset(rawEmail: string, code: string): Promise<{ valid: boolean }> {
    try {
      await this.codes.verify('reset', normalizeEmail(rawEmail), code, { consume: false });
      return { valid: true };
    } catch (error) {
      if (error instanceof AppError && error.code === 2002) return { valid: false };
      throw error;
    }
  }

  /** Rule 4: sets the new password and signs out every session. */
  async resetPassword(rawEmail: string, code: string, password: string): Promise<void> {
    const email = normalizeEmail(rawEmail);
    const userId = await this.codes.verify('reset', email, code, { consume: true });
    await this.auth.setPassword(userId, password, null);
    sendLater(
      this.mailer,
      {
        to: email,
        subject: 'Kasino: kata sandi diubah',
        text: 'Kata sandi akun Anda baru saja diatur ulang dan semua perangkat telah dikeluarkan. Hubungi layanan pelanggan jika itu bukan Anda.',
      },
      this.log,
    );
  }

  private async boundEmail(userId: number): Promise<string> {
    const email = await this.repo.boundEmail(userId);
    if (!email) throw new AppError(20100);
    return email;
  }
}
