/**
 * Round games over the websocket on one node (rounds shortened to 10%: 3 s, betting closes 0.5 s before
 * the end): bets in and out of the window, ranges, payouts of the Wingo selections, Roulette and Dice,
 * duplicates once, pushes to every subscriber, personal results only to their owner, the committed
 * chain published and checked, a restart before a round ends, and a void that refunds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roundHashOf, walksBackTo } from '@kasino/shared/fairness/chain';
import { sha256Hex } from '@kasino/shared/fairness/primitives';
import {
  dicePayX100,
  roulettePayX100,
  wingoPayX100,
  wingoResult,
  wingoSelections,
  type RoulettePool,
  type WingoSelection,
} from '@kasino/shared/fairness/games/rounds';
import { dingdongPayX100, dingdongPools, dingdongSpin, type DingdongPool } from '@kasino/shared/fairness/games/dingdong';
import { parseAmount, toWireAmount } from '@kasino/shared/money';
import { createTestDatabase, engines, request, startOn, WsClient, type TestDatabase, type TestServer } from './harness.ts';
import { fundedPlayer } from './wallet-helpers.ts';

type Frame = Awaited<ReturnType<WsClient['call']>>;
interface Phase {
  roundId: string;
  status: string;
  startTime: number;
  closeTime: number;
  endTime: number;
  serverSeedHash: string;
  serverSeed: string | null;
  roundHash: string | null;
  salt: string | null;
  result: Record<string, unknown> | null;
}
interface Bet {
  id: string;
  roundId: string;
  select: string;
  amount: string;
  payout: string;
  multiplier: string;
  status: string;
}

const env = { SANDBOX_CONFIRM_MS: '10', JOBS: '0', ROUND_TIME_PERCENT: '10', ROUND_CHAIN_LENGTH: '50' };

describe.each(engines)('round games on %s', (engine) => {
  let database: TestDatabase;
  let t: TestServer;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    t = await startOn(database.url, env);
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  const reconciled = async () => expect((await request(t.url, 'GET', '/ops/reconcile')).body).toMatchObject({ ok: true });
  const balanceOf = async (token: string) => (await request<{ balance: string }>(t.url, 'GET', '/main/user', { token })).body.data!.balance;

  /** Waits for a round that still takes bets for at least `marginMs`. */
  async function bettingRound(
    ws: WsClient,
    curPath: string,
    data: unknown,
    startTopic: string,
    pick: (f: Frame) => Phase | null,
    marginMs = 1200,
  ): Promise<Phase> {
    for (let i = 0; i < 5; i++) {
      const cur = await ws.call(curPath, data);
      const phase = pick(cur);
      const now = (cur.data as { curTime: number }).curTime;
      if (phase && phase.status === 'betting' && phase.closeTime - now > marginMs) return phase;
      await ws.next((f) => f.path === startTopic, 8_000);
    }
    throw new Error('no betting round');
  }
  const wingoPhase = (f: Frame) => (f.data as { phase: Phase | null }).phase;

  it('Wingo: bets in the window pay per SPEC §9, only the owner hears their result, the seed checks out', async () => {
    const p = await fundedPlayer(t, '100000');
    const other = await fundedPlayer(t, '100000');
    const watcher = await WsClient.connect(t.wsUrl);
    const topics = ['/ws/game/wingo/fastest/round/start', '/ws/game/wingo/fastest/round/end', '/ws/game/wingo/fastest/round/update'];
    expect((await watcher.call('/ws/subscribe', { topics })).code).toBe(200);
    expect((await p.ws.call('/ws/subscribe', { topics: [...topics, `/ws/game/wingo/${p.userId}/round/result`] })).code).toBe(200);
    expect((await other.ws.call('/ws/subscribe', { topics: [`/ws/game/wingo/${p.userId}/round/result`] })).code).toBe(3);
    expect((await other.ws.call('/ws/subscribe', { topics: [`/ws/game/wingo/${other.userId}/round/result`] })).code).toBe(200);

    const phase = await bettingRound(p.ws, '/ws/game/wingo/curRound', { model: 'fastest' }, topics[0]!, wingoPhase);
    expect(phase).toMatchObject({ serverSeed: null, roundHash: null, result: null });
    // Every selection at once: each is its own bet, paid per SPEC §9 on the one result.
    const selects: WingoSelection[] = [...wingoSelections];
    const update = watcher.next((f) => f.path === topics[2]);
    const placed = await p.ws.call('/ws/game/wingo/bet', {
      uuid: `wingo-bet-${p.userId}`,
      model: 'fastest',
      select: selects,
      amount: '1000',
      phaseNum: phase.roundId,
    });
    expect(placed.code).toBe(200);
    const bets = (placed.data as { bets: Bet[]; balance: string }).bets;
    expect(bets.map((b) => b.select)).toEqual(selects);
    expect((placed.data as { balance: string }).balance).toBe(String(100_000 - 1000 * selects.length));
    expect(((await update).data as { list: unknown[] }).list).toHaveLength(selects.length);
    // The same request again changes nothing.
    const again = await p.ws.call('/ws/game/wingo/bet', {
      uuid: `wingo-bet-${p.userId}`,
      model: 'fastest',
      select: selects,
      amount: '1000',
      phaseNum: phase.roundId,
    });
    expect((again.data as { bets: Bet[] }).bets.map((b) => b.id)).toEqual(bets.map((b) => b.id));
    expect(await balanceOf(p.token)).toBe(String(100_000 - 1000 * selects.length));

    const result = p.ws.next(
      (f) => f.path === `/ws/game/wingo/${p.userId}/round/result` && (f.data as { roundId: string }).roundId === phase.roundId,
      8_000,
    );
    const ended = await watcher.next((f) => f.path === topics[1] && (f.data as Phase).roundId === phase.roundId, 8_000);
    const end = ended.data as Phase;
    expect(end.status).toBe('settled');
    expect(sha256Hex(end.serverSeed!)).toBe(phase.serverSeedHash);
    expect(end.roundHash).toBe(roundHashOf(end.serverSeed!, end.salt!));
    const number = wingoResult(end.roundHash!);
    expect(end.result).toMatchObject({ result: number });
    const mine = (await result).data as { bets: Bet[]; winAmount: string };
    let paid = 0n;
    for (const bet of mine.bets) {
      const x100 = wingoPayX100(bet.select as WingoSelection, number);
      expect(bet).toMatchObject({ status: 'settled', payout: toWireAmount((100_000n * x100) / 100n) });
      paid += (100_000n * x100) / 100n;
    }
    expect(mine.winAmount).toBe(toWireAmount(paid));
    expect(mine.bets).toHaveLength(selects.length);
    // Exactly one number wins, one or two colours, and one of Besar (5-9) and Kecil (0-4) at 1.9x.
    expect(
      mine.bets.filter((b) => /^(zero|one|two|three|four|five|six|seven|eight|nine)$/.test(b.select) && b.payout !== '0'),
    ).toHaveLength(1);
    const size = mine.bets.filter((b) => (b.select === 'big' || b.select === 'small') && b.payout !== '0');
    expect(size).toEqual([expect.objectContaining({ select: number >= 5 ? 'big' : 'small', payout: '1900', multiplier: '1.90' })]);
    expect(await balanceOf(p.token)).toBe(toWireAmount(parseAmount(String(100_000 - 1000 * selects.length))! + paid));
    // Nobody else heard it.
    expect(other.ws.pushes.some((f) => f.path?.includes(`/${p.userId}/`))).toBe(false);

    // The round is in pastRound and walks back to the published commitment.
    const past = await watcher.call('/ws/game/wingo/pastRound', { model: 'fastest', count: 50 });
    const listed = (past.data as { list: Phase[] }).list.find((r) => r.roundId === phase.roundId)!;
    expect(listed).toMatchObject({ serverSeed: end.serverSeed, result: end.result });
    const chains = await request<{ list: Array<{ game: string; model: string | null; commitment: string; length: number; salt: string }> }>(
      t.url,
      'GET',
      '/main/fair/chains',
    );
    const chain = chains.body.data!.list.find((c) => c.game === 'wingo' && c.model === 'fastest' && c.salt === end.salt)!;
    expect(walksBackTo(end.serverSeed!, chain.commitment, chain.length)).not.toBeNull();
    const trend = await watcher.call('/ws/game/wingo/trend', { model: 'fastest' });
    expect((trend.data as { frequency: number[] }).frequency.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    await reconciled();
    for (const c of [p.ws, other.ws, watcher]) c.close();
  });

  it('pushes each round to many subscribers at once, with one ts', async () => {
    const clients = await Promise.all(Array.from({ length: 60 }, () => WsClient.connect(t.wsUrl)));
    for (const c of clients) expect((await c.call('/ws/subscribe', { topics: ['/ws/game/dice/round/start'] })).code).toBe(200);
    const pushes = await Promise.all(clients.map((c) => c.next((f) => f.path === '/ws/game/dice/round/start', 8_000)));
    expect(new Set(pushes.map((f) => (f.data as Phase).roundId)).size).toBe(1);
    expect(new Set(pushes.map((f) => f.ts)).size).toBe(1);
    for (const c of clients) c.close();
  });

  it('refuses bets outside the window (712), outside the range (702/711) and bad selections (3)', async () => {
    const p = await fundedPlayer(t, '50000');
    await p.ws.call('/ws/subscribe', { topics: ['/ws/game/roulette/round/start'] });
    const cur = await p.ws.call('/ws/game/roulette/curRound', {});
    const round = (cur.data as { round: Phase }).round;
    // Wait until betting has closed (0.5 s before the end), then bet on that round.
    const wait = round.closeTime - (cur.data as { curTime: number }).curTime + 50;
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    expect((await p.ws.call('/ws/game/roulette/bet', { amount: '1000', pool: 'red', roundId: round.roundId })).code).toBe(712);
    expect((await p.ws.call('/ws/game/roulette/bet', { amount: '999', pool: 'red' })).code).toBe(702);
    expect((await p.ws.call('/ws/game/roulette/bet', { amount: '10000001', pool: 'red' })).code).toBe(711);
    expect((await p.ws.call('/ws/game/roulette/bet', { amount: '1000', pool: 'blue' })).code).toBe(3);
    expect((await p.ws.call('/ws/game/dice/bet', { amount: '1000', pool: 7 })).code).toBe(3);
    expect((await p.ws.call('/ws/game/wingo/bet', { model: 'fastest', amount: '1000', select: ['zero', 'zero'] })).code).toBe(3);
    expect((await p.ws.call('/ws/game/wingo/bet', { model: 'slowest', amount: '1000', select: ['red'] })).code).toBe(3);
    const anon = await WsClient.connect(t.wsUrl);
    expect((await anon.call('/ws/game/dice/bet', { amount: '1000', pool: 3 })).code).toBe(1);
    anon.close();
    expect(await balanceOf(p.token)).toBe('50000');
    p.ws.close();
  });

  it('Roulette and Dice: every pool settles by the committed result', async () => {
    const p = await fundedPlayer(t, '100000');
    await p.ws.call('/ws/subscribe', {
      topics: [
        '/ws/game/roulette/round/start',
        '/ws/game/dice/round/start',
        `/ws/game/roulette/round/result/${p.userId}`,
        `/ws/game/dice/round/result/${p.userId}`,
      ],
    });
    const pick = (f: Frame) => (f.data as { round: Phase | null }).round;
    const roulette = await bettingRound(p.ws, '/ws/game/roulette/curRound', {}, '/ws/game/roulette/round/start', pick);
    for (const pool of ['black', 'red', 'green'])
      expect(
        (
          await p.ws.call('/ws/game/roulette/bet', {
            uuid: `roulette-${p.userId}-${pool}`,
            amount: '1000',
            pool,
            roundId: roulette.roundId,
          })
        ).code,
      ).toBe(200);
    const dice = await bettingRound(p.ws, '/ws/game/dice/curRound', {}, '/ws/game/dice/round/start', pick);
    for (const face of [1, 2, 3, 4, 5, 6])
      expect(
        (await p.ws.call('/ws/game/dice/bet', { uuid: `dice-bet-${p.userId}-${face}`, amount: '1000', pool: face, roundId: dice.roundId }))
          .code,
      ).toBe(200);
    const cur = await p.ws.call('/ws/game/dice/curRound', {});
    expect((cur.data as { myPoolAmount: Record<string, string> }).myPoolAmount).toMatchObject({ '1': '1000', '6': '1000' });

    const [rr, dr] = await Promise.all([
      p.ws.next(
        (f) => f.path === `/ws/game/roulette/round/result/${p.userId}` && (f.data as { roundId: string }).roundId === roulette.roundId,
        8_000,
      ),
      p.ws.next(
        (f) => f.path === `/ws/game/dice/round/result/${p.userId}` && (f.data as { roundId: string }).roundId === dice.roundId,
        8_000,
      ),
    ]);
    const rounds = await Promise.all([
      p.ws.call('/ws/game/roulette/pastRound', { count: 20 }),
      p.ws.call('/ws/game/dice/pastRound', { count: 20 }),
    ]);
    const rEnd = (rounds[0].data as { list: Phase[] }).list.find((r) => r.roundId === roulette.roundId)!;
    const dEnd = (rounds[1].data as { list: Phase[] }).list.find((r) => r.roundId === dice.roundId)!;
    let paid = 0n;
    for (const bet of (rr.data as { bets: Bet[] }).bets) {
      const x = roulettePayX100(bet.select as RoulettePool, rEnd.result!.resultNumber as number);
      expect(bet.payout).toBe(toWireAmount((100_000n * x) / 100n));
      paid += (100_000n * x) / 100n;
    }
    for (const bet of (dr.data as { bets: Bet[] }).bets) {
      const x = dicePayX100(Number(bet.select), dEnd.result!.result as number[]);
      expect(bet.payout).toBe(toWireAmount((100_000n * x) / 100n));
      paid += (100_000n * x) / 100n;
    }
    // Exactly one roulette colour wins; the dice pay 2x/3x/9x by matches over three faces.
    expect((rr.data as { bets: Bet[] }).bets.filter((b) => b.payout !== '0')).toHaveLength(1);
    expect(await balanceOf(p.token)).toBe(toWireAmount(parseAmount('91000')! + paid));
    await reconciled();
    p.ws.close();
  });

  it('reveals Roulette, Dice and Dingdong as betting closes (the stage lands before the period change), Wingo at the end', async () => {
    const watcher = await WsClient.connect(t.wsUrl);
    const games = ['roulette', 'dice', 'dingdong'] as const;
    const ends = [...games.map((g) => `/ws/game/${g}/round/end`), '/ws/game/wingo/fastest/round/end'];
    expect((await watcher.call('/ws/subscribe', { topics: ends })).code).toBe(200);
    const seen = await Promise.all(
      ends.map((topic) => watcher.next((f) => f.path === topic, 8_000).then((f) => ({ at: Date.now(), phase: f.data as Phase }))),
    );
    for (const { at, phase } of seen.slice(0, 3)) {
      // Revealed in the closed window: after the close, before the round's end, with its seed.
      expect(phase.status).toBe('settled');
      expect(at).toBeGreaterThanOrEqual(phase.closeTime);
      expect(at).toBeLessThan(phase.endTime);
      expect(sha256Hex(phase.serverSeed!)).toBe(phase.serverSeedHash);
    }
    const roulette = seen[0]!.phase;
    const p = await fundedPlayer(t, '20000');
    const late = await p.ws.call('/ws/game/roulette/bet', {
      uuid: `roulette-late-${p.userId}`,
      amount: '1000',
      pool: 'red',
      roundId: roulette.roundId,
    });
    expect(late.code).toBe(712);
    expect(await balanceOf(p.token)).toBe('20000');
    // Wingo keeps its result behind the mask until the period changes.
    expect(seen[3]!.at).toBeGreaterThanOrEqual(seen[3]!.phase.endTime);
    watcher.close();
    p.ws.close();
  });

  it('Dingdong: a bet on every pool, at most one fruit pays, by the committed spin', async () => {
    const p = await fundedPlayer(t, '100000');
    await p.ws.call('/ws/subscribe', { topics: ['/ws/game/dingdong/round/start', `/ws/game/dingdong/${p.userId}/result`] });
    const round = await bettingRound(
      p.ws,
      '/ws/game/dingdong/curRound',
      {},
      '/ws/game/dingdong/round/start',
      (f) => (f.data as { round: Phase | null }).round,
    );
    for (const pool of dingdongPools)
      expect(
        (await p.ws.call('/ws/game/dingdong/bet', { uuid: `dingdong-${p.userId}-${pool}`, amount: '1000', pool, roundId: round.roundId }))
          .code,
      ).toBe(200);
    const result = await p.ws.next(
      (f) => f.path === `/ws/game/dingdong/${p.userId}/result` && (f.data as { roundId: string }).roundId === round.roundId,
      8_000,
    );
    const past = ((await p.ws.call('/ws/game/dingdong/pastRound', { count: 10 })).data as { list: Phase[] }).list.find(
      (r) => r.roundId === round.roundId,
    )!;
    expect(past.result).toEqual({ result: dingdongSpin(past.roundHash!).result, draws: dingdongSpin(past.roundHash!).draws });
    const bets = (result.data as { bets: Bet[] }).bets;
    expect(bets).toHaveLength(6);
    for (const bet of bets)
      expect(bet.payout).toBe(
        toWireAmount((100_000n * dingdongPayX100(bet.select as DingdongPool, past.result!.result as DingdongPool)) / 100n),
      );
    expect(bets.filter((b) => b.payout !== '0').length).toBeLessThanOrEqual(1);
    await reconciled();
    p.ws.close();
  });

  it('settles a round that ended while the server was down, with its committed result, once', async () => {
    const p = await fundedPlayer(t, '100000');
    await p.ws.call('/ws/subscribe', { topics: ['/ws/game/dice/round/start'] });
    const round = await bettingRound(
      p.ws,
      '/ws/game/dice/curRound',
      {},
      '/ws/game/dice/round/start',
      (f) => (f.data as { round: Phase | null }).round,
    );
    expect(
      (await p.ws.call('/ws/game/dice/bet', { uuid: `restart-bet-${p.userId}`, amount: '5000', pool: 4, roundId: round.roundId })).code,
    ).toBe(200);
    p.ws.close();
    await t.close();
    // Down past the round's end.
    await new Promise((r) => setTimeout(r, Math.max(0, round.endTime - Date.now()) + 300));
    t = await startOn(database.url, env);
    const back = await WsClient.connect(t.wsUrl, { cookieToken: p.token });
    let mine: Bet | undefined;
    for (let i = 0; i < 40 && mine?.status !== 'settled'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      mine = ((await back.call('/ws/game/dice/myHistory', {})).data as { list: Bet[] }).list[0];
    }
    const past = ((await back.call('/ws/game/dice/pastRound', { count: 20 })).data as { list: Phase[] }).list.find(
      (r) => r.roundId === round.roundId,
    )!;
    expect(sha256Hex(past.serverSeed!)).toBe(round.serverSeedHash);
    const x = dicePayX100(4, past.result!.result as number[]);
    expect(mine).toMatchObject({ status: 'settled', payout: toWireAmount((500_000n * x) / 100n) });
    expect(await balanceOf(p.token)).toBe(toWireAmount(parseAmount('95000')! + (500_000n * x) / 100n));
    await reconciled();
    back.close();
  });

  it('voids a round on staff request: every stake comes back as a refund', async () => {
    const p = await fundedPlayer(t, '100000');
    await p.ws.call('/ws/subscribe', { topics: ['/ws/game/wingo/standard/round/start'] });
    const phase = await bettingRound(
      p.ws,
      '/ws/game/wingo/curRound',
      { model: 'standard' },
      '/ws/game/wingo/standard/round/start',
      wingoPhase,
    );
    expect(
      (await p.ws.call('/ws/game/wingo/bet', { model: 'standard', select: ['red', 'nine'], amount: '2000', phaseNum: phase.roundId })).code,
    ).toBe(200);
    expect(await balanceOf(p.token)).toBe('96000');
    const voided = await request<{ refunded: number }>(t.url, 'POST', `/ops/rounds/${phase.roundId}/void`);
    expect(voided.body.data).toMatchObject({ refunded: 2 });
    expect(await balanceOf(p.token)).toBe('100000');
    const mine = ((await p.ws.call('/ws/game/wingo/myHistory', { model: 'standard' })).data as { list: Bet[] }).list;
    expect(mine.every((b) => b.status === 'void')).toBe(true);
    const flow = await request<{ list: Array<{ kind: string }> }>(t.url, 'GET', '/main/pay/balance/flow?type=refund', { token: p.token });
    expect(flow.body.data!.list).toHaveLength(2);
    await reconciled();
    p.ws.close();
  });
});
