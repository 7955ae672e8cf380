/**
 * The account pages' data: profile (nickname, avatar), phone and password changes, the security
 * brief, and the list of active sessions.
 *  1. nickname: trimmed, 1-20 characters, no control characters;
 *  2. avatar: PNG, JPEG or WEBP by magic bytes (20101), at most 1 MB (20102); stored in the
 *     database (every node serves it), only the newest kept;
 *  3. phone change needs the step-up (password, 2FA code when on; step-up.ts); a taken phone is 7017,
 *     as registration says anyway; a change holds withdrawals for a day and tells the player;
 *  4. password change needs the old password (20106, checks limited like every step-up) and signs out
 *     every other session;
 *  5. phone/check counts as a registration attempt per IP, so it is no cheaper an oracle than registering.
 */
import { randomBytes } from 'node:crypto';
import { maskPhone, normalizePhone } from '@kasino/shared/validation';
import { AVATAR_MAX_BYTES, maskEmail, NICKNAME_MAX, type SecurityBrief, type SessionView } from '@kasino/shared/protocol/account';
import type { UserView } from '@kasino/shared/protocol/rest';
import { AppError } from '../../platform/http/app-error.ts';
import { isUniqueViolation, num } from '../../platform/db/database.ts';
import type { AttemptStore } from '../auth/attempt-limiter.ts';
import type { AuthService, Principal } from '../auth/auth.service.ts';
import { deviceName } from './device-name.ts';
import type { ProfileRepository } from './profile.repository.ts';
import type { MfaService } from './mfa.service.ts';
import type { PinService } from './pin.service.ts';
import type { StepUp, StepUpProof } from './step-up.ts';
import type { WithdrawalHolds } from '../wallet/withdrawal-hold.ts';

export const AVATAR_PATH = '/main/user/avatar/';

/** Rule 2: the image type by its first bytes, or null. */
export function imageTypeOf(bytes: Uint8Array): 'image/png' | 'image/jpeg' | 'image/webp' | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

export class ProfileService {
  constructor(
    private readonly repo: ProfileRepository,
    private readonly auth: AuthService,
    private readonly pins: PinService,
    private readonly mfa: MfaService,
    private readonly attempts: AttemptStore,
    private readonly limits: { readonly windowMs: number; readonly attemptsPerIp: number },
    private readonly stepUp: StepUp,
    private readonly holds: WithdrawalHolds,
    private readonly now: () => number = Date.now,
  ) {}

  /** Rule 1. */
  async setNickname(userId: number, raw: string): Promise<UserView> {
    const name = raw.trim();
    if (!name) throw AppError.invalid('name', 'nama panggilan wajib diisi');
    if ([...name].length > NICKNAME_MAX) throw AppError.invalid('name', `maksimal ${NICKNAME_MAX} karakter`);
    if (CONTROL.test(name)) throw AppError.invalid('name');
    await this.repo.setName(userId, name);
    return this.auth.userView(userId);
  }

  /** Rule 2: stores the image and points the profile at it. */
  async setAvatar(userId: number, bytes: Uint8Array): Promise<{ avatar: string }> {
    if (bytes.byteLength > AVATAR_MAX_BYTES) throw new AppError(20102);
    const mime = imageTypeOf(bytes);
    if (!mime) throw new AppError(20101);
    const id = randomBytes(16).toString('hex');
    const avatar = `${AVATAR_PATH}${id}`;
    await this.repo.replaceAvatar(userId, { id, path: avatar, mime, data: bytes, now: this.now() });
    return { avatar };
  }

  async avatar(id: string): Promise<{ mime: string; data: Uint8Array } | null> {
    return this.repo.avatar(id);
  }

  async phone(userId: number): Promise<{ phone: string }> {
    return { phone: maskPhone((await this.repo.user(userId)).phone) };
  }

  /** Rule 3. */
  async changePhone(userId: number, rawPhone: string, proof: StepUpProof): Promise<{ phone: string }> {
    await this.stepUp.verify(userId, proof);
    const phone = normalizePhone(rawPhone);
    const before = await this.repo.user(userId);
    let hold: Awaited<ReturnType<WithdrawalHolds['place']>> = null;
    try {
      hold = await this.repo.transaction(async (trx) => {
        await this.repo.setPhone(trx, userId, phone);
        return before.phone === phone ? null : this.holds.place(trx, userId, 'phone_changed');
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(7017);
      throw error;
    }
    this.holds.announce(userId, hold);
    return { phone: maskPhone(phone) };
  }

  /** Rule 5. */
  async phoneAvailable(rawPhone: string, ip: string): Promise<{ available: boolean }> {
    if ((await this.attempts.hit(`auth-ip:${ip}`, this.limits.windowMs)) > this.limits.attemptsPerIp) throw new AppError(667);
    return { available: !(await this.repo.phoneTaken(normalizePhone(rawPhone))) };
  }

  /** Rule 4. */
  async changePassword(principal: Principal, oldPassword: string, password: string): Promise<{ signedOut: number }> {
    await this.stepUp.checkPassword(principal.userId, oldPassword);
    if (oldPassword === password) throw AppError.invalid('password', 'kata sandi baru harus berbeda');
    return { signedOut: await this.auth.setPassword(principal.userId, password, principal.sessionId) };
  }

  /** Live sessions, newest login first; the caller's own is marked. */
  async sessions(principal: Principal): Promise<SessionView[]> {
    const rows = await this.repo.openSessions(principal.userId, this.now());
    // Idle ones, and rows older than the absolute lifetime (an earlier release set expires_at a year out), are not live.
    return rows
      .filter((r) => this.auth.isLive(r))
      .map((r) => ({
        id: num(r.id),
        current: num(r.id) === principal.sessionId,
        ip: r.ip,
        device: deviceName(r.user_agent),
        createdAt: num(r.created_at),
        lastSeenAt: num(r.last_seen_at),
      }));
  }

  /** Signs out one other session (20107 when it is not the caller's), or every other one. */
  async revokeSessions(principal: Principal, sessionId: number | 'others'): Promise<{ signedOut: number }> {
    // Open websocket links of the ended sessions lose them (auth announces it; session.revoked is recorded).
    const signedOut = await this.auth.revokeSessions(
      principal.userId,
      sessionId === 'others' ? { except: principal.sessionId } : { except: principal.sessionId, only: sessionId },
      sessionId === 'others' ? 'revoke-others' : 'revoke-one',
    );
    if (sessionId !== 'others' && signedOut === 0) throw new AppError(20107);
    return { signedOut };
  }

  async brief(principal: Principal): Promise<SecurityBrief> {
    const user = await this.repo.user(principal.userId);
    const [pin, mfa, sessions] = await Promise.all([
      this.pins.status(principal.userId),
      this.mfa.status(principal.userId),
      this.sessions(principal),
    ]);
    // The previous login (another session), else this one.
    const last = await this.repo.previousLogin(principal.userId, principal.sessionId);
    const current = sessions.find((s) => s.current);
    const lastLogin = last ? { at: num(last.created_at), ip: last.ip } : current ? { at: current.createdAt, ip: current.ip } : null;
    return {
      id: num(user.id),
      name: user.name,
      avatar: user.avatar,
      phone: maskPhone(user.phone),
      email: user.email ? maskEmail(user.email) : null,
      pinSet: pin.set,
      mfaEnabled: mfa.enabled,
      recoveryCodesLeft: mfa.recoveryCodesLeft,
      createdAt: num(user.created_at),
      passwordChangedAt: user.password_changed_at === null ? null : num(user.password_changed_at),
      lastLogin,
      sessions: sessions.length,
    };
  }
}
