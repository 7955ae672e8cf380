/**
 * Step-up for sensitive changes and the withdrawal hold (issue 12, points 5 and 9), as an attacker with a
 * stolen session tried them: bind their own email, reset the PIN by email, add a bank account, withdraw,
 * turn 2FA on. Each is refused with the session alone and accepted with the password (+ 2FA code when on);
 * each security change then holds withdrawals for 24 h, with the reason and the time left.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, engines, registerUser, request, startOn, startTestServer, WsClient, type TestServer } from './harness.ts';
import { sealPlaintextTotpSecrets } from '../src/platform/db/migrations/0010-step-up.ts';
import { bindEmail, enableMfa, lastCode, outboxFor, totpCode, uniqueEmail } from './account-helpers.ts';
import { addBankAccount, depositAndWait, setPin } from './wallet-helpers.ts';

const bankBody = (accountNumber: string, extra: Record<string, unknown> = {}) => ({
  bankCode: 'BCA',
  accountNumber,
  holderName: 'Budi Santoso',
  pin: '123456',
  ...extra,
});

describe.each(engines)('step-up for sensitive changes on %s', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(engine, { SANDBOX_CONFIRM_MS: '20', JOBS: '0' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses every sensitive change with the session alone (3) or a wrong password (20106), and accepts it with the password', async () => {
    const u = await registerUser(t.url);
    const post = (path: string, body: unknown, method = 'POST') => request<{ id?: number }>(t.url, method, path, { token: u.token, body });

    // Bind a first email: the attacker's own address with the session alone.
    const email = uniqueEmail();
    expect((await post('/main/user/email/code', { purpose: 'bind', email })).status).toBe(200);
    const code = await lastCode(t.url, email);
    expect((await post('/main/user/email/bind', { email, code })).body).toMatchObject({ code: 3, field: 'password' });
    expect((await post('/main/user/email/bind', { email, code, password: 'salah1234' })).body.code).toBe(20106);
    expect((await post('/main/user/email/bind', { email, code, password: u.password })).status).toBe(200);

    // Set the first PIN: the thief's own PIN on an account that never had one.
    expect((await post('/main/user/pin', { pin: '123456' })).body).toMatchObject({ code: 3, field: 'password' });
    expect((await post('/main/user/pin', { pin: '123456', password: 'salah1234' })).body.code).toBe(20106);
    expect((await request<{ set: boolean }>(t.url, 'GET', '/main/user/pin', { token: u.token })).body.data!.set).toBe(false);
    expect((await post('/main/user/pin', { pin: '123456', password: u.password })).status).toBe(200);

    // Reset the PIN by email.
    await post('/main/user/email/code', { purpose: 'pin' });
    const pinCode = await lastCode(t.url, email);
    expect((await post('/main/user/email/vertify', { purpose: 'pin', code: pinCode, pin: '654321' })).body).toMatchObject({
      code: 3,
      field: 'password',
    });
    expect(
      (await post('/main/user/email/vertify', { purpose: 'pin', code: pinCode, pin: '654321', password: 'salah1234' })).body.code,
    ).toBe(20106);
    expect((await post('/main/user/email/vertify', { purpose: 'pin', code: pinCode, pin: '654321', password: u.password })).status).toBe(
      200,
    );

    // Add and change a bank account (the PIN alone is not enough).
    const add = (extra: Record<string, unknown>) => post('/main/pay/bank/account', bankBody('1234500001', { pin: '654321', ...extra }));
    expect((await add({})).body).toMatchObject({ code: 3, field: 'password' });
    expect((await add({ password: 'salah1234' })).body.code).toBe(20106);
    const added = await add({ password: u.password });
    expect(added.status).toBe(200);
    const change = (extra: Record<string, unknown>) =>
      post(`/main/pay/bank/account/${added.body.data!.id}`, bankBody('1234500002', { pin: '654321', ...extra }), 'PUT');
    expect((await change({})).body).toMatchObject({ code: 3, field: 'password' });
    expect((await change({ password: u.password })).status).toBe(200);

    // Change the phone.
    const phone = `0813${String(u.userId).padStart(8, '7')}`;
    expect((await post('/main/user/phone', { phone })).body).toMatchObject({ code: 3, field: 'password' });
    expect((await post('/main/user/phone', { phone, password: u.password })).status).toBe(200);

    // Turn 2FA on: with the session alone the attacker's authenticator would lock the owner out.
    const setup = await request<{ secret: string }>(t.url, 'POST', '/main/user/email/mfa', { token: u.token, body: { action: 'setup' } });
    const secret = setup.body.data!.secret;
    expect((await post('/main/user/email/mfa', { action: 'enable', code: await totpCode(secret, -1) })).body.code).toBe(3);
    expect(
      (await post('/main/user/email/mfa', { action: 'enable', code: await totpCode(secret, -1), password: 'salah1234' })).body.code,
    ).toBe(20106);
    expect((await request<{ enabled: boolean }>(t.url, 'GET', '/main/user/email/mfa', { token: u.token })).body.data!.enabled).toBe(false);
    expect((await post('/main/user/email/mfa', { action: 'enable', code: await totpCode(secret, -1), password: u.password })).status).toBe(
      200,
    );
  });

  it('with 2FA on, every step-up also needs a current code: none → 20271, wrong → 3002, TOTP or recovery code → accepted', async () => {
    const u = await registerUser(t.url);
    await setPin(t.url, u.token);
    const email = await bindEmail(t.url, u.token);
    const { secret, recoveryCodes } = await enableMfa(t.url, u.token);
    const post = (path: string, body: unknown, method = 'POST') => request(t.url, method, path, { token: u.token, body });

    const phone = `0815${String(u.userId).padStart(8, '3')}`;
    expect((await post('/main/user/phone', { phone, password: u.password })).body.code).toBe(20271);
    expect((await post('/main/user/phone', { phone, password: u.password, mfaCode: '000000' })).body.code).toBe(3002);
    expect((await post('/main/user/phone', { phone, password: u.password, mfaCode: await totpCode(secret, 0) })).status).toBe(200);

    // The first PIN of a player with 2FA on needs a code too.
    const fresh = await registerUser(t.url);
    const freshMfa = await enableMfa(t.url, fresh.token);
    const setFirst = (extra: Record<string, unknown>) =>
      request(t.url, 'POST', '/main/user/pin', { token: fresh.token, body: { pin: '123456', password: fresh.password, ...extra } });
    expect((await setFirst({})).body.code).toBe(20271);
    expect((await setFirst({ mfaCode: '000000' })).body.code).toBe(3002);
    expect((await request<{ set: boolean }>(t.url, 'GET', '/main/user/pin', { token: fresh.token })).body.data!.set).toBe(false);
    expect((await setFirst({ mfaCode: await totpCode(freshMfa.secret, 0) })).status).toBe(200);

    expect((await post('/main/pay/bank/account', bankBody('2234500001', { password: u.password }))).body.code).toBe(20271);
    expect(
      (await post('/main/pay/bank/account', bankBody('2234500001', { password: u.password, mfaCode: await totpCode(secret, 1) }))).status,
    ).toBe(200);

    // Changing the email: password + a recovery code (the TOTP steps of this minute are used up).
    await t.server.attempts.reset(`mail-resend:bind:user:${u.userId}`);
    const next = uniqueEmail();
    await post('/main/user/email/code', { purpose: 'bind', email: next });
    const code = await lastCode(t.url, next);
    expect((await post('/main/user/email/bind', { email: next, code, password: u.password })).body.code).toBe(20271);
    expect((await post('/main/user/email/bind', { email: next, code, password: u.password, mfaCode: recoveryCodes[0] })).status).toBe(200);
    expect((await outboxFor(t.url, email))[0]?.subject).toMatch(/email akun diubah/);

    // Disabling needs the password and a code too.
    expect((await post('/main/user/mfa', { code: recoveryCodes[1] }, 'DELETE')).body.code).toBe(3);
    expect((await post('/main/user/mfa', { code: recoveryCodes[1], password: 'salah1234' }, 'DELETE')).body.code).toBe(20106);
    expect((await post('/main/user/mfa', { code: recoveryCodes[1], password: u.password }, 'DELETE')).status).toBe(200);
  });

  it('limits password checks behind a session: 60 parallel wrong passwords → at most 5 hash checks, the rest 667, even for the right one after', async () => {
    const u = await registerUser(t.url);
    const auth = t.server.auth;
    const original = auth.passwordMatches.bind(auth);
    let checks = 0;
    auth.passwordMatches = async (userId: number, password: string) => {
      if (userId === u.userId) checks += 1;
      return original(userId, password);
    };
    try {
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          request(t.url, 'POST', '/main/user/phone', {
            token: u.token,
            body: { phone: `0816${String(i).padStart(8, '0')}`, password: `salah${i}xyz` },
          }),
        ),
      );
      const codes = answers.map((a) => a.body.code);
      expect(codes.filter((c) => c === 20106)).toHaveLength(5);
      expect(codes.filter((c) => c === 667)).toHaveLength(55);
      expect(checks).toBe(5);
      // The limit is per account and covers every step-up and the password change: the right password waits too.
      expect(
        (
          await request(t.url, 'POST', '/main/user/phone/password', {
            token: u.token,
            body: { oldPassword: u.password, password: 'baru12345' },
          })
        ).body.code,
      ).toBe(667);
      expect(
        (await request(t.url, 'POST', '/main/pay/bank/account', { token: u.token, body: bankBody('3234500001', { password: u.password }) }))
          .body.code,
      ).not.toBe(200);
      expect(checks).toBe(5);
    } finally {
      auth.passwordMatches = original;
    }
    // Another player is not affected.
    const v = await registerUser(t.url);
    expect(
      (
        await request(t.url, 'POST', '/main/user/phone/password', {
          token: v.token,
          body: { oldPassword: v.password, password: 'baru12345' },
        })
      ).status,
    ).toBe(200);
  });

  it('stores the TOTP secret sealed (never plaintext) with its key id, and a login with TOTP still works', async () => {
    const u = await registerUser(t.url);
    const { secret } = await enableMfa(t.url, u.token);
    const row = await t.server.database.db
      .selectFrom('user_mfa')
      .selectAll()
      .where('user_id', '=', BigInt(u.userId))
      .executeTakeFirstOrThrow();
    expect(row.secret).not.toContain(secret);
    expect(row.secret).not.toContain(secret.toLowerCase());
    expect(Buffer.from(row.secret, 'base64url').toString('latin1')).not.toContain(secret);
    expect(row.secret_key_id).toMatch(/^[0-9a-f]{8}$/);
    const login = await request<{ challenge: string }>(t.url, 'POST', '/main/user/phone/login', {
      body: { phone: u.phone, password: u.password },
    });
    const verified = await request<{ token: string }>(t.url, 'POST', '/main/user/mfa/verify', {
      body: { challenge: login.body.data!.challenge, code: await totpCode(secret, 0) },
    });
    expect(verified.status).toBe(200);
    expect(verified.body.data?.token).toMatch(/^v1-/);
  });
});

describe.each(engines)('TOTP secrets at rest on %s', (engine) => {
  it('migration 0010 seals existing plaintext secrets; login with TOTP works after it; another DATA_KEY cannot read them', async () => {
    const database = await createTestDatabase(engine);
    try {
      const after = await startOn(database.url);
      const u = await registerUser(after.url);
      const { secret } = await enableMfa(after.url, u.token);
      try {
        // A row as it was before 0010 (plaintext, no key id), sealed by the migration's own step.
        const db = after.server.database.db;
        await db.updateTable('user_mfa').set({ secret, secret_key_id: null }).where('user_id', '=', BigInt(u.userId)).execute();
        expect(await sealPlaintextTotpSecrets(db as never, after.server.config.dataKey)).toBe(1);
        const row = await after.server.database.db
          .selectFrom('user_mfa')
          .selectAll()
          .where('user_id', '=', BigInt(u.userId))
          .executeTakeFirstOrThrow();
        expect(row.secret).not.toContain(secret);
        expect(row.secret_key_id).toMatch(/^[0-9a-f]{8}$/);
        const login = await request<{ challenge: string }>(after.url, 'POST', '/main/user/phone/login', {
          body: { phone: u.phone, password: u.password },
        });
        const verified = await request<{ token: string }>(after.url, 'POST', '/main/user/mfa/verify', {
          body: { challenge: login.body.data!.challenge, code: await totpCode(secret, 0) },
        });
        expect(verified.status).toBe(200);
      } finally {
        await after.close();
      }

      // The wrong DATA_KEY fails (a server error, logged with both key ids), it never accepts a code.
      const wrongKey = await startOn(database.url, { DATA_KEY: 'another-data-key-of-32-characters-long' });
      try {
        const login = await request<{ challenge: string }>(wrongKey.url, 'POST', '/main/user/phone/login', {
          body: { phone: u.phone, password: u.password },
        });
        const verified = await request(wrongKey.url, 'POST', '/main/user/mfa/verify', {
          body: { challenge: login.body.data!.challenge, code: await totpCode(secret, 1) },
        });
        expect(verified.status).toBe(500);
      } finally {
        await wrongKey.close();
      }
    } finally {
      await database.drop();
    }
  });
});

describe.each(engines)('withdrawal hold after security changes on %s', (engine) => {
  const HOUR = 3_600_000;
  let offset = 0;
  const now = () => Date.now() + offset;
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(engine, { SANDBOX_CONFIRM_MS: '20', JOBS: '0', WITHDRAW_HOLD_HOURS: '24' }, { now });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('holds withdrawals 24 h after a new or changed bank account, a PIN reset, an email or a phone change; says why and until when; tells the player', async () => {
    const u = await registerUser(t.url);
    await depositAndWait(t.url, u.token, '500000');
    await setPin(t.url, u.token);
    // A first email is no change of contact: no hold.
    const email = await bindEmail(t.url, u.token);
    const hold = async () =>
      (await request<{ until: number; reason: string } | null>(t.url, 'GET', '/main/pay/withdraw/hold', { token: u.token })).body.data;
    expect(await hold()).toBeNull();
    let bank = 0;
    const withdraw = () =>
      request<{ id: string }>(t.url, 'POST', '/main/pay/withdraw', {
        token: u.token,
        body: { amount: '60000', bankAccountId: bank, pin: '123456' },
      });
    /** The hold is in force with this reason: refused with 20270, the end in the text and in `data`, a mail and a push. */
    const expectHeld = async (reason: string, pushed: { frame: Promise<{ data?: unknown }> }) => {
      const refused = await withdraw();
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe(20270);
      expect(refused.body.msg).toMatch(
        /^Penarikan ditahan hingga \d\d\/\d\d \d\d\.\d\d WIB karena perubahan keamanan akun \(.+\); sisa (24 jam|23 jam \d+ menit)$/,
      );
      const data = refused.body.data as unknown as { until: number; reason: string };
      expect(data.reason).toBe(reason);
      expect(data.until - now()).toBeGreaterThan(23 * HOUR);
      expect(data.until - now()).toBeLessThanOrEqual(24 * HOUR);
      expect(await hold()).toEqual(data);
      expect((await pushed.frame).data).toMatchObject({ kind: 'withdrawal_hold', reason, until: data.until });
      return data;
    };
    /**
     * Listens for the security push on a fresh link: the test clock jumps a day between steps, and the
     * gateway rightly drops a link that has been silent that long.
     */
    const pushOf = async (step: string) => {
      const ws = await WsClient.connect(t.wsUrl, { cookieToken: u.token });
      expect((await ws.call('/ws/subscribe', { topics: [`/ws/user/${u.userId}/security`] })).code).toBe(200);
      const frame = ws.next((f) => f.path === `/ws/user/${u.userId}/security`, 5_000, `security push after ${step}`);
      return { frame: frame.finally(() => ws.close()) };
    };
    /** After 24 h the withdrawal goes through (then it is cancelled so the next one can be asked for). */
    const expectFreeAfterADay = async () => {
      offset += 24 * HOUR + 60_000;
      expect(await hold()).toBeNull();
      const w = await withdraw();
      expect(w.status).toBe(200);
      expect((await request(t.url, 'DELETE', `/main/pay/withdraw/${w.body.data!.id}`, { token: u.token })).status).toBe(200);
    };

    // 1. A new bank account.
    let pushed = await pushOf('the new bank account');
    bank = await addBankAccount(t.url, u.token, '4234500001');
    await expectHeld('bank_account_added', pushed);
    // The notice mail goes out beside the request, never blocking it: it may land a moment after the push.
    await expect.poll(async () => (await outboxFor(t.url, email))[0]?.subject).toMatch(/penarikan ditahan/);
    await expectFreeAfterADay();

    // 2. A PIN reset by email.
    pushed = await pushOf('the PIN reset');
    await request(t.url, 'POST', '/main/user/email/code', { token: u.token, body: { purpose: 'pin' } });
    const pinCode = await lastCode(t.url, email);
    expect(
      (
        await request(t.url, 'POST', '/main/user/email/vertify', {
          token: u.token,
          body: { purpose: 'pin', code: pinCode, pin: '123456', password: u.password },
        })
      ).status,
    ).toBe(200);
    await expectHeld('pin_reset', pushed);
    await expectFreeAfterADay();

    // 3. An email change (the old address is told too).
    pushed = await pushOf('the email change');
    await t.server.attempts.reset(`mail-resend:bind:user:${u.userId}`);
    const next = uniqueEmail();
    await request(t.url, 'POST', '/main/user/email/code', { token: u.token, body: { purpose: 'bind', email: next } });
    expect(
      (
        await request(t.url, 'POST', '/main/user/email/bind', {
          token: u.token,
          body: { email: next, code: await lastCode(t.url, next), password: u.password },
        })
      ).status,
    ).toBe(200);
    await expectHeld('email_changed', pushed);
    expect((await outboxFor(t.url, email))[0]?.text).toMatch(/penarikan ditahan/);
    await expectFreeAfterADay();

    // 4. A phone change.
    pushed = await pushOf('the phone change');
    expect(
      (
        await request(t.url, 'POST', '/main/user/phone', {
          token: u.token,
          body: { phone: `0817${String(u.userId).padStart(8, '5')}`, password: u.password },
        })
      ).status,
    ).toBe(200);
    await expectHeld('phone_changed', pushed);
    await expectFreeAfterADay();

    // 5. A changed bank account.
    pushed = await pushOf('the bank account change');
    expect(
      (
        await request(t.url, 'PUT', `/main/pay/bank/account/${bank}`, {
          token: u.token,
          body: bankBody('4234500002', { password: u.password }),
        })
      ).status,
    ).toBe(200);
    await expectHeld('bank_account_changed', pushed);
    await expectFreeAfterADay();
  });
});
