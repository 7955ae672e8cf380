/**
 * Props distribution over HTTP on each engine: staff give chosen players a reward under a key; each
 * gets one grant and a mail, sending the key again gives nobody a second; a cooling-off player and an
 * unknown id are skipped with the reason; the player sees it in `propsDist` and claims it (a bonus into
 * the wallet, phone credit through the provider); the summary counts what was made and claimed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAmount } from '@kasino/shared/money';
import type { ClaimResult, GrantView } from '@kasino/shared/protocol/promo';
import { engines, registerUser, request, startTestServer, type TestServer } from './harness.ts';
import { balanceOf } from './wallet-helpers.ts';

interface DistResult {
  key: string;
  granted: number[];
  already: number[];
  skipped: { userId: number; reason: string }[];
}

describe.each(engines)('props distribution on %s', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(engine, { ROUNDS: '0' });
  });
  afterAll(async () => {
    await t.close();
  });

  const distribute = (body: Record<string, unknown>) => request<DistResult>(t.url, 'POST', '/ops/promo/props', { body });
  const mine = (token: string) => request<GrantView[]>(t.url, 'GET', '/main/promo/propsDist', { token });

  it('gives each chosen player one reward per key, with a mail, and skips who may not have it', async () => {
    const [a, b, resting] = await Promise.all([registerUser(t.url), registerUser(t.url), registerUser(t.url)]);
    const block = await request(t.url, 'POST', '/main/user/protection/block', {
      token: resting.token,
      body: { duration: '24h', confirm: true },
    });
    expect(block.status).toBe(200);
    const body = {
      key: `outage-${engine}-1`,
      reason: 'Maaf atas gangguan layanan 28 November',
      payout: 'balance',
      amount: '15000',
      wageringMultiple: 1,
      userIds: [a.userId, b.userId, resting.userId, 987_654_321, a.userId],
    };
    const first = (await distribute(body)).body.data!;
    expect(first.granted.sort()).toEqual([a.userId, b.userId].sort());
    expect(first.skipped).toEqual([
      { userId: resting.userId, reason: 'Promosi tidak tersedia selama masa jeda bermain' },
      { userId: 987_654_321, reason: 'Pemain tidak ditemukan' },
    ]);
    // The same key again: nobody gets a second one.
    const again = (await distribute(body)).body.data!;
    expect(again.granted).toEqual([]);
    expect(again.already.sort()).toEqual([a.userId, b.userId].sort());

    const [grant] = (await mine(a.token)).body.data!;
    expect(grant).toMatchObject({ promotion: 'props_dist', amount: '15000', status: 'claimable', wageringMultiple: 1, payout: 'balance' });
    expect(grant!.formula).toContain('Maaf atas gangguan layanan');
    await t.server.events.settle();
    const mails = await request(t.url, 'GET', '/heracles/inbox/mail?tag=reward', { token: a.token });
    expect(JSON.stringify(mails.body.data)).toContain('Hadiah untuk Anda: bonus Rp 15.000');

    const before = parseAmount(await balanceOf(t.url, a.token))!;
    const claim = await request<ClaimResult>(t.url, 'POST', '/main/promo/claim', { token: a.token, body: { id: grant!.id } });
    expect(claim.body.data!.bonus).toMatchObject({ bonus: '15000', required: '15000' });
    expect(parseAmount(await balanceOf(t.url, a.token))! - before).toBe(parseAmount('15000'));
    expect((await request(t.url, 'GET', `/ops/promo/props/${body.key}`)).body.data).toEqual({
      key: body.key,
      grants: 2,
      claimed: 1,
      expired: 0,
      claimedAmount: '15000',
    });
    expect((await mine(resting.token)).body.data).toEqual([]);
  });

  it('sends phone credit as a distributed reward, with no wagering', async () => {
    const u = await registerUser(t.url);
    const key = `pulsa-${engine}-1`;
    const res = (
      await distribute({
        key,
        reason: 'Hadiah pulsa akhir tahun',
        payout: 'phone_credit',
        amount: '10000',
        wageringMultiple: 5,
        userIds: [u.userId],
      })
    ).body.data!;
    expect(res.granted).toEqual([u.userId]);
    const [grant] = (await mine(u.token)).body.data!;
    expect(grant).toMatchObject({ payout: 'phone_credit', wageringMultiple: 0 });
    const balance = await balanceOf(t.url, u.token);
    const claim = (await request<ClaimResult>(t.url, 'POST', '/main/promo/claim', { token: u.token, body: { id: grant!.id } })).body.data!;
    expect(claim.phoneOrder).toMatchObject({ amount: '10000', status: 'success' });
    expect(claim.bonus).toBeNull();
    expect(await balanceOf(t.url, u.token)).toBe(balance);
  });

  it('refuses a bad distribution: key, amount, empty or oversized list', async () => {
    const base = { key: 'ok-key', reason: 'Alasan', payout: 'balance', amount: '1000', userIds: [1] };
    expect((await distribute({ ...base, key: 'Bad Key!' })).status).toBe(400);
    expect((await distribute({ ...base, amount: '-5' })).status).toBe(400);
    expect((await distribute({ ...base, amount: 'abc' })).status).toBe(400);
    expect((await distribute({ ...base, userIds: [] })).status).toBe(400);
    expect((await distribute({ ...base, userIds: Array.from({ length: 1001 }, (_, i) => i + 1) })).status).toBe(400);
    expect((await distribute({ ...base, payout: 'cash' })).status).toBe(400);
  });

  it('is the caller’s own list, for logged-in players only', async () => {
    expect((await request(t.url, 'GET', '/main/promo/propsDist')).status).toBe(401);
  });
});
