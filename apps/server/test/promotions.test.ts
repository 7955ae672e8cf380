import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BonusDetail,
  CheckInView,
  ClaimResult,
  GiftCodeView,
  GiftRedeemResult,
  GrantView,
  PromoInfo,
  PromotionView,
  NewcomerView,
  RescueView,
  RewardSum,
} from '@kasino/shared/protocol/promo';
import { engines, registerUser, request, startTestServer, uniquePhone, WsClient, type TestServer } from './harness.ts';
import { addBankAccount, balanceOf, depositAndWait, setPin } from './wallet-helpers.ts';

type User = Awaited<ReturnType<typeof registerUser>>;
const DAY = 86_400_000;

describe.each(engines)('promotions on %s', (engine) => {
  let t: TestServer;
  let offset = 0;
  beforeAll(async () => {
    t = await startTestServer(engine, {}, { now: () => Date.now() + offset });
  });
  afterAll(async () => {
    await t.close();
  });

  const info = async (u: User) => (await request<PromoInfo>(t.url, 'GET', '/main/promo/info', { token: u.token })).body.data!;
  const claim = (u: User, id: number) => request<ClaimResult>(t.url, 'POST', '/main/promo/claim', { token: u.token, body: { id } });
  const setting = (key: string, value: unknown) => request(t.url, 'PUT', `/ops/site/config/${key}`, { body: { value } });
  /** The deposit bonus is granted by a durable subscriber after the deposit's commit. */
  async function waitForGrant(u: User, promotion: string): Promise<GrantView> {
    for (let i = 0; i < 300; i++) {
      const found = (await info(u)).grants.find((g) => g.promotion === promotion);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no ${promotion} grant`);
  }
  async function bonusDetail(u: User, until: (d: BonusDetail) => boolean): Promise<BonusDetail> {
    for (let i = 0; i < 300; i++) {
      const d = (await request<BonusDetail>(t.url, 'GET', '/main/promo/bonus', { token: u.token })).body.data!;
      if (d && until(d)) return d;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('bonus did not reach the state');
  }

  it('lists every promotion with its terms to anyone', async () => {
    const res = await request<PromotionView[]>(t.url, 'GET', '/main/promo/all');
    expect(res.status).toBe(200);
    const first = res.body.data!.find((p) => p.id === 'first_deposit')!;
    expect(first).toMatchObject({ enabled: true, wageringMultiple: 10, terms: { minimum: '20000', topRate: '50%', cap: '500000' } });
    expect(res.body.data!.map((p) => p.id)).toEqual([
      'first_deposit',
      'second_deposit',
      'third_deposit',
      'invite_deposit',
      'check_in',
      'continuous',
      'holiday_sign',
      'rescue',
      'thursday_cashback',
      'newcomer',
      'daily_wheel',
      'red_pocket',
      'phone_recharge',
    ]);
    expect(res.body.data!.find((p) => p.id === 'daily_wheel')).toMatchObject({
      enabled: true,
      wageringMultiple: 1,
      terms: { top: '100000' },
    });
    expect((await request(t.url, 'GET', '/main/promo/info')).status).toBe(401);
  });

  it('grants the first deposit bonus once, pays it once on claim and locks it until its wagering is met', async () => {
    const u = await registerUser(t.url);
    await depositAndWait(t.url, u.token, '100000');
    const grant = await waitForGrant(u, 'first_deposit');
    expect(grant).toMatchObject({ status: 'claimable', amount: '50000', wageringMultiple: 10 });
    expect(grant.formula).toBe('50% × Rp 100.000 = Rp 50.000');
    expect(grant.claimableUntil - grant.createdAt).toBe(3 * DAY);
    expect((await info(u)).nextDeposit).toBe(2);

    // Claimed three times at once: paid once.
    const tries = await Promise.all([claim(u, grant.id), claim(u, grant.id), claim(u, grant.id)]);
    expect(tries.filter((r) => r.status === 200)).toHaveLength(1);
    expect(tries.filter((r) => r.body.code === 1052)).toHaveLength(2);
    expect(await balanceOf(t.url, u.token)).toBe('150000');
    const sum = (await request<RewardSum>(t.url, 'GET', '/main/promo/sum/reward', { token: u.token })).body.data!;
    expect(sum).toMatchObject({ claimable: '0', claimed: '50000', claimableCount: 0 });

    const view = await info(u);
    expect(view.bonus).toMatchObject({ bonus: '50000', required: '500000', progress: '0', status: 'active', maxBet: '50000' });
    expect(view.withdrawable).toMatchObject({ balance: '150000', locked: '50000', withdrawable: '100000', remainingTurnover: '500000' });
    // The wallet's own figures agree.
    const pay = (
      await request<{ balance: string; withdrawable: string; bonusLock: unknown }>(t.url, 'GET', '/main/pay/info', { token: u.token })
    ).body.data!;
    expect(pay).toMatchObject({ balance: '150000', withdrawable: '100000', bonusLock: { locked: '50000', remainingTurnover: '500000' } });

    // A withdrawal above the withdrawable amount is refused with the remaining turnover; at it, taken.
    await setPin(t.url, u.token);
    const bank = await addBankAccount(t.url, u.token, '5550001111');
    const withdraw = (amount: string) =>
      request(t.url, 'POST', '/main/pay/withdraw', { token: u.token, body: { amount, bankAccountId: bank, pin: '123456' } });
    const refused = await withdraw('100001');
    expect(refused.body.code).toBe(20380);
    expect(refused.body.msg).toContain('Sisa syarat taruhan Rp 500.000');
    expect(await balanceOf(t.url, u.token)).toBe('150000');

    // Bets over the max bet are refused; others count at their category's contribution.
    const ws = await WsClient.connect(t.wsUrl, { cookieToken: u.token });
    try {
      const over = await ws.call('/ws/game/roller/startRound', {
        uuid: `promo-over-${u.userId}`,
        amount: '50001',
        choose: 50000,
        isHigher: true,
      });
      expect(over.code).toBe(20382);
      for (let i = 0; i < 3; i++) {
        const r = await ws.call('/ws/game/roller/startRound', {
          uuid: `promo-bet-${u.userId}-${i}`,
          amount: '10000',
          choose: 50000,
          isHigher: true,
        });
        expect(r.code).toBe(200);
      }
    } finally {
      ws.close();
    }
    const counted = await bonusDetail(u, (d) => d.bets.length === 3);
    expect(counted.bonus.progress).toBe('30000');
    expect(counted.bets.every((b) => b.contribution === 100 && b.counted === '10000')).toBe(true);

    // Forfeit: what is left of the bonus goes back, the rest stays.
    const before = BigInt((await balanceOf(t.url, u.token)).split('.')[0]!);
    const forfeit = await request(t.url, 'POST', '/main/promo/bonus/forfeit', { token: u.token });
    expect(forfeit.status).toBe(200);
    expect(BigInt((await balanceOf(t.url, u.token)).split('.')[0]!)).toBe(before - 50_000n);
    expect((await info(u)).withdrawable.locked).toBe('0');
    expect((await request(t.url, 'POST', '/main/promo/bonus/forfeit', { token: u.token })).body.code).toBe(20384);
  });

  it('closes the bonus as met when the turnover is reached, and then the whole balance is withdrawable', async () => {
    const u = await registerUser(t.url);
    expect((await setting('deposit_reward_new_user', { enabled: true, rate: '0.5', maxBonus: '500000', turnover: 1 })).status).toBe(200);
    try {
      await depositAndWait(t.url, u.token, '20000');
      const grant = await waitForGrant(u, 'first_deposit');
      expect(grant).toMatchObject({ amount: '6000', wageringMultiple: 1 });
      expect((await claim(u, grant.id)).status).toBe(200);
      const ws = await WsClient.connect(t.wsUrl, { cookieToken: u.token });
      try {
        for (let i = 0; i < 3; i++)
          expect(
            (
              await ws.call('/ws/game/roller/startRound', {
                uuid: `promo-met-${u.userId}-${i}`,
                amount: '2000',
                choose: 50000,
                isHigher: true,
              })
            ).code,
          ).toBe(200);
      } finally {
        ws.close();
      }
      const met = await bonusDetail(u, (d) => d.bonus.status !== 'active');
      expect(met.bonus.status).toBe('met');
      const w = (await info(u)).withdrawable;
      expect(w.locked).toBe('0');
      expect(w.withdrawable).toBe(w.balance);
    } finally {
      await setting('deposit_reward_new_user', { enabled: true, rate: '0.5', maxBonus: '500000', turnover: 10 });
    }
  });

  it('refuses wagering above 10x in the settings, and stops claims with the kill switch and the budget', async () => {
    expect((await setting('deposit_reward_new_user', { enabled: true, rate: '0.5', maxBonus: '500000', turnover: 11 })).body.code).toBe(3);
    const u = await registerUser(t.url);
    await depositAndWait(t.url, u.token, '50000');
    const grant = await waitForGrant(u, 'first_deposit');
    const controls = (await request<Record<string, Record<string, unknown>>>(t.url, 'GET', '/main/site/config/promo_controls')).body.data!;
    const put = (first: Record<string, unknown>) =>
      setting('promo_controls', { ...controls, first_deposit: { ...controls.first_deposit, ...first } });
    try {
      expect((await put({ enabled: false })).status).toBe(200);
      expect((await claim(u, grant.id)).body.code).toBe(1028);
      expect((await put({ enabled: true, dailyBudget: '1' })).status).toBe(200);
      const spent = await claim(u, grant.id);
      expect(spent.body.code).toBe(1028);
      expect(spent.body.msg).toContain('Anggaran');
      expect(await balanceOf(t.url, u.token)).toBe('50000');
      // The refusals rolled back: the grant is still claimable.
      expect((await info(u)).grants.find((g) => g.id === grant.id)?.status).toBe('claimable');
    } finally {
      await setting('promo_controls', controls);
    }
    expect((await claim(u, grant.id)).status).toBe(200);
  });

  it('expires an unclaimed grant after exactly 3 days', async () => {
    const u = await registerUser(t.url);
    await depositAndWait(t.url, u.token, '20000');
    const grant = await waitForGrant(u, 'first_deposit');
    const other = await registerUser(t.url);
    expect((await claim(other, grant.id)).body.code).toBe(20381);
    offset = grant.claimableUntil - Date.now();
    try {
      const late = await claim(u, grant.id);
      expect(late.body.code).toBe(1052);
      expect(late.body.msg).toContain('kedaluwarsa');
      expect((await info(u)).grants[0]?.status).toBe('expired');
    } finally {
      offset = 0;
    }
  });

  it('grants the second deposit bonus on the second deposit, not the first again', async () => {
    const u = await registerUser(t.url);
    await depositAndWait(t.url, u.token, '20000');
    await waitForGrant(u, 'first_deposit');
    await depositAndWait(t.url, u.token, '100000');
    const second = await waitForGrant(u, 'second_deposit');
    expect(second).toMatchObject({ amount: '20000', wageringMultiple: 8 });
    expect(second.inputs).toMatchObject({ nth: '2', deposit: '10000000' });
    expect((await info(u)).grants.filter((g) => g.promotion === 'first_deposit')).toHaveLength(1);
  });

  it('gives the deposit bonus once per person: a second account on the same bank account gets none', async () => {
    const a = await registerUser(t.url);
    await setPin(t.url, a.token);
    await addBankAccount(t.url, a.token, '7770001234');
    await depositAndWait(t.url, a.token, '50000');
    await waitForGrant(a, 'first_deposit');
    const b = await registerUser(t.url);
    await setPin(t.url, b.token);
    await addBankAccount(t.url, b.token, '7770001234');
    await depositAndWait(t.url, b.token, '50000');
    // b's deposit is processed after a's grant; give the subscriber time, then b still has none.
    const c = await registerUser(t.url);
    await depositAndWait(t.url, c.token, '50000');
    await waitForGrant(c, 'first_deposit');
    expect((await info(b)).grants).toEqual([]);
  });

  it('redeems a gift code once per player, within its claims and window, new users only when so issued', async () => {
    const issue = (body: Record<string, unknown>) => request<GiftCodeView>(t.url, 'POST', '/ops/promo/gift-codes', { body });
    const redeem = (u: User, code: string) =>
      request<GiftRedeemResult>(t.url, 'POST', '/main/promo/gift', { token: u.token, body: { code } });
    const veteran = await registerUser(t.url);
    expect((await issue({ code: 'kasino-1', amount: '5000', maxClaims: 2 })).body.code).toBe(3);
    expect((await issue({ code: 'HADIAH01', amount: '5000', maxClaims: 2 })).status).toBe(200);
    expect((await issue({ code: 'hadiah01', amount: '5000', maxClaims: 2 })).body.code).toBe(20387);
    expect((await issue({ code: 'BARU0001', amount: '7000', maxClaims: 10, newUsersOnly: true })).status).toBe(200);
    expect((await issue({ code: 'NANTI001', amount: '1000', maxClaims: 10, startsAt: Date.now() + DAY })).status).toBe(200);

    const a = await registerUser(t.url);
    const b = await registerUser(t.url);
    const c = await registerUser(t.url);
    // Two taps at once: paid once, the other 8004.
    const both = await Promise.all([redeem(a, 'hadiah01'), redeem(a, 'HADIAH01')]);
    expect(both.map((r) => r.body.code).sort((x, y) => x - y)).toEqual([200, 8004]);
    const paid = both.find((r) => r.status === 200)!.body.data!;
    expect(paid.claim?.balance).toBe('5000');
    expect(paid.grant).toMatchObject({ promotion: 'gift_code', status: 'claimed', amount: '5000' });
    expect((await redeem(b, 'HADIAH01')).status).toBe(200);
    const gone = await redeem(c, 'HADIAH01');
    expect(gone.body.code).toBe(1028);
    expect(await balanceOf(t.url, c.token)).toBe('0');

    expect((await redeem(veteran, 'BARU0001')).body.code).toBe(8003);
    expect((await redeem(c, 'BARU0001')).body.data!.claim?.balance).toBe('7000');
    expect((await redeem(c, 'NANTI001')).body.code).toBe(1018);
    expect((await redeem(c, 'TIDAKADA')).body.code).toBe(20386);
    // A VIP code: 1051 below its level, paid from it.
    expect((await issue({ code: 'VIPHADIAH', amount: '3000', maxClaims: 10, minVipLevel: 1 })).body.data!.minVipLevel).toBe(1);
    const low = await redeem(c, 'VIPHADIAH');
    expect(low.body.code).toBe(1051);
    expect(low.body.msg).toContain('VIP 1');
    await t.server.database.db.updateTable('users').set({ vip_level: 1 }).where('id', '=', BigInt(c.userId)).execute();
    expect((await redeem(c, 'VIPHADIAH')).status).toBe(200);
    const listed = (await request<GiftCodeView[]>(t.url, 'GET', '/ops/promo/gift-codes')).body.data!;
    expect(listed.find((g) => g.code === 'HADIAH01')).toMatchObject({ claims: 2, maxClaims: 2 });
  });

  it('pays the rescue bonus on yesterday’s net loss, once a day, from its minimum', async () => {
    const yesterday = new Date(Date.now() + 7 * 3_600_000 - DAY).toISOString().slice(0, 10);
    const tally = (u: User, wagered: number, payout: number) =>
      t.server.database.db
        .insertInto('wager_daily')
        .values({
          user_id: u.userId,
          day: yesterday,
          category: 'instant',
          currency: 'IDR',
          bets: 10,
          wagered: wagered * 100,
          payout: payout * 100,
          theoretical_revenue: 0,
        })
        .execute();
    const loser = await registerUser(t.url);
    await tally(loser, 300_000, 100_000);
    const view = (await request<RescueView>(t.url, 'GET', '/main/promo/rescueBonus', { token: loser.token })).body.data!;
    expect(view).toMatchObject({
      day: yesterday,
      wagered: '300000',
      payout: '100000',
      loss: '200000',
      bonus: '10000',
      rate: '5%',
      grant: null,
    });
    const both = await Promise.all([0, 1].map(() => request<RescueView>(t.url, 'POST', '/main/promo/rescueBonus', { token: loser.token })));
    expect(both.map((r) => r.body.code).sort((x, y) => x - y)).toEqual([200, 1023]);
    expect(await balanceOf(t.url, loser.token)).toBe('10000');
    const small = await registerUser(t.url);
    await tally(small, 80_000, 0);
    const refused = await request(t.url, 'POST', '/main/promo/rescueBonus', { token: small.token });
    expect(refused.body.code).toBe(4002);
    expect(refused.body.msg).toContain('Rp 80.000');
  });

  it('pays each newcomer task once when the account shows it done, until the deadline', async () => {
    const u = await registerUser(t.url);
    const mission = async () => (await request<NewcomerView>(t.url, 'GET', '/main/promo/newcomer/mission', { token: u.token })).body.data!;
    const claimTask = (task: string) =>
      request<NewcomerView>(t.url, 'POST', '/main/promo/newcomer/claim', { token: u.token, body: { task } });
    const fresh = await mission();
    expect(fresh.tasks.map((x) => [x.key, x.done])).toEqual([
      ['bind_email', false],
      ['first_deposit', false],
      ['first_bet', false],
      ['enable_2fa', false],
      ['deposit_limit', false],
    ]);
    expect(fresh).toMatchObject({ open: true, claimable: '0', total: '14000' });
    const early = await claimTask('first_deposit');
    expect(early.body.code).toBe(4002);
    expect(early.body.msg).toContain('Deposit pertama');
    expect((await claimTask('win_everything')).body.code).toBe(3);
    await depositAndWait(t.url, u.token, '20000');
    expect((await mission()).claimable).toBe('5000');
    const both = await Promise.all([claimTask('first_deposit'), claimTask('first_deposit')]);
    expect(both.map((r) => r.body.code).sort((x, y) => x - y)).toEqual([200, 1052]);
    expect(await balanceOf(t.url, u.token)).toBe('25000');
    const after = await mission();
    expect(after.tasks.find((x) => x.key === 'first_deposit')?.grant?.status).toBe('claimed');
    // Past the deadline a done task pays nothing (a 1-day mission here: a week's jump would end the session too).
    const terms = (await request<{ days: number }>(t.url, 'GET', '/main/site/config/newcomer_mission')).body.data!;
    expect((await request(t.url, 'PUT', '/ops/site/config/newcomer_mission', { body: { value: { ...terms, days: 1 } } })).status).toBe(200);
    offset = DAY;
    try {
      expect((await mission()).open).toBe(false);
      expect((await claimTask('first_bet')).body.code).toBe(1028);
    } finally {
      offset = 0;
      await request(t.url, 'PUT', '/ops/site/config/newcomer_mission', { body: { value: terms } });
    }
  });

  it('checks in once a day when the day’s deposits reach the quota', async () => {
    const u = await registerUser(t.url);
    const checkIn = () => request<CheckInView>(t.url, 'POST', '/main/promo/checkIn', { token: u.token });
    const refused = await checkIn();
    expect(refused.body.code).toBe(4002);
    expect(refused.body.msg).toContain('Rp 0 dari syarat Rp 50.000');
    await depositAndWait(t.url, u.token, '50000');
    const both = await Promise.all([checkIn(), checkIn()]);
    expect(both.filter((r) => r.status === 200)).toHaveLength(1);
    expect(both.filter((r) => r.body.code === 4001)).toHaveLength(1);
    const view = (await request<CheckInView>(t.url, 'GET', '/main/promo/checkIn', { token: u.token })).body.data!;
    expect(view).toMatchObject({ checkedInToday: true, day: 1, streak: 1, quota: '50000' });
    const grant = (await info(u)).grants.find((g) => g.promotion === 'check_in')!;
    expect(grant).toMatchObject({ amount: '1000', wageringMultiple: 1, periodKey: `day:${view.today}` });
    // The deposit bonus is under wagering: the check-in reward joins it (one bonus, turnover added).
    const deposit = await waitForGrant(u, 'first_deposit');
    expect((await claim(u, deposit.id)).status).toBe(200);
    expect((await claim(u, grant.id)).status).toBe(200);
    expect((await info(u)).bonus).toMatchObject({ bonus: '16000', required: '151000', status: 'active' });
    const history = (await request<{ streakDay: number }[]>(t.url, 'GET', '/main/promo/checkIn/history', { token: u.token })).body.data!;
    expect(history).toHaveLength(1);
  });

  it('gives an invited player’s first deposit the invite reward too, unless the inviter is the same person', async () => {
    const register = async (inviteCode: string | null, clientId: string) => {
      const res = await request<{ token: string; user: { id: number } }>(t.url, 'POST', '/main/user/phone/register', {
        body: { phone: uniquePhone(), password: 'rahasia123', adult: true, ...(inviteCode ? { inviteCode } : {}) },
        headers: { 'x-client-id': clientId },
      });
      expect(res.status).toBe(200);
      return { token: res.body.data!.token, userId: res.body.data!.user.id } as User;
    };
    const inviter = await register(null, `dev-${crypto.randomUUID()}`);
    const code = (await request<{ inviteCode: string }>(t.url, 'GET', '/main/promo/spread/info', { token: inviter.token })).body.data!
      .inviteCode;
    const invited = await register(code, `dev-${crypto.randomUUID()}`);
    expect((await info(invited)).canJoin).toEqual(['DEPOSIT_REWARD_NEW_USER', 'DEPOSIT_REWARD_SPA_INVITE']);
    expect((await info(inviter)).canJoin).toEqual(['DEPOSIT_REWARD_NEW_USER']);
    await depositAndWait(t.url, invited.token, '100000');
    const grant = await waitForGrant(invited, 'invite_deposit');
    expect(grant).toMatchObject({ status: 'claimable', amount: '20000', wageringMultiple: 8 });
    expect(grant.formula).toBe('20% × Rp 100.000 = Rp 20.000');
    expect((await info(invited)).canJoin).toEqual([]);
    // An inviter on the same device as the player is the same person: no invite reward (the new-user one still comes).
    const device = `dev-${crypto.randomUUID()}`;
    const self = await register(null, device);
    const selfCode = (await request<{ inviteCode: string }>(t.url, 'GET', '/main/promo/spread/info', { token: self.token })).body.data!
      .inviteCode;
    const sameDevice = await register(selfCode, device);
    expect((await info(sameDevice)).canJoin).toEqual(['DEPOSIT_REWARD_NEW_USER']);
    await depositAndWait(t.url, sameDevice.token, '100000');
    await waitForGrant(sameDevice, 'first_deposit');
    expect((await info(sameDevice)).grants.some((g) => g.promotion === 'invite_deposit')).toBe(false);
  });
});

describe('the test clock (TEST_CLOCK=1)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('sqlite', { TEST_CLOCK: '1' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('moves the server’s time forward for everyone, so a grant expires after 3 days without waiting', async () => {
    const u = await registerUser(t.url);
    await depositAndWait(t.url, u.token, '20000');
    let grant: GrantView | undefined;
    for (let i = 0; i < 300 && !grant; i++) {
      grant = (await request<PromoInfo>(t.url, 'GET', '/main/promo/info', { token: u.token })).body.data!.grants[0];
      if (!grant) await new Promise((r) => setTimeout(r, 50));
    }
    expect(grant?.status).toBe('claimable');
    const back = await request(t.url, 'POST', '/ops/test-clock', { body: { advanceMs: -1 } });
    expect(back.body.code).toBe(3);
    const moved = await request<{ now: number; offsetMs: number }>(t.url, 'POST', '/ops/test-clock', { body: { advanceMs: 3 * DAY } });
    expect(moved.body.data!.offsetMs).toBe(3 * DAY);
    expect(moved.body.data!.now).toBeGreaterThanOrEqual(grant!.claimableUntil);
    const late = await request(t.url, 'POST', '/main/promo/claim', { token: u.token, body: { id: grant!.id } });
    expect(late.body.code).toBe(1052);
  });

  it('is absent without TEST_CLOCK', async () => {
    const plain = await startTestServer('sqlite');
    try {
      expect((await request(plain.url, 'POST', '/ops/test-clock', { body: { advanceMs: 1 } })).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe.each(engines)('wagering on shared rounds on %s', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(engine, { ROUND_TIME_PERCENT: '10', ROUND_CHAIN_LENGTH: '50' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts red and green in one Wingo period only for what is at risk', { timeout: 60_000 }, async () => {
    const u = await registerUser(t.url);
    await depositAndWait(t.url, u.token, '100000');
    let grant: GrantView | undefined;
    for (let i = 0; i < 300 && !grant; i++) {
      grant = (await request<PromoInfo>(t.url, 'GET', '/main/promo/info', { token: u.token })).body.data!.grants[0];
      if (!grant) await new Promise((r) => setTimeout(r, 50));
    }
    expect((await request(t.url, 'POST', '/main/promo/claim', { token: u.token, body: { id: grant!.id } })).status).toBe(200);
    const ws = await WsClient.connect(t.wsUrl, { cookieToken: u.token });
    try {
      // A period with time left to bet (3 s periods, betting closes 0.5 s before the end; on PostgreSQL the
      // scheduler starts once this node has taken the lead).
      let placed;
      for (let i = 0; i < 30; i++) {
        placed = await ws.call('/ws/game/wingo/bet', {
          uuid: `hedge-${u.userId}-${i}`,
          model: 'fastest',
          select: ['red', 'green'],
          amount: '1000',
        });
        if (placed.code === 200) break;
        await new Promise((r) => setTimeout(r, 500));
      }
      expect(placed?.code, JSON.stringify(placed)).toBe(200);
    } finally {
      ws.close();
    }
    let detail: BonusDetail | null = null;
    for (let i = 0; i < 200; i++) {
      detail = (await request<BonusDetail>(t.url, 'GET', '/main/promo/bonus', { token: u.token })).body.data!;
      if (detail?.bets.length === 2) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    // Whatever the number, red and green together return at least Rp 1.500 of Rp 2.000: Rp 500 was at
    // risk, Rp 250 per bet, and Wingo (lobby category lottery) contributes 50% of that.
    expect(detail!.bets.map((b) => [b.stake, b.contribution, b.counted])).toEqual([
      ['1000', 50, '125'],
      ['1000', 50, '125'],
    ]);
    expect(detail!.bonus.progress).toBe('250');
  });
});
