import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAmount } from '@kasino/shared/money';
import type { BetView } from '@kasino/shared/games';
import type { ProtectionView } from '@kasino/shared/protocol/protection';
import { engines, registerUser, request, startTestServer, uniquePhone, WsClient, type TestServer } from './harness.ts';
import { addBankAccount, depositAndWait, fundedPlayer, setPin } from './wallet-helpers.ts';

const HOUR = 3_600_000;
/** The server's clock starts on Tuesday 15 January 2030, 10:00 WIB: moving a day stays in the same week and month. */
const START = Date.parse('2030-01-15T10:00:00+07:00');

type Placed = { bet: BetView; balance: string };

describe.each(engines)('player protection on %s', (engine) => {
  let t: TestServer;
  let offset = 0;
  const realStart = Date.now();
  const now = () => START + (Date.now() - realStart) + offset;

  beforeAll(async () => {
    // Payments confirm after 400 ms, so an order can be seen counting while it waits.
    t = await startTestServer(engine, { SANDBOX_CONFIRM_MS: '400', JOBS: '0' }, { now });
    // Withdrawals from Rp 10.000 so a small balance can be withdrawn during a cool-off.
    await t.server.database.db
      .updateTable('site_config')
      .set({ value: JSON.stringify({ min: '10000', max: '25000000' }) })
      .where('key', '=', 'withdraw_range')
      .execute();
  });
  afterAll(async () => {
    await t.close();
  });

  /** A fresh login and websocket link for a player whose session ended while the clock moved on. */
  const logBackIn = async (p: { phone: string; password: string }) => {
    const login = await request<{ token: string }>(t.url, 'POST', '/main/user/phone/login', {
      body: { phone: p.phone, password: p.password },
    });
    expect(login.status).toBe(200);
    const token = login.body.data!.token;
    return { token, ws: await WsClient.connect(t.wsUrl, { cookieToken: token }) };
  };
  const view = async (token: string) => {
    const res = await request<ProtectionView>(t.url, 'GET', '/main/user/protection', { token });
    expect(res.status).toBe(200);
    return res.body.data!;
  };
  const setLimit = (token: string, kind: string, period: string, amount: string | null) =>
    request<ProtectionView>(t.url, 'PUT', '/main/user/protection/limits', { token, body: { kind, period, amount } });
  const limitOf = (v: ProtectionView, kind: string, period: string) => v.limits.find((l) => l.kind === kind && l.period === period)!;
  const recharge = (token: string, amount: string) =>
    request<{ id: string }>(t.url, 'POST', '/main/pay/recharge', { token, body: { amount } });
  const block = (token: string, duration: string) =>
    request<ProtectionView>(t.url, 'POST', '/main/user/protection/block', { token, body: { duration, confirm: true } });
  /** A roller bet that wins only 0.5% of the time (multiplier 198). */
  const roller = (
    ws: { call: (p: string, d: unknown) => Promise<{ code?: number; msg?: string; data?: unknown }> },
    amount: string,
    uuid: string,
  ) => ws.call('/ws/game/roller/startRound', { uuid, amount, choose: 99500, isHigher: true });

  it('registers only with the 18+ confirmation', async () => {
    for (const adult of [undefined, false]) {
      const res = await request(t.url, 'POST', '/main/user/phone/register', {
        body: { phone: uniquePhone(), password: 'abcd1234', ...(adult === undefined ? {} : { adult }) },
      });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(20150);
      expect(res.body.msg).toMatch(/18 tahun/);
    }
    expect(
      (await request(t.url, 'POST', '/main/user/phone/register', { body: { phone: uniquePhone(), password: 'abcd1234', adult: 'ya' } }))
        .body,
    ).toMatchObject({ code: 3, field: 'adult' });
    const ok = await request(t.url, 'POST', '/main/user/phone/register', {
      body: { phone: uniquePhone(), password: 'abcd1234', adult: true },
    });
    expect(ok.status).toBe(200);
  });

  it('starts with no limits, no block and the reality check off', async () => {
    const u = await registerUser(t.url);
    const v = await view(u.token);
    expect(v.limits).toHaveLength(6);
    expect(v.limits.every((l) => l.amount === null && l.pending === null && l.used === '0')).toBe(true);
    expect(v.block).toBeNull();
    expect(v.reality).toMatchObject({ interval: 0, net: '0', bets: 0 });
    expect(limitOf(v, 'deposit', 'day')).toMatchObject({
      periodStart: Date.parse('2030-01-15T00:00:00+07:00'),
      periodEnd: Date.parse('2030-01-16T00:00:00+07:00'),
    });
    expect(limitOf(v, 'deposit', 'week')).toMatchObject({
      periodStart: Date.parse('2030-01-14T00:00:00+07:00'),
      periodEnd: Date.parse('2030-01-21T00:00:00+07:00'),
    });
    expect(limitOf(v, 'loss', 'month')).toMatchObject({
      periodStart: Date.parse('2030-01-01T00:00:00+07:00'),
      periodEnd: Date.parse('2030-02-01T00:00:00+07:00'),
    });
  });

  it('refuses a deposit over the limit counting pending and paid orders; a raise waits 24 h, a decrease applies at once', async () => {
    const u = await registerUser(t.url);
    const set = await setLimit(u.token, 'deposit', 'day', '100000');
    expect(set.status).toBe(200);
    expect(limitOf(set.body.data!, 'deposit', 'day')).toMatchObject({ amount: '100000', pending: null });

    await depositAndWait(t.url, u.token, '60000'); // paid
    const failing = await recharge(u.token, '25013'); // this one fails at the sandbox: it counts while pending
    expect(failing.status).toBe(200);
    const refused = await recharge(u.token, '20000');
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe(20151);
    expect(refused.body.msg).toContain('Batas deposit harian Anda Rp 100.000');
    expect(refused.body.msg).toContain('sisa Rp 14.987');
    // Once the failed order is settled it no longer counts.
    await expect
      .poll(
        async () =>
          (await request<{ status: string }>(t.url, 'GET', `/main/pay/orderState/${failing.body.data!.id}`, { token: u.token })).body.data!
            .status,
      )
      .toBe('failed');
    expect(limitOf(await view(u.token), 'deposit', 'day').used).toBe('60000');
    expect((await recharge(u.token, '40000')).status).toBe(200);
    expect((await recharge(u.token, '10000')).body.code).toBe(20151);

    // A raise is shown as pending with its time, and the old limit holds until then.
    const raised = await setLimit(u.token, 'deposit', 'day', '500000');
    const pending = limitOf(raised.body.data!, 'deposit', 'day');
    expect(pending.amount).toBe('100000');
    expect(pending.pending!.amount).toBe('500000');
    expect(pending.pending!.from - now()).toBeGreaterThan(24 * HOUR - 60_000);
    expect(pending.pending!.from - now()).toBeLessThanOrEqual(24 * HOUR);
    expect((await recharge(u.token, '10000')).body.code).toBe(20151);

    // A weekly limit below the new daily one applies at once (first set).
    expect((await setLimit(u.token, 'deposit', 'week', '150000')).status).toBe(200);
    offset += 24 * HOUR + 60_000; // Wednesday: a new day, the raise applies, the week continues
    const later = await view(u.token);
    expect(limitOf(later, 'deposit', 'day')).toMatchObject({ amount: '500000', pending: null, used: '0' });
    expect(limitOf(later, 'deposit', 'week')).toMatchObject({ amount: '150000', used: '100000' });
    const weekly = await recharge(u.token, '60000');
    expect(weekly.body.code).toBe(20151);
    expect(weekly.body.msg).toContain('mingguan');
    expect((await recharge(u.token, '50000')).status).toBe(200);

    // Lowering applies at once; removing waits like a raise.
    expect(limitOf((await setLimit(u.token, 'deposit', 'week', '120000')).body.data!, 'deposit', 'week')).toMatchObject({
      amount: '120000',
      pending: null,
    });
    const removed = limitOf((await setLimit(u.token, 'deposit', 'week', null)).body.data!, 'deposit', 'week');
    expect(removed).toMatchObject({ amount: '120000', pending: { amount: null } });
    // Asking again for the limit in force cancels the waiting removal.
    expect(limitOf((await setLimit(u.token, 'deposit', 'week', '120000')).body.data!, 'deposit', 'week')).toMatchObject({
      amount: '120000',
      pending: null,
    });
  });

  it('validates limit requests', async () => {
    const u = await registerUser(t.url);
    for (const amount of ['0', '-5', '1.001', '1000000001', 'abc']) {
      const res = await setLimit(u.token, 'loss', 'day', amount);
      expect(res.body, amount).toMatchObject({ code: 3, field: 'amount' });
    }
    expect((await setLimit(u.token, 'bonus', 'day', '1000')).body.code).toBe(3);
    expect((await setLimit(u.token, 'loss', 'year', '1000')).body.code).toBe(3);
    expect(
      (await request(t.url, 'PUT', '/main/user/protection/limits', { token: u.token, body: { kind: 'loss', period: 'day' } })).body,
    ).toMatchObject({ code: 3, field: 'amount' });
  });

  it('refuses a bet whose stake would push the net loss over the limit, in single-shot and stepped games', async () => {
    const p = await fundedPlayer(t, '100000');
    expect((await setLimit(p.token, 'loss', 'day', '5000')).status).toBe(200);
    const first = await roller(p.ws, '3000', `loss-1-${p.userId}`);
    expect(first.code).toBe(200);
    const placed = first.data as Placed;
    const netLoss = 300_000n - parseAmount(placed.bet.payout)!;
    // The stake that exactly reaches the limit is allowed; one rupiah more is not.
    const room = 500_000n - netLoss;
    const over = await roller(p.ws, String((room + 100n) / 100n), `loss-2-${p.userId}`);
    expect(over.code).toBe(20152);
    expect(over.msg).toContain('Batas kekalahan harian Anda Rp 5.000');
    expect(
      (await p.ws.call('/ws/game/mines/startRound', { uuid: `loss-m-${p.userId}`, amount: String((room + 100n) / 100n), mines: 3 })).code,
    ).toBe(20152);
    const exact = await roller(p.ws, String(room / 100n), `loss-3-${p.userId}`);
    expect(exact.code).toBe(200);
    // The page shows the net loss used in the period.
    const lost = 300_000n + room - parseAmount(placed.bet.payout)! - parseAmount((exact.data as Placed).bet.payout)!;
    expect(parseAmount(limitOf(await view(p.token), 'loss', 'day').used)).toBe(lost);
    // A retry of a placed bet still returns its first result.
    expect((await roller(p.ws, '3000', `loss-1-${p.userId}`)).code).toBe(200);
    p.ws.close();
  });

  it('cool-off blocks bets and deposits but not withdrawals or login, cannot be shortened, and ends on time', async () => {
    const p = await fundedPlayer(t, '100000');
    await setPin(t.url, p.token);
    const bank = await addBankAccount(t.url, p.token);
    expect((await request(t.url, 'POST', '/main/user/protection/block', { token: p.token, body: { duration: '24h' } })).body).toMatchObject(
      { code: 3, field: 'confirm' },
    );
    const started = await block(p.token, '24h');
    expect(started.status).toBe(200);
    expect(started.body.data!.block).toMatchObject({ kind: 'cool_off', duration: '24h' });
    expect(started.body.data!.block!.until! - started.body.data!.block!.since).toBe(24 * HOUR);

    const bet = await roller(p.ws, '1000', `cool-1-${p.userId}`);
    expect(bet.code).toBe(20153);
    expect(bet.msg).toMatch(/jeda bermain aktif hingga .* WIB/);
    expect((await p.ws.call('/ws/game/mines/startRound', { uuid: `cool-m-${p.userId}`, amount: '1000', mines: 3 })).code).toBe(20153);
    const dep = await recharge(p.token, '50000');
    expect(dep.status).toBe(403);
    expect(dep.body.code).toBe(20153);
    const withdraw = await request(t.url, 'POST', '/main/pay/withdraw', {
      token: p.token,
      body: { amount: '20000', bankAccountId: bank, pin: '123456' },
    });
    expect(withdraw.status).toBe(200);
    const login = await request<{ token: string }>(t.url, 'POST', '/main/user/phone/login', {
      body: { phone: p.phone, password: p.password },
    });
    expect(login.status).toBe(200);
    expect((await view(login.body.data!.token)).block).toMatchObject({ kind: 'cool_off' });

    // Cannot be undone or shortened; one that ends later replaces it.
    const longer = await block(p.token, '7d');
    expect(longer.body.data!.block).toMatchObject({ kind: 'cool_off', duration: '7d' });
    const shorter = await block(p.token, '24h');
    expect(shorter.status).toBe(409);
    expect(shorter.body.code).toBe(20155);
    expect((await view(p.token)).block).toMatchObject({ duration: '7d' });

    offset += 7 * 24 * HOUR + 60_000;
    // Seven idle days also ended the session (SESSION_IDLE_MS): the player comes back and logs in.
    expect((await request(t.url, 'GET', '/main/user/protection', { token: p.token })).body.code).toBe(1);
    p.ws.close();
    const back = await logBackIn(p);
    expect((await view(back.token)).block).toBeNull();
    expect((await roller(back.ws, '1000', `cool-2-${p.userId}`)).code).toBe(200);
    back.ws.close();
  });

  it('permanent self-exclusion blocks bets and deposits for good', async () => {
    const p = await fundedPlayer(t, '50000');
    expect((await block(p.token, '6m')).body.data!.block).toMatchObject({ kind: 'self_exclusion', duration: '6m' });
    expect((await roller(p.ws, '1000', `excl-1-${p.userId}`)).code).toBe(20154);
    const forever = await block(p.token, 'permanent');
    expect(forever.body.data!.block).toMatchObject({ kind: 'self_exclusion', duration: 'permanent', until: null });
    for (const d of ['24h', '30d', '1y', 'permanent']) expect((await block(p.token, d)).body.code).toBe(20155);
    offset += 200 * 24 * HOUR; // past the 6 months it replaced (and past the session's idle expiry)
    p.ws.close();
    const back = await logBackIn(p);
    expect((await roller(back.ws, '1000', `excl-2-${p.userId}`)).code).toBe(20154);
    const dep = await recharge(back.token, '50000');
    expect(dep.body).toMatchObject({ code: 20154, msg: expect.stringMatching(/permanen/) });
    back.ws.close();
  });

  it('reports the session for the reality check: time played and net result since login or the day began', async () => {
    const p = await fundedPlayer(t, '100000');
    const first = await view(p.token);
    expect(first.reality.sessionStart).toBeLessThanOrEqual(first.serverTime);
    expect(first.reality.playedMs).toBe(first.serverTime - first.reality.sessionStart);
    const set = await request<ProtectionView>(t.url, 'PUT', '/main/user/protection/reality', { token: p.token, body: { interval: 30 } });
    expect(set.body.data!.reality.interval).toBe(30);
    expect((await request(t.url, 'PUT', '/main/user/protection/reality', { token: p.token, body: { interval: 45 } })).body).toMatchObject({
      code: 3,
      field: 'interval',
    });

    let net = 0n;
    for (let i = 0; i < 3; i++) {
      const r = (await roller(p.ws, '2000', `real-${i}-${p.userId}`)).data as Placed;
      net += parseAmount(r.bet.payout)! - 200_000n;
    }
    const after = await view(p.token);
    expect(after.reality).toMatchObject({ interval: 30, sessionStart: first.reality.sessionStart, bets: 3 });
    expect(parseAmount(after.reality.net)).toBe(net);

    // The next WIB day the session counts from the first activity of the day.
    offset += 24 * HOUR;
    const nextDay = await view(p.token);
    expect(nextDay.reality.sessionStart).toBeGreaterThan(first.reality.sessionStart + 23 * HOUR);
    expect(nextDay.reality).toMatchObject({ bets: 0, net: '0', interval: 30 });
    p.ws.close();
  });

  it('keeps each user to their own settings', async () => {
    const a = await registerUser(t.url);
    const b = await registerUser(t.url);
    await setLimit(a.token, 'deposit', 'day', '20000');
    await block(a.token, '24h');
    const other = await view(b.token);
    expect(other.block).toBeNull();
    expect(other.limits.every((l) => l.amount === null)).toBe(true);
    await depositAndWait(t.url, b.token, '50000');
  });
});
