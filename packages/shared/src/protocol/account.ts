/**
 * Account security wire contract (SPEC §7 `/main/user/*`, bodies our own: docs/decisions/0007):
 * profile, email binding and codes, password reset by email, 2FA (TOTP + recovery codes), the login
 * challenge, phone and password changes, and the session list. TypeBox schemas, shared by server and web.
 */
import { Type, type Static } from 'typebox';
import { Password, Phone, UserView } from './rest.ts';

/** SPEC §5: nickname is required and has a maximum length. */
export const NICKNAME_MAX = 20;
/** Email and 2FA codes: 6 digits (SPEC §5 verification code). */
export const CODE_PATTERN = '^[0-9]{6}$';
/** Recovery codes: two groups of 5 letters/digits, e.g. `k7d2m-9xq4p` (case and dash are ignored on input). */
export const RECOVERY_CODE_PATTERN = '^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$';
/** Avatar uploads: PNG, JPEG or WEBP (checked by magic bytes), at most 1 MB. */
export const AVATAR_MAX_BYTES = 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** Seconds before another code may be mailed (the resend countdown). */
export const MAIL_RESEND_SECONDS = 60;

/** SPEC §5: email must have a valid format (one @, a dot in the domain, no spaces). */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$';
export const Email = Type.String({ pattern: EMAIL_PATTERN, minLength: 6, maxLength: 254 });
export const EmailCode = Type.String({ pattern: CODE_PATTERN });
/** A TOTP code (6 digits) or a recovery code. */
export const SecondFactorCode = Type.String({ minLength: 6, maxLength: 11 });

/** `POST /main/user`: edit profile (nickname). The avatar has its own upload call. */
export const ProfileBody = Type.Object({ name: Type.String({ minLength: 1, maxLength: 60 }) }, { additionalProperties: false });
export type ProfileBody = Static<typeof ProfileBody>;

/** `POST /main/user/avatar` answer: the URL the avatar is served at (also in `UserView.avatar`). */
export const AvatarResult = Type.Object({ avatar: Type.String() });
export type AvatarResult = Static<typeof AvatarResult>;

/** What a mailed code answers: when the next one may be asked for, and how long this one lives. */
export const CodeSent = Type.Object({ resendIn: Type.Integer(), expiresIn: Type.Integer() });
export type CodeSent = Static<typeof CodeSent>;

/** `POST /main/user/email/code`: a code to a new address (`bind`) or to the bound one (`pin`: forget PIN). */
export const EmailCodeBody = Type.Union([
  Type.Object({ purpose: Type.Literal('bind'), email: Email }, { additionalProperties: false }),
  Type.Object({ purpose: Type.Literal('pin') }, { additionalProperties: false }),
]);
export type EmailCodeBody = Static<typeof EmailCodeBody>;

/** Step-up (issue 12): the current password, and `mfaCode` (TOTP or recovery code) while 2FA is on. */
export const CurrentPassword = Type.String({ minLength: 1, maxLength: 64 });
export const StepUpFields = { password: CurrentPassword, mfaCode: Type.Optional(SecondFactorCode) };

/** `POST /main/user/email/bind`: binds or changes the email; both need the password (and 2FA code when on). */
export const EmailBindBody = Type.Object({ email: Email, code: EmailCode, ...StepUpFields }, { additionalProperties: false });
export type EmailBindBody = Static<typeof EmailBindBody>;

/** `POST /main/user/email/vertify` (SPEC spelling): proves the bound email for a sensitive change; today: a new PIN (forget PIN). */
export const EmailVerifyBody = Type.Object(
  { purpose: Type.Literal('pin'), code: EmailCode, pin: Type.String({ maxLength: 32 }), ...StepUpFields },
  { additionalProperties: false },
);
export type EmailVerifyBody = Static<typeof EmailVerifyBody>;

/** `POST /main/user/email/password`: `{email}` mails a reset code; `{email, code, password}` resets. Same answer whether or not the email is bound. */
export const PasswordResetBody = Type.Union([
  Type.Object({ email: Email, code: EmailCode, password: Password }, { additionalProperties: false }),
  Type.Object({ email: Email }, { additionalProperties: false }),
]);
export type PasswordResetBody = Static<typeof PasswordResetBody>;

/** `GET /main/user/email/password?email&code`: whether a reset code is (still) good, without using it. */
export const PasswordResetCheckQuery = Type.Object({ email: Email, code: EmailCode }, { additionalProperties: false });
export const PasswordResetCheck = Type.Object({ valid: Type.Boolean() });

/** `POST /main/user/email/mfa`: `setup` makes a new pending secret; `enable` confirms it with a code. */
export const MfaSetupBody = Type.Union([
  Type.Object({ action: Type.Literal('setup') }, { additionalProperties: false }),
  Type.Object(
    { action: Type.Literal('enable'), code: Type.String({ pattern: CODE_PATTERN }), password: CurrentPassword },
    { additionalProperties: false },
  ),
]);
export type MfaSetupBody = Static<typeof MfaSetupBody>;

