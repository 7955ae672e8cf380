/**
 * A websocket link loses its identity when its session ends (logout, password change, revoke from
 * another session, on this node or another), money calls re-check the session before acting, and
 * sessions expire on the server after idling or at their absolute lifetime (issue 12, points 8 and low).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  engines,
  redisUrl,
  registerUser,
  request,
  startTestServer,
  WsClient,
  type TestDatabase,
  type TestServer,
} from './harness.ts';
import { spawnNode, type NodeProcess } from './node-process.ts';
import { fundedPlayer } from './wallet-helpers.ts';

let betCounter = 0;
const bet = (ws: WsClient) =>
  ws.call('/ws/game/roller/startRound', { uuid: `sess-${Date.now()}-${++betCounter}`, amount: '1000', choose: 50000, isHigher: true });

const login = async (base: string, phone: string, password: string) =>
  (await request<{ token: string }>(base, 'POST', '/main/user/phone/login', { body: { phone, password } })).body.data!.token;

/** The link was closed as "session ended" (4001). */
async function expectCutOff(ws: WsClient): Promise<void> {
  expect(await ws.closed).toBe(4001);
}

describe.each(engines)('websocket identity after the session ends on %s', (engine) => {
  let t: TestServer;
  const clock = { offset: 0 };
  beforeAll(async () => {
    t = await startTestServer(engine, {}, { now: () => Date.now() + clock.offset });
  });
  afterAll(async () => {
    await t.close();
  });

  it('logout: the link is closed with 4001 and the player can no longer bet on it', async () => {
    const p = await fundedPlayer(t);
    expect((await bet(p.ws)).code).toBe(200);
    expect((await request(t.url, 'POST', '/main/user/logout', { token: p.token, body: {} })).status).toBe(200);
    await expectCutOff(p.ws);
  });

  it("password change: other sessions' links are cut, the changing session's link keeps working", async () => {
    const p = await fundedPlayer(t);
    const second = await login(t.url, p.phone, p.password);
    const keeper = await WsClient.connect(t.wsUrl, { cookieToken: second });
    expect((await bet(p.ws)).code).toBe(200);
    const changed = await request(t.url, 'POST', '/main/user/phone/password', {
      token: second,
      body: { oldPassword: p.password, password: 'baru12345' },
    });
    expect(changed.status).toBe(200);
    await expectCutOff(p.ws);
    expect((await bet(keeper)).code).toBe(200);
    keeper.close();
  });

  it("revoke from another session: that session's link is cut", async () => {
    const p = await fundedPlayer(t);
    const other = await login(t.url, p.phone, p.password);
    const list = await request<{ list: Array<{ id: number; current: boolean }> }>(t.url, 'GET', '/main/user/sessions', { token: other });
    const victim = list.body.data!.list.find((s) => !s.current)!;
    expect((await request(t.url, 'DELETE', `/main/user/sessions/${victim.id}`, { token: other })).status).toBe(200);
    await expectCutOff(p.ws);
  });

  it('a link set up with a token (not the cookie) is cut the same way', async () => {
    const p = await fundedPlayer(t);
    const ws = await WsClient.connect(t.wsUrl);
    expect((await ws.call('/ws/setup', { token: p.token })).code).toBe(200);
    expect((await bet(ws)).code).toBe(200);
    await request(t.url, 'POST', '/main/user/logout', { token: p.token, body: { all: true } });
    await expectCutOff(ws);
    p.ws.close();
  });

  it('a money call re-checks the session even when no revocation event reached the node', async () => {
    const p = await fundedPlayer(t);
    expect((await bet(p.ws)).code).toBe(200);
    // Revoked in the database behind the gateway's back (as if the bus message were lost).
    await t.server.database.db.updateTable('sessions').set({ revoked_at: Date.now() }).where('user_id', '=', BigInt(p.userId)).execute();
    expect((await bet(p.ws)).code).toBe(1);
    expect((await p.ws.call('/ws/main/user')).code).toBe(1);
    p.ws.close();
  });

  it('sessions end after 7 idle days, use refreshes them, and none outlives 90 days', async () => {
    const idle = await registerUser(t.url);
    const active = await registerUser(t.url);
    for (let day = 0; day < 84; day += 6) {
      clock.offset += 6 * 24 * 3_600_000;
      expect((await request(t.url, 'GET', '/main/user', { token: active.token })).status).toBe(200);
    }
    expect((await request(t.url, 'GET', '/main/user', { token: idle.token })).body.code).toBe(1);
    clock.offset += 6 * 24 * 3_600_000 + 60_000; // day 90: past the absolute lifetime although used 6 days ago
    const expired = await request(t.url, 'GET', '/main/user', { token: active.token });
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe(1);
    // A fresh login works on the same clock.
    expect((await request(t.url, 'GET', '/main/user', { token: await login(t.url, active.phone, active.password) })).status).toBe(200);
  });

  it('use is recorded at most once a minute per session, not on every request', async () => {
    const u = await registerUser(t.url);
    const seen = async () =>
      (
        await request<{ list: Array<{ current: boolean; lastSeenAt: number }> }>(t.url, 'GET', '/main/user/sessions', { token: u.token })
      ).body.data!.list.find((s) => s.current)!.lastSeenAt;
    const first = await seen();
    clock.offset += 30_000;
    expect(await seen()).toBe(first);
    clock.offset += 60_000;
    expect(await seen()).toBeGreaterThan(first);
  });
});

// A revoke on node A reaches a link on node B through the Redis bus.
describe.runIf(redisUrl)('session revocation across two nodes', () => {
  let database: TestDatabase;
  let a: NodeProcess;
  let b: NodeProcess;
  beforeAll(async () => {
    database = await createTestDatabase(engines.includes('postgres') ? 'postgres' : 'sqlite');
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl as string,
      REDIS_PREFIX: `kasino-rv-${randomBytes(4).toString('hex')}:`,
      ROUNDS: '0',
    };
    a = await spawnNode({ ...env, NODE_ID: 'node-a' });
    b = await spawnNode({ ...env, NODE_ID: 'node-b' });
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  it('logging out on node A closes the link on node B', async () => {
    const u = await registerUser(a.url);
    const onB = await WsClient.connect(b.wsUrl, { cookieToken: u.token });
    expect((await onB.call('/ws/main/user')).data).toMatchObject({ id: u.userId });
    expect((await request(a.url, 'POST', '/main/user/logout', { token: u.token, body: {} })).status).toBe(200);
    expect(await onB.closed).toBe(4001);
  });
});
