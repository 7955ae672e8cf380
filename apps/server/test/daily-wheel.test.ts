/**
 * The daily wheel over HTTP on each engine: its published segments and chances; spins earned by the
 * day's deposits and stakes and used that day (1046 beyond them); each spin recomputed by the shared
 * formula from the seed revealed after rotating, and its prize moving the balance through a grant;
 * six spins at once with three earned: three spin, each on its own nonce; closed (1045); withheld
 * during a cooling-off (20385); weights that cannot be drawn refused on save; the next WIB day starts
 * with no spins.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyWheelSegment } from '@kasino/shared/fairness/promo/daily-wheel';
import { BetStream } from '@kasino/shared/fairness/stream';
import { parseAmount } from '@kasino/shared/money';
import type { WheelSpinAnswer, WheelSpinView, WheelTerms, WheelView } from '@kasino/shared/protocol/promo';
import { engines, registerUser, request, startTestServer, type TestServer } from './harness.ts';
import { playRoller } from './play-helpers.ts';
import { balanceOf, depositAndWait } from './wallet-helpers.ts';

type User = Awaited<ReturnType<typeof registerUser>>;
const DAY = 86_400_000;
const WHEEL = {
  enabled: true,
  segments: [
    { amount: '1000', weight: 5 },
    { amount: '0', weight: 3 },
    { amount: '2500', weight: 2 },
  ],
  earn: [
    { kind: 'deposit', min: '50000', spins: 1 },
    { kind: 'deposit', min: '200000', spins: 2 },
    { kind: 'wager', min: '20000', spins: 1 },
  ],
  turnover: 0,
};

describe.each(engines)('daily wheel on %s', (engine) => {
  let t: TestServer;
  let offset = 0;
  beforeAll(async () => {
    t = await startTestServer(engine, { SANDBOX_CONFIRM_MS: '5', ROUNDS: '0' }, { now: () => Date.now() + offset });
    expect((await setting('daily_wheel', WHEEL)).status).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  function setting(key: string, value: unknown) {
    return request(t.url, 'PUT', `/ops/site/config/${key}`, { body: { value } });
  }
  const view = async (u: User) => (await request<WheelView>(t.url, 'GET', '/main/promo/wheel', { token: u.token })).body.data!;
  const spin = (u: User) => request<WheelSpinAnswer>(t.url, 'POST', '/main/promo/wheel/spin', { token: u.token });
  const history = async (u: User) =>
    (await request<{ list: WheelSpinView[]; total: number }>(t.url, 'GET', '/main/promo/wheel/history', { token: u.token })).body.data!;

  it('publishes its segments with their chances and how spins are earned', async () => {
    const rule = (await request<WheelTerms>(t.url, 'GET', '/main/promo/wheel/rule')).body.data!;
    expect(rule.enabled).toBe(true);
    expect(rule.totalWeight).toBe(10);
    expect(rule.segments.map((s) => [s.amount, s.chance])).toEqual([
      ['1000', '50%'],
      ['0', '30%'],
      ['2500', '20%'],
    ]);
    expect(rule.earn).toEqual([
      { kind: 'deposit', min: '50000', spins: 1 },
      { kind: 'deposit', min: '200000', spins: 2 },
      { kind: 'wager', min: '20000', spins: 1 },
    ]);
  });

  it('earns spins by the day’s deposit, draws each by the shared formula and pays its prize', async () => {
    const u = await registerUser(t.url);
    expect((await spin(u)).body.code).toBe(1046);
    await depositAndWait(t.url, u.token, '50000');
    const before = await view(u);
    expect(before.player).toMatchObject({ deposited: '50000', earned: 1, used: 0, left: 1 });
    const balance = parseAmount(await balanceOf(t.url, u.token))!;
    const answer = (await spin(u)).body.data!;
    expect(answer.spin.nonce).toBe(before.player!.nonce);
    expect(answer.spin.serverSeedHash).toBe(before.player!.serverSeedHash);
    expect(answer.spin.serverSeed).toBeNull();
    expect(answer.view.player).toMatchObject({ earned: 1, used: 1, left: 0 });
    const prize = parseAmount(answer.spin.amount)!;
    expect(answer.spin.amount).toBe(WHEEL.segments[answer.spin.segment]!.amount);
    if (prize > 0n) expect(answer.claim?.grant.promotion).toBe('daily_wheel');
    expect(parseAmount(await balanceOf(t.url, u.token))! - balance).toBe(prize);
    expect((await spin(u)).body.code).toBe(1046);

    // Settled stakes earn the wager rule's spin (the per-day tally catches up after commit).
    await playRoller(t.wsUrl, u.token, 2);
    let after = await view(u);
    for (let i = 0; i < 100 && after.player!.earned < 2; i++) {
      await new Promise((r) => setTimeout(r, 50));
      after = await view(u);
    }
    expect(after.player).toMatchObject({ earned: 2, used: 1, left: 1 });
    expect((await spin(u)).status).toBe(200);

    // Rotating reveals the seed: every spin recomputes to the segment it landed on.
    expect((await request(t.url, 'POST', '/main/fair/seeds/rotate', { token: u.token, body: {} })).status).toBe(200);
    const spins = (await history(u)).list;
    expect(spins).toHaveLength(2);
    for (const s of spins) {
      expect(s.serverSeed).not.toBeNull();
      const again = dailyWheelSegment(new BetStream({ serverSeed: s.serverSeed!, clientSeed: s.clientSeed, nonce: s.nonce }), s.weights);
      expect(again.segment).toBe(s.segment);
    }
  });

  it('lets six spins at once use the three a Rp 200.000 deposit earns, each on its own nonce', async () => {
    const u = await registerUser(t.url);
    await depositAndWait(t.url, u.token, '200000');
    const answers = await Promise.all(Array.from({ length: 6 }, () => spin(u)));
    const done = answers.filter((a) => a.status === 200).map((a) => a.body.data!.spin);
    expect(done).toHaveLength(3);
    expect(answers.filter((a) => a.body.code === 1046)).toHaveLength(3);
    expect(new Set(done.map((s) => s.nonce)).size).toBe(3);
    const h = await history(u);
    expect(h.total).toBe(3);
    const paid = done.reduce((sum, s) => sum + parseAmount(s.amount)!, 0n);
    expect(parseAmount(await balanceOf(t.url, u.token))).toBe(parseAmount('200000')! + paid);
  });

  it('starts the next WIB day with no spins', async () => {
    const u = await registerUser(t.url);
    await depositAndWait(t.url, u.token, '50000');
    expect((await view(u)).player!.left).toBe(1);
    offset += DAY;
    try {
      expect((await view(u)).player).toMatchObject({ earned: 0, left: 0 });
      expect((await spin(u)).body.code).toBe(1046);
    } finally {
      offset -= DAY;
    }
  });

  it('is closed with 1045, withheld during a cooling-off, and refuses weights that cannot be drawn', async () => {
    const u = await registerUser(t.url);
    await depositAndWait(t.url, u.token, '50000');
    expect((await setting('daily_wheel', { ...WHEEL, enabled: false })).status).toBe(200);
    expect((await spin(u)).body.code).toBe(1045);
    expect((await setting('daily_wheel', WHEEL)).status).toBe(200);
    const block = await request(t.url, 'POST', '/main/user/protection/block', { token: u.token, body: { duration: '24h', confirm: true } });
    expect(block.status).toBe(200);
    expect((await spin(u)).body.code).toBe(20385);
    expect((await view(u)).player!.used).toBe(0);

    const zero = await setting('daily_wheel', {
      ...WHEEL,
      segments: [
        { amount: '1000', weight: 0 },
        { amount: '0', weight: 0 },
      ],
    });
    expect(zero.body.code).toBe(20310);
    const huge = await setting('daily_wheel', {
      ...WHEEL,
      segments: [
        { amount: '1', weight: 900_000 },
        { amount: '0', weight: 900_000 },
      ],
    });
    expect(huge.body.code).toBe(20310);
  });
});
