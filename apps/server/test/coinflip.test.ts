import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playCoinflip, type CoinSide } from '@kasino/shared/fairness/games/coinflip';
import { sha256Hex } from '@kasino/shared/fairness/primitives';
import { BetStream } from '@kasino/shared/fairness/stream';
import { parseAmount, toWireAmount } from '@kasino/shared/money';
import type { BetView } from '@kasino/shared/games';
import { engines, request, startTestServer, WsClient, type TestServer } from './harness.ts';
import { fundedPlayer } from './wallet-helpers.ts';

type Placed = { bet: BetView; balance: string };
type CoinResult = { coin: CoinSide; side: CoinSide; multiplier: string };

describe.each(engines)('Coin flip over the websocket on %s', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(engine, { SANDBOX_CONFIRM_MS: '10', JOBS: '0' });
  });
  afterAll(async () => {
    await t.close();
  });

  const player = (deposit?: string) => fundedPlayer(t, deposit);

  it('plays flips that win and lose, recomputed from the revealed seed', async () => {
    const p = await player();
    const cur = await p.ws.call('/ws/game/coinflip/curRound', {});
    expect(cur).toMatchObject({ code: 200, data: { state: 'beReady', betAmountRange: { min: '1000', max: '10000000' }, maxRate: '200' } });
    const before = (cur.data as { seeds: { active: { serverSeedHash: string } } }).seeds.active;
    const placed: Placed[] = [];
    for (let i = 0; i < 24; i++) {
      const side: CoinSide = i % 2 === 0 ? 'heads' : 'tails';
      const r = await p.ws.call('/ws/game/coinflip/startRound', { uuid: `coin-${p.userId}-${i}`, amount: '1000.01', side });
      expect(r.code).toBe(200);
      const bet = (r.data as Placed).bet;
      expect(bet.game).toBe('coinflip');
      expect(bet.params).toEqual({ side });
      const result = bet.result as CoinResult;
      expect(result).toMatchObject({ side, multiplier: '1.98' });
      expect(bet.win).toBe(result.coin === side);
      // Rp 1.000,01 × 1.98 = Rp 1.980,0198, rounded down to the minor unit.
      expect(bet.payout).toBe(bet.win ? '1980.01' : '0');
      placed.push(r.data as Placed);
    }
    // 24 flips: both outcomes happen (a fixed-side run this long has probability 2^-23).
    expect(placed.some((b) => b.bet.win)).toBe(true);
    expect(placed.some((b) => !b.bet.win)).toBe(true);
    expect(placed.map((b) => b.bet.nonce)).toEqual(Array.from({ length: 24 }, (_, i) => i));
    expect(placed.every((b) => b.bet.serverSeedHash === before.serverSeedHash && b.bet.serverSeed === null)).toBe(true);
    const expected = parseAmount('100000')! - 24n * parseAmount('1000.01')! + placed.reduce((a, b) => a + parseAmount(b.bet.payout)!, 0n);
    expect(placed.at(-1)!.balance).toBe(toWireAmount(expected));

    const rotated = await p.ws.call('/ws/game/coinflip/setSeed', { clientSeed: 'koin saya' });
    expect(rotated.code).toBe(200);
    const revealed = (rotated.data as { revealed: Array<{ serverSeed: string; lastNonce: number }> }).revealed[0]!;
    expect(sha256Hex(revealed.serverSeed)).toBe(before.serverSeedHash);
    expect(revealed.lastNonce).toBe(23);
    const history = await request<{ list: BetView[]; total: number }>(t.url, 'GET', '/main/bet/history?game=coinflip&count=100', {
      token: p.token,
    });
    expect(history.body.data!.total).toBe(24);
    for (const bet of history.body.data!.list) {
      expect(bet.serverSeed).toBe(revealed.serverSeed);
      const side = (bet.params as { side: CoinSide }).side;
      const again = playCoinflip(
        new BetStream({ serverSeed: bet.serverSeed!, clientSeed: bet.clientSeed, nonce: bet.nonce }),
        side,
        parseAmount(bet.amount)!,
      );
      expect({ coin: again.coin, multiplier: again.multiplier, payout: toWireAmount(again.payout), win: again.win }).toEqual({
        coin: (bet.result as CoinResult).coin,
        multiplier: bet.multiplier,
        payout: bet.payout,
        win: bet.win,
      });
    }
    const after = await p.ws.call('/ws/game/coinflip/curRound', {});
    expect((after.data as { seeds: { active: { clientSeed: string; nonce: number } } }).seeds.active).toMatchObject({
      clientSeed: 'koin saya',
      nonce: 0,
    });
    expect((await request(t.url, 'GET', '/ops/reconcile')).body).toMatchObject({ ok: true });
    p.ws.close();
  });

  it('refuses bad bets with the documented codes', async () => {
    const p = await player('20000');
    const call = (data: Record<string, unknown>) => p.ws.call('/ws/game/coinflip/startRound', { amount: '1000', side: 'heads', ...data });
    const anon = await WsClient.connect(t.wsUrl);
    expect((await anon.call('/ws/game/coinflip/startRound', { amount: '1000', side: 'heads' })).code).toBe(1);
    expect((await call({ side: 'edge' })).code).toBe(3);
    expect((await call({ side: 0 })).code).toBe(3);
    expect((await call({ side: undefined })).code).toBe(3);
    expect((await call({ amount: '999' })).code).toBe(702);
    expect((await call({ amount: '10000001' })).code).toBe(711);
    expect((await call({ amount: '30000' })).code).toBe(700);
    expect((await call({ amount: '1.001' })).code).toBe(3);
    const history = await request<{ total: number }>(t.url, 'GET', '/main/bet/history?game=coinflip', { token: p.token });
    expect(history.body.data!.total).toBe(0);
    expect(Number((await request<{ balance: string }>(t.url, 'GET', '/main/user', { token: p.token })).body.data!.balance)).toBe(20_000);
    anon.close();
    p.ws.close();
  });

  it('applies a duplicate flip request once', async () => {
    const p = await player();
    const data = { uuid: `coin-dup-${p.userId}`, amount: '5000', side: 'tails' };
    const results = await Promise.all(Array.from({ length: 5 }, () => p.ws.call('/ws/game/coinflip/startRound', data)));
    expect(results.every((r) => r.code === 200)).toBe(true);
    const ids = new Set(results.map((r) => (r.data as Placed).bet.id));
    expect(ids.size).toBe(1);
    const history = await request<{ total: number }>(t.url, 'GET', '/main/bet/history?game=coinflip', { token: p.token });
    expect(history.body.data!.total).toBe(1);
    const bet = (results[0]!.data as Placed).bet;
    const balance = Number((await request<{ balance: string }>(t.url, 'GET', '/main/user', { token: p.token })).body.data!.balance);
    expect(balance).toBe(100_000 - 5000 + Number(bet.payout));
    expect((await request(t.url, 'GET', '/ops/reconcile')).body).toMatchObject({ ok: true });
    p.ws.close();
  });
});
