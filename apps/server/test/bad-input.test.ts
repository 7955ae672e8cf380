import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '@kasino/shared/errors/catalogue';
import { engines, registerUser, request, startTestServer, type ApiResponse, type TestServer } from './harness.ts';

/** Every endpoint this foundation serves, with whether it needs a user. */
const endpoints = [
  { method: 'POST', path: '/main/user/phone/register', auth: false },
  { method: 'POST', path: '/main/user/phone/login', auth: false },
  { method: 'POST', path: '/main/user/logout', auth: true },
  { method: 'GET', path: '/main/user', auth: true },
  { method: 'GET', path: '/main/site/config/recharge_range', auth: false },
  { method: 'GET', path: '/main/site/frontInfo', auth: false },
  { method: 'GET', path: '/heracles/board/boards/home', auth: false },
  { method: 'POST', path: '/ops/broadcast', auth: false },
  { method: 'PUT', path: '/ops/slot/games/pp-sweet-candy-bonanza', auth: false },
] as const;

const knownCodes = new Set(Object.keys(errorCatalogue).map(Number));

/** A refusal is a catalogue code with Indonesian text, a 4xx status, never 0/666. */
function expectRefusal(res: ApiResponse, status?: number): void {
  expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  if (status) expect(res.status).toBe(status);
  expect(knownCodes.has(res.body.code)).toBe(true);
  expect([0, 666]).not.toContain(res.body.code);
  expect(res.body.msg.length).toBeGreaterThan(0);
  expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts:\d+|node_modules|stack/i);
}

describe.each(engines)('bad input on %s', (engine) => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await startTestServer(engine, { BODY_LIMIT: '4096' });
    token = (await registerUser(t.url)).token;
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    [{}, 'phone'],
    [{ phone: '081234567890' }, 'password'],
    [{ password: 'abcd1234' }, 'phone'],
    [{ phone: 81234567890, password: 'abcd1234' }, 'phone'],
    [{ phone: '081234567890', password: 12345678 }, 'password'],
    [{ phone: '0712345678', password: 'abcd1234' }, 'phone'],
    [{ phone: '081234567890', password: 'short1' }, 'password'],
    [{ phone: '081234567890', password: 'onlyletters' }, 'password'],
    [{ phone: '081234567890', password: 'abcd1234', extra: 1 }, 'extra'],
    [{ phone: '081234567890', password: 'abcd1234', inviteCode: 'a b' }, 'inviteCode'],
  ])('register refuses %j naming the field %s', async (body, field) => {
    const res = await request(t.url, 'POST', '/main/user/phone/register', { body });
    expectRefusal(res, 400);
    expect(res.body.code).toBe(3);
    expect(res.body.field).toBe(field);
    expect(res.body.msg).toContain(field);
  });

  it('refuses malformed JSON, wrong content types, non-object bodies and huge bodies', async () => {
    for (const ep of endpoints.filter((e) => e.method !== 'GET')) {
      expectRefusal(
        await request(t.url, ep.method, ep.path, { rawBody: '{"phone":', headers: { 'content-type': 'application/json' }, token }),
      );
      expectRefusal(
        await request(t.url, ep.method, ep.path, {
          rawBody: 'phone=1',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          token,
        }),
      );
      expectRefusal(await request(t.url, ep.method, ep.path, { rawBody: 'hello', headers: { 'content-type': 'text/plain' }, token }));
      for (const body of [[], null, 'text', 42, true]) expectRefusal(await request(t.url, ep.method, ep.path, { body, token }));
      const huge = await request(t.url, ep.method, ep.path, { body: { phone: 'x'.repeat(10_000), password: 'y' }, token });
      expectRefusal(huge, 413);
      expect(huge.body.code).toBe(20003);
    }
  });

  it('refuses bad tokens on every login-required endpoint with 1 or 707', async () => {
    for (const ep of endpoints.filter((e) => e.auth)) {
      for (const bad of [undefined, '', 'Bearer', 'v1-1-xyz', 'v1-999999-' + 'a'.repeat(64), 'x'.repeat(5000), token + 'x']) {
        const res = await request(t.url, ep.method, ep.path, { token: bad, body: ep.method === 'POST' ? {} : undefined });
        expectRefusal(res, 401);
        expect([1, 707]).toContain(res.body.code);
      }
    }
  });

  it('answers unknown API paths and bad params with code 3', async () => {
    const missing = await request(t.url, 'GET', '/main/does/not/exist');
    expectRefusal(missing, 404);
    expect(missing.body.code).toBe(3);
    expectRefusal(await request(t.url, 'GET', '/heracles/nope'), 404);
    expectRefusal(await request(t.url, 'GET', '/main/site/config/BAD-KEY!'), 400);
    expectRefusal(await request(t.url, 'GET', '/main/site/config/unknown_key'), 404);
    expectRefusal(await request(t.url, 'GET', '/heracles/board/boards/' + 'g'.repeat(100)), 400);
    expectRefusal(await request(t.url, 'GET', '/main/site/config/%E0%A4%A'), 400);
    expectRefusal(await request(t.url, 'DELETE', '/main/user', { token }), 404);
  });

  it('answers an unexpected server failure with 666 and no internals', async () => {
    const probe = await startTestServer(engine);
    try {
      // Break storage behind the server's back: the handler fails in a way no rule foresaw.
      await probe.server.database.db.schema.dropTable('boards').execute();
      const res = await request(probe.url, 'GET', '/heracles/board/boards/home');
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ code: 666, msg: 'Terjadi kesalahan layanan, coba lagi nanti' });
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      const withId = await request(probe.url, 'GET', '/heracles/board/boards/home?request_id=abc-123');
      expect(withId.headers.get('x-request-id')).toBe('abc-123');
    } finally {
      await probe.close();
    }
  });

  it('never answers 5xx to arbitrary JSON on any endpoint', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...endpoints), fc.jsonValue({ maxDepth: 3 }), fc.boolean(), async (ep, body, withToken) => {
        const res = await request(t.url, ep.method, ep.path, {
          body: ep.method === 'GET' ? undefined : body,
          token: withToken ? token : undefined,
        });
        expect(res.status).toBeLessThan(500);
        expect(typeof res.body.code).toBe('number');
        if (res.status >= 400) expect([0, 666]).not.toContain(res.body.code);
      }),
      { numRuns: 150 },
    );
  });
});

