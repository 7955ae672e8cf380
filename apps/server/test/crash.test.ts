/**
 * kill -9 during a concurrent deposit / bet / withdraw / cancel load, then restart on the same database:
 * reconciliation finds every invariant intact, orders the crash left pending are confirmed by the
 * gateway's re-sent webhooks, and replaying every request with its Idempotency-Key applies nothing twice.
 */
import { describe, expect, it } from 'vitest';
import { createTestDatabase, engines, registerUser, request, WsClient } from './harness.ts';
import { spawnNode, type NodeProcess } from './node-process.ts';
import { addBankAccount, setPin } from './wallet-helpers.ts';

type Sent = { kind: 'deposit' | 'withdraw' | 'bet'; token: string; key: string; body: unknown; result?: string };

describe.each(engines)('crash during load on %s', (engine) => {
  it('recovers with the ledger intact and no request applied twice', async () => {
    const database = await createTestDatabase(engine);
    const env = {
      DATABASE_URL: database.url,
      SANDBOX_CONFIRM_MS: '30',
      JOBS_SANDBOX_MS: '300',
      AUTH_ATTEMPTS_PER_IP: '1000',
      REDIS_URL: '',
    };
    let node: NodeProcess = await spawnNode(env);
    const users = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const u = await registerUser(node.url);
        await setPin(node.url, u.token);
        return { ...u, bank: await addBankAccount(node.url, u.token) };
      }),
    );

    const sent: Sent[] = [];
    let stop = false;
    let seq = 0;
    const lane = async (u: (typeof users)[number]) => {
      const ws = await WsClient.connect(node.wsUrl, { cookieToken: u.token });
      while (!stop) {
        const n = seq++;
        const deposit: Sent = { kind: 'deposit', token: u.token, key: `dep-${n}`, body: { amount: String(20_000 + (n % 7) * 1000) } };
        sent.push(deposit);
        try {
          const r = await request<{ id: string }>(node.url, 'POST', '/main/pay/recharge', {
            token: u.token,
            body: deposit.body,
            headers: { 'idempotency-key': deposit.key },
          });
          deposit.result = r.body.data?.id;
          const w: Sent = {
            kind: 'withdraw',
            token: u.token,
            key: `wd-${n}`,
            body: { amount: '50000', bankAccountId: u.bank, pin: '123456' },
          };
          sent.push(w);
          const wr = await request<{ id: string }>(node.url, 'POST', '/main/pay/withdraw', {
            token: u.token,
            body: w.body,
            headers: { 'idempotency-key': w.key },
          });
          w.result = wr.body.data?.id;
          if (w.result && n % 2 === 0) await request(node.url, 'DELETE', `/main/pay/withdraw/${w.result}`, { token: u.token });
          for (let b = 0; b < 3; b++) {
            const bet: Sent = {
              kind: 'bet',
              token: u.token,
              key: `bet-${n}-${b}`,
              body: { uuid: `crash-bet-${n}-${b}`, amount: '1000', choose: 50000, isHigher: b % 2 === 0 },
            };
            sent.push(bet);
            const br = await ws.call('/ws/game/roller/startRound', bet.body);
            bet.result = (br.data as { bet?: { id: string } } | undefined)?.bet?.id;
          }
        } catch {
          return; // the server died under us
        }
      }
    };
    const load = Promise.all(users.map(lane));
    // Kill mid-load: once enough requests are in flight or done, however fast this machine is.
    for (let waited = 0; sent.length < 60 && waited < 30_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
    node.child.kill('SIGKILL');
    stop = true;
    await load;
    expect(await node.exited).toBeNull();
    expect(sent.length).toBeGreaterThanOrEqual(60);

    node = await spawnNode(env);
    try {
      // Right after the restart the ledger already balances.
      const first = await request(node.url, 'GET', '/ops/reconcile');
      expect(first.body).toMatchObject({ ok: true, violations: [] });

      // Orders left pending get their webhook re-sent by the sandbox gateway.
      for (let i = 0; i < 100; i++) {
        const left = await countPending(
          node,
          users.map((u) => u.token),
        );
        if (left === 0) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(
        await countPending(
          node,
          users.map((u) => u.token),
        ),
      ).toBe(0);

      // Replaying every request with its key returns what it created the first time (or, if the
      // first never reached the database, creates it now, once).
      const balancesBefore = await Promise.all(users.map((u) => balance(node, u.token)));
      const replayLink = new Map<string, WsClient>();
      for (const s of sent.filter((x) => x.kind === 'bet')) {
        let ws = replayLink.get(s.token);
        if (!ws) replayLink.set(s.token, (ws = await WsClient.connect(node.wsUrl, { cookieToken: s.token })));
        const first = await ws.call('/ws/game/roller/startRound', s.body);
        const id = (first.data as { bet?: { id: string } } | undefined)?.bet?.id;
        if (s.result) expect(id, `bet ${s.key}`).toBe(s.result);
        if (id) expect(((await ws.call('/ws/game/roller/startRound', s.body)).data as { bet: { id: string } }).bet.id).toBe(id);
      }
      for (const ws of replayLink.values()) ws.close();
      for (const s of sent.filter((x) => x.kind !== 'bet')) {
        const path = s.kind === 'deposit' ? '/main/pay/recharge' : '/main/pay/withdraw';
        const r = await request<{ id: string }>(node.url, 'POST', path, {
          token: s.token,
          body: s.body,
          headers: { 'idempotency-key': s.key },
        });
        if (s.result) expect(r.body.data?.id, `${s.kind} ${s.key}`).toBe(s.result);
        if (r.body.data?.id) {
          const again = await request<{ id: string }>(node.url, 'POST', path, {
            token: s.token,
            body: s.body,
            headers: { 'idempotency-key': s.key },
          });
          expect(again.body.data?.id).toBe(r.body.data.id);
        }
      }
      // Orders the replay created settle too; afterwards every invariant still holds.
      for (
        let i = 0;
        i < 100 &&
        (await countPending(
          node,
          users.map((u) => u.token),
        )) > 0;
        i++
      )
        await new Promise((r) => setTimeout(r, 200));
      const end = await request<unknown>(node.url, 'GET', '/ops/reconcile');
      expect(end.body).toMatchObject({ ok: true, violations: [] });
      // Each user's balance is paid deposits minus withdrawals that hold or paid their funds, minus stakes, plus payouts.
      for (const [i, u] of users.entries()) {
        const deposits = await request<{ list: Array<{ amount: string; status: string }> }>(node.url, 'GET', '/main/pay/orders?count=100', {
          token: u.token,
        });
        const withdrawals = await request<{ list: Array<{ amount: string; status: string }> }>(
          node.url,
          'GET',
          '/main/pay/withdraw/records?count=100',
          { token: u.token },
        );
        const paid = deposits.body.data!.list.filter((d) => d.status === 'paid').reduce((a, d) => a + Number(d.amount), 0);
        const held = withdrawals.body
          .data!.list.filter((w) => w.status === 'pending' || w.status === 'paid')
          .reduce((a, w) => a + Number(w.amount), 0);
        let net = 0;
        for (let page = 1; ; page++) {
          const bets = await request<{ list: Array<{ amount: string; payout: string }>; total: number }>(
            node.url,
            'GET',
            `/main/bet/history?count=100&page=${page}`,
            { token: u.token },
          );
          net += bets.body.data!.list.reduce((a, b) => a - Number(b.amount) + Number(b.payout), 0);
          if (page * 100 >= bets.body.data!.total) break;
        }
        expect(Number(await balance(node, u.token)), `user ${i}`).toBe(paid - held + net);
        expect(Number(balancesBefore[i])).toBeGreaterThanOrEqual(0);
      }
    } finally {
      await node.stop();
      await database.drop();
    }
  });
});

async function balance(node: NodeProcess, token: string): Promise<string> {
  return (await request<{ balance: string }>(node.url, 'GET', '/main/user', { token })).body.data!.balance;
}

async function countPending(node: NodeProcess, tokens: string[]): Promise<number> {
  let n = 0;
  for (const token of tokens) {
    const r = await request<{ total: number }>(node.url, 'GET', '/main/pay/orders?status=pending&count=1', { token });
    n += r.body.data?.total ?? 0;
  }
  return n;
}
