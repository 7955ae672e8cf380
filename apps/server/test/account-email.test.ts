import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, registerUser, request, startTestServer, type TestServer } from './harness.ts';
import { bindEmail, lastCode, outboxFor, uniqueEmail } from './account-helpers.ts';
import { setPin } from './wallet-helpers.ts';

describe.each(engines)('email binding and password reset on %s', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  const sendBind = (token: string, email: string) =>
    request<{ resendIn: number; expiresIn: number }>(t.url, 'POST', '/main/user/email/code', { token, body: { purpose: 'bind', email } });
  // Binding needs the password (step-up); null leaves it out.
  const bind = (token: string, email: string, code: string, password: string | null = 'rahasia123') =>
    request<{ email: string }>(t.url, 'POST', '/main/user/email/bind', { token, body: { email, code, ...(password ? { password } : {}) } });
  const brief = async (token: string) => (await request<{ email: string | null }>(t.url, 'GET', '/main/user/brief', { token })).body.data!;

  it('mails a 6-digit code to the dev outbox and binds the email with it; the resend countdown is 60 s', async () => {
    const u = await registerUser(t.url);
    const email = uniqueEmail();
    const sent = await sendBind(u.token, email);
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({ resendIn: 60, expiresIn: 600 });
    const code = await lastCode(t.url, email);
    expect(code).toMatch(/^\d{6}$/);
    expect((await outboxFor(t.url, email))[0]?.text).toContain(code);
    const bound = await bind(u.token, email.toUpperCase(), code);
    expect(bound.status).toBe(200);
    expect(bound.body.data?.email).toMatch(/^pe\*\*\*@contoh\.id$/);
    expect((await brief(u.token)).email).toBe(bound.body.data?.email);
  });

  it('answers 2001 when a code is asked for again within 60 s (per address and per account)', async () => {
    const u = await registerUser(t.url);
    const email = uniqueEmail();
    expect((await sendBind(u.token, email)).status).toBe(200);
    const again = await sendBind(u.token, email);
    expect(again.status).toBe(429);
    expect(again.body.code).toBe(2001);
    const otherAddress = await sendBind(u.token, uniqueEmail());
    expect(otherAddress.body.code).toBe(2001);
    const otherUser = await registerUser(t.url);
    expect((await sendBind(otherUser.token, email)).body.code).toBe(2001);
  });

  it('refuses wrong, expired, replaced and replayed codes with 2002', async () => {
    const u = await registerUser(t.url);
    const email = uniqueEmail();
    await sendBind(u.token, email);
    const code = await lastCode(t.url, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await bind(u.token, email, wrong);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 2002, msg: 'Kode kedaluwarsa atau tidak valid' });
    // Another account cannot use my code.
    const other = await registerUser(t.url);
    expect((await bind(other.token, email, code)).body.code).toBe(2002);
    // Expired: the code's time has passed.
    await t.server.database.db
      .updateTable('email_codes')
      .set({ expires_at: Date.now() - 1 })
      .where('email', '=', email)
      .execute();
    expect((await bind(u.token, email, code)).body.code).toBe(2002);
    // Replayed: a used code does not work twice.
    const second = await registerUser(t.url);
    const email2 = uniqueEmail();
    await sendBind(second.token, email2);
    const code2 = await lastCode(t.url, email2);
    expect((await bind(second.token, email2, code2)).status).toBe(200);
    expect((await bind(second.token, email2, code2)).body.code).toBe(2002);
  });

  it('burns a code after 5 tries, even if the 5th is right, and counts parallel guesses', async () => {
    const u = await registerUser(t.url);
    const email = uniqueEmail();
    await sendBind(u.token, email);
    const code = await lastCode(t.url, email);
    const wrongs = ['000001', '000002', '000003', '000004', '000005', '000006', '000007', '000008'].filter((c) => c !== code);
    const answers = await Promise.all(wrongs.slice(0, 7).map((c) => bind(u.token, email, c)));
    // Each bind also counts a password check before hashing (step-up): a parallel burst past 5 gets 667.
    expect(answers.every((a) => a.body.code === 2002 || a.body.code === 667)).toBe(true);
    expect(answers.filter((a) => a.body.code === 2002).length).toBeGreaterThanOrEqual(5);
    expect((await bind(u.token, email, code)).body.code).toBe(2002);
    const rows = await t.server.database.db.selectFrom('email_codes').select(['attempts', 'used_at']).where('email', '=', email).execute();
    expect(Number(rows[0]?.attempts)).toBe(5);
    expect(rows[0]?.used_at).not.toBeNull();
  });

  it('does not reveal that an address belongs to another account: same answer, no code, a notice to the owner', async () => {
    const owner = await registerUser(t.url);
    const email = await bindEmail(t.url, owner.token);
    const intruder = await registerUser(t.url);
    await t.server.attempts.reset(`mail-resend:bind:${email}`); // the owner's own countdown is over
    const taken = await sendBind(intruder.token, email);
    const freeEmail = uniqueEmail();
    const free = await sendBind((await registerUser(t.url)).token, freeEmail);
    expect(taken.status).toBe(free.status);
    expect(taken.body).toEqual(free.body);
    const mails = await outboxFor(t.url, email);
    expect(mails[0]?.code).toBeNull();
    expect(mails[0]?.text).toMatch(/akun Kasino lain/);
    // Guessing a code for it gets the same 2002 as any wrong code.
    expect((await bind(intruder.token, email, '123456')).body.code).toBe(2002);
  });

  it('changes a bound email only with the password, and tells the old address', async () => {
    const u = await registerUser(t.url);
    const first = await bindEmail(t.url, u.token);
    const next = uniqueEmail();
    expect((await sendBind(u.token, next)).body.code).toBe(2001); // the per-account countdown
    await t.server.attempts.reset(`mail-resend:bind:user:${u.userId}`); // as if 60 s had passed
    expect((await sendBind(u.token, next)).status).toBe(200);
    const code = await lastCode(t.url, next);
    expect((await bind(u.token, next, code, null)).body).toMatchObject({ code: 3, field: 'password' });
    expect((await bind(u.token, next, code, 'salah1234')).body.code).toBe(20106);
    expect((await bind(u.token, next, code, u.password)).status).toBe(200);
    expect((await outboxFor(t.url, first))[0]?.subject).toMatch(/email akun diubah/);
  });

  it('resets the password by email: same answer for unknown addresses, a code only to a bound one, all sessions signed out', async () => {
    const u = await registerUser(t.url);
    const email = await bindEmail(t.url, u.token);
    const unknown = uniqueEmail();
    const known = await request(t.url, 'POST', '/main/user/email/password', { body: { email } });
    const notKnown = await request(t.url, 'POST', '/main/user/email/password', { body: { email: unknown } });
    expect(known.status).toBe(200);
    expect(notKnown.status).toBe(known.status);
    expect(notKnown.body).toEqual(known.body);
    expect(await outboxFor(t.url, unknown)).toEqual([]);
    // The countdown holds for unknown addresses too, so 2001 reveals nothing either.
    expect((await request(t.url, 'POST', '/main/user/email/password', { body: { email } })).body.code).toBe(2001);
    expect((await request(t.url, 'POST', '/main/user/email/password', { body: { email: unknown } })).body.code).toBe(2001);

    const code = await lastCode(t.url, email);
    const check = (c: string, e = email) =>
      request<{ valid: boolean }>(t.url, 'GET', `/main/user/email/password?email=${encodeURIComponent(e)}&code=${c}`);
    expect((await check(code)).body.data).toEqual({ valid: true });
    expect((await check(code === '999999' ? '999998' : '999999')).body.data).toEqual({ valid: false });
    expect((await check(code, unknown)).body.data).toEqual({ valid: false });

    const reset = await request(t.url, 'POST', '/main/user/email/password', { body: { email, code, password: 'baru12345' } });
    expect(reset.status).toBe(200);
    expect((await request(t.url, 'GET', '/main/user', { token: u.token })).body.code).toBe(1);
    const replay = await request(t.url, 'POST', '/main/user/email/password', { body: { email, code, password: 'lain12345' } });
    expect(replay.body.code).toBe(2002);
    const old = await request(t.url, 'POST', '/main/user/phone/login', { body: { phone: u.phone, password: u.password } });
    expect(old.body.code).toBe(7021);
    const login = await request(t.url, 'POST', '/main/user/phone/login', { body: { phone: u.phone, password: 'baru12345' } });
    expect(login.status).toBe(200);
  });

  it('locks code guessing per address with 667 after 10 wrong codes, for bound and unknown addresses alike', async () => {
    const u = await registerUser(t.url);
    const email = await bindEmail(t.url, u.token);
    await request(t.url, 'POST', '/main/user/email/password', { body: { email } });
    const code = await lastCode(t.url, email);
    const unknown = uniqueEmail();
    for (const target of [email, unknown]) {
      const codes: number[] = [];
      for (let i = 0; i < 11; i++) {
        const guess = String(100000 + i);
        const res = await request(t.url, 'POST', '/main/user/email/password', {
          body: { email: target, code: guess === code ? '099999' : guess, password: 'baru12345' },
        });
        codes.push(res.body.code);
      }
      expect(codes.slice(0, 10).every((c) => c === 2002)).toBe(true);
      expect(codes[10]).toBe(667);
    }
    // Locked out, even with the right code.
    expect((await request(t.url, 'POST', '/main/user/email/password', { body: { email, code, password: 'baru12345' } })).status).toBe(429);
  });

  it('forget PIN: a code to the bound email, then a new PIN replaces the old one and its lock', async () => {
    const u = await registerUser(t.url);
    const noEmail = await request(t.url, 'POST', '/main/user/email/code', { token: u.token, body: { purpose: 'pin' } });
    expect(noEmail.body.code).toBe(20100);
    const email = await bindEmail(t.url, u.token);
    await setPin(t.url, u.token, '258014', u.password);
    // Lock the PIN with wrong changes.
    for (let i = 0; i < 5; i++)
      await request(t.url, 'PUT', '/main/user/pin', { token: u.token, body: { oldPin: '999999', pin: '369258' } });
    expect(
      (await request<{ lockedUntil: number | null }>(t.url, 'GET', '/main/user/pin', { token: u.token })).body.data?.lockedUntil,
    ).not.toBeNull();

    expect((await request(t.url, 'POST', '/main/user/email/code', { token: u.token, body: { purpose: 'pin' } })).status).toBe(200);
    const code = await lastCode(t.url, email);
    const badPin = await request(t.url, 'POST', '/main/user/email/vertify', {
      token: u.token,
      body: { purpose: 'pin', code, pin: '12ab', password: u.password },
    });
    expect(badPin.body.code).toBe(7032);
    const wrongCode = await request(t.url, 'POST', '/main/user/email/vertify', {
      token: u.token,
      body: { purpose: 'pin', code: code === '000000' ? '000001' : '000000', pin: '741852', password: u.password },
    });
    expect(wrongCode.body.code).toBe(2002);
    const ok = await request(t.url, 'POST', '/main/user/email/vertify', {
      token: u.token,
      body: { purpose: 'pin', code, pin: '741852', password: u.password },
    });
    expect(ok.status).toBe(200);
    expect(
      (await request<{ set: boolean; lockedUntil: number | null }>(t.url, 'GET', '/main/user/pin', { token: u.token })).body.data,
    ).toEqual({ set: true, lockedUntil: null });
    const change = await request(t.url, 'PUT', '/main/user/pin', { token: u.token, body: { oldPin: '741852', pin: '369258' } });
    expect(change.status).toBe(200);
    expect(
      (
        await request(t.url, 'POST', '/main/user/email/vertify', {
          token: u.token,
          body: { purpose: 'pin', code, pin: '741852', password: u.password },
        })
      ).body.code,
    ).toBe(2002);
  });

  it('needs login for binding and refuses malformed input with 3', async () => {
    expect((await request(t.url, 'POST', '/main/user/email/code', { body: { purpose: 'bind', email: uniqueEmail() } })).body.code).toBe(1);
    const u = await registerUser(t.url);
    const bad = await request(t.url, 'POST', '/main/user/email/code', { token: u.token, body: { purpose: 'bind', email: 'bukan-email' } });
    expect(bad.body.code).toBe(3);
    expect(
      (await request(t.url, 'POST', '/main/user/email/bind', { token: u.token, body: { email: uniqueEmail(), code: '12345' } })).body.code,
    ).toBe(3);
  });
});

