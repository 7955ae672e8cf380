/**
 * Sessions that end by time rather than by an event (issue 12, security review):
 *  - a session written by the previous release (expires_at = login + 365 days) still ends 90 days after
 *    its login, on REST and on the websocket;
 *  - expiry fires no bus event, so each node re-checks its links' sessions every WS_SESSION_CHECK_MS
 *    and closes a link whose session ended with 4001; calls open to visitors that read the caller's own
 *    data (curRound) and personal subscriptions re-check the session themselves.
 * The servers run on a movable clock; WS_LIFETIME_MS is lifted so the keepalive sweep does not cut
 * links when the clock jumps days ahead (that sweep is not under test here).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalTopic } from '@kasino/shared/protocol/ws';
import { registerUser, request, startTestServer, engines, WsClient, type TestServer } from './harness.ts';
import { fundedPlayer } from './wallet-helpers.ts';

const DAY = 24 * 3_600_000;
const CHECK_MS = 200;

type CurRound = { gameState: string; round: unknown; seeds: unknown };

const login = async (base: string, phone: string, password: string) =>
  (await request<{ token: string }>(base, 'POST', '/main/user/phone/login', { body: { phone, password } })).body.data!.token;

async function openMinesRound(ws: WsClient, userId: number): Promise<void> {
  const start = await ws.call('/ws/game/mines/startRound', { uuid: `exp-${userId}-${Date.now()}`, amount: '1000', mines: 3 });
  expect(start.code).toBe(200);
}

const curRound = async (ws: WsClient) => {
  const reply = await ws.call('/ws/game/mines/curRound', {});
  expect(reply.code).toBe(200);
  return reply.data as CurRound;
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(engines)('sessions that end by time on %s', (engine) => {
  let t: TestServer;
  const clock = { offset: 0 };
  const serverNow = () => Date.now() + clock.offset;
  beforeAll(async () => {
    t = await startTestServer(
      engine,
      { WS_SESSION_CHECK_MS: String(CHECK_MS), WS_LIFETIME_MS: String(400 * DAY), ROUNDS: '0' },
      { now: serverNow },
    );
  });
  afterAll(async () => {
    await t.close();
  });

  /** Rewrites the player's sessions as the previous release wrote them: logged in `ageDays` ago, valid a year from then. */
  async function ageAsOldRelease(userId: number, ageDays: number): Promise<void> {
    const loginAt = serverNow() - ageDays * DAY;
    await t.server.database.db
      .updateTable('sessions')
      .set({ created_at: loginAt, expires_at: loginAt + 365 * DAY, last_seen_at: serverNow() })
      .where('user_id', '=', BigInt(userId))
      .execute();
  }

  it('a previous-release session 100 days old answers 1 on REST and the websocket, and its open link is closed with 4001', async () => {
    const p = await fundedPlayer(t);
    await openMinesRound(p.ws, p.userId);
    await ageAsOldRelease(p.userId, 100);
    const rest = await request(t.url, 'GET', '/main/user', { token: p.token });
    expect(rest.status).toBe(401);
    expect(rest.body.code).toBe(1);
    expect(await p.ws.closed).toBe(4001);
    // A new link with the same cookie is a visitor's: login-required calls answer 1, curRound shows nothing of the player.
    const again = await WsClient.connect(t.wsUrl, { cookieToken: p.token });
    expect((await again.call('/ws/main/user')).code).toBe(1);
    expect(await curRound(again)).toMatchObject({ round: null, seeds: null });
    again.close();
    // Logging in again works, and the round is there.
    const fresh = await login(t.url, p.phone, p.password);
    expect((await request(t.url, 'GET', '/main/user', { token: fresh })).status).toBe(200);
    const ws = await WsClient.connect(t.wsUrl, { cookieToken: fresh });
    expect(await curRound(ws)).toMatchObject({ gameState: 'process', round: expect.anything(), seeds: expect.anything() });
    ws.close();
  });

  it('a previous-release session 80 days old still works (the limit is 90 days from login)', async () => {
    const u = await registerUser(t.url);
    await ageAsOldRelease(u.userId, 80);
    expect((await request(t.url, 'GET', '/main/user', { token: u.token })).status).toBe(200);
    const ws = await WsClient.connect(t.wsUrl, { cookieToken: u.token });
    expect((await ws.call('/ws/main/user')).data).toMatchObject({ id: u.userId });
    ws.close();
  });

  it('idle expiry: the periodic check closes the link with 4001; a link whose session is in use is untouched', async () => {
    const idle = await fundedPlayer(t);
    await openMinesRound(idle.ws, idle.userId);
    expect(await curRound(idle.ws)).toMatchObject({ gameState: 'process' });
    const active = await registerUser(t.url);
    const activeWs = await WsClient.connect(t.wsUrl, { cookieToken: active.token });
    clock.offset += 6 * DAY;
    expect((await request(t.url, 'GET', '/main/user', { token: active.token })).status).toBe(200); // use refreshes it
    clock.offset += 1.5 * DAY; // idle: 7.5 days unused; active: 1.5 days
    expect(await idle.ws.closed).toBe(4001);
    await pause(3 * CHECK_MS); // a few more rounds of the check
    expect(activeWs.closeCode).toBeNull();
    expect((await activeWs.call('/ws/main/user')).data).toMatchObject({ id: active.userId });
    activeWs.close();
  });
});

// The interval is left at its default (60 s, never reached here), so only the calls' own re-check acts.
describe.each(engines)("calls that read the caller's own data re-check the session on %s", (engine) => {
  let t: TestServer;
  const clock = { offset: 0 };
  beforeAll(async () => {
    t = await startTestServer(engine, { WS_LIFETIME_MS: String(400 * DAY), ROUNDS: '0' }, { now: () => Date.now() + clock.offset });
  });
  afterAll(async () => {
    await t.close();
  });

  it('after idle expiry curRound answers as a visitor (no round, no seeds) and the link is closed with 4001', async () => {
    const p = await fundedPlayer(t);
    await openMinesRound(p.ws, p.userId);
    const second = await WsClient.connect(t.wsUrl, { cookieToken: p.token });
    const third = await WsClient.connect(t.wsUrl, { cookieToken: p.token });
    // While the session lives, curRound shows the player's round and seeds, and the balance topic is theirs.
    expect(await curRound(p.ws)).toMatchObject({ gameState: 'process', round: expect.anything(), seeds: expect.anything() });
    expect((await third.call('/ws/subscribe', { topics: [personalTopic('/ws/user/{userId}/balance', p.userId)] })).code).toBe(200);
    clock.offset += 8 * DAY;
    expect(await curRound(p.ws)).toMatchObject({ gameState: 'ready', round: null, seeds: null });
    expect(await p.ws.closed).toBe(4001);
    const roller = await second.call('/ws/game/roller/curRound', {});
    expect(roller.code).toBe(200);
    expect(roller.data).toMatchObject({ seeds: null });
    expect(await second.closed).toBe(4001);
    // Subscribing to a personal topic re-checks too: 1, and the link is a visitor's from then on.
    expect((await third.call('/ws/subscribe', { topics: [personalTopic('/ws/user/{userId}/balance', p.userId)] })).code).toBe(1);
    expect((await third.call('/ws/setup', {})).data).toMatchObject({ userId: null });
    third.close();
  });
});
