import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GrantView } from '@kasino/shared/protocol/promo';
import type { VipClaimAnswer, VipConfigs, VipDepositCheck, VipDepositCheckAnswer, VipInfo } from '@kasino/shared/protocol/vip';
import { engines, registerUser, request, startTestServer, type TestServer } from './harness.ts';
import { balanceOf, depositAndWait } from './wallet-helpers.ts';
import { playRoller } from './play-helpers.ts';

type User = Awaited<ReturnType<typeof registerUser>>;

/** Low thresholds so a few Rp 10.000 Roller bets (1% edge: Rp 100 of score each) climb levels. */
const LEVELS = [
  { score: '0', levelBonus: '0', originalBackRate: '0', slotsBackRate: '0' },
  { score: '100', levelBonus: '500', originalBackRate: '0.05', slotsBackRate: '0.05' },
  { score: '300', levelBonus: '1000', originalBackRate: '0.1', slotsBackRate: '0.2' },
  { score: '100000', levelBonus: '50000', originalBackRate: '0.2', slotsBackRate: '0.2' },
];

describe.each(engines)('VIP club on %s', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  const setting = (key: string, value: unknown) => request(t.url, 'PUT', `/ops/site/config/${key}`, { body: { value } });
  const info = async (u: User) => (await request<VipInfo>(t.url, 'GET', '/main/vip/user/level', { token: u.token })).body.data!;
  const claimLevel = (u: User, level: number) =>
    request<VipClaimAnswer>(t.url, 'POST', '/main/vip/level/reward/claim', { token: u.token, body: { level } });
  const claimCashback = (u: User) => request<VipClaimAnswer>(t.url, 'POST', '/main/vip/cashback/claim', { token: u.token });

  const play = (u: User, bets: number) => playRoller(t.wsUrl, u.token, bets);
  /** The score is kept by a durable subscriber after the bets' commit. */
  async function waitFor(u: User, until: (v: VipInfo) => boolean): Promise<VipInfo> {
    for (let i = 0; i < 300; i++) {
      const v = await info(u);
      if (until(v)) return v;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('VIP info did not reach the state');
  }

  it('shows the level table to anyone and refuses thresholds that do not rise', async () => {
    const res = await request<VipConfigs>(t.url, 'GET', '/main/vip/configs');
    expect(res.status).toBe(200);
    expect(res.body.data!.levels).toHaveLength(11);
    expect(res.body.data!.levels[1]).toEqual({
      level: 1,
      score: '5000',
      levelBonus: '1000',
      originalBackRate: '0.05',
      slotsBackRate: '0.05',
    });
    expect((await request(t.url, 'GET', '/main/vip/user/level')).status).toBe(401);

    const flat = LEVELS.map((l, i) => (i === 2 ? { ...l, score: '100' } : l));
    expect((await setting('vip_levels', { enabled: true, levels: flat })).body.code).toBe(20310);
    const notFromZero = LEVELS.map((l, i) => (i === 0 ? { ...l, score: '1' } : l));
    expect((await setting('vip_levels', { enabled: true, levels: notFromZero })).body.code).toBe(20310);
    expect((await setting('vip_levels', { enabled: true, levels: LEVELS })).status).toBe(200);
    expect((await request<VipConfigs>(t.url, 'GET', '/main/vip/configs')).body.data!.levels.map((l) => l.score)).toEqual([
      '0',
      '100',
      '300',
      '100000',
    ]);
  });

  it('scores theoretical revenue, raises the level, pays each level reward once and the cashback once', async () => {
    expect((await setting('vip_levels', { enabled: true, levels: LEVELS })).status).toBe(200);
    const u = await registerUser(t.url);
    await depositAndWait(t.url, u.token, '100000');
    const fresh = await info(u);
    expect(fresh).toMatchObject({ level: 0, score: '0', nextScore: '100', progressRate: '0', cashbackBonus: '0' });
    // VIP 0 earns no cashback.
    expect((await claimCashback(u)).body.code).toBe(1051);

    await play(u, 5);
    // The score and the recent days come from two subscribers: wait for both.
    const v = await waitFor(u, (x) => x.score === '500' && x.recent[0]?.bets === 5);
    expect(v).toMatchObject({ level: 2, nextScore: '100000', originalBackRate: '0.1', originalsRevenue: '500', slotsRevenue: '0' });
    expect(v.progressRate).toBe('0.2'); // (500 − 300) / (100000 − 300), rounded down to a tenth
    expect(v.cashbackBonus).toBe('50');
    expect(v.rewards.map((r) => [r.level, r.amount, r.status])).toEqual([
      [1, '500', 'claimable'],
      [2, '1000', 'claimable'],
      [3, '50000', 'locked'],
    ]);
    expect(v.recent).toEqual([expect.objectContaining({ category: 'instant', bets: 5, wagered: '50000', score: '500' })]);
    // The badge's level comes with the account.
    expect((await request<{ vipLevel: number }>(t.url, 'GET', '/main/user', { token: u.token })).body.data!.vipLevel).toBe(2);
    // A mail tells of each level reached.
    const mails = await request<{ list: { title: string }[] }>(t.url, 'GET', '/heracles/inbox/mail?tag=reward&page=1&count=20', {
      token: u.token,
    });
    expect(mails.body.data!.list.map((m) => m.title).filter((x) => x.includes('VIP'))).toHaveLength(2);

    const before = Number(await balanceOf(t.url, u.token));
    // A level reward claimed three times at once pays once; a level not reached is refused with 1051.
    const tries = await Promise.all([claimLevel(u, 1), claimLevel(u, 1), claimLevel(u, 1)]);
    expect(tries.filter((r) => r.status === 200)).toHaveLength(1);
    expect(tries.filter((r) => r.body.code === 1052)).toHaveLength(2);
    expect((await claimLevel(u, 3)).body.code).toBe(1051);
    const second = await claimLevel(u, 2);
    expect(second.status).toBe(200);
    expect(second.body.data!.info.rewards.map((r) => r.status)).toEqual(['claimed', 'claimed', 'locked']);

    // Cashback: 10% × Rp 500 = Rp 50, paid once whatever the parallel claims.
    const cash = await Promise.all([claimCashback(u), claimCashback(u), claimCashback(u)]);
    const paid = cash.filter((r) => r.status === 200);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.body.data!.claim!.grant).toMatchObject({ promotion: 'vip_cashback', amount: '50', wageringMultiple: 0 });
    expect(paid[0]!.body.data!.info).toMatchObject({ cashbackBonus: '0', originalsRevenue: '0' });
    expect(cash.filter((r) => r.status !== 200).every((r) => r.body.code === 4002 || r.body.code === 1052)).toBe(true);
    expect(Number(await balanceOf(t.url, u.token))).toBe(before + 500 + 1000 + 50);
    expect((await claimCashback(u)).body.code).toBe(4002);

    const history = (await request<GrantView[]>(t.url, 'GET', '/main/vip/cashback/history', { token: u.token })).body.data!;
    expect(history).toHaveLength(1);
    expect(history[0]!.formula).toBe('VIP 2: 10% × Rp 500 pendapatan teoretis originals + 20% × Rp 0 slot = Rp 50');
    const orders = (await request<GrantView[]>(t.url, 'GET', '/main/vip/level/reward/orders', { token: u.token })).body.data!;
    expect(orders.map((o) => [o.periodKey, o.status])).toEqual([
      ['level:2', 'claimed'],
      ['level:1', 'claimed'],
    ]);
    // Reconciliation stays clean: every rupiah came from the promotions house account.
    expect((await request(t.url, 'GET', '/ops/reconcile')).body).toMatchObject({ ok: true });
  });

  it('pays the VIP deposit check once a day from VIP 1, at the level rate of the day deposits', async () => {
    expect((await setting('vip_levels', { enabled: true, levels: LEVELS })).status).toBe(200);
    const rates = ['0', '0.02', '0.03', '0.05'];
    const terms = { enabled: true, rates, minDeposit: '100000', maxBonus: '5000', turnover: 1 };
    expect((await setting('vip_deposit_check', terms)).status).toBe(200);
    expect((await setting('vip_deposit_check', { ...terms, rates: ['0', '0.5'] })).body.code).toBe(20310);
    const check = async (u: User) =>
      (await request<VipDepositCheck>(t.url, 'GET', '/main/promo/checkInVip', { token: u.token })).body.data!;
    const claim = (u: User) => request<VipDepositCheckAnswer>(t.url, 'POST', '/main/promo/checkInVip', { token: u.token });
    expect((await request(t.url, 'GET', '/main/promo/checkInVip')).status).toBe(401);

    const u = await registerUser(t.url);
    await depositAndWait(t.url, u.token, '100000');
    // VIP 0 has no rate.
    expect((await claim(u)).body.code).toBe(1051);
    await play(u, 1);
    await waitFor(u, (x) => x.level === 1);
    // VIP 1 at 2% of Rp 100.000 = Rp 2.000.
    expect(await check(u)).toMatchObject({ level: 1, rate: '0.02', depositedToday: '100000', bonus: '2000', claimedToday: false });
    const before = Number(await balanceOf(t.url, u.token));
    const tries = await Promise.all([claim(u), claim(u), claim(u)]);
    const paid = tries.filter((r) => r.status === 200);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.body.data!.claim!.grant).toMatchObject({ promotion: 'vip_deposit_check', amount: '2000', wageringMultiple: 1 });
    expect(tries.filter((r) => r.status !== 200).map((r) => r.body.code)).toEqual([4001, 4001]);
    expect(Number(await balanceOf(t.url, u.token))).toBe(before + 2000);
    expect((await check(u)).claimedToday).toBe(true);
    const record = (await request<GrantView[]>(t.url, 'GET', '/main/promo/checkInVip/record', { token: u.token })).body.data!;
    expect(record.map((g) => [g.amount, g.status, g.formula])).toEqual([['2000', 'claimed', 'VIP 1: 2% × Rp 100.000 = Rp 2.000']]);

    // Below the minimum deposit of the day: 4002 with what is missing.
    const low = await registerUser(t.url);
    await depositAndWait(t.url, low.token, '50000');
    await play(low, 1);
    await waitFor(low, (x) => x.level === 1);
    const refused = await claim(low);
    expect(refused.body.code).toBe(4002);
    expect(refused.body.msg).toContain('Rp 100.000');
  });

  it('holds VIP rewards back during a cooling-off', async () => {
    expect((await setting('vip_levels', { enabled: true, levels: LEVELS })).status).toBe(200);
    const u = await registerUser(t.url);
    await depositAndWait(t.url, u.token, '100000');
    await play(u, 2);
    await waitFor(u, (x) => x.level === 1);
    const block = await request(t.url, 'POST', '/main/user/protection/block', { token: u.token, body: { duration: '24h', confirm: true } });
    expect(block.status).toBe(200);
    const before = await balanceOf(t.url, u.token);
    expect((await claimLevel(u, 1)).body.code).toBe(20385);
    expect((await claimCashback(u)).body.code).toBe(20385);
    expect((await info(u)).withheld).toBe('Hadiah VIP ditahan selama masa jeda bermain');
    expect(await balanceOf(t.url, u.token)).toBe(before);
  });
});
