/**
 * Every balance push and every session end goes through a domain event: a withdrawal request and its
 * cancel push the balance (withdrawal.requested / withdrawal.cancelled); a round bet's stake pushes
 * the balance it left (bet.placed); a slot debit, credit and rollback each push theirs, and a big slot
 * win reaches `/ws/site/bigWin` from its credit's event, equal to the lobby's entry; password change,
 * session revokes (one, the others) and a password reset by email each record session.revoked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredEvent } from '@kasino/shared/events';
import type { LaunchView, WalletReply } from '@kasino/shared/protocol/slots';
import { signedHeaders } from '../src/modules/providers/wallet-signature.ts';
import { bindEmail, lastCode } from './account-helpers.ts';
import { createTestDatabase, engines, registerUser, request, startOn, WsClient, type TestDatabase, type TestServer } from './harness.ts';
import { addBankAccount, balanceOf, fundedPlayer, setPin } from './wallet-helpers.ts';

const SECRET = 'test-slot-provider-secret-0123456789';
const GAME = 'pp-sweet-candy-bonanza';

describe.each(engines)('events behind every push on %s', (engine) => {
  let database: TestDatabase;
  let t: TestServer;
  const seen: StoredEvent[] = [];
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    t = await startOn(database.url, {
      SANDBOX_CONFIRM_MS: '10',
      JOBS: '0',
      ROUND_TIME_PERCENT: '10',
      ROUND_CHAIN_LENGTH: '200',
      SLOT_PROVIDER_SECRETS: `sandbox:${SECRET}`,
    });
    t.server.events.live({
      name: 'probe',
      types: ['withdrawal.requested', 'withdrawal.cancelled', 'bet.placed', 'session.revoked'],
      handle: (e) => void seen.push(e),
    });
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  const balanceTopic = (userId: number) => `/ws/user/${userId}/balance`;
  /** Waits until a balance push carrying `balance` has arrived (it may already have). */
  const pushedBalance = async (ws: WsClient, userId: number, balance: string) => {
    await expect
      .poll(() => ws.pushes.some((f) => f.path === balanceTopic(userId) && (f.data as { balance: string }).balance === balance), {
        timeout: 5_000,
      })
      .toBe(true);
  };

  it('pushes the balance when a withdrawal is requested and when it is cancelled', async () => {
    const p = await fundedPlayer(t, '200000');
    await setPin(t.url, p.token);
    const bank = await addBankAccount(t.url, p.token);
    expect((await p.ws.call('/ws/subscribe', { topics: [balanceTopic(p.userId)] })).code).toBe(200);
    const w = await request<{ id: string }>(t.url, 'POST', '/main/pay/withdraw', {
      token: p.token,
      body: { amount: '150000', bankAccountId: bank, pin: '123456' },
    });
    expect(w.body.code).toBe(200);
    await pushedBalance(p.ws, p.userId, '50000');
    expect((await request(t.url, 'DELETE', `/main/pay/withdraw/${w.body.data!.id}`, { token: p.token })).body.code).toBe(200);
    await pushedBalance(p.ws, p.userId, '200000');
    const mine = seen.filter((e) => 'withdrawalId' in e && e.withdrawalId === w.body.data!.id).map((e) => e.type);
    expect(mine).toEqual(['withdrawal.requested', 'withdrawal.cancelled']);
    p.ws.close();
  });

  it('pushes the balance a round bet leaves, once per commit, with a bet.placed per selection', async () => {
    const p = await fundedPlayer(t, '100000');
    expect((await p.ws.call('/ws/subscribe', { topics: [balanceTopic(p.userId), '/ws/game/wingo/fastest/round/start'] })).code).toBe(200);
    let placed: { balance: string } | null = null;
    for (let i = 0; i < 5 && !placed; i++) {
      const cur = (await p.ws.call('/ws/game/wingo/curRound', { model: 'fastest' })).data as {
        phase: { roundId: string; status: string; closeTime: number } | null;
        curTime: number;
      };
      if (cur.phase?.status === 'betting' && cur.phase.closeTime - cur.curTime > 800) {
        const res = await p.ws.call('/ws/game/wingo/bet', {
          uuid: `paths-wingo-${p.userId}`,
          model: 'fastest',
          select: ['one', 'two', 'three'],
          amount: '1000',
          phaseNum: cur.phase.roundId,
        });
        if (res.code === 200) placed = res.data as { balance: string };
      } else await p.ws.next((f) => f.path === '/ws/game/wingo/fastest/round/start', 10_000);
    }
    expect(placed).toMatchObject({ balance: '97000' });
    await pushedBalance(p.ws, p.userId, '97000');
    // Three stakes in one unit: three events, each with the balance right after it (minor units), folded into one push.
    const events = seen.filter((e) => e.type === 'bet.placed' && e.userId === p.userId);
    expect(events.map((e) => e.type === 'bet.placed' && e.balanceAfter)).toEqual(['9900000', '9800000', '9700000']);
    const pushes = p.ws.pushes.filter((f) => f.path === balanceTopic(p.userId));
    expect(pushes.filter((f) => ['99000', '98000'].includes((f.data as { balance: string }).balance))).toEqual([]);
    p.ws.close();
  });

  it('pushes the balance after a slot debit, credit and rollback, and announces a big win from the credit event', async () => {
    const p = await fundedPlayer(t, '100000');
    const watcher = await WsClient.connect(t.wsUrl);
    expect((await watcher.call('/ws/subscribe', { topics: ['/ws/site/bigWin'] })).code).toBe(200);
    expect((await p.ws.call('/ws/subscribe', { topics: [balanceTopic(p.userId)] })).code).toBe(200);
    const launch = await request<LaunchView>(t.url, 'POST', `/main/pp/${GAME}/launch`, { token: p.token });
    const sessionToken = decodeURIComponent(/\/sandbox-slot\/([^?]+)/.exec(launch.body.data!.url)![1]!);
    const call = (action: string, body: object) => {
      const raw = JSON.stringify(body);
      return request<WalletReply>(t.url, 'POST', `/main/provider/sandbox/wallet/${action}`, {
        headers: signedHeaders(SECRET, Date.now(), raw),
        rawBody: raw,
      });
    };
    const id = `${p.userId}-${Date.now()}`;
    expect((await call('debit', { sessionToken, txId: `bet-${id}`, roundId: `R-${id}`, gameId: GAME, amount: '2000' })).body.code).toBe(
      200,
    );
    await pushedBalance(p.ws, p.userId, '98000');
    const bigWin = watcher.next((f) => f.path === '/ws/site/bigWin');
    const credit = { sessionToken, txId: `win-${id}`, roundId: `R-${id}`, gameId: GAME, amount: '30000', debitTxId: `bet-${id}` };
    expect((await call('credit', credit)).body.code).toBe(200);
    await pushedBalance(p.ws, p.userId, '128000');
    const announced = (await bigWin).data;
    const lobby = (await request<{ list: unknown[] }>(t.url, 'GET', '/main/game/bigWins?count=50')).body.data!.list;
    expect(lobby).toContainEqual(announced);
    expect(announced).toMatchObject({ id: `slot:sandbox:win-${id}`, amount: '2000', payout: '30000', multiplier: '15.00' });

    const refunded = `${id}-rb`;
    await call('debit', { sessionToken, txId: `bet-${refunded}`, roundId: `R-${refunded}`, gameId: GAME, amount: '5000' });
    await pushedBalance(p.ws, p.userId, '123000');
    const rollback = { sessionToken, txId: `rb-${refunded}`, roundId: `R-${refunded}`, gameId: GAME, refTxId: `bet-${refunded}` };
    expect((await call('rollback', rollback)).body.code).toBe(200);
    await expect.poll(() => p.ws.pushes.filter((f) => f.path === balanceTopic(p.userId)).at(-1)?.data).toMatchObject({ balance: '128000' });
    expect(await balanceOf(t.url, p.token)).toBe('128000');
    watcher.close();
    p.ws.close();
  });

  it('records session.revoked for a password change, a revoke of one and of the others, and a reset by email', async () => {
    const u = await registerUser(t.url);
    const login = async (password: string) =>
      (await request<{ token: string }>(t.url, 'POST', '/main/user/phone/login', { body: { phone: u.phone, password } })).body.data!.token;
    const revoked = () => seen.filter((e) => e.type === 'session.revoked' && e.userId === u.userId);
    const reasons = async (expected: Array<[string, number]>) =>
      expect.poll(() => revoked().map((e) => (e.type === 'session.revoked' ? [e.reason, e.sessions] : []))).toEqual(expected);

    // Two other devices; the password change signs both out.
    await login(u.password);
    await login(u.password);
    const changed = await request<{ signedOut: number }>(t.url, 'POST', '/main/user/phone/password', {
      token: u.token,
      body: { oldPassword: u.password, password: 'ganti12345' },
    });
    expect(changed.body.data).toEqual({ signedOut: 2 });
    await reasons([['password-change', 2]]);

    // One named device, then every other device.
    await login('ganti12345');
    await login('ganti12345');
    const sessions = (
      await request<{ list: Array<{ id: number; current: boolean }> }>(t.url, 'GET', '/main/user/sessions', { token: u.token })
    ).body.data!.list;
    const other = sessions.find((s) => !s.current)!;
    expect((await request(t.url, 'DELETE', `/main/user/sessions/${other.id}`, { token: u.token })).body.code).toBe(200);
    expect((await request(t.url, 'DELETE', '/main/user/sessions', { token: u.token })).body.data).toEqual({ signedOut: 1 });
    // Nothing left to sign out: no session ended, no event.
    expect((await request(t.url, 'DELETE', '/main/user/sessions', { token: u.token })).body.data).toEqual({ signedOut: 0 });
    await reasons([
      ['password-change', 2],
      ['revoke-one', 1],
      ['revoke-others', 1],
    ]);

    // A reset by email ends every session, the current one too.
    const email = await bindEmail(t.url, u.token, undefined, 'ganti12345');
    expect((await request(t.url, 'POST', '/main/user/email/password', { body: { email } })).status).toBe(200);
    const code = await lastCode(t.url, email);
    expect((await request(t.url, 'POST', '/main/user/email/password', { body: { email, code, password: 'baru12345' } })).status).toBe(200);
    await reasons([
      ['password-change', 2],
      ['revoke-one', 1],
      ['revoke-others', 1],
      ['password-reset', 1],
    ]);
    const stored = await t.server.database.db
      .selectFrom('domain_events')
      .select('payload')
      .where('type', '=', 'session.revoked')
      .where('user_id', '=', BigInt(u.userId))
      .execute();
    expect(stored).toHaveLength(4);
  });
});
