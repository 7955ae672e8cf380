/**
 * Phone recharge over HTTP on each engine, with the sandbox phone-credit provider (a number ending in
 * 000 fails, in 999 answers pending first): the week's deposits open a tier, its claim sends phone
 * credit (the wallet does not move) once however often it is tapped; a failed top-up gives the reward
 * back to claim again, at most 3 tries; a pending one settles when the poll job asks again. The
 * promotions house account, the phone-credit escrow and the budget always add up, and the ledger reconciles.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { ClaimResult, PhoneRechargeView, PromoInfo } from '@kasino/shared/protocol/promo';
import { engines, registerUser, request, startTestServer, uniquePhoneEnding, type TestServer } from './harness.ts';
import { balanceOf, depositAndWait } from './wallet-helpers.ts';

/** A fresh player whose number ends in `ending` (the sandbox's outcome). */
const playerWithPhone = (base: string, ending: string) => registerUser(base, 'rahasia123', uniquePhoneEnding(ending));

describe.each(engines)('phone recharge on %s', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(engine, { SANDBOX_CONFIRM_MS: '5', ROUNDS: '0', TEST_CLOCK: '1' });
  });
  afterAll(async () => {
    await t.close();
  });

  const view = (token: string) => request<PhoneRechargeView>(t.url, 'GET', '/main/promo/phoneRecharge', { token });
  const claimTier = (token: string, tier: number) =>
    request<PhoneRechargeView & { pending: string | null }>(t.url, 'POST', '/main/promo/phoneRecharge', { token, body: { tier } });
  const grantsOf = async (token: string) =>
    (await request<PromoInfo>(t.url, 'GET', '/main/promo/info', { token })).body.data!.grants.filter(
      (g) => g.promotion === 'phone_recharge',
    );

  /** Promotions house + phone-credit escrow + payments-out of phone credit = −(claimed phone grants' amounts) on the promotions side. */
  async function moneyAddsUp(): Promise<void> {
    const db = t.server.database.db;
    const sum = async (like: string) =>
      BigInt(
        (await db
          .selectFrom('accounts')
          .select(sql<string>`coalesce(sum(balance), 0)`.as('s'))
          .where('code', 'like', like)
          .executeTakeFirst())!.s,
      );
    const paid = BigInt(
      (await db
        .selectFrom('transfers')
        .select(sql<string>`coalesce(sum(amount), 0)`.as('s'))
        .where('id', 'like', 'pulsa-paid:%')
        .executeTakeFirst())!.s,
    );
    const pending = await db
      .selectFrom('promo_phone_orders')
      .select(['amount', 'status'])
      .where('status', 'in', ['created', 'sent'])
      .execute();
    expect(await sum('house:phone-credit:%')).toBe(pending.reduce((s, o) => s + BigInt(o.amount), 0n));
    const claimed = await db
      .selectFrom('promo_grants')
      .select('amount')
      .where('promotion', '=', 'phone_recharge')
      .where('status', '=', 'claimed')
      .execute();
    const claimedSum = claimed.reduce((s, g) => s + BigInt(g.amount), 0n);
    // Every claimed phone grant is either delivered (paid out) or still with the provider.
    expect(paid + (await sum('house:phone-credit:%'))).toBe(claimedSum);
    const budget = await db.selectFrom('promo_budgets').select('spent').where('promotion', '=', 'phone_recharge').executeTakeFirst();
    expect(BigInt(budget?.spent ?? 0)).toBe(claimedSum);
    expect((await request(t.url, 'GET', '/ops/reconcile')).body).toMatchObject({ ok: true });
  }

  it('is for logged-in players only', async () => {
    expect((await request(t.url, 'GET', '/main/promo/phoneRecharge')).status).toBe(401);
    expect((await request(t.url, 'POST', '/main/promo/phoneRecharge', { body: { tier: 0 } })).status).toBe(401);
  });

  it('sends a reached tier’s phone credit once, without touching the wallet', async () => {
    const u = await playerWithPhone(t.url, '123');
    const before = (await view(u.token)).body.data!;
    expect(before.enabled).toBe(true);
    expect(before.phone).toMatch(/^0813\*{4}\d123$/);
    expect(before.tiers.map((x) => x.state)).toEqual(['locked', 'locked', 'locked']);
    expect((await claimTier(u.token, 0)).body.code).toBe(4002);

    await depositAndWait(t.url, u.token, '300000');
    expect((await view(u.token)).body.data!.tiers.map((x) => x.state)).toEqual(['open', 'locked', 'locked']);
    const balance = await balanceOf(t.url, u.token);
    const [one, two] = await Promise.all([claimTier(u.token, 0), claimTier(u.token, 0)]);
    // The second tap finds the grant made (4001) or, between its making and its claim, claimed (1052).
    const codes = [one.body.code, two.body.code].sort((a, b) => a - b);
    expect(codes[0]).toBe(200);
    expect([1052, 4001]).toContain(codes[1]);
    expect(await balanceOf(t.url, u.token)).toBe(balance);

    const after = (await view(u.token)).body.data!;
    expect(after.tiers[0]!.state).toBe('claimed');
    expect(after.orders).toHaveLength(1);
    expect(after.orders[0]).toMatchObject({ amount: '5000', status: 'success', reason: null });
    expect(after.orders[0]!.reference).toMatch(/^SBX-/);
    const [grant] = await grantsOf(u.token);
    expect(grant).toMatchObject({ status: 'claimed', payout: 'phone_credit', wageringMultiple: 0, amount: '5000' });
    // The tier above is short, and an unknown tier is refused.
    expect((await claimTier(u.token, 1)).body.code).toBe(4002);
    expect((await claimTier(u.token, 9)).status).toBe(400);
    await t.server.events.settle();
    const mails = await request<{ list: { title: string }[] }>(t.url, 'GET', '/heracles/inbox/mail?tag=reward', { token: u.token });
    expect(JSON.stringify(mails.body.data)).toContain('Pulsa Rp 5.000 terkirim');
    await moneyAddsUp();
  });

  it('gives a failed top-up back to claim again, three tries at most', async () => {
    const u = await playerWithPhone(t.url, '000');
    await depositAndWait(t.url, u.token, '300000');
    const first = (await claimTier(u.token, 0)).body.data!;
    expect(first.orders[0]).toMatchObject({ status: 'failed', reason: 'Nomor tidak aktif atau salah operator' });
    let [grant] = await grantsOf(u.token);
    expect(grant!.status).toBe('claimable');
    expect(first.tiers[0]).toMatchObject({ state: 'open', grantId: grant!.id });
    await moneyAddsUp();
    // Tapping the tier again claims the same grant again: a second try, not a second reward.
    const retried = (await claimTier(u.token, 0)).body.data!;
    expect(retried.orders.map((o) => [o.grantId, o.status])).toEqual([
      [grant!.id, 'failed'],
      [grant!.id, 'failed'],
    ]);

    const claim = () => request<ClaimResult>(t.url, 'POST', '/main/promo/claim', { token: u.token, body: { id: grant!.id } });
    expect((await claim()).body.data!.phoneOrder).toMatchObject({ status: 'failed' });
    const fourth = await claim();
    expect(fourth.body.code).toBe(1052);
    expect(fourth.body.msg).toContain('3 kali');
    [grant] = await grantsOf(u.token);
    expect(grant!.status).toBe('claimable');
    expect((await view(u.token)).body.data!.orders.map((o) => o.status)).toEqual(['failed', 'failed', 'failed']);
    await moneyAddsUp();
  });

  it('keeps a pending top-up in escrow until the poll job hears it succeeded', async () => {
    const u = await playerWithPhone(t.url, '999');
    await depositAndWait(t.url, u.token, '1000000');
    const answer = (await claimTier(u.token, 1)).body.data!;
    expect(answer.orders[0]).toMatchObject({ amount: '20000', status: 'processing' });
    await moneyAddsUp();
    // Too fresh for the poll: left to the claim that made it.
    await t.server.jobs.runNow('promo.phone-credit');
    expect((await view(u.token)).body.data!.orders[0]!.status).toBe('processing');
    expect((await request(t.url, 'POST', '/ops/test-clock', { body: { advanceMs: 60_000 } })).status).toBe(200);
    await t.server.jobs.runNow('promo.phone-credit');
    expect((await view(u.token)).body.data!.orders[0]).toMatchObject({ status: 'success', reference: expect.stringMatching(/^SBX-/) });
    await moneyAddsUp();
  });

  it('is listed in the Bonus tab with its tiers’ terms', async () => {
    const all = (await request<PromoInfo['promotions']>(t.url, 'GET', '/main/promo/all')).body.data!;
    expect(all.find((p) => p.id === 'phone_recharge')).toMatchObject({
      enabled: true,
      wageringMultiple: 0,
      terms: { quota: '300000', top: '100000' },
    });
  });
});
