import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, registerUser, request, startTestServer, WsClient, type TestServer } from './harness.ts';

describe.each(engines)('realtime gateway on %s', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(engine, { WS_LIFETIME_MS: '1500', WS_CALL_TIMEOUT_MS: '2000' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('sets up anonymously and with a token, and serves calls with the same id', async () => {
    const u = await registerUser(t.url);
    const ws = await WsClient.connect(t.wsUrl);
    const anon = await ws.call('/ws/setup', { clientId: 'c1', clientType: 'browser' });
    expect(anon).toMatchObject({ code: 200, data: { userId: null } });
    expect((await ws.call('/ws/main/user')).code).toBe(1);
    const authed = await ws.call('/ws/setup', { token: u.token, clientId: 'c1', clientType: 'browser' });
    expect(authed).toMatchObject({ code: 200, data: { userId: u.userId } });
    const me = await ws.call('/ws/main/user');
    expect(me).toMatchObject({ code: 200, data: { id: u.userId, balance: '0' } });
    const time = await ws.call('/ws/server/time');
    expect(Math.abs((time.data as { serverTime: number }).serverTime - Date.now())).toBeLessThan(2_000);
    ws.close();
  });

  it('authenticates by the cookie sent with the upgrade', async () => {
    const u = await registerUser(t.url);
    const ws = await WsClient.connect(t.wsUrl, { cookieToken: u.token });
    expect((await ws.call('/ws/main/user')).data).toMatchObject({ id: u.userId });
    ws.close();
  });

  it('answers a bad token at setup with 707 and drops to anonymous', async () => {
    const ws = await WsClient.connect(t.wsUrl);
    const res = await ws.call('/ws/setup', { token: 'v1-1-' + '0'.repeat(64) });
    expect(res.code).toBe(707);
    expect((await ws.call('/ws/main/user')).code).toBe(1);
    ws.close();
  });

  it('answers bad frames with code 3 and keeps the link open', async () => {
    const ws = await WsClient.connect(t.wsUrl);
    const notJson = ws.next((f) => f.code === 3 && f.id === null);
    ws.sendRaw('{not json');
    expect(await notJson).toMatchObject({ id: null, code: 3 });
    const noId = ws.next((f) => f.code === 3 && f.id === null);
    ws.sendRaw(JSON.stringify({ path: '/ws/server/time' }));
    expect(await noId).toMatchObject({ id: null, code: 3 });
    const arrayFrame = ws.next((f) => f.code === 3);
    ws.sendRaw('[1,2]');
    await arrayFrame;
    expect((await ws.call('/ws/game/nope/bet')).code).toBe(3);
    expect((await ws.call('/ws/subscribe', { topics: 'x' })).code).toBe(3);
    expect((await ws.call('/ws/subscribe', {})).code).toBe(3);
    expect((await ws.call('/ws/subscribe', { topics: ['/ws/not/a/topic'] })).code).toBe(3);
    expect((await ws.call('/ws/server/time')).code).toBe(200);
    ws.close();
  });

  it('delivers pushes to subscribers with one server ts, and stops after unsubscribe', async () => {
    const a = await WsClient.connect(t.wsUrl);
    const b = await WsClient.connect(t.wsUrl);
    const c = await WsClient.connect(t.wsUrl);
    for (const ws of [a, b]) expect((await ws.call('/ws/subscribe', { topics: ['/ws/site/broadcast'] })).code).toBe(200);
    const gotA = a.next((f) => f.path === '/ws/site/broadcast');
    const gotB = b.next((f) => f.path === '/ws/site/broadcast');
    const before = Date.now();
    const res = await request(t.url, 'POST', '/ops/broadcast', { body: { message: 'Pemeliharaan pukul 02.00' } });
    expect(res.status).toBe(200);
    const [pa, pb] = await Promise.all([gotA, gotB]);
    expect(pa.data).toEqual({ message: 'Pemeliharaan pukul 02.00', level: 'info' });
    expect(pa.ts).toBe(pb.ts);
    expect(pa.ts!).toBeGreaterThanOrEqual(before - 5);
    expect(c.pushes).toHaveLength(0);
    await a.call('/ws/unsubscribe', { topics: ['/ws/site/broadcast'] });
    const gotB2 = b.next((f) => f.path === '/ws/site/broadcast');
    await request(t.url, 'POST', '/ops/broadcast', { body: { message: 'kedua' } });
    await gotB2;
    expect(a.pushes.filter((p) => (p.data as { message: string }).message === 'kedua')).toHaveLength(0);
    for (const ws of [a, b, c]) ws.close();
  });

  it('gives personal topics only to their owner', async () => {
    const owner = await registerUser(t.url);
    const other = await registerUser(t.url);
    const topic = `/ws/user/${owner.userId}/balance`;
    const anon = await WsClient.connect(t.wsUrl);
    expect((await anon.call('/ws/subscribe', { topics: [topic] })).code).toBe(1);
    const intruder = await WsClient.connect(t.wsUrl, { cookieToken: other.token });
    expect((await intruder.call('/ws/subscribe', { topics: ['/ws/site/broadcast', topic] })).code).toBe(3);
    const mine = await WsClient.connect(t.wsUrl, { cookieToken: owner.token });
    expect((await mine.call('/ws/subscribe', { topics: [topic] })).code).toBe(200);
    expect(t.server.gateway.listens(owner.userId, topic)).toBe(true);
    expect(t.server.gateway.listens(other.userId, '/ws/site/broadcast')).toBe(false);
    const got = mine.next((f) => f.path === topic);
    await t.server.bus.publish(topic, { balance: '10' });
    expect((await got).data).toEqual({ balance: '10' });
    // The refused call subscribed nothing, not even its public topic.
    await request(t.url, 'POST', '/ops/broadcast', { body: { message: 'x' } });
    await new Promise((r) => setTimeout(r, 100));
    expect(intruder.pushes).toHaveLength(0);
    // Logging out on the link drops its personal topics.
    await mine.call('/ws/setup', { token: '' });
    expect(t.server.gateway.listens(owner.userId, topic)).toBe(false);
    await t.server.bus.publish(topic, { balance: '20' });
    await new Promise((r) => setTimeout(r, 100));
    expect(mine.pushes.map((p) => p.data)).toEqual([{ balance: '10' }]);
    for (const ws of [anon, intruder, mine]) ws.close();
  });

  it('answers pings with a pong and drops links silent past the lifetime', async () => {
    const ws = await WsClient.connect(t.wsUrl);
    const pong = ws.next((f) => f.path === '/ws/pong');
    ws.sendRaw(JSON.stringify({ path: '/ws/ping' }));
    expect(typeof (await pong).ts).toBe('number');
    const kept = await WsClient.connect(t.wsUrl);
    const keepalive = setInterval(() => kept.sendRaw(JSON.stringify({ path: '/ws/ping' })), 400);
    const code = await ws.closed;
    expect(code).toBe(1006);
    expect(kept.closeCode).toBeNull();
    clearInterval(keepalive);
    kept.close();
  });
});