describe.each(engines)('password reset per address on %s', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    // The default per-address limit (the harness raises it for other tests); addresses from X-Forwarded-For.
    t = await startTestServer(engine, { AUTH_ATTEMPTS_PER_IP: '60', TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
  });

  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  it('61 reset checks from one address with different emails: the 61st is 667 and makes no key; other addresses and logins still work', async () => {
    const emails = Array.from({ length: 61 }, () => uniqueEmail());
    const codes: number[] = [];
    for (const email of emails)
      codes.push(
        (
          await request(t.url, 'GET', `/main/user/email/password?email=${encodeURIComponent(email)}&code=123456`, {
            headers: from('203.0.113.10'),
          })
        ).body.code,
      );
    expect(codes.slice(0, 60).every((c) => c === 200)).toBe(true);
    expect(codes[60]).toBe(667);
    // The refused request reached no per-email counter, so a flood cannot push live lock-out counters out.
    expect(await t.server.attempts.count(`code-fail:reset:${emails[59]}`)).toBe(1);
    expect(await t.server.attempts.count(`code-fail:reset:${emails[60]}`)).toBe(0);
    // Sending codes and resetting count on the same address.
    expect(
      (await request(t.url, 'POST', '/main/user/email/password', { body: { email: uniqueEmail() }, headers: from('203.0.113.10') })).body
        .code,
    ).toBe(667);
    expect(
      (
        await request(t.url, 'POST', '/main/user/email/password', {
          body: { email: uniqueEmail(), code: '123456', password: 'baru12345' },
          headers: from('203.0.113.10'),
        })
      ).body.code,
    ).toBe(667);

    // The legitimate path from another address: a player asks for a code and resets the password.
    const u = await registerUser(t.url);
    const email = await bindEmail(t.url, u.token);
    expect((await request(t.url, 'POST', '/main/user/email/password', { body: { email }, headers: from('203.0.113.20') })).status).toBe(
      200,
    );
    const code = await lastCode(t.url, email);
    expect(
      (
        await request(t.url, 'POST', '/main/user/email/password', {
          body: { email, code, password: 'baru12345' },
          headers: from('203.0.113.20'),
        })
      ).status,
    ).toBe(200);
    // Logins from the flooding address have their own count.
    expect(
      (
        await request(t.url, 'POST', '/main/user/phone/login', {
          body: { phone: u.phone, password: 'baru12345' },
          headers: from('203.0.113.10'),
        })
      ).status,
    ).toBe(200);
  });

  it('sending reset codes for 61 different emails from one address: the 61st is 667', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 61; i++)
      codes.push(
        (await request(t.url, 'POST', '/main/user/email/password', { body: { email: uniqueEmail() }, headers: from('203.0.113.30') })).body
          .code,
      );
    expect(codes.filter((c) => c === 200)).toHaveLength(60);
    expect(codes[60]).toBe(667);
  });
});
