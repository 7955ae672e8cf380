/**
 * Authorization matrix: every login-required REST endpoint and websocket call, each refused
 *  - without a token (401, code 1: the client clears the token and opens login),
 *  - with a revoked token, after logout (401, code 1),
 *  - with a token whose user id is not the session's (401, code 707),
 * and, where the endpoint takes an id, with another user's id (refused as if missing: no data leaks,
 * and the owner's resource is unchanged). The coverage tests fail when a login-required route or
 * call exists that the tables below do not list: a new endpoint must be added here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, registerUser, request, startTestServer, WsClient, type ApiResponse, type TestServer } from './harness.ts';
import { addBankAccount, depositAndWait, setPin } from './wallet-helpers.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The other user's resources, created by the owner before the matrix runs. */
interface Owned {
  order: string;
  bank: number;
  withdrawal: string;
  bet: string;
  round: string;
  ticket: string;
  image: string;
  session: number;
  mail: number;
}

interface RestEntry {
  method: Method;
  /** The route as registered (`:param` placeholders). */
  route: string;
  /** The concrete path for the owner's resource; defaults to the route itself. */
  path?: (o: Owned) => string;
  /** Another user's id: the code it must be refused with, and a body that passes every other check. */
  foreign?: { code: number; body?: unknown };
}

const PIN_BODY = { pin: '123456' };

