/**
 * Money that arrives or leaves around the edges of the ledger: a verified payment for an order that
 * already expired (credited late, once), a payment of another amount (kept for review, never
 * dropped), and the reconciliation's business invariants counting a forced breach.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signSandboxWebhook } from '../src/modules/wallet/sandbox-provider.ts';
import { engines, registerUser, request, startTestServer, type TestServer } from './harness.ts';
import { balanceOf } from './wallet-helpers.ts';

describe.each(engines)('late payments and business invariants on %s', (engine) => {
  let t: TestServer;
  let clock = Date.now();
  beforeAll(async () => {
    // The sandbox gateway would confirm only after a minute: orders stay pending until the test acts.
    t = await startTestServer(engine, { JOBS: '0', SANDBOX_CONFIRM_MS: '60000' }, { now: () => clock });
  });
  afterAll(async () => {
    await t.close();
  });

  /** An order of `amount` left unpaid past its 30-minute window, then expired by the job. */
  const expiredOrder = async (token: string, amount: string) => {
    const created = await request<{ id: string }>(t.url, 'POST', '/main/pay/recharge', { token, body: { amount, channel: 'bank' } });
    expect(created.body.code).toBe(200);
    const id = created.body.data!.id;
    clock += 31 * 60_000;
    expect(await t.server.walletJobs.expireDepositsNow()).toBeGreaterThanOrEqual(1);
    expect((await request<{ status: string }>(t.url, 'GET', `/main/pay/orderState/${id}`, { token })).body.data!.status).toBe('expired');
    const row = await t.server.database.db.selectFrom('deposit_orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    return { id, providerRef: row.provider_ref! };
  };

  /** The gateway's signed "paid" callback, as the sandbox sends it. */
  const paidCallback = (orderId: string, providerRef: string, amount: string) => {
    const body = JSON.stringify({ orderId, providerRef, status: 'paid', amount });
    const headers = {
      'content-type': 'application/json',
      'x-sandbox-timestamp': String(clock),
      'x-sandbox-signature': signSandboxWebhook(t.server.config.sandbox.secret, clock, body),
    };
    return request<{ applied: boolean; status: string }>(t.url, 'POST', '/main/pay/webhook/sandbox', { rawBody: body, headers });
  };

  const metric = async (name: string): Promise<number> => {
    const res = await fetch(`${t.url}/ops/metrics`);
    const line = (await res.text()).split('\n').find((l) => l.startsWith(`${name} `));
    return Number(line?.split(' ')[1]);
  };

  it('credits a verified payment that arrives after its order expired, once, and counts it', async () => {
    const u = await registerUser(t.url);
    const { id, providerRef } = await expiredOrder(u.token, '50000');
    const before = await metric('kasino_deposits_paid_late_total');
    const first = await paidCallback(id, providerRef, '50000');
    expect(first.body).toMatchObject({ code: 200, data: { applied: true, status: 'paid' } });
    expect(await balanceOf(t.url, u.token)).toBe('50000');
    // The gateway delivers again: acknowledged, nothing more credited.
    const again = await paidCallback(id, providerRef, '50000');
    expect(again.body).toMatchObject({ code: 200, data: { applied: false, status: 'paid' } });
    expect(await balanceOf(t.url, u.token)).toBe('50000');
    const order = await t.server.database.db.selectFrom('deposit_orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(order.status).toBe('paid');
    expect(order.note).toMatch(/setelah pesanan kedaluwarsa/);
    expect(await metric('kasino_deposits_paid_late_total')).toBe(before + 1);
    const flow = await request<{ list: Array<{ kind: string; reference: string }> }>(t.url, 'GET', '/main/pay/balance/flow', {
      token: u.token,
    });
    expect(flow.body.data!.list).toMatchObject([{ kind: 'deposit', reference: `deposit:${id}` }]);
    expect((await request(t.url, 'GET', '/ops/reconcile')).body).toMatchObject({ ok: true, violations: [] });
  });

  it('keeps a payment of another amount for review instead of dropping it, and credits nothing by itself', async () => {
    const u = await registerUser(t.url);
    const { id, providerRef } = await expiredOrder(u.token, '60000');
    const before = await metric('kasino_deposits_review_total');
    for (let i = 0; i < 2; i++) {
      const res = await paidCallback(id, providerRef, '65000');
      expect(res.body).toMatchObject({ code: 200, data: { applied: false, status: 'review' } });
    }
    expect(await balanceOf(t.url, u.token)).toBe('0');
    expect(await metric('kasino_deposits_review_total')).toBe(before + 1);
    const reviews = await request<{ list: Array<{ orderId: string; paidAmount: string; orderAmount: string; reason: string }> }>(
      t.url,
      'GET',
      '/ops/deposits/reviews',
    );
    expect(reviews.body.data!.list.filter((r) => r.orderId === id)).toEqual([
      expect.objectContaining({ orderAmount: '60000', paidAmount: '65000', reason: 'amount_differs' }),
    ]);
  });

  it('counts and shows a slot credit with no debit forced into the database', async () => {
    const u = await registerUser(t.url);
    const before = await metric('kasino_invariant_breaches_total{invariant="slotCreditWithoutDebit"}');
    await t.server.database.db
      .insertInto('slot_transactions')
      .values({
        provider: 'sandbox',
        tx_id: `forged-${clock}`,
        kind: 'credit',
        status: 'ok',
        user_id: BigInt(u.userId),
        game_id: 'pp-sweet-candy-bonanza',
        round_id: 'R-forged',
        amount: 99_999_999_900n,
        currency: 'IDR',
        ref_tx_id: null,
        created_at: BigInt(clock),
        session_hash: null,
      })
      .execute();
    const report = await request(t.url, 'GET', '/ops/reconcile');
    const breaches = (report.body as unknown as { breaches: Array<{ invariant: string; detail: string }> }).breaches;
    expect(breaches).toContainEqual(
      expect.objectContaining({ invariant: 'slotCreditWithoutDebit', detail: `credit forged-${clock} names no debit` }),
    );
    expect(await metric('kasino_invariant_breaches_total{invariant="slotCreditWithoutDebit"}')).toBe(before + 1);
  });
});
