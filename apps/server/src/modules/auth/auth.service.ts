/**
 * Accounts: registration and login by phone + password, sessions behind hashed tokens, logout,
 * and the brute-force limits. Rules are numbered; the numbers repeat where the code applies them.
 *
 * Limits (429 / code 667 for the rest of the window, 15 minutes by default):
 *  1. per IP: login and registration attempts together, at most `attemptsPerIp`;
 *  2. per phone: login attempts, at most `loginFailuresPerPhone`, counted before the password is checked
 *     (reserve-then-check); a successful login clears the count, so only failures add up.
 */
import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { Kysely } from 'kysely';
import { toWireAmount } from '@kasino/shared/money';
import { DEFAULT_CURRENCY } from '@kasino/shared/ids';
import { maskPhone, normalizePhone } from '@kasino/shared/validation';
import type { AuthResult, LoginBody, RegisterBody, UserView } from '@kasino/shared/protocol/rest';
import type { MfaChallenge } from '@kasino/shared/protocol/account';
import type { SessionEndReason } from '@kasino/shared/events';
import { AppError } from '../../platform/http/app-error.ts';
import { isUniqueViolation, num } from '../../platform/db/database.ts';
import type { Database, UserRow } from '../../platform/db/schema.ts';
import { recordEvent, type Outbox } from '../../platform/events/outbox.ts';
import type { WalletRepository } from '../wallet/wallet.repository.ts';
import type { AttemptStore } from './attempt-limiter.ts';
import { reserveAttempt } from './attempt-reserve.ts';
import { sessionLive, type SessionTimes } from './session-expiry.ts';
import { hashToken, issueToken, parseToken } from './token.ts';
import type { Principal, TokenCheck } from '../../platform/http/auth-guard.ts';
import type { UserRepository } from './user.repository.ts';

export interface AuthLimits {
  readonly loginFailuresPerPhone: number;
  readonly attemptsPerIp: number;
  readonly windowMs: number;
  /** Absolute lifetime of a session from its login (TOKEN_TTL_MS, 90 days); the cookie may live longer. */
  readonly tokenTtlMs: number;
  /** A session unused this long has ended (SESSION_IDLE_MS, 7 days); use refreshes it. */
  readonly sessionIdleMs: number;
}

export interface ClientMeta {
  readonly ip: string;
  readonly clientId: string | null;
  readonly userAgent: string | null;
}

/** An authenticated request's identity. */
export type { Principal, TokenCheck };

/** Decides whether a login needs a second factor; answers the challenge to send instead of a token. */
export interface SecondFactorGate {
  challengeFor(userId: number, meta: ClientMeta): Promise<MfaChallenge | null>;
}

// Algorithm.Argon2id is a const enum (2) that isolated modules cannot import.
const argonOptions = { algorithm: 2 } as const;
const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const TOUCH_EVERY_MS = 60_000;

