/**
 * What one client can make a node hold through the websocket is bounded: frames in flight, call rate
 * per link and per user, links per address and per user, payload size, unsent data, unknown fields;
 * and only the site's own pages (or listed origins, or non-browser clients) may open a link
 * (issue 12, point 12 and the Origin check).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { registerUser, startTestServer, WsClient, type TestServer } from './harness.ts';
import { fundedPlayer } from './wallet-helpers.ts';

/** Opens a raw link; resolves with the socket, or with the HTTP status that refused the upgrade. */
function openRaw(url: string, headers: Record<string, string> = {}): Promise<{ socket: WebSocket | null; status: number | null }> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, { headers });
    socket.once('open', () => resolve({ socket, status: null }));
    socket.once('unexpected-response', (_req, res) => {
      resolve({ socket: null, status: res.statusCode ?? 0 });
      socket.terminate();
    });
    socket.once('error', () => resolve({ socket: null, status: 0 }));
  });
}

const waitFor = async (check: () => boolean | Promise<boolean>) => {
  for (let i = 0; i < 200 && !(await check()); i++) await new Promise((r) => setTimeout(r, 25));
};

describe('websocket limits', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('sqlite', {
      WS_MAX_PENDING: '4',
      WS_LINK_RATE: '1',
      WS_LINK_BURST: '10',
      WS_USER_RATE: '1',
      WS_USER_BURST: '12',
      WS_LINKS_PER_IP: '6',
      WS_LINKS_PER_USER: '2',
      WS_MAX_BUFFERED: String(64 * 1024),
      ALLOWED_ORIGINS: 'https://kasino.example',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses frames beyond the ones in flight with 667 at once, and answers the rest', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    t.server.gateway.register('/ws/test/slow', { auth: false, handle: () => gate.then(() => ({ done: true })) });
    const ws = await WsClient.connect(t.wsUrl);
    const calls = Array.from({ length: 7 }, () => ws.call('/ws/test/slow', {}));
    // The first waits on the gate, three more queue behind it: the last three are refused now.
    const refused = await Promise.all(calls.slice(4));
    for (const r of refused) expect(r).toMatchObject({ code: 667 });
    expect(refused[0]!.msg).toContain('belum dijawab');
    release();
    for (const r of await Promise.all(calls.slice(0, 4))) expect(r).toMatchObject({ code: 200, data: { done: true } });
    ws.close();
  });

  it('refuses calls over the link rate with 667 and keeps the link open', async () => {
    const ws = await WsClient.connect(t.wsUrl);
    const replies = [];
    for (let i = 0; i < 16; i++) replies.push(await ws.call('/ws/server/time'));
    const codes = replies.map((r) => r.code);
    expect(codes.filter((c) => c === 200).length).toBeGreaterThanOrEqual(10);
    expect(codes.filter((c) => c === 667).length).toBeGreaterThan(0);
    expect(replies.find((r) => r.code === 667)!.msg).toContain('terlalu cepat');
    expect(ws.closeCode).toBeNull();
    ws.close();
  });

  it('shares one rate between the links of a user', async () => {
    const u = await registerUser(t.url);
    const links = [await WsClient.connect(t.wsUrl, { cookieToken: u.token }), await WsClient.connect(t.wsUrl, { cookieToken: u.token })];
    const codes: number[] = [];
    // 9 calls a link stay under each link's burst of 10, but 18 together pass the user's 12.
    for (let i = 0; i < 9; i++) for (const ws of links) codes.push((await ws.call('/ws/main/user')).code as number);
    expect(codes.filter((c) => c === 667).length).toBeGreaterThan(0);
    expect(codes.filter((c) => c === 200).length).toBeGreaterThanOrEqual(12);
    for (const ws of links) ws.close();
  });

  it('refuses a third link of one user: closed with 4029 on the cookie, 667 at setup', async () => {
    const u = await registerUser(t.url);
    const first = await WsClient.connect(t.wsUrl, { cookieToken: u.token });
    const second = await WsClient.connect(t.wsUrl);
    expect((await second.call('/ws/setup', { token: u.token })).code).toBe(200);
    const third = await WsClient.connect(t.wsUrl, { cookieToken: u.token });
    expect(await third.closed).toBe(4029);
    const fourth = await WsClient.connect(t.wsUrl);
    const setup = await fourth.call('/ws/setup', { token: u.token });
    expect(setup.code).toBe(667);
    expect((await fourth.call('/ws/main/user')).code).toBe(1);
    // Once a link closes, the user may open another.
    first.close();
    await first.closed;
    await waitFor(async () => (await fourth.call('/ws/setup', { token: u.token })).code === 200);
    expect((await fourth.call('/ws/main/user')).code).toBe(200);
    for (const ws of [second, fourth]) ws.close();
  });

  it('refuses the upgrade from an address with too many links (429), and admits again after one closes', async () => {
    await waitFor(() => t.server.gateway.connectionCount === 0);
    const open = await Promise.all(Array.from({ length: 6 }, () => WsClient.connect(t.wsUrl)));
    const refused = await openRaw(t.wsUrl);
    expect(refused.status).toBe(429);
    open[0]!.close();
    await waitFor(() => t.server.gateway.connectionCount === 5);
    const again = await openRaw(t.wsUrl);
    expect(again.socket).not.toBeNull();
    again.socket!.close();
    for (const ws of open) ws.close();
    await waitFor(() => t.server.gateway.connectionCount === 0);
  });

  it('closes a link that sends a frame over 16 KiB (1009); the largest real call fits', async () => {
    const ws = await WsClient.connect(t.wsUrl);
    const topics = Array.from({ length: 50 }, () => '/ws/site/broadcast');
    expect((await ws.call('/ws/subscribe', { topics })).code).toBe(200);
    ws.sendRaw(JSON.stringify({ id: 99, path: '/ws/server/time', data: { pad: 'x'.repeat(17 * 1024) } }));
    expect(await ws.closed).toBe(1009);
  });

  it('refuses unknown fields in call bodies with code 3 naming the field', async () => {
    const p = await fundedPlayer(t);
    const good = { uuid: `lim-${Date.now()}`, amount: '1000', choose: 50000, isHigher: true };
    const extra = await p.ws.call('/ws/game/roller/startRound', { ...good, uuid: `lim-x-${Date.now()}`, bonus: 1 });
    expect(extra.code).toBe(3);
    expect(extra.msg).toContain('bonus');
    expect((await p.ws.call('/ws/setup', { clientId: 'c', role: 'admin' })).code).toBe(3);
    expect((await p.ws.call('/ws/subscribe', { topics: ['/ws/site/broadcast'], all: true })).code).toBe(3);
    expect((await p.ws.call('/ws/game/roller/startRound', good)).code).toBe(200);
    // A stepped game's step takes its tile or guess and nothing else.
    const round = await p.ws.call('/ws/game/mines/startRound', { uuid: `lim-m-${Date.now()}`, amount: '1000', mines: 3 });
    expect(round.code).toBe(200);
    const roundId = (round.data as { bet: { id: string } }).bet.id;
    const sneaky = await p.ws.call('/ws/game/mines/selectCard', { roundId, selectCard: 0, multiplier: 200 });
    expect(sneaky.code).toBe(3);
    expect(sneaky.msg).toContain('multiplier');
    expect((await p.ws.call('/ws/game/mines/selectCard', { roundId, selectCard: 0 })).code).toBe(200);
    p.ws.close();
  });

  it('cuts a link that does not read what it is sent instead of buffering without end', async () => {
    const ws = await WsClient.connect(t.wsUrl);
    expect((await ws.call('/ws/subscribe', { topics: ['/ws/site/broadcast'] })).code).toBe(200);
    const before = t.server.gateway.connectionCount;
    ws.socket.pause(); // stop reading: the kernel buffers fill, then the server's send buffer grows
    const big = 'x'.repeat(32 * 1024);
    for (let i = 0; i < 2_000 && t.server.gateway.connectionCount === before; i++) {
      await t.server.bus.publish('/ws/site/broadcast', { message: big, level: 'info' });
      if (i % 50 === 0) await new Promise((r) => setTimeout(r, 5));
    }
    await waitFor(() => t.server.gateway.connectionCount < before);
    expect(t.server.gateway.connectionCount).toBe(before - 1);
    ws.socket.resume();
    expect(await ws.closed).toBe(1006);
  });

  it('checks Origin: a cross-site page is refused (403, 20280); no Origin, the same host and ALLOWED_ORIGINS pass', async () => {
    const u = await registerUser(t.url);
    const cookie = `token=${u.token}`;
    const evil = await openRaw(t.wsUrl, { cookie, origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    expect((await openRaw(t.wsUrl, { cookie, origin: 'null' })).status).toBe(403);
    const host = new URL(t.url).host;
    const allowed: Array<Record<string, string>> = [
      { cookie },
      { cookie, origin: `http://${host}` },
      { cookie, origin: 'https://kasino.example' },
    ];
    for (const headers of allowed) {
      const ok = await openRaw(t.wsUrl, headers);
      expect(ok.socket).not.toBeNull();
      ok.socket!.close();
      await new Promise((r) => ok.socket!.once('close', r));
    }
  });

  it('without TRUST_PROXY an X-Forwarded-Host matching the Origin grants nothing (403)', async () => {
    const u = await registerUser(t.url);
    const res = await openRaw(t.wsUrl, {
      cookie: `token=${u.token}`,
      origin: 'https://play.kasino.example',
      'x-forwarded-host': 'play.kasino.example',
    });
    expect(res.status).toBe(403);
  });
});

describe('websocket Origin behind a trusted proxy', () => {
  let t: TestServer;
  beforeAll(async () => {
    // As behind nginx with its default `Host $proxy_host`: Host is 127.0.0.1:<port>, the public host is forwarded.
    t = await startTestServer('sqlite', { TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('accepts an upgrade whose X-Forwarded-Host matches the Origin (Host is the upstream 127.0.0.1:<port>); another site is still refused', async () => {
    const u = await registerUser(t.url);
    const cookie = `token=${u.token}`;
    expect(new URL(t.wsUrl).host).toMatch(/^127\.0\.0\.1:\d+$/);
    const ok = await openRaw(t.wsUrl, { cookie, origin: 'https://play.kasino.example', 'x-forwarded-host': 'play.kasino.example' });
    expect(ok.socket).not.toBeNull();
    ok.socket!.close();
    await new Promise((r) => ok.socket!.once('close', r));
    const refused: Array<Record<string, string>> = [
      { cookie, origin: 'https://evil.example', 'x-forwarded-host': 'play.kasino.example' },
      { cookie, origin: 'https://play.kasino.example' },
      { cookie, origin: 'https://play.kasino.example', 'x-forwarded-host': 'evil.example' },
    ];
    for (const headers of refused) {
      expect((await openRaw(t.wsUrl, headers)).status).toBe(403);
    }
  });
});
