import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, registerUser, request, startTestServer, uniquePhone, type TestServer } from './harness.ts';

describe.each(engines)('accounts on %s', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(engine, { AUTH_FAILURES_PER_PHONE: '3' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('registers by phone, returns a v1-<userId>-<secret> token, a cookie, and the user', async () => {
    const phone = uniquePhone();
    const res = await request<{ token: string; user: { id: number; balance: string; currency: string; phone: string } }>(
      t.url,
      'POST',
      '/main/user/phone/register',
      {
        body: { phone, password: 'abcd1234', adult: true },
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    const { token, user } = res.body.data!;
    expect(token.split('-')[1]).toBe(String(user.id));
    expect(token).toMatch(/^v1-\d+-[0-9a-f]{64}$/);
    expect(user).toMatchObject({ balance: '0', currency: 'IDR' });
    expect(user.phone).toMatch(/^0812\*{4}\d{4}$/);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`token=${token}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=31536000/);
  });

  it('stores the phone normalised, so +62 and 0 forms are the same account (7017)', async () => {
    const phone = uniquePhone();
    await registerUserWithPhone(t.url, phone);
    const again = await request(t.url, 'POST', '/main/user/phone/register', {
      body: { phone: '+62' + phone.slice(1), password: 'abcd1234', adult: true },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(7017);
    expect(again.body.msg).toBe('Nomor ponsel sudah terdaftar');
  });

  it('serves GET /main/user by Bearer header and by cookie', async () => {
    const u = await registerUser(t.url);
    const byHeader = await request<{ id: number }>(t.url, 'GET', '/main/user', { token: u.token });
    expect(byHeader.body.data?.id).toBe(u.userId);
    const byCookie = await request<{ id: number }>(t.url, 'GET', '/main/user', { headers: { cookie: `token=${u.token}` } });
    expect(byCookie.body.data?.id).toBe(u.userId);
  });

  it('logs in with the password and refuses a wrong one with 7021', async () => {
    const u = await registerUser(t.url);
    const good = await request<{ token: string; user: { id: number } }>(t.url, 'POST', '/main/user/phone/login', {
      body: { phone: u.phone, password: u.password },
    });
    expect(good.status).toBe(200);
    expect(good.body.data?.user.id).toBe(u.userId);
    expect(good.body.data?.token).not.toBe(u.token);
    const bad = await request(t.url, 'POST', '/main/user/phone/login', { body: { phone: u.phone, password: 'salah1234' } });
    expect(bad.status).toBe(401);
    expect(bad.body.code).toBe(7021);
    const unknown = await request(t.url, 'POST', '/main/user/phone/login', { body: { phone: uniquePhone(), password: 'salah1234' } });
    expect(unknown.body).toEqual(bad.body);
  });

  it('logout ends only the current session; all=true ends every session', async () => {
    const u = await registerUser(t.url);
    const second = await request<{ token: string }>(t.url, 'POST', '/main/user/phone/login', {
      body: { phone: u.phone, password: u.password },
    });
    const third = await request<{ token: string }>(t.url, 'POST', '/main/user/phone/login', {
      body: { phone: u.phone, password: u.password },
    });
    const out = await request(t.url, 'POST', '/main/user/logout', { token: u.token, body: {} });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/token=;/);
    const revoked = await request(t.url, 'GET', '/main/user', { token: u.token });
    expect(revoked.status).toBe(401);
    expect(revoked.body.code).toBe(1);
    expect((await request(t.url, 'GET', '/main/user', { token: second.body.data!.token })).status).toBe(200);
    await request(t.url, 'POST', '/main/user/logout', { token: second.body.data!.token, body: { all: true } });
    expect((await request(t.url, 'GET', '/main/user', { token: third.body.data!.token })).body.code).toBe(1);
  });

  it('answers 1 without a token and 707 for a forged or malformed one', async () => {
    const u = await registerUser(t.url);
    expect((await request(t.url, 'GET', '/main/user')).body.code).toBe(1);
    const forged = u.token.slice(0, -4) + 'abcd';
    expect((await request(t.url, 'GET', '/main/user', { token: forged })).body.code).toBe(707);
    expect((await request(t.url, 'GET', '/main/user', { token: 'garbage' })).body.code).toBe(707);
    // Another user's id in front of a real secret is refused too.
    const other = await registerUser(t.url);
    const swapped = u.token.replace(`v1-${u.userId}-`, `v1-${other.userId}-`);
    expect((await request(t.url, 'GET', '/main/user', { token: swapped })).body.code).toBe(707);
  });

  it('binds an invite code at registration and refuses an unknown one with 7003', async () => {
    const inviter = await registerUser(t.url);
    const me = await request<{ inviteCode: string }>(t.url, 'GET', '/main/user', { token: inviter.token });
    const code = me.body.data!.inviteCode;
    const good = await request(t.url, 'POST', '/main/user/phone/register', {
      body: { phone: uniquePhone(), password: 'abcd1234', inviteCode: code, adult: true },
    });
    expect(good.status).toBe(200);
    const bad = await request(t.url, 'POST', '/main/user/phone/register', {
      body: { phone: uniquePhone(), password: 'abcd1234', inviteCode: 'ZZZZ9999', adult: true },
    });
    expect(bad.body.code).toBe(7003);
  });

  it('locks a phone with 429/667 after repeated failures, even with the right password', async () => {
    const u = await registerUser(t.url);
    for (let i = 0; i < 3; i++) {
      expect((await request(t.url, 'POST', '/main/user/phone/login', { body: { phone: u.phone, password: 'salah1234' } })).body.code).toBe(
        7021,
      );
    }
    const locked = await request(t.url, 'POST', '/main/user/phone/login', { body: { phone: u.phone, password: u.password } });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe(667);
    expect(locked.body.msg).toBe('Terlalu sering, silakan coba lagi nanti');
  });

  it('registers concurrently with the same phone exactly once', async () => {
    const phone = uniquePhone();
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        request(t.url, 'POST', '/main/user/phone/register', { body: { phone, password: 'abcd1234', adult: true } }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.body.code === 7017)).toHaveLength(4);
  });
});

describe('per-IP limit', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('sqlite', { AUTH_ATTEMPTS_PER_IP: '4' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 667 once an address exceeds its attempts, across different phones', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      codes.push(
        (await request(t.url, 'POST', '/main/user/phone/login', { body: { phone: uniquePhone(), password: 'salah1234' } })).body.code,
      );
    }
    expect(codes.slice(0, 4)).toEqual([7021, 7021, 7021, 7021]);
    expect(codes.slice(4)).toEqual([667, 667]);
  });
});

async function registerUserWithPhone(base: string, phone: string): Promise<void> {
  const res = await request(base, 'POST', '/main/user/phone/register', { body: { phone, password: 'abcd1234', adult: true } });
  expect(res.status).toBe(200);
}
