/**
 * Setoran Beruntun over HTTP on each engine, as a client lives it with the test clock: a visitor reads
 * the milestones; a player deposits at 23:59:50 WIB (two deposits making exactly the minimum) and again
 * at 00:00:05 WIB (two days), then on a third day gets exactly one 3-day grant with its formula and a
 * mail; another deposit and a full replay of the subscriber grant nothing more; the claim pays the grant
 * through the ledger once; a gap day ends the streak and the next three days earn a new 3-day grant.
 * Off, the call answers 1028; milestones that do not rise are refused on save.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAmount } from '@kasino/shared/money';
import type { ClaimResult, ContinuousView, GrantView, PromoInfo } from '@kasino/shared/protocol/promo';
import { engines, registerUser, request, startTestServer, type TestServer } from './harness.ts';
import { balanceOf, depositAndWait } from './wallet-helpers.ts';

const HOUR = 3_600_000;
const DAY = 86_400_000;
/** 00:00 WIB of the day containing `ms`, in UTC epoch ms. */
const wibMidnight = (ms: number) => Math.floor((ms + 7 * HOUR) / DAY) * DAY - 7 * HOUR;

describe.each(engines)('Setoran Beruntun on %s', (engine) => {
  let t: TestServer;
  let offset = 0;
  /** Day 0 of the test: a WIB day two days ahead, so the clock only ever moves forward. */
  const day0 = wibMidnight(Date.now() + 2 * DAY);
  const date = (day: number) => new Date(day0 + day * DAY + 7 * HOUR).toISOString().slice(0, 10);
  /** Puts the server clock at `h:m:s` WIB on test day `day`. */
  const at = (day: number, h: number, m = 0, s = 0) => {
    const target = day0 + day * DAY + ((h * 60 + m) * 60 + s) * 1000;
    expect(target).toBeGreaterThan(Date.now() + offset);
    offset = target - Date.now();
  };

  beforeAll(async () => {
    t = await startTestServer(engine, { SANDBOX_CONFIRM_MS: '5', ROUNDS: '0' }, { now: () => Date.now() + offset });
  });
  afterAll(async () => {
    await t.close();
  });

  type User = Awaited<ReturnType<typeof registerUser>>;
  const view = async (u?: User) => {
    const res = await request<ContinuousView>(t.url, 'GET', '/main/promo/continuous', u ? { token: u.token } : {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data!;
  };
  const grants = async (u: User): Promise<GrantView[]> =>
    (await request<PromoInfo>(t.url, 'GET', '/main/promo/info', { token: u.token })).body.data!.grants.filter(
      (g) => g.promotion === 'continuous',
    );
  /** A deposit through the sandbox, then every durable subscriber caught up. */
  const deposit = async (u: User, amount: string) => {
    await depositAndWait(t.url, u.token, amount);
    await t.server.events.settle();
  };

  it('shows a visitor the minimum and the milestones, nothing of a player', async () => {
    at(0, 10);
    const v = await view();
    expect(v).toMatchObject({ enabled: true, today: date(0), minDaily: '100000', wageringMultiple: 1, player: null });
    expect(v.milestones.map((m) => [m.days, m.reward, m.state])).toEqual([
      [3, '10000', 'upcoming'],
      [7, '30000', 'upcoming'],
      [15, '80000', 'upcoming'],
      [30, '200000', 'upcoming'],
    ]);
    const card = (await request<{ id: string; terms: Record<string, string> }[]>(t.url, 'GET', '/main/promo/all')).body.data!.find(
      (p) => p.id === 'continuous',
    );
    expect(card?.terms).toEqual({ quota: '100000', days: '30', reward: '200000', total: '320000' });
  });

  it('counts days by WIB midnight, grants the 3-day milestone once, and pays it on claim', async () => {
    const u = await registerUser(t.url);
    at(0, 12);
    expect((await view(u)).player).toMatchObject({ start: null, days: 0, missingToday: '100000', next: { days: 3, daysLeft: 3 } });

    // Day 0 at 23:59:50 WIB: Rp 60.000 does not count; Rp 40.000 more makes exactly the minimum.
    at(0, 23, 59, 50);
    await deposit(u, '60000');
    expect((await view(u)).player).toMatchObject({ days: 0, depositedToday: '60000', missingToday: '40000', todayCounts: false });
    await deposit(u, '40000');
    let p = (await view(u)).player!;
    expect(p).toMatchObject({ start: date(0), days: 1, todayCounts: true, missingToday: '0' });

    // Day 1 at 00:00:05 WIB: a new day, still alive from yesterday until it deposits.
    at(1, 0, 0, 5);
    p = (await view(u)).player!;
    expect(p).toMatchObject({ start: date(0), days: 1, todayCounts: false, depositedToday: '0', next: { days: 3, daysLeft: 2 } });
    await deposit(u, '100000');
    p = (await view(u)).player!;
    expect(p.streakDays).toEqual([
      { date: date(0), deposited: '100000' },
      { date: date(1), deposited: '100000' },
    ]);
    expect(await grants(u)).toEqual([]);

    // Day 2: the third day reaches the 3-day milestone.
    at(2, 9);
    await deposit(u, '150000');
    let mine = await grants(u);
    expect(mine).toHaveLength(1);
    const grant = mine[0]!;
    expect(grant).toMatchObject({ periodKey: `streak:${date(0)}:3`, amount: '10000', wageringMultiple: 1, status: 'claimable' });
    expect(grant.formula).toBe(
      `Setoran beruntun 3 hari sejak ${date(0)}: Rp 10.000 (deposit ≥ Rp 100.000 setiap hari WIB selama 3 hari berturut-turut)`,
    );
    expect(grant.inputs).toMatchObject({ start: date(0), milestone: '3', streakDays: '3', minDaily: '100000' });
    const mails = await request<{ list: { title: string }[] }>(t.url, 'GET', '/heracles/inbox/mail?page=1&count=20', { token: u.token });
    expect(mails.body.data!.list.filter((m) => m.title === 'Setoran Beruntun 3 hari: Rp 10.000 siap diklaim')).toHaveLength(1);
    let v = await view(u);
    expect(v.milestones.map((m) => m.state)).toEqual(['granted', 'upcoming', 'upcoming', 'upcoming']);
    expect(v.milestones[0]!.grantId).toBe(grant.id);
    expect(v.player).toMatchObject({ days: 3, next: { days: 7, reward: '30000', daysLeft: 4 }, withheld: null });

    // Another deposit the same day, then a replay of every event from the start: still one grant.
    await deposit(u, '100000');
    await t.server.database.db
      .updateTable('event_cursors')
      .set({ last_tx_id: 0n, last_id: 0n })
      .where('name', '=', 'continuous-deposit')
      .execute();
    await t.server.events.settle();
    mine = await grants(u);
    expect(mine.map((g) => g.id)).toEqual([grant.id]);

    // The claim pays it once, from the promotions account into the wallet.
    const before = parseAmount(await balanceOf(t.url, u.token))!;
    const claim = (id: number) => request<ClaimResult>(t.url, 'POST', '/main/promo/claim', { token: u.token, body: { id } });
    const [one, two] = await Promise.all([claim(grant.id), claim(grant.id)]);
    expect([one.body.code, two.body.code].sort((a, b) => a - b)).toEqual([200, 1052]);
    expect(parseAmount(await balanceOf(t.url, u.token))! - before).toBe(parseAmount('10000'));
    const flow = await request<{ list: { kind: string; amount: string; reference: string }[] }>(
      t.url,
      'GET',
      '/main/pay/balance/flow?type=bonus',
      { token: u.token },
    );
    expect(flow.body.data!.list.filter((r) => r.kind === 'bonus').map((r) => r.amount)).toEqual(['10000']);
    v = await view(u);
    expect(v.milestones[0]!.state).toBe('claimed');

    // Day 3 is missed; on day 4 the streak is over, and a deposit starts a new one.
    at(4, 10);
    v = await view(u);
    expect(v.player).toMatchObject({ start: null, days: 0, streakDays: [] });
    expect(v.milestones.map((m) => m.state)).toEqual(['upcoming', 'upcoming', 'upcoming', 'upcoming']);
    await deposit(u, '100000');
    expect((await view(u)).player).toMatchObject({ start: date(4), days: 1 });
    at(5, 10);
    await deposit(u, '100000');
    at(6, 10);
    await deposit(u, '100000');
    mine = await grants(u);
    expect(mine.map((g) => g.periodKey).sort()).toEqual([`streak:${date(0)}:3`, `streak:${date(4)}:3`]);
    v = await view(u);
    expect(v.player).toMatchObject({ start: date(4), days: 3 });
    expect(v.milestones[0]!.state).toBe('granted');
  });

  it('answers 1028 while the promotion is off, and refuses milestones that do not rise', async () => {
    const put = (value: unknown) => request(t.url, 'PUT', '/ops/site/config/continuous_deposit', { body: { value } });
    const terms = {
      enabled: false,
      minDaily: '100000',
      turnover: 1,
      milestones: [
        { days: 3, reward: '10000' },
        { days: 7, reward: '30000' },
      ],
    };
    expect((await put(terms)).status).toBe(200);
    const off = await request(t.url, 'GET', '/main/promo/continuous');
    expect(off.body).toMatchObject({ code: 1028, msg: 'Setoran Beruntun sedang dihentikan' });
    expect((await put({ ...terms, enabled: true })).status).toBe(200);
    expect((await request(t.url, 'GET', '/main/promo/continuous')).status).toBe(200);
    const flat = { ...terms, milestones: [...terms.milestones, { days: 7, reward: '50000' }] };
    expect((await put(flat)).body.code).toBe(20310);
    expect((await put({ ...terms, minDaily: '0' })).body.code).toBe(20310);
  });
});
