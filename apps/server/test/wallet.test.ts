import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signSandboxWebhook } from '../src/modules/wallet/sandbox-provider.ts';
import { engines, registerUser, request, startTestServer, type TestServer } from './harness.ts';
import { addBankAccount, balanceOf, depositAndWait, setPin } from './wallet-helpers.ts';

describe.each(engines)('wallet over HTTP on %s', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(engine, { SANDBOX_CONFIRM_MS: '20', JOBS: '0' });
  });
  afterAll(async () => {
    await t.close();
  });

  const reconcileOk = async () => {
    const res = await request(t.url, 'GET', '/ops/reconcile');
    expect(res.body).toMatchObject({ ok: true, violations: [] });
  };

  it('deposits through the sandbox webhook and shows it in the balance and the flow', async () => {
    const u = await registerUser(t.url);
    const order = await depositAndWait(t.url, u.token, '50000');
    expect(order.status).toBe('paid');
    expect(await balanceOf(t.url, u.token)).toBe('50000');
    const flow = await request<{ list: Array<{ kind: string; amount: string; balanceAfter: string; reference: string }>; total: number }>(
      t.url,
      'GET',
      '/main/pay/balance/flow',
      { token: u.token },
    );
    expect(flow.body.data).toMatchObject({
      total: 1,
      list: [{ kind: 'deposit', amount: '50000', balanceAfter: '50000', reference: `deposit:${order.id}` }],
    });
    const records = await request<{ list: Array<{ id: string; status: string }> }>(t.url, 'GET', '/main/pay/orders', { token: u.token });
    expect(records.body.data!.list[0]).toMatchObject({ id: order.id, status: 'paid' });
    await reconcileOk();
  });

  it('refuses amounts outside the ranges, and a first deposit below its minimum', async () => {
    const u = await registerUser(t.url);
    expect((await request(t.url, 'POST', '/main/pay/recharge', { token: u.token, body: { amount: '5000' } })).body.code).toBe(1201);
    expect((await request(t.url, 'POST', '/main/pay/recharge', { token: u.token, body: { amount: '60000000' } })).body.code).toBe(1201);
    expect((await request(t.url, 'POST', '/main/pay/recharge', { token: u.token, body: { amount: '15000' } })).body.code).toBe(20009);
    expect((await request(t.url, 'POST', '/main/pay/recharge', { token: u.token, body: { amount: '1.005' } })).body).toMatchObject({
      code: 3,
      field: 'amount',
    });
    expect(
      (await request(t.url, 'POST', '/main/pay/recharge', { token: u.token, body: { amount: '50000', channel: 'cash' } })).body.code,
    ).toBe(3);
    expect((await request(t.url, 'POST', '/main/pay/recharge', { body: { amount: '50000' } })).body.code).toBe(1);
  });

  it('shows a failed payment as failed and changes no balance', async () => {
    const u = await registerUser(t.url);
    expect((await depositAndWait(t.url, u.token, '20013')).status).toBe('failed');
    expect(await balanceOf(t.url, u.token)).toBe('0');
  });

  it('returns the same order for the same Idempotency-Key', async () => {
    const u = await registerUser(t.url);
    const a = await request<{ id: string }>(t.url, 'POST', '/main/pay/recharge', {
      token: u.token,
      body: { amount: '30000' },
      headers: { 'idempotency-key': 'key-1' },
    });
    const b = await request<{ id: string }>(t.url, 'POST', '/main/pay/recharge', {
      token: u.token,
      body: { amount: '30000' },
      headers: { 'idempotency-key': 'key-1' },
    });
    expect(a.body.data!.id).toBe(b.body.data!.id);
    await depositAndWait(t.url, u.token, '30000', { key: 'key-1' });
    expect(await balanceOf(t.url, u.token)).toBe('30000');
  });

  it('ignores forged webhooks and applies a replayed one only once', async () => {
    const u = await registerUser(t.url);
    const order = await depositAndWait(t.url, u.token, '40000');
    const row = await t.server.database.db.selectFrom('deposit_orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
    const body = JSON.stringify({ orderId: order.id, providerRef: row.provider_ref, status: 'paid', amount: '40000' });
    const ts = Date.now();
    const send = (b: string, signature: string, timestamp = ts) =>
      request(t.url, 'POST', '/main/pay/webhook/sandbox', {
        rawBody: b,
        headers: { 'content-type': 'application/json', 'x-sandbox-timestamp': String(timestamp), 'x-sandbox-signature': signature },
      });
    const replay = await send(body, signSandboxWebhook(t.server.config.sandbox.secret, ts, body));
    expect(replay.body).toMatchObject({ code: 200, data: { applied: false, status: 'paid' } });
    expect((await send(body, signSandboxWebhook('wrong-secret', ts, body))).body.code).toBe(20006);
    expect((await send(body, 'f'.repeat(64))).body.code).toBe(20006);
    const stale = Date.now() - 10 * 60_000;
    expect((await send(body, signSandboxWebhook(t.server.config.sandbox.secret, stale, body), stale)).body.code).toBe(20006);
    const tampered = body.replace('40000', '400000');
    expect((await send(tampered, signSandboxWebhook(t.server.config.sandbox.secret, ts, body))).body.code).toBe(20006);
    expect(await balanceOf(t.url, u.token)).toBe('40000');
    // Another user's order is invisible.
    const other = await registerUser(t.url);
    expect((await request(t.url, 'GET', `/main/pay/orderState/${order.id}`, { token: other.token })).body.code).toBe(20007);
    await reconcileOk();
  });

  it('sets a PIN once, checks its format, and locks after repeated wrong guesses', async () => {
    const u = await registerUser(t.url);
    expect((await request<{ set: boolean }>(t.url, 'GET', '/main/user/pin', { token: u.token })).body.data!.set).toBe(false);
    expect(
      (await request(t.url, 'POST', '/main/user/pin', { token: u.token, body: { pin: '12345', password: u.password } })).body.code,
    ).toBe(7032);
    await setPin(t.url, u.token);
    expect(
      (await request(t.url, 'POST', '/main/user/pin', { token: u.token, body: { pin: '654321', password: u.password } })).body.code,
    ).toBe(7031);
    expect((await request(t.url, 'PUT', '/main/user/pin', { token: u.token, body: { oldPin: '000000', pin: '654321' } })).body.code).toBe(
      7033,
    );
    expect((await request(t.url, 'PUT', '/main/user/pin', { token: u.token, body: { oldPin: '123456', pin: '654321' } })).status).toBe(200);
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push((await request(t.url, 'PUT', '/main/user/pin', { token: u.token, body: { oldPin: '111111', pin: '222222' } })).body.code);
    expect(codes).toEqual([7033, 7033, 7033, 7033, 7033, 667]);
    expect((await request(t.url, 'PUT', '/main/user/pin', { token: u.token, body: { oldPin: '654321', pin: '222222' } })).body.code).toBe(
      667,
    );
  });

  it('manages bank accounts with the PIN: duplicates 3008, at most five 3010, soft delete', async () => {
    const u = await registerUser(t.url);
    expect(
      (
        await request(t.url, 'POST', '/main/pay/bank/account', {
          token: u.token,
          body: { bankCode: 'BCA', accountNumber: '1234567890', holderName: 'Budi', pin: '123456', password: u.password },
        })
      ).body.code,
    ).toBe(20005);
    await setPin(t.url, u.token);
    expect(
      (
        await request(t.url, 'POST', '/main/pay/bank/account', {
          token: u.token,
          body: { bankCode: 'BCA', accountNumber: '1234567890', holderName: 'Budi', pin: '999999', password: u.password },
        })
      ).body.code,
    ).toBe(3037);
    const first = await addBankAccount(t.url, u.token, '1000000001');
    expect(
      (
        await request(t.url, 'POST', '/main/pay/bank/account', {
          token: u.token,
          body: { bankCode: 'BCA', accountNumber: '1000000001', holderName: 'Budi', pin: '123456', password: u.password },
        })
      ).body.code,
    ).toBe(3008);
    for (let i = 2; i <= 5; i++) await addBankAccount(t.url, u.token, `100000000${i}`);
    expect(
      (
        await request(t.url, 'POST', '/main/pay/bank/account', {
          token: u.token,
          body: { bankCode: 'BRI', accountNumber: '2000000001', holderName: 'Budi', pin: '123456', password: u.password },
        })
      ).body.code,
    ).toBe(3010);
    expect((await request(t.url, 'DELETE', `/main/pay/bank/account/${first}`, { token: u.token, body: { pin: '123456' } })).status).toBe(
      200,
    );
    const list = await request<{ list: Array<{ id: number; holderName: string; maskedNumber: string }> }>(
      t.url,
      'GET',
      '/main/pay/bank/account',
      { token: u.token },
    );
    expect(list.body.data!.list).toHaveLength(4);
    expect(list.body.data!.list[0]!.holderName).toBe('BUDI SANTOSO');
    expect(list.body.data!.list.map((a) => a.id)).not.toContain(first);
    // Deleted accounts can be added again; another user cannot touch mine.
    await addBankAccount(t.url, u.token, '1000000001');
    const other = await registerUser(t.url);
    await setPin(t.url, other.token);
    const mine = list.body.data!.list[0]!.id;
    expect(
      (await request(t.url, 'DELETE', `/main/pay/bank/account/${mine}`, { token: other.token, body: { pin: '123456' } })).body.code,
    ).toBe(20008);
  });

  it('reserves a withdrawal, allows one at a time, cancels while pending only, and refunds', async () => {
    const u = await registerUser(t.url);
    await depositAndWait(t.url, u.token, '200000');
    await setPin(t.url, u.token);
    const bank = await addBankAccount(t.url, u.token);
    const body = (amount: string, pin = '123456') => ({ token: u.token, body: { amount, bankAccountId: bank, pin } });
    expect((await request(t.url, 'POST', '/main/pay/withdraw', body('10000'))).body.code).toBe(3021);
    expect((await request(t.url, 'POST', '/main/pay/withdraw', body('100000', '000000'))).body.code).toBe(3037);
    expect((await request(t.url, 'POST', '/main/pay/withdraw', body('250000'))).body.code).toBe(700);
    const fee = await request<{ fee: string; receive: string }>(t.url, 'POST', '/main/pay/withdraw/fee', {
      token: u.token,
      body: { amount: '100000' },
    });
    expect(fee.body.data).toEqual({ fee: '2500', receive: '97500' });
    const w = await request<{ id: string; status: string; fee: string; receive: string }>(
      t.url,
      'POST',
      '/main/pay/withdraw',
      body('100000'),
    );
    expect(w.body.data).toMatchObject({ status: 'pending', fee: '2500', receive: '97500' });
    expect(await balanceOf(t.url, u.token)).toBe('100000');
    expect((await request(t.url, 'POST', '/main/pay/withdraw', body('50000'))).body.code).toBe(3009);
    const cancelled = await request<{ status: string }>(t.url, 'DELETE', `/main/pay/withdraw/${w.body.data!.id}`, { token: u.token });
    expect(cancelled.body.data!.status).toBe('cancelled');
    expect(await balanceOf(t.url, u.token)).toBe('200000');
    expect((await request(t.url, 'DELETE', `/main/pay/withdraw/${w.body.data!.id}`, { token: u.token })).body.code).toBe(206);
    const flow = await request<{ list: Array<{ kind: string; amount: string }> }>(
      t.url,
      'GET',
      '/main/pay/balance/flow?type=withdraw_refund',
      { token: u.token },
    );
    expect(flow.body.data!.list).toEqual([expect.objectContaining({ kind: 'withdraw_refund', amount: '100000' })]);
    const records = await request<{ list: Array<{ status: string }>; total: number }>(t.url, 'GET', '/main/pay/withdraw/records', {
      token: u.token,
    });
    expect(records.body.data).toMatchObject({ total: 1, list: [{ status: 'cancelled' }] });
    await reconcileOk();
  });

  it('settles a withdrawal once when cancelled and approved at the same time', async () => {
    for (let round = 0; round < 3; round++) {
      const u = await registerUser(t.url);
      await depositAndWait(t.url, u.token, '100000');
      await setPin(t.url, u.token);
      const bank = await addBankAccount(t.url, u.token);
      const w = await request<{ id: string }>(t.url, 'POST', '/main/pay/withdraw', {
        token: u.token,
        body: { amount: '60000', bankAccountId: bank, pin: '123456' },
      });
      const id = w.body.data!.id;
      const [cancel, approve] = await Promise.all([
        request<{ status: string }>(t.url, 'DELETE', `/main/pay/withdraw/${id}`, { token: u.token }),
        request<{ status: string }>(t.url, 'POST', `/ops/withdrawals/${id}/review`, { body: { decision: 'approve' } }),
      ]);
      const winners = [cancel, approve].filter((r) => r.status === 200);
      expect(winners).toHaveLength(1);
      expect([cancel, approve].find((r) => r.status !== 200)!.body.code).toBe(206);
      const balance = await balanceOf(t.url, u.token);
      expect(balance).toBe(cancel.status === 200 ? '100000' : '40000');
    }
    await reconcileOk();
  });

  it('rejects by staff returns the funds; approval pays out and charges the fee to the house', async () => {
    const u = await registerUser(t.url);
    await depositAndWait(t.url, u.token, '300000');
    await setPin(t.url, u.token);
    const bank = await addBankAccount(t.url, u.token);
    const a = await request<{ id: string }>(t.url, 'POST', '/main/pay/withdraw', {
      token: u.token,
      body: { amount: '100000', bankAccountId: bank, pin: '123456' },
    });
    const rejected = await request<{ status: string; note: string }>(t.url, 'POST', `/ops/withdrawals/${a.body.data!.id}/review`, {
      body: { decision: 'reject', note: 'Nama tidak cocok' },
    });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', note: 'Nama tidak cocok' });
    expect(await balanceOf(t.url, u.token)).toBe('300000');
    const b = await request<{ id: string }>(t.url, 'POST', '/main/pay/withdraw', {
      token: u.token,
      body: { amount: '100000', bankAccountId: bank, pin: '123456' },
    });
    expect(
      (await request<{ status: string }>(t.url, 'POST', `/ops/withdrawals/${b.body.data!.id}/review`, { body: { decision: 'approve' } }))
        .body.data!.status,
    ).toBe('paid');
    expect(await balanceOf(t.url, u.token)).toBe('200000');
    expect((await request(t.url, 'POST', `/ops/withdrawals/${b.body.data!.id}/review`, { body: { decision: 'reject' } })).body.code).toBe(
      206,
    );
    // Inactive accounts cannot receive (1203).
    await t.server.database.db.updateTable('bank_accounts').set({ status: 'inactive' }).where('id', '=', BigInt(bank)).execute();
    expect(
      (
        await request(t.url, 'POST', '/main/pay/withdraw', {
          token: u.token,
          body: { amount: '100000', bankAccountId: bank, pin: '123456' },
        })
      ).body.code,
    ).toBe(1203);
    await reconcileOk();
  });

  it('enforces the daily withdrawal limit', async () => {
    await t.server.database.db
      .updateTable('site_config')
      .set({ value: JSON.stringify({ daily: '150000', maxBankAccounts: 5 }) })
      .where('key', '=', 'withdraw_limits')
      .execute();
    try {
      const u = await registerUser(t.url);
      await depositAndWait(t.url, u.token, '500000');
      await setPin(t.url, u.token);
      const bank = await addBankAccount(t.url, u.token);
      const w = await request<{ id: string }>(t.url, 'POST', '/main/pay/withdraw', {
        token: u.token,
        body: { amount: '100000', bankAccountId: bank, pin: '123456' },
      });
      await request(t.url, 'POST', `/ops/withdrawals/${w.body.data!.id}/review`, { body: { decision: 'approve' } });
      expect(
        (
          await request(t.url, 'POST', '/main/pay/withdraw', {
            token: u.token,
            body: { amount: '60000', bankAccountId: bank, pin: '123456' },
          })
        ).body.code,
      ).toBe(3036);
      expect(
        (
          await request(t.url, 'POST', '/main/pay/withdraw', {
            token: u.token,
            body: { amount: '50000', bankAccountId: bank, pin: '123456' },
          })
        ).status,
      ).toBe(200);
    } finally {
      await t.server.database.db
        .updateTable('site_config')
        .set({ value: JSON.stringify({ daily: '50000000', maxBankAccounts: 5 }) })
        .where('key', '=', 'withdraw_limits')
        .execute();
    }
  });

  it('pushes the new balance to the owner after a deposit', async () => {
    const { WsClient } = await import('./harness.ts');
    const u = await registerUser(t.url);
    const ws = await WsClient.connect(t.wsUrl, { cookieToken: u.token });
    expect((await ws.call('/ws/subscribe', { topics: [`/ws/user/${u.userId}/balance`] })).code).toBe(200);
    const pushed = ws.next((f) => f.path === `/ws/user/${u.userId}/balance`);
    await depositAndWait(t.url, u.token, '25000');
    expect((await pushed).data).toMatchObject({ balance: '25000', currency: 'IDR' });
    ws.close();
  });
});
