/**
 * Lock-outs under parallel guessing: the attempt is counted before the password or PIN is checked,
 * so a burst cannot get more checks than the limit (issue 12, point 7).
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, redisUrl, registerUser, request, startTestServer, type TestServer } from './harness.ts';
import { setPin } from './wallet-helpers.ts';
import { enableMfa } from './account-helpers.ts';

const LIMIT = 5;
const WRONG = 'salah1234';

/** A server clock the test can move forward (attempt windows and PIN locks follow it). */
function movableClock() {
  let offset = 0;
  return { now: () => Date.now() + offset, advance: (ms: number) => (offset += ms) };
}

const login = (base: string, phone: string, password: string) =>
  request(base, 'POST', '/main/user/phone/login', { body: { phone, password } });

describe.each(engines)('racy lock-outs on %s', (engine) => {
  let t: TestServer;
  const clock = movableClock();
  beforeAll(async () => {
    t = await startTestServer(engine, { AUTH_FAILURES_PER_PHONE: String(LIMIT) }, { now: clock.now });
  });
  afterAll(async () => {
    await t.close();
  });

  // First: TOTP codes follow the real clock, which the tests below move.
  it('parallel wrong 2FA codes over many login challenges get at most 5 checks (3002), the rest 667', async () => {
    const u = await registerUser(t.url);
    await enableMfa(t.url, u.token);
    const challenges: string[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await request<{ challenge: string }>(t.url, 'POST', '/main/user/phone/login', {
        body: { phone: u.phone, password: u.password },
      });
      challenges.push(res.body.data!.challenge);
    }
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        request(t.url, 'POST', '/main/user/mfa/verify', { body: { challenge: challenges[i % 12], code: String(100000 + i) } }),
      ),
    );
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === 3002).length).toBeLessThanOrEqual(LIMIT);
    expect(codes.filter((c) => c === 3002).length).toBeGreaterThan(0);
    expect(codes.filter((c) => c !== 3002 && c !== 667)).toEqual([]);
  });

  it('150 parallel wrong logins get at most 5 password checks (7021), the rest 667, and the right password waits too', async () => {
    const u = await registerUser(t.url);
    const results = await Promise.all(Array.from({ length: 150 }, () => login(t.url, u.phone, WRONG)));
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === 7021).length).toBeLessThanOrEqual(LIMIT);
    expect(codes.filter((c) => c === 7021).length).toBeGreaterThan(0);
    expect(codes.filter((c) => c !== 7021 && c !== 667)).toEqual([]);
    const right = await login(t.url, u.phone, u.password);
    expect(right.status).toBe(429);
    expect(right.body.code).toBe(667);
    if (t.server.attempts.constructor.name === 'RedisAttemptStore') {
      // Redis keeps the count with a TTL of the window: the lock ends when the key expires.
      const redis = new Redis(redisUrl as string);
      const keys = await redis.keys(`${t.server.config.redisPrefix}attempts:login-fail:*`);
      expect(keys.length).toBeGreaterThan(0);
      for (const key of keys) expect(await redis.pttl(key)).toBeGreaterThan(0);
      await redis.quit();
    } else {
      clock.advance(16 * 60_000);
      const later = await login(t.url, u.phone, u.password);
      expect(later.status).toBe(200);
    }
  });

  it('a correct login clears the count, so earlier failures do not add up across successes', async () => {
    const u = await registerUser(t.url);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < LIMIT - 1; i++) expect((await login(t.url, u.phone, WRONG)).body.code).toBe(7021);
      expect((await login(t.url, u.phone, u.password)).status).toBe(200);
    }
  });

  it('60 parallel wrong PINs get at most 5 checks, then the PIN is locked for the right one too until the lock passes', async () => {
    const u = await registerUser(t.url);
    await setPin(t.url, u.token, '123456');
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        request(t.url, 'PUT', '/main/user/pin', { token: u.token, body: { oldPin: String(200000 + i), pin: '654321' } }),
      ),
    );
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === 7033).length).toBeLessThanOrEqual(LIMIT);
    expect(codes.filter((c) => c === 7033).length).toBeGreaterThan(0);
    expect(codes.filter((c) => c !== 7033 && c !== 667)).toEqual([]);
    const right = await request(t.url, 'PUT', '/main/user/pin', { token: u.token, body: { oldPin: '123456', pin: '654321' } });
    expect(right.body.code).toBe(667);
    clock.advance(16 * 60_000);
    const later = await request(t.url, 'PUT', '/main/user/pin', { token: u.token, body: { oldPin: '123456', pin: '654321' } });
    expect(later.body.code).toBe(200);
  });

  it('a right PIN after four wrong ones works and clears the count', async () => {
    const u = await registerUser(t.url);
    await setPin(t.url, u.token, '123456');
    for (let i = 0; i < LIMIT - 1; i++) {
      expect((await request(t.url, 'PUT', '/main/user/pin', { token: u.token, body: { oldPin: '000000', pin: '654321' } })).body.code).toBe(
        7033,
      );
    }
    expect((await request(t.url, 'PUT', '/main/user/pin', { token: u.token, body: { oldPin: '123456', pin: '654321' } })).body.code).toBe(
      200,
    );
    for (let i = 0; i < LIMIT - 1; i++) {
      expect((await request(t.url, 'PUT', '/main/user/pin', { token: u.token, body: { oldPin: '000000', pin: '111111' } })).body.code).toBe(
        7033,
      );
    }
    expect((await request(t.url, 'PUT', '/main/user/pin', { token: u.token, body: { oldPin: '654321', pin: '111111' } })).body.code).toBe(
      200,
    );
  });
});
