import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, registerUser, request, startTestServer, uniquePhone, type TestServer } from './harness.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x10, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);

describe.each(engines)('profile, phone, password and sessions on %s', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = async (token: string, bytes: Buffer, filename = 'a.png', type = 'image/png') => {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type }), filename);
    const res = await fetch(`${t.url}/main/user/avatar`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    return { status: res.status, body: (await res.json()) as { code: number; msg: string; data?: { avatar: string } } };
  };
  const loginAs = async (phone: string, password: string, userAgent: string) =>
    (
      await request<{ token: string }>(t.url, 'POST', '/main/user/phone/login', {
        body: { phone, password },
        headers: { 'user-agent': userAgent },
      })
    ).body.data!.token;

  it('edits the nickname: required, trimmed, at most 20 characters', async () => {
    const u = await registerUser(t.url);
    const ok = await request<{ name: string }>(t.url, 'POST', '/main/user', { token: u.token, body: { name: '  Raja Slot  ' } });
    expect(ok.status).toBe(200);
    expect(ok.body.data?.name).toBe('Raja Slot');
    expect((await request<{ name: string }>(t.url, 'GET', '/main/user', { token: u.token })).body.data?.name).toBe('Raja Slot');
    const blank = await request(t.url, 'POST', '/main/user', { token: u.token, body: { name: '   ' } });
    expect(blank.body).toMatchObject({ code: 3, field: 'name' });
    const long = await request(t.url, 'POST', '/main/user', { token: u.token, body: { name: 'x'.repeat(21) } });
    expect(long.body).toMatchObject({ code: 3, field: 'name' });
    expect((await request(t.url, 'POST', '/main/user', { token: u.token, body: { name: 'Ádi 🎰'.padEnd(20, 'a') } })).status).toBe(200);
    expect((await request(t.url, 'POST', '/main/user', { body: { name: 'Tanpa login' } })).body.code).toBe(1);
  });

  it('uploads PNG, JPEG and WEBP avatars by their bytes and serves them back; other formats 20101, over 1 MB 20102', async () => {
    const u = await registerUser(t.url);
    for (const [bytes, mime] of [
      [PNG, 'image/png'],
      [JPEG, 'image/jpeg'],
      [WEBP, 'image/webp'],
    ] as const) {
      const res = await upload(u.token, bytes, 'x.bin', 'application/octet-stream');
      expect(res.status).toBe(200);
      const avatar = res.body.data!.avatar;
      expect(avatar).toMatch(/^\/main\/user\/avatar\/[0-9a-f]{32}$/);
      const served = await fetch(t.url + avatar);
      expect(served.headers.get('content-type')).toBe(mime);
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
      expect((await request<{ avatar: string }>(t.url, 'GET', '/main/user', { token: u.token })).body.data?.avatar).toBe(avatar);
    }
    // Only the newest is kept.
    const rows = await t.server.database.db.selectFrom('avatars').select('id').where('user_id', '=', BigInt(u.userId)).execute();
    expect(rows).toHaveLength(1);
    // A GIF or text named .png is refused by its bytes.
    const gif = await upload(u.token, Buffer.from('GIF89a0000'), 'a.png', 'image/png');
    expect(gif.status).toBe(415);
    expect(gif.body).toMatchObject({ code: 20101, msg: 'Format avatar harus PNG, JPEG, atau WebP' });
    const big = await upload(u.token, Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]));
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ code: 20102, msg: 'Ukuran avatar maksimal 1 MB' });
    const exact = await upload(u.token, Buffer.concat([PNG, Buffer.alloc(1024 * 1024 - PNG.length)]));
    expect(exact.status).toBe(200);
    const notMultipart = await request(t.url, 'POST', '/main/user/avatar', { token: u.token, body: {} });
    expect(notMultipart.body.code).toBe(3);
    expect((await upload('', PNG)).body.code).toBe(1);
    expect((await fetch(`${t.url}/main/user/avatar/${'0'.repeat(32)}`)).status).toBe(404);
  });

  it('changes the phone with the password; a taken phone is 7017, a wrong password 20106', async () => {
    const u = await registerUser(t.url);
    const other = await registerUser(t.url);
    const phone = uniquePhone();
    expect((await request(t.url, 'POST', '/main/user/phone', { token: u.token, body: { phone, password: 'salah1234' } })).body.code).toBe(
      20106,
    );
    expect(
      (await request(t.url, 'POST', '/main/user/phone', { token: u.token, body: { phone: other.phone, password: u.password } })).body.code,
    ).toBe(7017);
    const ok = await request<{ phone: string }>(t.url, 'POST', '/main/user/phone', {
      token: u.token,
      body: { phone, password: u.password },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data?.phone).toMatch(/^0812\*{4}\d{4}$/);
    expect((await request<{ phone: string }>(t.url, 'GET', '/main/user/phone', { token: u.token })).body.data?.phone).toBe(
      ok.body.data?.phone,
    );
    expect((await request(t.url, 'POST', '/main/user/phone/login', { body: { phone, password: u.password } })).status).toBe(200);
    expect((await request(t.url, 'POST', '/main/user/phone/login', { body: { phone: u.phone, password: u.password } })).body.code).toBe(
      7021,
    );
  });

  it('changes the password with the old one and signs out every other session', async () => {
    const u = await registerUser(t.url);
    const other = await loginAs(u.phone, u.password, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/605.1');
    const change = (oldPassword: string, password: string) =>
      request<{ signedOut: number }>(t.url, 'POST', '/main/user/phone/password', { token: u.token, body: { oldPassword, password } });
    expect((await change('salah1234', 'baru12345')).body.code).toBe(20106);
    expect((await change(u.password, 'pendek')).body).toMatchObject({ code: 3, field: 'password' });
    expect((await change(u.password, u.password)).body).toMatchObject({ code: 3, field: 'password' });
    const ok = await change(u.password, 'baru12345');
    expect(ok.status).toBe(200);
    expect(ok.body.data?.signedOut).toBe(1);
    expect((await request(t.url, 'GET', '/main/user', { token: u.token })).status).toBe(200);
    expect((await request(t.url, 'GET', '/main/user', { token: other })).body.code).toBe(1);
    const brief = await request<{ passwordChangedAt: number | null }>(t.url, 'GET', '/main/user/brief', { token: u.token });
    expect(brief.body.data?.passwordChangedAt).toBeGreaterThan(Date.now() - 60_000);
  });

  it('lists active sessions with device, IP and login time; signs out one or all others', async () => {
    const u = await registerUser(t.url);
    const phoneA = await loginAs(
      u.phone,
      u.password,
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
    );
    const phoneB = await loginAs(u.phone, u.password, 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0');
    const list = await request<{
      list: Array<{ id: number; current: boolean; ip: string; device: string; createdAt: number; lastSeenAt: number }>;
    }>(t.url, 'GET', '/main/user/sessions', { token: phoneA });
    expect(list.status).toBe(200);
    const sessions = list.body.data!.list;
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions.find((s) => s.current)?.device).toBe('Chrome · Android');
    expect(sessions.map((s) => s.device)).toContain('Firefox · Windows');
    for (const s of sessions) {
      expect(s.ip).toMatch(/127\.0\.0\.1/);
      expect(s.createdAt).toBeGreaterThan(Date.now() - 60_000);
    }
    // Another player's session id is not mine to end.
    const stranger = await registerUser(t.url);
    const firefox = sessions.find((s) => s.device === 'Firefox · Windows')!;
    expect((await request(t.url, 'DELETE', `/main/user/sessions/${firefox.id}`, { token: stranger.token })).body.code).toBe(20107);
    const one = await request<{ signedOut: number }>(t.url, 'DELETE', `/main/user/sessions/${firefox.id}`, { token: phoneA });
    expect(one.body.data?.signedOut).toBe(1);
    expect((await request(t.url, 'GET', '/main/user', { token: phoneB })).body.code).toBe(1);
    const current = sessions.find((s) => s.current)!;
    expect((await request(t.url, 'DELETE', `/main/user/sessions/${current.id}`, { token: phoneA })).body.code).toBe(20107);
    const others = await request<{ signedOut: number }>(t.url, 'DELETE', '/main/user/sessions', { token: phoneA });
    expect(others.body.data?.signedOut).toBe(1);
    expect((await request(t.url, 'GET', '/main/user', { token: u.token })).body.code).toBe(1);
    expect((await request<{ list: unknown[] }>(t.url, 'GET', '/main/user/sessions', { token: phoneA })).body.data?.list).toHaveLength(1);
  });

  it('summarises security in /main/user/brief with the previous login', async () => {
    const u = await registerUser(t.url);
    const second = await loginAs(u.phone, u.password, 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Safari/605.1');
    const brief = await request<Record<string, unknown>>(t.url, 'GET', '/main/user/brief', { token: second });
    expect(brief.body.data).toMatchObject({
      id: u.userId,
      email: null,
      pinSet: false,
      mfaEnabled: false,
      recoveryCodesLeft: 0,
      passwordChangedAt: null,
      sessions: 2,
    });
    expect((brief.body.data!.lastLogin as { ip: string }).ip).toMatch(/127\.0\.0\.1/);
    expect(brief.body.data!.phone).toMatch(/^0812\*{4}\d{4}$/);
  });

  it('phone/check says what registration would say and counts against the same per-IP limit', async () => {
    const limited = await startTestServer(engine, { AUTH_ATTEMPTS_PER_IP: '3' });
    try {
      const u = await registerUser(limited.url); // attempt 1
      const taken = await request<{ available: boolean }>(limited.url, 'POST', '/main/user/phone/check', { body: { phone: u.phone } }); // 2
      expect(taken.body.data).toEqual({ available: false });
      const free = await request<{ available: boolean }>(limited.url, 'POST', '/main/user/phone/check', { body: { phone: uniquePhone() } }); // 3
      expect(free.body.data).toEqual({ available: true });
      const over = await request(limited.url, 'POST', '/main/user/phone/check', { body: { phone: uniquePhone() } });
      expect(over.status).toBe(429);
      expect(over.body.code).toBe(667);
      expect(
        (await request(limited.url, 'POST', '/main/user/phone/register', { body: { phone: uniquePhone(), password: 'abcd1234' } })).body
          .code,
      ).toBe(667);
    } finally {
      await limited.close();
    }
  });
});