/** Every login-required REST endpoint of the product. */
const restMatrix: RestEntry[] = [
  // Account and session.
  { method: 'GET', route: '/main/user' },
  { method: 'POST', route: '/main/user' },
  { method: 'POST', route: '/main/user/logout' },
  { method: 'GET', route: '/main/user/brief' },
  { method: 'GET', route: '/main/user/phone' },
  { method: 'POST', route: '/main/user/phone' },
  { method: 'POST', route: '/main/user/phone/password' },
  { method: 'GET', route: '/main/user/sessions' },
  { method: 'DELETE', route: '/main/user/sessions' },
  { method: 'DELETE', route: '/main/user/sessions/:id', path: (o) => `/main/user/sessions/${o.session}`, foreign: { code: 20107 } },
  { method: 'POST', route: '/main/user/avatar' },
  { method: 'GET', route: '/main/user/pin' },
  { method: 'POST', route: '/main/user/pin' },
  { method: 'PUT', route: '/main/user/pin' },
  { method: 'POST', route: '/main/user/email/code' },
  { method: 'POST', route: '/main/user/email/bind' },
  { method: 'POST', route: '/main/user/email/vertify' },
  { method: 'GET', route: '/main/user/email/mfa' },
  { method: 'POST', route: '/main/user/email/mfa' },
  { method: 'DELETE', route: '/main/user/mfa' },
  // Player protection.
  { method: 'GET', route: '/main/user/protection' },
  { method: 'PUT', route: '/main/user/protection/limits' },
  { method: 'POST', route: '/main/user/protection/block' },
  { method: 'PUT', route: '/main/user/protection/reality' },
  // Wallet.
  { method: 'GET', route: '/main/pay/info' },
  { method: 'GET', route: '/main/pay/lastRecharge' },
  { method: 'POST', route: '/main/pay/recharge' },
  { method: 'GET', route: '/main/pay/orderState/:id', path: (o) => `/main/pay/orderState/${o.order}`, foreign: { code: 20007 } },
  { method: 'GET', route: '/main/pay/orders' },
  { method: 'GET', route: '/main/pay/bank/account' },
  { method: 'POST', route: '/main/pay/bank/account' },
  { method: 'GET', route: '/main/pay/bank/account/latest' },
  {
    method: 'PUT',
    route: '/main/pay/bank/account/:id',
    path: (o) => `/main/pay/bank/account/${o.bank}`,
    foreign: {
      code: 20008,
      body: { bankCode: 'BCA', accountNumber: '5555444433', holderName: 'Pencuri Data', ...PIN_BODY, password: 'rahasia123' },
    },
  },
  {
    method: 'DELETE',
    route: '/main/pay/bank/account/:id',
    path: (o) => `/main/pay/bank/account/${o.bank}`,
    foreign: { code: 20008, body: PIN_BODY },
  },
  { method: 'POST', route: '/main/pay/withdraw/fee' },
  { method: 'POST', route: '/main/pay/withdraw' },
  { method: 'GET', route: '/main/pay/withdraw/hold' },
  { method: 'DELETE', route: '/main/pay/withdraw/:id', path: (o) => `/main/pay/withdraw/${o.withdrawal}`, foreign: { code: 20007 } },
  { method: 'GET', route: '/main/pay/withdraw/records' },
  { method: 'GET', route: '/main/pay/balance/flow' },
  // Games.
  { method: 'GET', route: '/main/bet/history' },
  { method: 'GET', route: '/main/bet/:id', path: (o) => `/main/bet/${o.bet}`, foreign: { code: 20010 } },
  { method: 'GET', route: '/main/bet/history/:id', path: (o) => `/main/bet/history/${o.bet}`, foreign: { code: 20010 } },
  { method: 'GET', route: '/main/fair/seeds' },
  { method: 'POST', route: '/main/fair/seeds/rotate' },
  // Lobby and third-party games.
  { method: 'GET', route: '/main/slot/recent' },
  { method: 'GET', route: '/main/slot/collection' },
  { method: 'POST', route: '/main/slot/collection' },
  { method: 'GET', route: '/main/slot/game/record' },
  { method: 'GET', route: '/main/:provider/:id/launch' },
  { method: 'POST', route: '/main/:provider/:id/launch' },
  // Support tickets.
  { method: 'POST', route: '/main/support/tickets' },
  { method: 'GET', route: '/main/support/tickets' },
  { method: 'GET', route: '/main/support/tickets/:id', path: (o) => `/main/support/tickets/${o.ticket}`, foreign: { code: 20160 } },
  {
    method: 'GET',
    route: '/main/support/tickets/:id/images/:imageId',
    path: (o) => `/main/support/tickets/${o.ticket}/images/${o.image}`,
    foreign: { code: 20160 },
  },
  // Inbox.
  { method: 'GET', route: '/heracles/inbox/mail' },
  { method: 'GET', route: '/heracles/inbox/mail/:id', path: (o) => `/heracles/inbox/mail/${o.mail}`, foreign: { code: 20350 } },
  { method: 'POST', route: '/heracles/inbox/mail/:id/read', path: (o) => `/heracles/inbox/mail/${o.mail}/read`, foreign: { code: 20350 } },
  {
    method: 'POST',
    route: '/heracles/inbox/mail/:id/claim',
    path: (o) => `/heracles/inbox/mail/${o.mail}/claim`,
    foreign: { code: 20350 },
  },
  {
    method: 'POST',
    route: '/heracles/inbox/mail/:id/delete',
    path: (o) => `/heracles/inbox/mail/${o.mail}/delete`,
    foreign: { code: 20350 },
  },
  { method: 'POST', route: '/heracles/inbox/readAll' },
  { method: 'POST', route: '/heracles/inbox/deleteAll' },
  { method: 'POST', route: '/heracles/inbox/claimAll' },
  { method: 'GET', route: '/heracles/inbox/unread' },
  { method: 'GET', route: '/main/inbox/tpl' },
  // Site messages: global announcements, each player's own read marks.
  { method: 'GET', route: '/main/site/message' },
  { method: 'GET', route: '/main/site/message/unread' },
  { method: 'POST', route: '/main/site/message/read' },
  { method: 'POST', route: '/main/site/message/read/all' },
  // Promotions: the player's own grants, bonus and check-ins (the terms, `/main/promo/all`, are public).
  { method: 'GET', route: '/main/promo/info' },
  { method: 'GET', route: '/main/promo/sum/reward' },
  { method: 'GET', route: '/main/promo/grant/:id' },
  { method: 'POST', route: '/main/promo/claim' },
  { method: 'GET', route: '/main/promo/bonus' },
  { method: 'POST', route: '/main/promo/bonus/forfeit' },
  { method: 'GET', route: '/main/promo/withdrawable' },
  { method: 'GET', route: '/main/promo/recharge/:nth' },
  { method: 'GET', route: '/main/promo/checkIn' },
  { method: 'POST', route: '/main/promo/checkIn' },
  { method: 'GET', route: '/main/promo/checkIn/history' },
  { method: 'POST', route: '/main/promo/gift' },
  { method: 'GET', route: '/main/promo/rescueBonus' },
  { method: 'POST', route: '/main/promo/rescueBonus' },
  { method: 'GET', route: '/main/promo/newcomer/mission' },
  { method: 'GET', route: '/main/promo/newcomer/bonus/preview' },
  { method: 'POST', route: '/main/promo/newcomer/claim' },
  { method: 'GET', route: '/main/promo/cashback' },
  { method: 'POST', route: '/main/promo/cashback' },
  // The daily wheel: the caller's own day, spins and history (its segments, `wheel/rule`, are public).
  { method: 'GET', route: '/main/promo/wheel' },
  { method: 'POST', route: '/main/promo/wheel/spin' },
  { method: 'GET', route: '/main/promo/wheel/history' },
  // The red pocket: the caller's day and opening a drop (today's drops and their shares are public).
  { method: 'GET', route: '/main/promo/redPocket' },
  { method: 'POST', route: '/main/promo/redPocket' },
  { method: 'GET', route: '/main/promo/holidaySign' },
  { method: 'POST', route: '/main/promo/holidaySign' },
  { method: 'GET', route: '/main/promo/phoneRecharge' },
  { method: 'POST', route: '/main/promo/phoneRecharge' },
  { method: 'GET', route: '/main/promo/propsDist' },
  // VIP: the caller's own level, rewards and cashback (the level table, `/main/vip/configs`, is public).
  { method: 'GET', route: '/main/vip/user/level' },
  { method: 'POST', route: '/main/vip/level/reward/claim' },
  { method: 'GET', route: '/main/vip/level/reward/orders' },
  { method: 'POST', route: '/main/vip/cashback/claim' },
  { method: 'GET', route: '/main/vip/cashback/history' },
  { method: 'GET', route: '/main/promo/checkInVip' },
  { method: 'POST', route: '/main/promo/checkInVip' },
  { method: 'GET', route: '/main/promo/checkInVip/record' },
  // Referral: the caller's own code, downline, rebates and bonuses (the terms are public).
  { method: 'GET', route: '/main/promo/spread/info' },
  { method: 'POST', route: '/main/promo/spread/relation' },
  { method: 'GET', route: '/main/promo/spread/members' },
  { method: 'GET', route: '/main/promo/spread/logs' },
  { method: 'GET', route: '/main/promo/spread/bonus' },
  { method: 'POST', route: '/main/promo/spread/bonus' },
  { method: 'GET', route: '/main/promo/spread/history' },
  // The agency programme: the caller's own application, report, tasks and spam reports.
  { method: 'GET', route: '/main/promo/spa/apply' },
  { method: 'POST', route: '/main/promo/spa/apply' },
  { method: 'GET', route: '/main/promo/spa/members' },
  { method: 'GET', route: '/main/promo/spa/report' },
  { method: 'GET', route: '/main/promo/spa/tasks' },
  { method: 'POST', route: '/main/promo/spa/tasks/claim' },
  { method: 'GET', route: '/main/promo/spammer/report' },
  { method: 'POST', route: '/main/promo/spammer/report' },
];

