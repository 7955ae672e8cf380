import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hiloCard, hiloWins } from '@kasino/shared/fairness/games/hilo';
import { mineTiles } from '@kasino/shared/fairness/games/mines';
import { BetStream } from '@kasino/shared/fairness/stream';
import type { BetView } from '@kasino/shared/games';
import { parseAmount } from '@kasino/shared/money';
import { steppedRulesByGame } from '../src/modules/games/stepped-games.ts';
import { createTestDatabase, engines, request, startOn, WsClient, type TestDatabase, type TestServer } from './harness.ts';
import { fundedPlayer } from './wallet-helpers.ts';

type Round = { bet: BetView; state: 'process' | 'ended'; view: Record<string, unknown>; balance: string };

describe.each(engines)('Hilo and Mines over the websocket on %s', (engine) => {
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

  /** The round's stream, read the way the verify page will once the seed is revealed. */
  async function streamOf(server: TestServer, bet: BetView): Promise<BetStream> {
    const seed = await server.server.database.db
      .selectFrom('fair_seeds')
      .select('server_seed')
      .where('server_seed_hash', '=', bet.serverSeedHash)
      .executeTakeFirstOrThrow();
    return new BetStream({ serverSeed: seed.server_seed, clientSeed: bet.clientSeed, nonce: bet.nonce });
  }

  it('Mines: safe picks raise the multiplier, cash-out pays it, the mines show at the end', async () => {
    const p = await player();
    const start = await p.ws.call('/ws/game/mines/startRound', { uuid: `mines-a-${p.userId}`, amount: '10000', mines: 3 });
    expect(start.code).toBe(200);
    const round = start.data as Round;
    expect(round).toMatchObject({ state: 'process', balance: '90000', view: { mines: 3, picks: [], mineTiles: null } });
    expect((await p.ws.call('/ws/game/mines/cashRound', { roundId: round.bet.id })).code).toBe(20012);
    expect((await p.ws.call('/ws/game/mines/startRound', { uuid: `mines-b-${p.userId}`, amount: '10000', mines: 3 })).code).toBe(20011);
    const mines = mineTiles(await streamOf(t, round.bet), 3);
    const safe = Array.from({ length: 25 }, (_, i) => i).filter((i) => !mines.includes(i));
    for (const tile of safe.slice(0, 2)) {
      const step = await p.ws.call('/ws/game/mines/selectCard', { roundId: round.bet.id, selectCard: tile });
      expect(step.code).toBe(200);
    }
    expect((await p.ws.call('/ws/game/mines/selectCard', { roundId: round.bet.id, selectCard: safe[0] })).code).toBe(3);
    // Two cash-outs at once: one pays, the other finds the round ended.
    const [a, b] = await Promise.all([
      p.ws.call('/ws/game/mines/cashRound', { roundId: round.bet.id }),
      (await WsClient.connect(t.wsUrl, { cookieToken: p.token })).call('/ws/game/mines/cashRound', { roundId: round.bet.id }),
    ]);
    expect([a.code, b.code].sort()).toEqual([200, 20013]);
    const ended = (a.code === 200 ? a.data : b.data) as Round;
    expect(ended.state).toBe('ended');
    expect(ended.bet).toMatchObject({ multiplier: '1.25', payout: '12500', win: true });
    expect((ended.view.mineTiles as number[]).sort()).toEqual([...mines].sort());
    expect(ended.balance).toBe('102500');
    p.ws.close();
  });

  it('Mines: a mine ends the round as a loss (200, not an error)', async () => {
    const p = await player();
    const round = (await p.ws.call('/ws/game/mines/startRound', { amount: '5000', mines: 24 })).data as Round;
    const mines = mineTiles(await streamOf(t, round.bet), 24);
    const hit = await p.ws.call('/ws/game/mines/selectCard', { roundId: round.bet.id, selectCard: mines[0] });
    expect(hit.code).toBe(200);
    expect(hit.data).toMatchObject({ state: 'ended', bet: { win: false, payout: '0' }, view: { hit: mines[0] } });
    expect((await p.ws.call('/ws/game/mines/startRound', { amount: '5000', mines: 25 })).code).toBe(3);
    p.ws.close();
  });

  it('Hilo: correct guesses multiply, a wrong one loses, a restart keeps the round', async () => {
    const p = await player();
    const round = (await p.ws.call('/ws/game/hilo/startRound', { uuid: `hilo-a-${p.userId}`, amount: '10000' })).data as Round;
    const stream = await streamOf(t, round.bet);
    // Guess the side that wins for the first two cards.
    const guesses: string[] = [];
    for (let k = 0; k < 2; k++) {
      const rank = hiloCard(stream, k).rank;
      const next = hiloCard(stream, k + 1).rank;
      const guess =
        rank === 1
          ? next > 1
            ? 'higher'
            : 'same'
          : rank === 13
            ? next < 13
              ? 'lower'
              : 'same'
            : hiloWins(rank, 'higher', next)
              ? 'higher'
              : 'lower';
      guesses.push(guess);
      expect((await p.ws.call('/ws/game/hilo/selectCard', { roundId: round.bet.id, select: guess })).code).toBe(200);
    }
    // The server restarts with the round open; the player comes back to it.
    p.ws.close();
    await t.close();
    t = await startOn(database.url, { SANDBOX_CONFIRM_MS: '10', JOBS: '0' });
    const back = await WsClient.connect(t.wsUrl, { cookieToken: p.token });
    const cur = await back.call('/ws/game/hilo/curRound', {});
    expect(cur.data).toMatchObject({ gameState: 'process', round: { bet: { id: round.bet.id }, view: { guesses, correct: 2 } } });
    const cashed = await back.call('/ws/game/hilo/cashRound', { roundId: round.bet.id });
    const view = (cashed.data as Round).view as { multiplier: string };
    expect((cashed.data as Round).bet).toMatchObject({ win: true, multiplier: view.multiplier });
    // Rp 10.000 × multiplier, in whole sen, rounded down: integer arithmetic, as the server pays.
    expect(parseAmount((cashed.data as Round).bet.payout)).toBe((1_000_000n * BigInt(view.multiplier.replace('.', ''))) / 100n);
    expect((await back.call('/ws/game/hilo/curRound', {})).data).toMatchObject({ gameState: 'ready', round: null });
    back.close();
  });

  it('announces a big win to every subscriber and lists it in the public feed', async () => {
    const p = await player();
    const watcher = await WsClient.connect(t.wsUrl);
    expect((await watcher.call('/ws/subscribe', { topics: ['/ws/site/bigWin'] })).code).toBe(200);
    const pushed = watcher.next((f) => f.path === '/ws/site/bigWin');
    // 24 mines: the one safe tile pays 24.25x and ends the round.
    const round = (await p.ws.call('/ws/game/mines/startRound', { amount: '2000', mines: 24 })).data as Round;
    const mines = mineTiles(await streamOf(t, round.bet), 24);
    const safe = Array.from({ length: 25 }, (_, i) => i).find((i) => !mines.includes(i))!;
    const won = (await p.ws.call('/ws/game/mines/selectCard', { roundId: round.bet.id, selectCard: safe })).data as Round;
    expect(won.bet).toMatchObject({ win: true, multiplier: '24.25', payout: '48500' });
    const push = (await pushed).data as { id: string; user: string; payout: string };
    expect(push).toMatchObject({ id: round.bet.id, payout: '48500', game: 'mines' });
    expect(push.user).toMatch(/^\w{2}\*{3}\w{2}$/);
    const feed = await request<{ list: Array<{ id: string }> }>(t.url, 'GET', '/main/game/bigWins?count=5');
    expect(feed.body.data!.list[0]!.id).toBe(round.bet.id);
    // The 1.25x cash-out of the first test is a win too, but not a big one.
    const all = await request<{ list: Array<{ multiplier: string }> }>(t.url, 'GET', '/main/game/bigWins?count=50');
    expect(all.body.data!.list.every((w) => Number(w.multiplier) >= 10)).toBe(true);
    watcher.close();
    p.ws.close();
  });

  it('settles rounds left open by the documented rule, and the ledger balances', async () => {
    const p = await player();
    const open = (await p.ws.call('/ws/game/mines/startRound', { amount: '7000', mines: 5 })).data as Round;
    expect(open.balance).toBe('93000');
    const settled = await t.server.rounds.settleStale(new Map(), -1);
    expect(settled).toBe(0);
    expect(await t.server.rounds.settleStale(steppedRulesByGame, -1)).toBeGreaterThanOrEqual(1);
    const after = await request<BetView>(t.url, 'GET', `/main/bet/${open.bet.id}`, { token: p.token });
    expect(after.body.data).toMatchObject({ status: 'void' });
    expect((await request<{ balance: string }>(t.url, 'GET', '/main/user', { token: p.token })).body.data!.balance).toBe('100000');
    const flow = await request<{ list: Array<{ kind: string; reference: string }> }>(t.url, 'GET', '/main/pay/balance/flow?type=refund', {
      token: p.token,
    });
    expect(flow.body.data!.list[0]).toMatchObject({ kind: 'refund', reference: `bet:${open.bet.id}` });
    expect((await request(t.url, 'GET', '/ops/reconcile')).body).toMatchObject({ ok: true });
    p.ws.close();
  });
});
