import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GrantView } from '@kasino/shared/protocol/promo';
import type { Paged, SpreadBonus, SpreadClaim, SpreadInfo, SpreadLog, SpreadMember } from '@kasino/shared/protocol/referral';
import { engines, request, startTestServer, uniquePhone, type TestServer } from './harness.ts';
import { addBankAccount, balanceOf, depositAndWait, setPin } from './wallet-helpers.ts';
import { playRoller } from './play-helpers.ts';

const DAY = 86_400_000;
/** Silver with one active tier-1 downline, gold with two: small enough for a handful of players. */
const LEVELS = [
  { activeDownlines: 0, rate: '0.1' },
  { activeDownlines: 1, rate: '0.2' },
  { activeDownlines: 2, rate: '0.3' },
];

interface Player {
  token: string;
  userId: number;
  code: string;
}

describe.each(engines)('referral on %s', (engine) => {
  let t: TestServer;
  let offset = 0;
  beforeAll(async () => {
    t = await startTestServer(
      engine,
      { SANDBOX_CONFIRM_MS: '5', ROUNDS: '0', JOBS_REFERRAL_SETTLE_MS: '3600000', SESSION_IDLE_MS: String(30 * DAY) },
      { now: () => Date.now() + offset },
    );
    const put = await request(t.url, 'PUT', '/ops/site/config/referral', {
      body: {
        value: {
          enabled: true,
          levels: LEVELS,
          activeWager: '10000',
          activeDays: 7,
          firstDeposit: { minDeposit: '50000', bonus: '20000', days: 7 },
        },
      },
    });
    expect(put.status).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  const drain = () => t.server.events.settle();
  const info = async (p: Player) => (await request<SpreadInfo>(t.url, 'GET', '/main/promo/spread/info', { token: p.token })).body.data!;
  const members = async (p: Player, tier: number) =>
    (await request<Paged<SpreadMember>>(t.url, 'GET', `/main/promo/spread/members?tier=${tier}&request_id=r1`, { token: p.token })).body
      .data!;
  const settle = async () =>
    (await request<{ days: { day: string; rows: number; paid: string }[] }>(t.url, 'POST', '/ops/referral/settle', { body: {} })).body
      .data!;

  async function join(inviteCode?: string, clientId?: string): Promise<Player> {
    const res = await request<{ token: string; user: { id: number } }>(t.url, 'POST', '/main/user/phone/register', {
      body: { phone: uniquePhone(), password: 'rahasia123', adult: true, ...(inviteCode ? { inviteCode } : {}) },
      headers: clientId ? { 'x-client-id': clientId } : {},
    });
    expect(res.status).toBe(200);
    const token = res.body.data!.token;
    await drain();
    const code = (await request<SpreadInfo>(t.url, 'GET', '/main/promo/spread/info', { token })).body.data!.inviteCode;
    return { token, userId: res.body.data!.user.id, code };
  }

  /** Rp 10.000 Roller bets (Rp 100 of revenue each), tallied before the next step. */
  async function play(p: Player, bets: number): Promise<void> {
    await playRoller(t.wsUrl, p.token, bets);
    await drain();
  }

  it('publishes the terms, keeps the rest behind login and refuses bad levels', async () => {
    const terms = await request<{ levels: unknown[]; firstDeposit: { minDeposit: string } }>(t.url, 'GET', '/main/promo/spread/terms');
    expect(terms.body.data!.levels).toEqual([
      { level: 'bronze', activeDownlines: 0, rate: '0.1' },
      { level: 'silver', activeDownlines: 1, rate: '0.2' },
      { level: 'gold', activeDownlines: 2, rate: '0.3' },
    ]);
    expect(terms.body.data!.firstDeposit.minDeposit).toBe('50000');
    for (const path of ['info', 'members', 'logs', 'bonus', 'history'])
      expect((await request(t.url, 'GET', `/main/promo/spread/${path}`)).status).toBe(401);
    const falling = LEVELS.map((l, i) => (i === 2 ? { ...l, rate: '0.15' } : l));
    const bad = await request(t.url, 'PUT', '/ops/site/config/referral', {
      body: {
        value: {
          enabled: true,
          levels: falling,
          activeWager: '10000',
          activeDays: 7,
          firstDeposit: { minDeposit: '50000', bonus: '20000', days: 7 },
        },
      },
    });
    expect(bad.body.code).toBe(20310);
  });

  it('fixes three tiers at registration, binds a code later once, and refuses own, circular and related codes', async () => {
    const a = await join();
    const b = await join(a.code);
    const c = await join(b.code);
    const d = await join(c.code);
    await join(d.code); // four levels below a
    expect((await members(a, 1)).list).toHaveLength(1);
    expect((await members(a, 2)).list).toHaveLength(1);
    expect((await members(a, 3)).list).toHaveLength(1);
    // a's tiers stop at three.
    expect((await info(a)).tiers.map((x) => x.members)).toEqual([1, 1, 1]);
    expect((await info(d)).tiers.map((x) => x.members)).toEqual([1, 0, 0]);
    expect((await info(b)).inviter?.phone).toMatch(/^0\d{3}\*{4}\d{3,4}$/);
    expect((await info(b)).canBind).toBe(false);

    const late = await join();
    expect((await info(late)).canBind).toBe(true);
    const bind = (p: Player, inviteCode: string) =>
      request<SpreadInfo>(t.url, 'POST', '/main/promo/spread/relation', { token: p.token, body: { inviteCode } });
    expect((await bind(late, late.code)).body.code).toBe(7011);
    expect((await bind(late, 'ZZZZ9999')).body.code).toBe(7003);
    expect((await bind(late, 'bad code!')).body.code).toBe(3);
    // Two bindings at once make one.
    const both = await Promise.all([bind(late, a.code), bind(late, b.code)]);
    expect(both.filter((r) => r.status === 200)).toHaveLength(1);
    expect(both.find((r) => r.status !== 200)!.body.code).toBe(4002);
    expect((await info(a)).tiers[0]!.members + (await info(b)).tiers[0]!.members).toBe(3);

    // a would close a circle by taking a code from its own downline.
    expect((await bind(a, d.code)).body.code).toBe(7011);
    // After a first deposit it is too late.
    const payer = await join();
    await depositAndWait(t.url, payer.token, '50000');
    expect((await bind(payer, a.code)).body.code).toBe(4002);

    // Related accounts: the same device at registration is not bound; the same bank account refuses a binding.
    const device = `dev-${crypto.randomUUID()}`;
    const owner = await join(undefined, device);
    const twin = await join(owner.code, device);
    expect((await info(twin)).inviter).toBeNull();
    expect((await info(owner)).tiers[0]!.members).toBe(0);
    const banked = await join();
    const cousin = await join();
    for (const p of [banked, cousin]) {
      await setPin(t.url, p.token);
      await addBankAccount(t.url, p.token, '5550001112');
    }
    expect((await bind(cousin, banked.code)).body.code).toBe(7011);
  });

  it('settles a day on the difference basis once, pays the first-deposit bonus after 7 days to an active downline only', async () => {
    const a = await join();
    const b = await join(a.code);
    const c = await join(b.code);
    const d = await join(c.code);
    const idle = await join(a.code);
    for (const p of [b, c, d, idle]) await depositAndWait(t.url, p.token, '50000');
    await play(b, 2);
    await play(c, 2);
    await play(d, 5);
    await drain();
    // The day has not ended: nothing settles yet.
    expect((await settle()).days.filter((x) => x.rows > 0)).toEqual([]);
    expect((await info(a)).pendingBonuses).toBe(2);

    offset += DAY;
    const settled = await settle();
    expect(settled.days.length).toBeGreaterThan(0);
    // Levels at the day's end: c has d active (silver 20%), b has c (silver), a has b active and idle not (silver).
    // d's Rp 500: c 20% = 100, b 0 (20 − 20), a 0 (20 − 20); c's Rp 200: b 20% = 40, a 0; b's Rp 200: a 20% = 40.
    const logsOf = async (p: Player) =>
      (await request<Paged<SpreadLog>>(t.url, 'GET', '/main/promo/spread/logs', { token: p.token })).body.data!;
    expect((await logsOf(c)).list.map((l) => [l.tier, l.revenue, l.level, l.rate, l.amount])).toEqual([[1, '500', 'silver', '0.2', '100']]);
    expect((await logsOf(b)).list.map((l) => [l.tier, l.revenue, l.rate, l.amount])).toEqual([[1, '200', '0.2', '40']]);
    expect((await logsOf(a)).list.map((l) => [l.tier, l.revenue, l.rate, l.amount])).toEqual([[1, '200', '0.2', '40']]);
    expect((await info(a)).tiers.map((x) => x.rebate)).toEqual(['40', '0', '0']);
    // Re-running pays nothing more.
    expect((await settle()).days).toEqual([]);
    const day = (await logsOf(a)).list[0]!.day;
    expect((await request<{ days: unknown[] }>(t.url, 'POST', '/ops/referral/settle', { body: { day } })).body.data!.days).toEqual([]);

    // The claim pays the day's grant once, even claimed twice at once.
    const before = Number(await balanceOf(t.url, c.token));
    const claims = await Promise.all([
      request<SpreadClaim>(t.url, 'POST', '/main/promo/spread/bonus', { token: c.token }),
      request<SpreadClaim>(t.url, 'POST', '/main/promo/spread/bonus', { token: c.token }),
    ]);
    expect(claims.filter((r) => r.status === 200)).toHaveLength(1);
    expect(Number(await balanceOf(t.url, c.token)) - before).toBe(100);
    expect((await request(t.url, 'POST', '/main/promo/spread/bonus', { token: c.token })).body.code).toBe(4002);

    // Seven days after the deposits: b played (bonus to a), idle did not (refused with the reason).
    offset += 7 * DAY;
    await settle();
    const bonus = (await request<SpreadBonus>(t.url, 'GET', '/main/promo/spread/bonus', { token: a.token })).body.data!;
    expect(bonus.firstDeposits.map((f) => f.status).sort()).toEqual(['granted', 'refused']);
    expect(bonus.firstDeposits.find((f) => f.status === 'refused')!.reason).toContain('tidak aktif');
    expect(bonus.claimable.map((g) => [g.promotion, g.amount])).toContainEqual(['referral_first_deposit', '20000']);
    const mails = await request<{ list: { title: string }[] }>(t.url, 'GET', '/heracles/inbox/mail?tag=reward&page=1&count=20', {
      token: a.token,
    });
    expect(mails.body.data!.list.map((m) => m.title)).toContainEqual(expect.stringContaining('Bonus undangan'));
    const aBefore = Number(await balanceOf(t.url, a.token));
    const claim = await request<SpreadClaim>(t.url, 'POST', '/main/promo/spread/bonus', { token: a.token });
    expect(claim.status).toBe(200);
    // a let its day's rebate pass its 3 days: it expired; the bonus is paid.
    expect(Number(claim.body.data!.paid)).toBe(20000);
    expect(Number(await balanceOf(t.url, a.token)) - aBefore).toBe(20000);
    const history = (await request<GrantView[]>(t.url, 'GET', '/main/promo/spread/history', { token: a.token })).body.data!;
    expect(history.map((g) => [g.promotion, g.status])).toEqual([
      ['referral_first_deposit', 'claimed'],
      ['referral_rebate', 'expired'],
    ]);
    // A second run pays no bonus again.
    await settle();
    expect((await request<SpreadBonus>(t.url, 'GET', '/main/promo/spread/bonus', { token: a.token })).body.data!.claimable).toEqual([]);
  });
});