export const MfaSetup = Type.Object({ secret: Type.String(), otpauthUrl: Type.String() });
export type MfaSetup = Static<typeof MfaSetup>;

/** Recovery codes, shown once when 2FA is enabled. */
export const MfaEnabled = Type.Object({ recoveryCodes: Type.Array(Type.String()) });
export type MfaEnabled = Static<typeof MfaEnabled>;

export const MfaSetupResult = Type.Union([MfaSetup, MfaEnabled]);

/** `DELETE /main/user/mfa`: a current TOTP or an unused recovery code, and the password. */
export const MfaDisableBody = Type.Object(
  { code: SecondFactorCode, password: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);
export type MfaDisableBody = Static<typeof MfaDisableBody>;

/** A login with 2FA on answers this instead of a token; the client completes it at `/main/user/mfa/verify`. */
export const MfaChallenge = Type.Object({ mfaRequired: Type.Literal(true), challenge: Type.String(), expiresAt: Type.Integer() });
export type MfaChallenge = Static<typeof MfaChallenge>;

export const MfaVerifyBody = Type.Object(
  { challenge: Type.String({ minLength: 10, maxLength: 100 }), code: SecondFactorCode },
  { additionalProperties: false },
);
export type MfaVerifyBody = Static<typeof MfaVerifyBody>;

/** What `POST /main/user/phone/login` answers: a session, or a 2FA challenge. */
export const LoginResult = Type.Union([Type.Object({ token: Type.String(), user: UserView }), MfaChallenge]);

/** `POST /main/user/phone`: change the phone (needs the password). */
export const PhoneChangeBody = Type.Object({ phone: Phone, ...StepUpFields }, { additionalProperties: false });
export type PhoneChangeBody = Static<typeof PhoneChangeBody>;

export const PhoneView = Type.Object({ phone: Type.String({ description: 'masked' }) });

/** `POST /main/user/phone/check`: whether a phone may be registered (counted like a registration attempt). */
export const PhoneCheckBody = Type.Object({ phone: Phone }, { additionalProperties: false });
export const PhoneCheck = Type.Object({ available: Type.Boolean() });

/** `POST /main/user/phone/password`: change the password; other sessions are signed out. */
export const PasswordChangeBody = Type.Object(
  { oldPassword: Type.String({ minLength: 1, maxLength: 64 }), password: Password },
  { additionalProperties: false },
);
export type PasswordChangeBody = Static<typeof PasswordChangeBody>;
export const PasswordChanged = Type.Object({ signedOut: Type.Integer() });

/** One active session (device) of the player. */
export const SessionView = Type.Object({
  id: Type.Integer(),
  current: Type.Boolean(),
  ip: Type.Union([Type.String(), Type.Null()]),
  device: Type.String({ description: 'short description of the user agent' }),
  createdAt: Type.Integer({ description: 'login time' }),
  lastSeenAt: Type.Integer(),
});
export type SessionView = Static<typeof SessionView>;
export const SessionList = Type.Object({ list: Type.Array(SessionView) });
export const SessionsRevoked = Type.Object({ signedOut: Type.Integer() });

/** `GET /main/user/brief`: the security summary of the account pages. */
export const SecurityBrief = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  avatar: Type.String(),
  phone: Type.String({ description: 'masked' }),
  email: Type.Union([Type.String({ description: 'masked' }), Type.Null()]),
  pinSet: Type.Boolean(),
  mfaEnabled: Type.Boolean(),
  recoveryCodesLeft: Type.Integer(),
  createdAt: Type.Integer(),
  passwordChangedAt: Type.Union([Type.Integer(), Type.Null()]),
  lastLogin: Type.Union([Type.Object({ at: Type.Integer(), ip: Type.Union([Type.String(), Type.Null()]) }), Type.Null()]),
  sessions: Type.Integer(),
});
export type SecurityBrief = Static<typeof SecurityBrief>;

/** `GET /ops/outbox`: the dev outbox (mails kept in memory when SMTP_URL is unset). */
export const OutboxMail = Type.Object({
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  code: Type.Union([Type.String(), Type.Null()]),
  sentAt: Type.Integer(),
});
export type OutboxMail = Static<typeof OutboxMail>;
export const OutboxView = Type.Object({ enabled: Type.Boolean(), mails: Type.Array(OutboxMail) });
export type OutboxView = Static<typeof OutboxView>;

/** Masks an email for display: "budi.santoso@mail.com" → "bu***@mail.com". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  return `${local.slice(0, Math.min(2, local.length))}***${email.slice(at)}`;
}

/** The form every email is stored and compared in. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** Recovery codes compare without case or dash: "K7D2M-9XQ4P" = "k7d2m9xq4p". */
export const normalizeRecoveryCode = (code: string): string => code.replace(/[\s-]/g, '').toLowerCase();
