/**
 * Eggs, colour wheel, cryptos (one bet, one result) and Stairs (a stepped round) over the websocket:
 * wins and losses recomputed from the revealed seed, refusals with their codes, duplicates applied once,
 * concurrent cash-outs settled once, a restart in the middle of a climb, and the ledger after each.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playColorwheel, type WheelColor } from '@kasino/shared/fairness/games/colorwheel';
import { playCryptos } from '@kasino/shared/fairness/games/cryptos';
import { playEggs, type EggRisk } from '@kasino/shared/fairness/games/eggs';
import { stairsTraps, type StairsLevel } from '@kasino/shared/fairness/games/stairs';
import { sha256Hex } from '@kasino/shared/fairness/primitives';
import { BetStream } from '@kasino/shared/fairness/stream';
import type { BetView } from '@kasino/shared/games';
import { parseAmount, toWireAmount } from '@kasino/shared/money';
import { createTestDatabase, engines, request, startOn, WsClient, type TestDatabase, type TestServer } from './harness.ts';
import { fundedPlayer } from './wallet-helpers.ts';

type Placed = { bet: BetView; balance: string };
type Round = { bet: BetView; state: 'process' | 'ended'; view: Record<string, unknown>; balance: string };

describe.each(engines)('Eggs, colour wheel, cryptos and stairs on %s', (engine) => {
  let database: TestDatabase;
  let t: TestServer;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    t = await startOn(database.url, { SANDBOX_CONFIRM_MS: '10', JOBS: '0' });
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  const player = (deposit?: string) => fundedPlayer(t, deposit);
  const reconciled = async () => expect((await request(t.url, 'GET', '/ops/reconcile')).body).toMatchObject({ ok: true });
  const balanceOf = async (token: string) => (await request<{ balance: string }>(t.url, 'GET', '/main/user', { token })).body.data!.balance;

  /** Recomputes a settled bet from its revealed seed with the shared formulas. */
  function recompute(bet: BetView): { multiplier: string; payout: string; win: boolean; result: unknown } {
    const stream = new BetStream({ serverSeed: bet.serverSeed!, clientSeed: bet.clientSeed, nonce: bet.nonce });
    const amount = parseAmount(bet.amount)!;
    if (bet.game === 'eggs') {
      const { risk, egg } = bet.params as { risk: EggRisk; egg: number };
      const o = playEggs(stream, risk, egg, amount);
      return {
        multiplier: o.multiplier,
        payout: toWireAmount(o.payout),
        win: o.win,
        result: { risk, egg, prizes: o.prizes, multiplier: o.multiplier },
      };
    }
    if (bet.game === 'colorwheel') {
      const o = playColorwheel(stream, (bet.params as { color: WheelColor }).color, amount);
      return {
        multiplier: o.multiplier,
        payout: toWireAmount(o.payout),
        win: o.win,
        result: { segment: o.segment, color: o.color, pick: o.pick, multiplier: o.multiplier },
      };
    }
    const o = playCryptos(stream, amount);
    return {
      multiplier: o.multiplier,
      payout: toWireAmount(o.payout),
      win: o.win,
      result: { coins: o.coins, hand: o.hand, multiplier: o.multiplier },
    };
  }

  it('plays eggs, wheel spins and crypto rolls, each recomputed from the revealed seed', async () => {
    const p = await player('200000');
    const bets: Array<[string, Record<string, unknown>]> = [];
    for (let i = 0; i < 12; i++) {
      bets.push(['eggs', { risk: (['low', 'medium', 'high'] as const)[i % 3], egg: i % 3 }]);
      bets.push(['colorwheel', { color: (['grey', 'green', 'blue', 'gold'] as const)[i % 4] }]);
      bets.push(['cryptos', {}]);
    }
    const cur = await p.ws.call('/ws/game/eggs/curRound', {});
    expect(cur).toMatchObject({ code: 200, data: { state: 'beReady', betAmountRange: { min: '1000', max: '10000000' } } });
    const seedHash = (cur.data as { seeds: { active: { serverSeedHash: string } } }).seeds.active.serverSeedHash;
    let expected: bigint = parseAmount('200000')!;
    const placed: BetView[] = [];
    for (const [i, [game, params]] of bets.entries()) {
      const r = await p.ws.call(`/ws/game/${game}/startRound`, { uuid: `inst-${p.userId}-${i}`, amount: '1000.01', ...params });
      expect(r.code, `${game} #${i}`).toBe(200);
      const { bet, balance } = r.data as Placed;
      expect(bet).toMatchObject({ game, nonce: i, serverSeed: null, serverSeedHash: seedHash });
      expected += parseAmount(bet.payout)! - parseAmount('1000.01')!;
      expect(balance).toBe(toWireAmount(expected));
      placed.push(bet);
    }
    expect(placed.some((b) => b.win)).toBe(true);
    expect(placed.some((b) => !b.win)).toBe(true);

    const rotated = await p.ws.call('/ws/game/cryptos/setSeed', { clientSeed: 'audit' });
    const revealed = (rotated.data as { revealed: Array<{ serverSeed: string }> }).revealed[0]!;
    expect(sha256Hex(revealed.serverSeed)).toBe(seedHash);
    for (const game of ['eggs', 'colorwheel', 'cryptos']) {
      const history = await request<{ list: BetView[]; total: number }>(t.url, 'GET', `/main/bet/history?game=${game}&count=50`, {
        token: p.token,
      });
      expect(history.body.data!.total).toBe(12);
      for (const bet of history.body.data!.list) {
        expect(bet.serverSeed).toBe(revealed.serverSeed);
        expect({ multiplier: bet.multiplier, payout: bet.payout, win: bet.win, result: bet.result }).toEqual(recompute(bet));
      }
    }
    expect(await balanceOf(p.token)).toBe(toWireAmount(expected));
    await reconciled();
    p.ws.close();
  });

  it('refuses bad bets with the documented codes and leaves no trace', async () => {
    const p = await player('20000');
    const cases: Array<[string, Record<string, unknown>, number]> = [
      ['eggs', { risk: 'extreme', egg: 0 }, 3],
      ['eggs', { risk: 'low', egg: 3 }, 3],
      ['eggs', { risk: 'low' }, 3],
      ['colorwheel', { color: 'red' }, 3],
      ['colorwheel', {}, 3],
      ['cryptos', { amount: '999' }, 702],
      ['colorwheel', { color: 'gold', amount: '10000001' }, 711],
      ['eggs', { risk: 'high', egg: 1, amount: '30000' }, 700],
    ];
    for (const [game, params, code] of cases) {
      const r = await p.ws.call(`/ws/game/${game}/startRound`, { amount: '1000', ...params });
      expect(r.code, `${game} ${JSON.stringify(params)}`).toBe(code);
    }
    const anon = await WsClient.connect(t.wsUrl);
    expect((await anon.call('/ws/game/cryptos/startRound', { amount: '1000' })).code).toBe(1);
    expect((await anon.call('/ws/game/stairs/startRound', { amount: '1000', level: 'easy' })).code).toBe(1);
    anon.close();
    expect((await p.ws.call('/ws/game/stairs/startRound', { amount: '1000', level: 'legend' })).code).toBe(3);
    const history = await request<{ total: number }>(t.url, 'GET', '/main/bet/history', { token: p.token });
    expect(history.body.data!.total).toBe(0);
    expect(await balanceOf(p.token)).toBe('20000');
    p.ws.close();
  });

  it('applies a duplicate wheel spin once', async () => {
    const p = await player();
    const data = { uuid: `wheel-dup-${p.userId}`, amount: '5000', color: 'green' };
    const results = await Promise.all(Array.from({ length: 5 }, () => p.ws.call('/ws/game/colorwheel/startRound', data)));
    expect(results.every((r) => r.code === 200)).toBe(true);
    expect(new Set(results.map((r) => (r.data as Placed).bet.id)).size).toBe(1);
    const bet = (results[0]!.data as Placed).bet;
    expect(await balanceOf(p.token)).toBe(toWireAmount(parseAmount('95000')! + parseAmount(bet.payout)!));
    await reconciled();
    p.ws.close();
  });

  /** The traps of a round, read from the stored seed the way the verify page will once revealed. */
  async function trapsOf(bet: BetView, level: StairsLevel, step: number): Promise<number[]> {
    const seed = await t.server.database.db
      .selectFrom('fair_seeds')
      .select('server_seed')
      .where('server_seed_hash', '=', bet.serverSeedHash)
      .executeTakeFirstOrThrow();
    return stairsTraps(new BetStream({ serverSeed: seed.server_seed, clientSeed: bet.clientSeed, nonce: bet.nonce }), level, step);
  }
  const safeTile = async (bet: BetView, level: StairsLevel, step: number, tiles: number) => {
    const traps = await trapsOf(bet, level, step);
    return Array.from({ length: tiles }, (_, i) => i).find((i) => !traps.includes(i))!;
  };

  it('Stairs: safe steps climb, a restart keeps the round, two cash-outs settle once', async () => {
    const p = await player();
    const start = await p.ws.call('/ws/game/stairs/startRound', { uuid: `stairs-a-${p.userId}`, amount: '10000', level: 'medium' });
    expect(start.code).toBe(200);
    const round = start.data as Round;
    expect(round).toMatchObject({
      state: 'process',
      balance: '90000',
      view: { level: 'medium', tiles: 3, traps: 1, steps: 9, picks: [], trapMap: null, nextMultiplier: '1.47' },
    });
    expect((await p.ws.call('/ws/game/stairs/cashRound', { roundId: round.bet.id })).code).toBe(20012);
    expect((await p.ws.call('/ws/game/stairs/selectCard', { roundId: round.bet.id, selectCard: 3 })).code).toBe(3);
    const picks: number[] = [];
    for (let step = 0; step < 2; step++) {
      const tile = await safeTile(round.bet, 'medium', step, 3);
      picks.push(tile);
      const r = await p.ws.call('/ws/game/stairs/selectCard', { roundId: round.bet.id, selectCard: tile });
      expect(r.data).toMatchObject({ state: 'process', view: { picks } });
    }
    p.ws.close();
    await t.close();
    t = await startOn(database.url, { SANDBOX_CONFIRM_MS: '10', JOBS: '0' });
    const back = await WsClient.connect(t.wsUrl, { cookieToken: p.token });
    expect((await back.call('/ws/game/stairs/curRound', {})).data).toMatchObject({
      gameState: 'process',
      round: { bet: { id: round.bet.id }, view: { picks, multiplier: '2.20' } },
    });
    const other = await WsClient.connect(t.wsUrl, { cookieToken: p.token });
    const [a, b] = await Promise.all([
      back.call('/ws/game/stairs/cashRound', { roundId: round.bet.id }),
      other.call('/ws/game/stairs/cashRound', { roundId: round.bet.id }),
    ]);
    expect([a.code, b.code].sort()).toEqual([200, 20013]);
    const ended = (a.code === 200 ? a.data : b.data) as Round;
    // 98 × 3² / 2² = 220.5 → 2.20x; Rp 10.000 × 2.20 = Rp 22.000.
    expect(ended.bet).toMatchObject({ multiplier: '2.20', payout: '22000', win: true });
    expect((ended.view.trapMap as number[][]).length).toBe(9);
    expect(ended.balance).toBe('112000');
    await reconciled();
    back.close();
    other.close();
  });

  it('Stairs: a trap ends the climb as a loss; the top step cashes out by itself', async () => {
    const p = await player();
    const lost = (await p.ws.call('/ws/game/stairs/startRound', { amount: '5000', level: 'hard' })).data as Round;
    const trap = (await trapsOf(lost.bet, 'hard', 0))[0]!;
    const hit = await p.ws.call('/ws/game/stairs/selectCard', { roundId: lost.bet.id, selectCard: trap });
    expect(hit.data).toMatchObject({ state: 'ended', bet: { win: false, payout: '0' }, view: { hit: trap } });

    const top = (await p.ws.call('/ws/game/stairs/startRound', { amount: '1000', level: 'expert' })).data as Round;
    let last: Round = top;
    for (let step = 0; step < 4; step++) {
      const r = await p.ws.call('/ws/game/stairs/selectCard', {
        roundId: top.bet.id,
        selectCard: await safeTile(top.bet, 'expert', step, 3),
      });
      last = r.data as Round;
    }
    // 98 × 3⁴ = 7938 → 79.38x, paid without a cash-out call.
    expect(last).toMatchObject({ state: 'ended', bet: { win: true, multiplier: '79.38', payout: '79380' } });
    expect(await balanceOf(p.token)).toBe(toWireAmount(parseAmount('100000')! - 6000n * 100n + 7_938_000n));
    await reconciled();
    p.ws.close();
  });
});
