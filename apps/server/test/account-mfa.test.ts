import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { URL } from 'node:url';
import { engines, registerUser, request, startTestServer, type TestServer } from './harness.ts';
import { enableMfa, totpCode } from './account-helpers.ts';

type LoginAnswer = { token?: string; mfaRequired?: true; challenge?: string; expiresAt?: number; user?: { id: number } };

describe.each(engines)('two-factor authentication on %s', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (phone: string, password: string) =>
    request<LoginAnswer>(t.url, 'POST', '/main/user/phone/login', { body: { phone, password } });
  const verify = (challenge: string, code: string) =>
    request<{ token: string; user: { id: number } }>(t.url, 'POST', '/main/user/mfa/verify', { body: { challenge, code } });
  const status = async (token: string) =>
    (await request<{ enabled: boolean; recoveryCodesLeft: number }>(t.url, 'GET', '/main/user/email/mfa', { token })).body.data!;

  it('sets up with an otpauth URL (RFC 6238 parameters), enables with a code, and shows 10 recovery codes once', async () => {
    const u = await registerUser(t.url);
    expect(await status(u.token)).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    const setup = await request<{ secret: string; otpauthUrl: string }>(t.url, 'POST', '/main/user/email/mfa', {
      token: u.token,
      body: { action: 'setup' },
    });
    expect(setup.status).toBe(200);
    const { secret, otpauthUrl } = setup.body.data!;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('Kasino');
    expect(url.searchParams.get('digits')).toBe('6');
    expect(url.searchParams.get('period')).toBe('30');
    // A wrong code is 3002 and leaves 2FA off.
    const wrong = await request(t.url, 'POST', '/main/user/email/mfa', {
      token: u.token,
      body: { action: 'enable', code: '000000', password: u.password },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ code: 3002, msg: 'Verifikasi 2FA gagal' });
    expect((await status(u.token)).enabled).toBe(false);
    const enabled = await request<{ recoveryCodes: string[] }>(t.url, 'POST', '/main/user/email/mfa', {
      token: u.token,
      body: { action: 'enable', code: await totpCode(secret), password: u.password },
    });
    expect(enabled.status).toBe(200);
    const codes = enabled.body.data!.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(await status(u.token)).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    // Stored hashed only; setup again is refused while on.
    const stored = await t.server.database.db
      .selectFrom('mfa_recovery_codes')
      .select('code_hash')
      .where('user_id', '=', BigInt(u.userId))
      .execute();
    expect(stored.map((r) => r.code_hash)).not.toContain(codes[0]);
    expect((await request(t.url, 'POST', '/main/user/email/mfa', { token: u.token, body: { action: 'setup' } })).body.code).toBe(20103);
  });

  it('login with 2FA on answers a challenge and no token; a TOTP completes it and sets the cookie', async () => {
    const u = await registerUser(t.url);
    const { secret } = await enableMfa(t.url, u.token);
    const first = await login(u.phone, u.password);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ mfaRequired: true });
    expect(first.body.data?.token).toBeUndefined();
    expect(first.headers.get('set-cookie')).toBeNull();
    expect((first.body.data!.expiresAt ?? 0) - Date.now()).toBeGreaterThan(4 * 60_000);
    const stored = await t.server.database.db
      .selectFrom('mfa_challenges')
      .select('challenge_hash')
      .where('user_id', '=', BigInt(u.userId))
      .execute();
    expect(stored.map((r) => r.challenge_hash)).not.toContain(first.body.data!.challenge);

    const done = await verify(first.body.data!.challenge!, await totpCode(secret));
    expect(done.status).toBe(200);
    expect(done.body.data!.user.id).toBe(u.userId);
    expect(done.headers.get('set-cookie')).toContain(`token=${done.body.data!.token}`);
    expect((await request(t.url, 'GET', '/main/user', { token: done.body.data!.token })).status).toBe(200);
    // The challenge is used up.
    expect((await verify(first.body.data!.challenge!, await totpCode(secret, 1))).body.code).toBe(20105);
  });

  it('refuses a wrong code with 3002 and a replayed TOTP (same step) even on a new challenge', async () => {
    const u = await registerUser(t.url);
    const { secret } = await enableMfa(t.url, u.token);
    const c1 = (await login(u.phone, u.password)).body.data!.challenge!;
    const wrong = await verify(c1, '000000');
    expect(wrong.body.code).toBe(3002);
    const code = await totpCode(secret);
    expect((await verify(c1, code)).status).toBe(200);
    const c2 = (await login(u.phone, u.password)).body.data!.challenge!;
    expect((await verify(c2, code)).body.code).toBe(3002); // replay
    // An older step than the last accepted one is refused too.
    expect((await verify(c2, await totpCode(secret, -1))).body.code).toBe(3002);
    expect((await verify(c2, await totpCode(secret, 1))).status).toBe(200);
  });

  it('accepts each recovery code once, in any case and with or without the dash', async () => {
    const u = await registerUser(t.url);
    const { recoveryCodes } = await enableMfa(t.url, u.token);
    const [a, b] = recoveryCodes as [string, string];
    const c1 = (await login(u.phone, u.password)).body.data!.challenge!;
    expect((await verify(c1, a.toUpperCase().replace('-', ''))).status).toBe(200);
    const c2 = (await login(u.phone, u.password)).body.data!.challenge!;
    expect((await verify(c2, a)).body.code).toBe(3002);
    expect((await verify(c2, b)).status).toBe(200);
    expect((await status(u.token)).recoveryCodesLeft).toBe(8);
  });

  it('ends a challenge after 5 tries (20105) and when it expires', async () => {
    const u = await registerUser(t.url);
    const { secret } = await enableMfa(t.url, u.token);
    const c1 = (await login(u.phone, u.password)).body.data!.challenge!;
    // Two wrong tries on this challenge (the per-account limit is 5), then the expiry.
    expect((await verify(c1, '000000')).body.code).toBe(3002);
    await t.server.database.db
      .updateTable('mfa_challenges')
      .set({ expires_at: Date.now() - 1 })
      .where('user_id', '=', BigInt(u.userId))
      .execute();
    expect((await verify(c1, await totpCode(secret))).body.code).toBe(20105);
    expect((await verify('tidak-ada-tantangan-ini', await totpCode(secret))).body.code).toBe(20105);
    // Five tries use a challenge up: simulate four earlier ones.
    const c2 = (await login(u.phone, u.password)).body.data!.challenge!;
    await t.server.database.db
      .updateTable('mfa_challenges')
      .set({ attempts: 5 })
      .where('user_id', '=', BigInt(u.userId))
      .where('used_at', 'is', null)
      .execute();
    expect((await verify(c2, await totpCode(secret))).body.code).toBe(20105);
  });

  it('locks 2FA for the account with 429/667 after 5 wrong codes, even with the right code or a new challenge', async () => {
    const u = await registerUser(t.url);
    const { secret } = await enableMfa(t.url, u.token);
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) {
      const c = (await login(u.phone, u.password)).body.data!.challenge!;
      answers.push((await verify(c, String(100000 + i))).body.code);
    }
    expect(answers).toEqual([3002, 3002, 3002, 3002, 3002]);
    const c = (await login(u.phone, u.password)).body.data!.challenge!;
    const locked = await verify(c, await totpCode(secret));
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe(667);
    // Disabling is locked too.
    expect(
      (
        await request(t.url, 'DELETE', '/main/user/mfa', {
          token: u.token,
          body: { code: await totpCode(secret, 1), password: u.password },
        })
      ).body.code,
    ).toBe(667);
  });

  it('disables with the password and a current code (TOTP or recovery); login then gives a token again', async () => {
    const u = await registerUser(t.url);
    const { secret, recoveryCodes } = await enableMfa(t.url, u.token);
    const del = (body: unknown) => request(t.url, 'DELETE', '/main/user/mfa', { token: u.token, body });
    expect((await del({ code: await totpCode(secret), password: 'salah1234' })).body.code).toBe(20106);
    expect((await del({ code: '000000', password: u.password })).body.code).toBe(3002);
    expect((await del({ code: recoveryCodes[3], password: u.password })).status).toBe(200);
    expect(await status(u.token)).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect((await del({ code: await totpCode(secret, 1), password: u.password })).body.code).toBe(20104);
    const again = await login(u.phone, u.password);
    expect(again.body.data?.token).toMatch(/^v1-/);
    // A second enable works with a new secret.
    const next = await enableMfa(t.url, u.token);
    expect(next.secret).not.toBe(secret);
  });

  it('refuses enable without setup (20108), and the 2FA calls need login', async () => {
    const u = await registerUser(t.url);
    expect(
      (
        await request(t.url, 'POST', '/main/user/email/mfa', {
          token: u.token,
          body: { action: 'enable', code: '123456', password: u.password },
        })
      ).body.code,
    ).toBe(20108);
    expect((await request(t.url, 'POST', '/main/user/email/mfa', { body: { action: 'setup' } })).body.code).toBe(1);
    expect((await request(t.url, 'DELETE', '/main/user/mfa', { body: { code: '123456', password: 'x' } })).body.code).toBe(1);
  });

  it('a wrong password with 2FA on still answers 7021 and counts toward the phone limit (no challenge leaks)', async () => {
    const u = await registerUser(t.url);
    await enableMfa(t.url, u.token);
    const bad = await login(u.phone, 'salah1234');
    expect(bad.body.code).toBe(7021);
    expect(bad.body.data).toBeUndefined();
  });
});