/**
 * Malformed numbers in query strings and path segments. AJV coerces "1e309" and "Infinity" to
 * Infinity, which its range keywords skip, so six routes once answered 500 (666). The routes are
 * read from the server's own OpenAPI document, so a route added later with a numeric parameter is
 * attacked too.
 */
describe.each(engines)('malformed numeric parameters on %s', (engine) => {
  const OPS_TOKEN = 'ops-token-for-bad-number-tests';
  const badNumbers = [
    '1e309',
    '-1e309',
    '-1',
    '1.5',
    'NaN',
    'Infinity',
    '-Infinity',
    '99999999999999999999',
    '9007199254740993',
    'abc',
    '1e',
  ];
  let t: TestServer;
  let token: string;
  /** `required`: the route's other required query parameters, given a plain value so only `name` is wrong. */
  type Target = { method: string; path: string; in: 'query' | 'path'; name: string; required: string[] };
  let targets: Target[];
  beforeAll(async () => {
    t = await startTestServer(engine, { OPS_TOKEN });
    token = (await registerUser(t.url)).token;
    type Param = { in: string; name: string; required?: boolean; schema?: { type?: string } };
    const doc = t.server.app.swagger() as { paths: Record<string, Record<string, { parameters?: Param[] }>> };
    targets = Object.entries(doc.paths).flatMap(([route, ops]) =>
      Object.entries(ops).flatMap(([method, op]) =>
        (op.parameters ?? [])
          .filter((p) => (p.in === 'query' || p.in === 'path') && (p.schema?.type === 'integer' || p.schema?.type === 'number'))
          .map((p) => ({
            method: method.toUpperCase(),
            path: route,
            in: p.in as 'query' | 'path',
            name: p.name,
            required: (op.parameters ?? []).filter((o) => o.in === 'query' && o.required && o.name !== p.name).map((o) => o.name),
          })),
      ),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('finds every route with a numeric query or path parameter, including the six that once answered 500', () => {
    const named = targets.map((x) => `${x.method} ${x.path} ${x.name}`);
    for (const expected of [
      'GET /main/game/bigWins count',
      'GET /main/slot/bigWin count',
      'GET /main/support/tickets page',
      'GET /main/support/tickets count',
      'GET /main/slot/game/record page',
      'GET /main/pay/orders page',
      'DELETE /main/user/sessions/{id} id',
      'GET /main/pay/balance/flow start',
      'PUT /main/pay/bank/account/{id} id',
      'GET /main/bet/history page',
      'GET /main/slot/list count',
    ]) {
      expect(named).toContain(expected);
    }
  });

  it('refuses 1e309, -1, 1.5, NaN, Infinity, 20 digits, abc… on every such parameter with 400 code 3 naming it, never 5xx', async () => {
    const outcomes: string[] = [];
    for (const target of targets) {
      for (const bad of target.in === 'query' ? [...badNumbers, ''] : badNumbers) {
        const value = encodeURIComponent(bad);
        const others = target.required.map((name) => `&${name}=kasino`).join('');
        const pathName =
          target.in === 'path'
            ? target.path.replace(/\{(\w+)\}/g, (_m, name: string) => (name === target.name ? value : 'x'))
            : `${target.path.replace(/\{(\w+)\}/g, 'x')}?${target.name}=${value}${others}`;
        const res = await request(t.url, target.method, pathName, {
          token,
          headers: { 'x-ops-token': OPS_TOKEN },
          body: ['POST', 'PUT', 'DELETE'].includes(target.method) ? {} : undefined,
        });
        if (res.status !== 400 || res.body.code !== 3 || res.body.field !== target.name)
          outcomes.push(`${target.method} ${pathName} → ${res.status} ${JSON.stringify(res.body)}`);
      }
    }
    expect(outcomes).toEqual([]);
  });

  it('still serves good numbers on the same routes', async () => {
    expect((await request(t.url, 'GET', '/main/game/bigWins?count=5')).status).toBe(200);
    expect((await request(t.url, 'GET', '/main/slot/bigWin?count=50')).status).toBe(200);
    const tickets = await request<{ page: number; count: number }>(t.url, 'GET', '/main/support/tickets?page=2&count=10', { token });
    expect(tickets.body.data).toMatchObject({ page: 2, count: 10 });
    expect((await request(t.url, 'GET', '/main/slot/game/record?page=1&count=100', { token })).status).toBe(200);
    expect((await request(t.url, 'GET', '/main/pay/orders?page=10000', { token })).status).toBe(200);
    expect((await request(t.url, 'GET', `/main/pay/balance/flow?start=0&end=${Date.now()}`, { token })).status).toBe(200);
    // A well-formed id of a session that is not the caller's: the service's own answer, not a 400.
    const revoke = await request(t.url, 'DELETE', '/main/user/sessions/9007199254740991', { token });
    expect(revoke.status).toBeLessThan(500);
    expect(revoke.body.code).not.toBe(3);
  });
});
