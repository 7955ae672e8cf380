import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playRoller } from '@kasino/shared/fairness/games/roller';
import { sha256Hex } from '@kasino/shared/fairness/primitives';
import { BetStream } from '@kasino/shared/fairness/stream';
import { parseAmount, toWireAmount } from '@kasino/shared/money';
import type { BetView } from '@kasino/shared/games';
import { engines, registerUser, request, startTestServer, WsClient, type TestServer } from './harness.ts';
import { fundedPlayer } from './wallet-helpers.ts';

type Placed = { bet: BetView; balance: string };

describe.each(engines)('Roller over the websocket on %s', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(engine, { SANDBOX_CONFIRM_MS: '10', JOBS: '0' });
  });
  afterAll(async () => {
    await t.close();
  });

  const player = (deposit?: string) => fundedPlayer(t, deposit);

  it('plays bets whose results anyone can recompute from the revealed seed', async () => {
    const p = await player();
    const cur = await p.ws.call('/ws/game/roller/curRound', {});
    expect(cur).toMatchObject({ code: 200, data: { state: 'beReady', betAmountRange: { min: '1000', max: '10000000' }, maxRate: '200' } });
    const before = (cur.data as { seeds: { active: { serverSeedHash: string; clientSeed: string } } }).seeds.active;
    const placed: Placed[] = [];
    for (let i = 0; i < 30; i++) {
      const r = await p.ws.call('/ws/game/roller/startRound', {
        uuid: `roller-${p.userId}-${i}`,
        amount: '1000',
        choose: 50000,
        isHigher: i % 2 === 0,
      });
      expect(r.code).toBe(200);
      placed.push(r.data as Placed);
    }
    expect(placed.map((b) => b.bet.nonce)).toEqual(Array.from({ length: 30 }, (_, i) => i));
    expect(placed.every((b) => b.bet.serverSeedHash === before.serverSeedHash && b.bet.serverSeed === null)).toBe(true);
    // Balance = deposit − stakes + payouts, and matches the last reply.
    const expected = 10_000_000n - 30n * 100_000n + placed.reduce((a, b) => a + parseAmount(b.bet.payout)!, 0n);
    expect(parseAmount(placed.at(-1)!.balance)).toBe(expected);
    // Rotating reveals the seed; every bet recomputes from it with the shared code.
    const rotated = await p.ws.call('/ws/game/roller/setSeed', { clientSeed: 'seed saya' });
    const revealed = (rotated.data as { revealed: Array<{ serverSeed: string; serverSeedHash: string; lastNonce: number }> }).revealed[0]!;
    expect(sha256Hex(revealed.serverSeed)).toBe(before.serverSeedHash);
    expect(revealed.lastNonce).toBe(29);
    const history = await request<{ list: BetView[]; total: number }>(t.url, 'GET', '/main/bet/history?game=roller&count=100', {
      token: p.token,
    });
    expect(history.body.data!.total).toBe(30);
    for (const bet of history.body.data!.list) {
      expect(bet.serverSeed).toBe(revealed.serverSeed);
      const params = bet.params as { choose: number; isHigher: boolean };
      const again = playRoller(
        new BetStream({ serverSeed: bet.serverSeed!, clientSeed: bet.clientSeed, nonce: bet.nonce }),
        params,
        parseAmount(bet.amount)!,
      )!;
      expect({ result: again.result, multiplier: again.multiplier, payout: toWireAmount(again.payout), win: again.win }).toEqual({
        result: (bet.result as { result: number }).result,
        multiplier: bet.multiplier,
        payout: bet.payout,
        win: bet.win,
      });
    }
    const after = await p.ws.call('/ws/game/roller/curRound', {});
    expect((after.data as { seeds: { active: { clientSeed: string; nonce: number } } }).seeds.active).toMatchObject({
      clientSeed: 'seed saya',
      nonce: 0,
    });
    const one = await request<BetView>(t.url, 'GET', `/main/bet/${placed[0]!.bet.id}`, { token: p.token });
    expect(one.body.data!.serverSeed).toBe(revealed.serverSeed);
    const other = await registerUser(t.url);
    expect((await request(t.url, 'GET', `/main/bet/${placed[0]!.bet.id}`, { token: other.token })).body.code).toBe(20010);
    p.ws.close();
  });

  it('refuses bad bets in the documented order and codes', async () => {
    const p = await player('20000');
    const call = (data: Record<string, unknown>) =>
      p.ws.call('/ws/game/roller/startRound', { amount: '1000', choose: 50000, isHigher: true, ...data });
    const anon = await WsClient.connect(t.wsUrl);
    expect((await anon.call('/ws/game/roller/startRound', { amount: '1000', choose: 50000, isHigher: true })).code).toBe(1);
    expect((await call({ choose: 'x' })).code).toBe(3);
    expect((await call({ amount: '999' })).code).toBe(702);
    expect((await call({ amount: '10000001' })).code).toBe(711);
    expect((await call({ choose: 0 })).code).toBe(3);
    expect((await call({ choose: 99505 })).code).toBe(711);
    expect((await call({ choose: 1000, isHigher: true })).code).toBe(3); // 99% chance, under 1.0102x
    expect((await call({ amount: '30000' })).code).toBe(700);
    expect((await call({ amount: '1.001' })).code).toBe(3);
    anon.close();
    p.ws.close();
  });

  it('applies a duplicate bet request once', async () => {
    const p = await player();
    const data = { uuid: `duplicate-${p.userId}`, amount: '5000', choose: 50000, isHigher: true };
    const results = await Promise.all(Array.from({ length: 5 }, () => p.ws.call('/ws/game/roller/startRound', data)));
    const ids = new Set(results.map((r) => (r.data as Placed).bet.id));
    expect(ids.size).toBe(1);
    const history = await request<{ total: number }>(t.url, 'GET', '/main/bet/history', { token: p.token });
    expect(history.body.data!.total).toBe(1);
    p.ws.close();
  });

  it('accepts exactly 10 of 100 parallel bets on a balance that covers 10', async () => {
    const p = await player('20000');
    // Ten links of the same player, ten bets each, all in flight at once.
    const links = await Promise.all(Array.from({ length: 10 }, () => WsClient.connect(t.wsUrl, { cookieToken: p.token })));
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        links[i % 10]!.call('/ws/game/roller/startRound', {
          uuid: `parallel-${p.userId}-${i}`,
          amount: '2000',
          choose: 99000,
          isHigher: true,
        }),
      ),
    );
    for (const link of links) link.close();
    const accepted = results.filter((r) => r.code === 200);
    const wins = accepted.filter((r) => (r.data as Placed).bet.win).length;
    // With no win, 10 stakes of Rp 2.000 use the whole Rp 20.000; a rare win funds more bets.
    if (wins === 0) expect(accepted).toHaveLength(10);
    expect(results.filter((r) => r.code !== 200).every((r) => r.code === 700)).toBe(true);
    // In minor units: a rare win pays fractions of a rupiah, which floats would blur.
    const balance = parseAmount((await request<{ balance: string }>(t.url, 'GET', '/main/user', { token: p.token })).body.data!.balance)!;
    const payouts = accepted.reduce((a, r) => a + parseAmount((r.data as Placed).bet.payout)!, 0n);
    expect(balance).toBe(2_000_000n - BigInt(accepted.length) * 200_000n + payouts);
    expect(balance >= 0n).toBe(true);
    expect((await request(t.url, 'GET', '/ops/reconcile')).body).toMatchObject({ ok: true });
    p.ws.close();
  });
});
