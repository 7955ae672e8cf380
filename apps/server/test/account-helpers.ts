/**
 * Helpers of the account security tests: the dev outbox, TOTP codes generated like an
 * authenticator app, and a player with a bound email or with 2FA on.
 */
import { Secret, TOTP } from 'otpauth';
import { request } from './harness.ts';

export interface OutboxEntry {
  to: string;
  subject: string;
  text: string;
  code: string | null;
  sentAt: number;
}

/** Mails in the dev outbox to `to`, newest first. */
export async function outboxFor(base: string, to: string): Promise<OutboxEntry[]> {
  const res = await request<{ enabled: boolean; mails: OutboxEntry[] }>(base, 'GET', '/ops/outbox');
  if (res.status !== 200) throw new Error(`outbox: ${JSON.stringify(res.body)}`);
  return res.body.data!.mails.filter((m) => m.to === to);
}

/** The newest code mailed to `to`. */
export async function lastCode(base: string, to: string): Promise<string> {
  const mail = (await outboxFor(base, to)).find((m) => m.code);
  if (!mail?.code) throw new Error(`no code mailed to ${to}`);
  return mail.code;
}

let emailCounter = 0;
export function uniqueEmail(): string {
  emailCounter += 1;
  return `pemain${Date.now().toString(36)}${emailCounter}@contoh.id`;
}

/**
 * A TOTP code for the step `stepOffset` steps from now (the server accepts -1, 0, +1). Tests that use
 * several codes take increasing offsets, since a step is never accepted twice. Waits out the last
 * 1.5 s of a step so the code cannot change meaning between making and checking it.
 */
export async function totpCode(secret: string, stepOffset = 0): Promise<string> {
  const inStep = Date.now() % 30_000;
  if (inStep > 28_500) await new Promise((r) => setTimeout(r, 30_000 - inStep + 50));
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: Date.now() + stepOffset * 30_000 });
}

/** Binds a fresh email to the player through the code flow; returns the address. */
export async function bindEmail(base: string, token: string, email = uniqueEmail(), password = 'rahasia123'): Promise<string> {
  const sent = await request(base, 'POST', '/main/user/email/code', { token, body: { purpose: 'bind', email } });
  if (sent.status !== 200) throw new Error(`email/code: ${JSON.stringify(sent.body)}`);
  const bound = await request(base, 'POST', '/main/user/email/bind', {
    token,
    body: { email, code: await lastCode(base, email), password },
  });
  if (bound.status !== 200) throw new Error(`email/bind: ${JSON.stringify(bound.body)}`);
  return email;
}

/** Turns 2FA on (with a code for the previous step); returns the secret and the recovery codes. */
export async function enableMfa(
  base: string,
  token: string,
  password = 'rahasia123',
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await request<{ secret: string; otpauthUrl: string }>(base, 'POST', '/main/user/email/mfa', {
    token,
    body: { action: 'setup' },
  });
  const secret = setup.body.data!.secret;
  const enabled = await request<{ recoveryCodes: string[] }>(base, 'POST', '/main/user/email/mfa', {
    token,
    body: { action: 'enable', code: await totpCode(secret, -1), password },
  });
  if (enabled.status !== 200) throw new Error(`mfa enable: ${JSON.stringify(enabled.body)}`);
  return { secret, recoveryCodes: enabled.body.data!.recoveryCodes };
}