export class AuthService {
  /** A real hash to verify against for unknown phones, so timing does not reveal which phones exist. */
  private readonly dummyHash: Promise<string>;
  private secondFactor: SecondFactorGate | null = null;
  private sessionsEndedListener: ((userId: number) => Promise<void>) | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly users: UserRepository,
    private readonly wallets: WalletRepository,
    private readonly attempts: AttemptStore,
    private readonly limits: AuthLimits,
    /** Registration and every session end record their events through it (player.registered, session.revoked). */
    private readonly outbox: Outbox,
    private readonly now: () => number = Date.now,
  ) {
    this.dummyHash = hash('dummy-password-0', argonOptions);
  }

  /**
   * Installs who hears of ended sessions: app.ts publishes on the event bus, so every node's gateway
   * re-checks that user's open websocket links at once.
   */
  onSessionsEnded(listener: (userId: number) => Promise<void>): void {
    this.sessionsEndedListener = listener;
  }

  /** Announces that sessions of `userId` ended; call after revoking any (best effort: calls re-check anyway). */
  async sessionsEnded(userId: number): Promise<void> {
    await this.sessionsEndedListener?.(userId).catch(() => undefined);
  }

  /** Installs the 2FA check that runs after a correct password (modules/account/mfa.service.ts). */
  useSecondFactor(gate: SecondFactorGate): void {
    this.secondFactor = gate;
  }

  async register(input: RegisterBody, meta: ClientMeta): Promise<AuthResult> {
    await this.countIpAttempt(meta.ip); // rule 1
    // Only adults may register (player protection); registering records the confirmation.
    if (input.adult !== true) throw new AppError(20150);
    const phone = normalizePhone(input.phone);
    if (await this.users.findByPhone(phone)) throw new AppError(7017);
    let inviterId: number | null = null;
    if (input.inviteCode) {
      const inviter = await this.users.findByInviteCode(input.inviteCode);
      if (!inviter) throw new AppError(7003);
      inviterId = num(inviter.id);
    }
    const passwordHash = await hash(input.password, argonOptions);
    const now = this.now();
    const token = await this.insertUserWithSession(phone, passwordHash, inviterId, input.inviteCode ?? null, meta, now);
    return { token: token.token, user: await this.userView(token.userId) };
  }

  private async insertUserWithSession(
    phone: string,
    passwordHash: string,
    inviterId: number | null,
    inviteCode: string | null,
    meta: ClientMeta,
    now: number,
  ) {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.outbox.transaction(this.db, async (trx) => {
          const userId = await this.users.insert(trx, {
            phone,
            passwordHash,
            name: `Member${phone.slice(-4)}`,
            inviteCode: randomInviteCode(),
            inviterId,
            currency: DEFAULT_CURRENCY,
            now,
          });
          await this.wallets.openWallet(trx, userId, DEFAULT_CURRENCY, now);
          const token = issueToken(userId);
          await this.users.insertSession(trx, this.newSession(userId, token, meta, now));
          await recordEvent(trx, { type: 'player.registered', userId, inviteCode: inviteCode ?? null, registeredAt: now });
          return { userId, token };
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // The phone was taken by a concurrent registration; an invite-code clash just retries.
        if (await this.users.findByPhone(phone)) throw new AppError(7017);
        if (attempt >= 3) throw error;
      }
    }
  }

  /** A session, or a 2FA challenge when the account has 2FA on (no token until it is answered). */
  async login(input: LoginBody, meta: ClientMeta): Promise<AuthResult | MfaChallenge> {
    const phone = normalizePhone(input.phone);
    const phoneKey = `login-fail:${phone}`;
    await this.countIpAttempt(meta.ip); // rule 1
    // Rule 2, reserve-then-check: the attempt is counted before the password is, so a parallel burst
    // gets at most `loginFailuresPerPhone` password checks; a correct password then clears the count.
    await reserveAttempt(this.attempts, phoneKey, this.limits.loginFailuresPerPhone, this.limits.windowMs);
    const user = await this.users.findByPhone(phone);
    const valid = await verify(user?.password_hash ?? (await this.dummyHash), input.password);
    if (!user || !valid) throw new AppError(7021);
    if (user.status !== 'active') throw new AppError(10001);
    await this.attempts.reset(phoneKey); // rule 2
    const userId = num(user.id);
    const challenge = await this.secondFactor?.challengeFor(userId, meta);
    if (challenge) return challenge;
    return this.openSession(userId, meta);
  }

  /** Starts a session for a user who proved who they are (password, and the second factor if on). */
  async openSession(userId: number, meta: ClientMeta): Promise<AuthResult> {
    const token = issueToken(userId);
    await this.users.insertSession(this.db, this.newSession(userId, token, meta, this.now()));
    return { token, user: await this.userView(userId) };
  }

  /** Whether `password` is the user's current password. */
  async passwordMatches(userId: number, password: string): Promise<boolean> {
    const user = await this.users.findById(userId);
    return verify(user?.password_hash ?? (await this.dummyHash), password);
  }

  /**
   * Sets a new password and signs out every other session (all of them when `keepSessionId` is null,
   * as after a reset by email); clears the phone's login failures. Returns how many were signed out.
   */
  async setPassword(userId: number, password: string, keepSessionId: number | null): Promise<number> {
    const passwordHash = await hash(password, argonOptions);
    const now = this.now();
    // The new password and the sessions it ends commit together, with their session.revoked.
    const { phone, revoked } = await this.outbox.transaction(this.db, async (tx) => {
      const phone = await this.users.setPassword(tx, userId, passwordHash, now);
      const revoked = await this.revokeIn(
        tx,
        userId,
        { except: keepSessionId },
        keepSessionId === null ? 'password-reset' : 'password-change',
        now,
      );
      return { phone, revoked };
    });
    await this.attempts.reset(`login-fail:${phone}`);
    await this.sessionsEnded(userId);
    return revoked;
  }

  /**
   * Ends sessions of `userId` other than `except` (only `only` when given) and announces them; returns
   * how many ended. The sessions page uses it; every session end records `session.revoked`.
   */
  async revokeSessions(userId: number, which: { except: number | null; only?: number }, reason: SessionEndReason): Promise<number> {
    const now = this.now();
    const revoked = await this.outbox.transaction(this.db, (tx) => this.revokeIn(tx, userId, which, reason, now));
    if (revoked) await this.sessionsEnded(userId);
    return revoked;
  }

  private async revokeIn(
    tx: Kysely<Database>,
    userId: number,
    which: { except: number | null; only?: number },
    reason: SessionEndReason,
    now: number,
  ): Promise<number> {
    const revoked = await this.users.revokeOpenSessions(tx, userId, which, now);
    if (revoked) await recordEvent(tx, { type: 'session.revoked', userId, reason, sessions: revoked, revokedAt: now });
    return revoked;
  }

  private newSession(userId: number, token: string, meta: ClientMeta, now: number) {
    return {
      userId,
      tokenHash: hashToken(token),
      clientId: meta.clientId,
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
      now,
      expiresAt: now + this.limits.tokenTtlMs,
    };
  }

  private async countIpAttempt(ip: string): Promise<void> {
    const count = await this.attempts.hit(`auth-ip:${ip}`, this.limits.windowMs);
    if (count > this.limits.attemptsPerIp) throw new AppError(667);
  }

  /**
   * Checks a token: malformed or unknown → 707 (verification failed); revoked or expired → 1 (login expired).
   * Expired (session-expiry.ts): past its absolute lifetime (the earlier of `expires_at` and `created_at` +
   * `tokenTtlMs`, so rows from before the 90-day limit end too) or unused for `sessionIdleMs`. Use
   * refreshes `last_seen_at`, written at most once a minute per session, not on every request.
   */
  async check(token: string | undefined): Promise<TokenCheck> {
    if (!token) return { ok: false, code: 1 };
    const parsed = parseToken(token);
    if (!parsed) return { ok: false, code: 707 };
    const session = await this.users.findSession(hashToken(token));
    if (!session || num(session.user_id) !== parsed.userId) return { ok: false, code: 707 };
    const now = this.now();
    if (!sessionLive(session, now, this.limits)) return { ok: false, code: 1 };
    const sessionId = num(session.id);
    if (now - num(session.last_seen_at) > TOUCH_EVERY_MS) await this.users.touchSession(sessionId, now);
    return { ok: true, principal: { userId: parsed.userId, sessionId } };
  }

  /**
   * For the websocket's periodic sweep: which of `tokens` still grant their user, as token → user id,
   * in one query per 500 tokens. It does not refresh `last_seen_at`: an open link is not use, so a
   * forgotten tab does not keep a session alive past its idle expiry.
   */
  async liveSessions(tokens: readonly string[]): Promise<Map<string, number>> {
    const byHash = new Map<string, { token: string; userId: number }>();
    for (const token of tokens) {
      const parsed = parseToken(token);
      if (parsed) byHash.set(hashToken(token), { token, userId: parsed.userId });
    }
    const rows = await this.users.findSessions([...byHash.keys()]);
    const now = this.now();
    const live = new Map<string, number>();
    for (const row of rows) {
      const wanted = byHash.get(row.token_hash);
      if (wanted && num(row.user_id) === wanted.userId && sessionLive(row, now, this.limits)) live.set(wanted.token, wanted.userId);
    }
    return live;
  }

  /** Whether a stored session still grants its user now (for listings that show live sessions). */
  isLive(session: SessionTimes): boolean {
    return sessionLive(session, this.now(), this.limits);
  }

  /** For the websocket: the token's user, or null. */
  async userIdFor(token: string): Promise<number | null> {
    const result = await this.check(token);
    return result.ok ? result.principal.userId : null;
  }

  /** Ends the current session, or every session of the user with `all`. */
  async logout(principal: Principal, all: boolean): Promise<void> {
    const now = this.now();
    await this.outbox.transaction(this.db, async (tx) => {
      if (all) await this.users.revokeAllSessions(principal.userId, now, tx);
      else await this.users.revokeSession(principal.sessionId, now, tx);
      await recordEvent(tx, { type: 'session.revoked', userId: principal.userId, reason: all ? 'logout-all' : 'logout', revokedAt: now });
    });
    await this.sessionsEnded(principal.userId);
  }

  async userView(userId: number): Promise<UserView> {
    const user = await this.users.findById(userId);
    if (!user) throw new AppError(707);
    return toUserView(user, await this.wallets.balanceOf(userId, user.currency));
  }
}

function randomInviteCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)];
  return code;
}

/** The account user of SPEC §3 as the API presents it. */
export function toUserView(user: UserRow, balance: bigint): UserView {
  return {
    id: num(user.id),
    name: user.name,
    avatar: user.avatar,
    balance: toWireAmount(balance),
    currency: user.currency,
    phone: maskPhone(user.phone),
    inviteCode: user.invite_code,
    createdAt: num(user.created_at),
    vipLevel: Number(user.vip_level ?? 0),
  };
}