interface WsEntry {
  path: string;
  /** Another user's round id: the call data and the code it must be refused with. */
  foreign?: (o: Owned) => { data: unknown; code: number };
}

const singleShotGames = ['roller', 'coinflip', 'eggs', 'colorwheel', 'cryptos'];
/** Stepped games with a valid action of each (the round id decides; the action must pass its shape check first). */
const steppedGames: Record<string, Record<string, unknown>> = {
  hilo: { select: 'higher' },
  mines: { selectCard: 0 },
  stairs: { selectCard: 0 },
};

/** Every login-required websocket call. */
const wsMatrix: WsEntry[] = [
  { path: '/ws/main/user' },
  ...singleShotGames.flatMap((g) => ['setSeed', 'myPastRound', 'startRound'].map((call) => ({ path: `/ws/game/${g}/${call}` }))),
  ...Object.entries(steppedGames).flatMap(([g, action]) => [
    { path: `/ws/game/${g}/setSeed` },
    { path: `/ws/game/${g}/myPastRound` },
    { path: `/ws/game/${g}/startRound` },
    { path: `/ws/game/${g}/selectCard`, foreign: (o: Owned) => ({ data: { roundId: o.round, ...action }, code: 20010 }) },
    { path: `/ws/game/${g}/cashRound`, foreign: (o: Owned) => ({ data: { roundId: o.round }, code: 20010 }) },
  ]),
  // Round games: bets and own history (a crash cash-out only ever touches the caller's own bet).
  { path: '/ws/game/wingo/bet' },
  { path: '/ws/game/wingo/myHistory' },
  ...['roulette', 'dice', 'dingdong'].flatMap((g) => [{ path: `/ws/game/${g}/bet` }, { path: `/ws/game/${g}/myHistory` }]),
  { path: '/ws/game/crash/bet' },
  { path: '/ws/game/crash/escape' },
  { path: '/ws/game/crash/myHistory' },
];

const key = (method: string, route: string) => `${method.toUpperCase()} ${route}`;

