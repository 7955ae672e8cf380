/**
 * The withdrawal hold cannot be raced (issue 12, security review): a stolen session adds a bank account
 * and fires withdrawals at the account's predictable id while the add commits. The withdrawal reads the
 * account and then its hold inside its own transaction, and refuses an account younger than the hold
 * period by the row's own times, so none goes through. Staff cannot approve a payout during a hold.
 * The race shows on PostgreSQL (separate connections, read committed); SQLite runs it too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, registerUser, request, startTestServer, type TestServer } from './harness.ts';
import { addBankAccount, depositAndWait, setPin } from './wallet-helpers.ts';

const HOUR = 3_600_000;

describe.each(engines)('withdrawal hold against races on %s', (engine) => {
  let offset = 0;
  const now = () => Date.now() + offset;
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(engine, { SANDBOX_CONFIRM_MS: '20', JOBS: '0', WITHDRAW_HOLD_HOURS: '24' }, { now });
  });
  afterAll(async () => {
    await t?.close();
  });

  const funded = async () => {
    const u = await registerUser(t.url);
    await depositAndWait(t.url, u.token, '500000');
    await setPin(t.url, u.token);
    return u;
  };
  const withdraw = (token: string, bankAccountId: number) =>
    request<{ id: string; status: string }>(t.url, 'POST', '/main/pay/withdraw', {
      token,
      body: { amount: '60000', bankAccountId, pin: '123456' },
    });
  const review = (id: string, decision: 'approve' | 'reject') =>
    request<{ status: string }>(t.url, 'POST', `/ops/withdrawals/${id}/review`, { body: { decision } });

  it('30 withdrawals fired at the next bank-account id while that account is added: none goes through; after the hold one does', async () => {
    // How long an add takes here (PIN and password hashes, then the commit), to aim the withdrawals at
    // its commit: a withdrawal that read no hold just before it and the account just after it went out.
    const warm = await funded();
    let began = Date.now();
    await addBankAccount(t.url, warm.token, '5234500000');
    let addMs = Date.now() - began;
    const players = [];
    for (let round = 0; round < 3; round++) {
      const u = await funded();
      players.push(u);
      const last = await t.server.database.db
        .selectFrom('bank_accounts')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst();
      const target = Number(last?.id ?? 0) + 1;
      // 30 withdrawals spread from half the add's time to past its end, where its commit falls.
      const fired = Array.from({ length: 30 }, (_, i) =>
        new Promise((r) => setTimeout(r, Math.round(addMs * (0.5 + i / 30)))).then(() => withdraw(u.token, target)),
      );
      began = Date.now();
      const added = addBankAccount(t.url, u.token, `52345001${String(round).padStart(2, '0')}`).finally(() => (addMs = Date.now() - began));
      const [id, answers] = await Promise.all([added, Promise.all(fired)]);
      expect(id).toBe(target);
      const codes = answers.map((a) => a.body.code);
      expect(codes.filter((c) => c === 200)).toEqual([]);
      // 20008 before the account exists, 20270 once it does; 667 when more withdrawals than the PIN's
      // lock-out allows reach the PIN at once (it counts each try before checking it).
      expect(
        codes.every((c) => c === 20008 || c === 20270 || c === 667),
        JSON.stringify(codes),
      ).toBe(true);
      expect(await t.server.database.db.selectFrom('withdrawals').select('id').where('user_id', '=', BigInt(u.userId)).execute()).toEqual(
        [],
      );
      expect((await request<{ balance: string }>(t.url, 'GET', '/main/user', { token: u.token })).body.data!.balance).toBe('500000');
    }

    // The legitimate withdrawal after the hold goes through, and staff can approve it.
    offset += 24 * HOUR + 60_000;
    const u = players[0]!;
    const accounts = (await request<{ list: Array<{ id: number }> }>(t.url, 'GET', '/main/pay/bank/account', { token: u.token })).body.data!
      .list;
    const w = await withdraw(u.token, accounts[0]!.id);
    expect(w.status, JSON.stringify(w.body)).toBe(200);
    expect((await review(w.body.data!.id, 'approve')).body.data!.status).toBe('paid');
  });

  it('refuses a bank account younger than the hold by its own row even without its hold row (20270 with until and reason)', async () => {
    const u = await funded();
    const bank = await addBankAccount(t.url, u.token, '5234500002');
    await t.server.database.db.deleteFrom('withdrawal_holds').where('user_id', '=', BigInt(u.userId)).execute();
    const refused = await withdraw(u.token, bank);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(20270);
    const data = refused.body.data as unknown as { until: number; reason: string };
    expect(data.reason).toBe('bank_account_added');
    expect(data.until - now()).toBeGreaterThan(23 * HOUR);
    expect(data.until - now()).toBeLessThanOrEqual(24 * HOUR);
    offset += 24 * HOUR + 60_000;
    expect((await withdraw(u.token, bank)).status).toBe(200);
  });

  it('refuses staff approval during a hold placed after the request (20272), pays after it; a rejection still returns the funds', async () => {
    const u = await funded();
    const bank = await addBankAccount(t.url, u.token, '5234500003');
    offset += 24 * HOUR + 60_000;
    const w = await withdraw(u.token, bank);
    expect(w.status).toBe(200);
    // A security change after the request (a thief who just changed the phone) holds the payout.
    expect(
      (
        await request(t.url, 'POST', '/main/user/phone', {
          token: u.token,
          body: { phone: `0818${String(u.userId).padStart(8, '3')}`, password: u.password },
        })
      ).status,
    ).toBe(200);
    const refused = await review(w.body.data!.id, 'approve');
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe(20272);
    expect(refused.body.msg).toMatch(/^Persetujuan ditolak: penarikan ditahan hingga .+ WIB/);
    expect((refused.body.data as unknown as { reason: string }).reason).toBe('phone_changed');
    expect(
      (await request<{ pendingWithdrawal: { status: string } | null }>(t.url, 'GET', '/main/pay/info', { token: u.token })).body.data
        ?.pendingWithdrawal?.status,
    ).toBe('pending');
    offset += 24 * HOUR + 60_000;
    expect((await review(w.body.data!.id, 'approve')).body.data!.status).toBe('paid');

    // A changed bank account holds the approval of a pending withdrawal too, and a rejection is allowed.
    const second = await withdraw(u.token, bank);
    expect(second.status).toBe(200);
    const changed = await request(t.url, 'PUT', `/main/pay/bank/account/${bank}`, {
      token: u.token,
      body: { bankCode: 'BCA', accountNumber: '5234500004', holderName: 'Budi Santoso', pin: '123456', password: u.password },
    });
    expect(changed.status).toBe(200);
    expect((await review(second.body.data!.id, 'approve')).body.code).toBe(20272);
    expect((await review(second.body.data!.id, 'reject')).body.data!.status).toBe('rejected');
  });
});