/** A refusal carries only the code and its text: nothing of the resource. */
function expectBareRefusal(res: ApiResponse, status: number, code: number, label: string): void {
  expect(res.status, `${label}: ${JSON.stringify(res.body)}`).toBe(status);
  expect(res.body.code, label).toBe(code);
  expect(Object.keys(res.body).sort(), label).toEqual(['code', 'msg']);
}

describe.each(engines)('authorization matrix on %s', (engine) => {
  let t: TestServer;
  let owner: { token: string; userId: number };
  let other: { token: string; userId: number };
  let revoked: string;
  let forged: string;
  let owned: Owned;

  beforeAll(async () => {
    t = await startTestServer(engine, { SANDBOX_CONFIRM_MS: '10', JOBS: '0' });
    await t.server.database.db
      .updateTable('site_config')
      .set({ value: JSON.stringify({ min: '10000', max: '25000000' }) })
      .where('key', '=', 'withdraw_range')
      .execute();

    owner = await registerUser(t.url);
    other = await registerUser(t.url);
    await setPin(t.url, owner.token);
    await setPin(t.url, other.token);
    const order = await depositAndWait(t.url, owner.token, '100000');
    const bank = await addBankAccount(t.url, owner.token, '9876543210');
    const withdrawal = await request<{ id: string }>(t.url, 'POST', '/main/pay/withdraw', {
      token: owner.token,
      body: { amount: '20000', bankAccountId: bank, ...PIN_BODY },
    });
    const ws = await WsClient.connect(t.wsUrl, { cookieToken: owner.token });
    const bet = await ws.call('/ws/game/roller/startRound', {
      uuid: `matrix-${owner.userId}`,
      amount: '1000',
      choose: 50000,
      isHigher: true,
    });
    const round = await ws.call('/ws/game/mines/startRound', { uuid: `matrix-m-${owner.userId}`, amount: '1000', mines: 3 });
    ws.close();
    const form = new FormData();
    form.append('subject', 'Rahasia pemilik');
    form.append('message', 'Isi tiket yang tidak boleh terbaca orang lain');
    form.append(
      'images',
      new Blob([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], { type: 'image/png' }),
      'a.png',
    );
    const ticket = (await (
      await fetch(`${t.url}/main/support/tickets`, { method: 'POST', headers: { authorization: `Bearer ${owner.token}` }, body: form })
    ).json()) as {
      data: { id: string; images: Array<{ id: string }> };
    };
    const session = await t.server.database.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', BigInt(owner.userId))
      .executeTakeFirstOrThrow();
    const mail = await request<{ mailId: number }>(t.url, 'POST', '/ops/inbox/send', {
      body: { to: { userId: owner.userId }, tag: 'reward', title: 'Milik pemilik', content: '<p>Rahasia</p>', reward: { amount: '1000' } },
    });
    owned = {
      mail: mail.body.data!.mailId,
      order: order.id,
      bank,
      withdrawal: withdrawal.body.data!.id,
      bet: (bet.data as { bet: { id: string } }).bet.id,
      round: (round.data as { bet: { id: string } }).bet.id,
      ticket: ticket.data.id,
      image: ticket.data.images[0]!.id,
      session: Number(session.id),
    };

    const leaving = await registerUser(t.url);
    expect((await request(t.url, 'POST', '/main/user/logout', { token: leaving.token, body: {} })).status).toBe(200);
    revoked = leaving.token;
    // The owner's user id with another session's secret: the token does not belong to that user.
    forged = `v1-${owner.userId}-${other.token.split('-').slice(2).join('-')}`;
  }, 30_000);
  afterAll(async () => {
    await t.close();
  });

  it('lists every login-required REST route (found by asking each registered route without a token)', async () => {
    const docs = await request<never>(t.url, 'GET', '/docs/json');
    const paths = (docs.body as unknown as { paths: Record<string, Record<string, unknown>> }).paths;
    const loginRequired: string[] = [];
    for (const [openApiPath, methods] of Object.entries(paths)) {
      if (openApiPath.startsWith('/docs')) continue;
      for (const method of Object.keys(methods)) {
        if (method === 'head') continue;
        // Not every route answers JSON (metrics, images), so the body is read leniently.
        const res = await fetch(t.url + openApiPath.replace(/\{[^}]+\}/g, 'X1'), { method: method.toUpperCase() });
        const body = (await res.json().catch(() => null)) as { code?: number } | null;
        if (body?.code === 1) loginRequired.push(key(method, openApiPath.replace(/\{([^}]+)\}/g, ':$1')));
      }
    }
    expect(loginRequired.length).toBeGreaterThan(40);
    expect(loginRequired.sort()).toEqual(restMatrix.map((e) => key(e.method, e.route)).sort());
  });

  it('lists every login-required websocket call', () => {
    // The gateway keeps its call table private; the test reads it to see what is registered.
    const handlers = (t.server.gateway as unknown as { handlers: Map<string, { def: { auth: boolean } }> }).handlers;
    const withAuth = [...handlers.entries()].filter(([, h]) => h.def.auth).map(([path]) => path);
    expect(withAuth.sort()).toEqual(wsMatrix.map((e) => e.path).sort());
  });

  it.each(restMatrix.map((e) => [key(e.method, e.route), e] as const))(
    '%s refuses no token, a revoked token and a forged token',
    async (_label, entry) => {
      const path = entry.path?.(owned) ?? entry.route;
      expectBareRefusal(await request(t.url, entry.method, path), 401, 1, 'no token');
      expectBareRefusal(await request(t.url, entry.method, path, { token: revoked }), 401, 1, 'revoked token');
      // The revoked token as a cookie (how the browser sends it) is refused the same way.
      expectBareRefusal(await request(t.url, entry.method, path, { headers: { cookie: `token=${revoked}` } }), 401, 1, 'revoked cookie');
      expectBareRefusal(await request(t.url, entry.method, path, { token: forged }), 401, 707, 'forged token');
    },
  );

  it.each(restMatrix.filter((e) => e.foreign).map((e) => [key(e.method, e.route), e] as const))(
    "%s refuses another user's id as not found",
    async (_label, entry) => {
      const res = await request(t.url, entry.method, entry.path!(owned), { token: other.token, body: entry.foreign!.body });
      expectBareRefusal(res, 404, entry.foreign!.code, 'foreign id');
      expect(JSON.stringify(res.body)).not.toMatch(/9876543210|Rahasia|Budi/);
    },
  );

  it("leaves the owner's resources as they were after the other user's attempts", async () => {
    const banks = await request<{ list: Array<{ id: number; accountNumber: string }> }>(t.url, 'GET', '/main/pay/bank/account', {
      token: owner.token,
    });
    expect(banks.body.data!.list.map((b) => b.id)).toContain(owned.bank);
    const withdrawals = await request<{ list: Array<{ id: string; status: string }> }>(t.url, 'GET', '/main/pay/withdraw/records', {
      token: owner.token,
    });
    expect(withdrawals.body.data!.list.find((w) => w.id === owned.withdrawal)?.status).toBe('pending');
    expect((await request(t.url, 'GET', '/main/user', { token: owner.token })).status).toBe(200);
    const round = await WsClient.connect(t.wsUrl, { cookieToken: owner.token });
    const current = await round.call('/ws/game/mines/curRound', {});
    expect((current.data as { round: { bet: { id: string } } | null }).round?.bet.id).toBe(owned.round);
    round.close();
  });

  it('refuses every login-required websocket call on a link without a user or with a revoked cookie', async () => {
    const anonymous = await WsClient.connect(t.wsUrl);
    const withRevoked = await WsClient.connect(t.wsUrl, { cookieToken: revoked });
    try {
      for (const entry of wsMatrix) {
        for (const [label, link] of [
          ['no token', anonymous],
          ['revoked cookie', withRevoked],
        ] as const) {
          const reply = await link.call(entry.path, entry.foreign?.(owned).data ?? {});
          expect(reply.code, `${entry.path} ${label}`).toBe(1);
          expect(reply.data, `${entry.path} ${label}`).toBeUndefined();
        }
      }
      // Presenting the revoked token at setup is refused, and the link stays without a user.
      expect((await withRevoked.call('/ws/setup', { token: revoked, clientId: 'matrix' })).code).toBe(707);
      expect((await withRevoked.call('/ws/main/user', {})).code).toBe(1);
      expect((await anonymous.call('/ws/setup', { token: forged, clientId: 'matrix' })).code).toBe(707);
    } finally {
      anonymous.close();
      withRevoked.close();
    }
  });

  it("refuses another user's round ids and personal topics on the websocket", async () => {
    const link = await WsClient.connect(t.wsUrl, { cookieToken: other.token });
    try {
      for (const entry of wsMatrix.filter((e) => e.foreign)) {
        const { data, code } = entry.foreign!(owned);
        const reply = await link.call(entry.path, data);
        expect(reply.code, entry.path).toBe(code);
        expect(reply.data, entry.path).toBeUndefined();
      }
      expect((await link.call('/ws/subscribe', { topics: [`/ws/user/${owner.userId}/balance`] })).code).toBe(3);
    } finally {
      link.close();
    }
  });
});
