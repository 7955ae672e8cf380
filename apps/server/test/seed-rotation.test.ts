/**
 * Seed rotation and open stepped rounds (issue 12, point 1). Revealing the server seed of a round still
 * in play lets the player compute every mine, card or trap; rotation is refused (20250) while one is
 * open, through the websocket `setSeed` of every game and REST, and works once the round has ended.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hiloCard, hiloWins } from '@kasino/shared/fairness/games/hilo';
import { mineTiles } from '@kasino/shared/fairness/games/mines';
import { stairsTraps } from '@kasino/shared/fairness/games/stairs';
import { BetStream } from '@kasino/shared/fairness/stream';
import type { BetView } from '@kasino/shared/games';
import { steppedRulesByGame } from '../src/modules/games/stepped-games.ts';
import { engines, request, startTestServer, WsClient, type TestServer } from './harness.ts';
import { balanceOf, fundedPlayer } from './wallet-helpers.ts';

type Round = { bet: BetView; state: 'process' | 'ended'; view: Record<string, unknown>; balance: string };
type Seeds = {
  active: { serverSeedHash: string; clientSeed: string; nonce: number };
  next: { serverSeedHash: string };
  revealed: Array<{ serverSeed: string; serverSeedHash: string }>;
};
type Player = Awaited<ReturnType<typeof fundedPlayer>>;

const steppedGames = ['mines', 'hilo', 'stairs'] as const;
type Stepped = (typeof steppedGames)[number];
const startParams: Record<Stepped, Record<string, unknown>> = { mines: { mines: 10 }, hilo: {}, stairs: { level: 'easy' } };

describe.each(engines)('seed rotation with an open stepped round on %s', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(engine, { SANDBOX_CONFIRM_MS: '10', JOBS: '0' });
  });
  afterAll(async () => {
    await t.close();
  });

  /** What the test (not the player) can read: the round's stream, from the stored seed. */
  async function streamOf(bet: BetView): Promise<BetStream> {
    const seed = await t.server.database.db
      .selectFrom('fair_seeds')
      .select('server_seed')
      .where('server_seed_hash', '=', bet.serverSeedHash)
      .executeTakeFirstOrThrow();
    return new BetStream({ serverSeed: seed.server_seed, clientSeed: bet.clientSeed, nonce: bet.nonce });
  }

  const seedsOf = async (token: string) => (await request<Seeds>(t.url, 'GET', '/main/fair/seeds', { token })).body.data!;
  const restRotate = (token: string, clientSeed?: string) =>
    request<Seeds>(t.url, 'POST', '/main/fair/seeds/rotate', { token, body: clientSeed ? { clientSeed } : {} });

  async function open(p: Player, game: Stepped, amount = '1000000'): Promise<Round> {
    const res = await p.ws.call(`/ws/game/${game}/startRound`, { amount, ...startParams[game] });
    expect(res.code).toBe(200);
    return res.data as Round;
  }

  /** Ends the round with a loss: the test reads the hidden outcome from the database. */
  async function lose(p: Player, game: Stepped, round: Round): Promise<void> {
    const stream = await streamOf(round.bet);
    const call = (data: Record<string, unknown>) => p.ws.call(`/ws/game/${game}/selectCard`, { roundId: round.bet.id, ...data });
    if (game === 'mines') {
      expect((await call({ selectCard: mineTiles(stream, 10)[0] })).data).toMatchObject({ state: 'ended', bet: { win: false } });
      return;
    }
    if (game === 'stairs') {
      expect((await call({ selectCard: stairsTraps(stream, 'easy', 0)[0] })).data).toMatchObject({ state: 'ended', bet: { win: false } });
      return;
    }
    for (let k = 0; ; k++) {
      const rank = hiloCard(stream, k).rank;
      const next = hiloCard(stream, k + 1).rank;
      const allowed =
        rank === 1 ? (['higher', 'same'] as const) : rank === 13 ? (['lower', 'same'] as const) : (['higher', 'lower'] as const);
      const losing = allowed.find((g) => !hiloWins(rank, g, next));
      const res = await call({ select: losing ?? 'skip' });
      expect(res.code).toBe(200);
      if (losing) {
        expect(res.data).toMatchObject({ state: 'ended', bet: { win: false } });
        return;
      }
    }
  }

  /** One correct step (a safe tile, a safe stair, a correct guess). */
  async function stepSafely(p: Player, game: Stepped, round: Round): Promise<void> {
    const stream = await streamOf(round.bet);
    const call = (data: Record<string, unknown>) => p.ws.call(`/ws/game/${game}/selectCard`, { roundId: round.bet.id, ...data });
    if (game === 'mines') {
      const mines = mineTiles(stream, 10);
      expect((await call({ selectCard: [...Array(25).keys()].find((i) => !mines.includes(i)) })).code).toBe(200);
      return;
    }
    if (game === 'stairs') {
      const traps = stairsTraps(stream, 'easy', 0);
      expect((await call({ selectCard: [0, 1, 2, 3].find((i) => !traps.includes(i)) })).code).toBe(200);
      return;
    }
    for (let k = 0; ; k++) {
      const rank = hiloCard(stream, k).rank;
      const next = hiloCard(stream, k + 1).rank;
      const allowed =
        rank === 1 ? (['higher', 'same'] as const) : rank === 13 ? (['lower', 'same'] as const) : (['higher', 'lower'] as const);
      const winning = allowed.find((g) => hiloWins(rank, g, next));
      expect((await call({ select: winning ?? 'skip' })).code).toBe(200);
      if (winning) return;
    }
  }

  /** Every place a player can read a bet or a seed shows no server seed of the open round. */
  async function expectSeedHidden(p: Player, game: Stepped, round: Round): Promise<void> {
    const hash = round.bet.serverSeedHash;
    const seeds = await seedsOf(p.token);
    expect(seeds.active.serverSeedHash).toBe(hash);
    expect(seeds.revealed.some((s) => s.serverSeedHash === hash)).toBe(false);
    expect((await request<BetView>(t.url, 'GET', `/main/bet/${round.bet.id}`, { token: p.token })).body.data!.serverSeed).toBeNull();
    const history = await request<{ list: BetView[] }>(t.url, 'GET', `/main/bet/history?game=${game}`, { token: p.token });
    expect(history.body.data!.list.find((b) => b.id === round.bet.id)!.serverSeed).toBeNull();
    const past = (await p.ws.call(`/ws/game/${game}/myPastRound`, {})).data as { list: BetView[] };
    expect(past.list.find((b) => b.id === round.bet.id)!.serverSeed).toBeNull();
    const cur = (await p.ws.call(`/ws/game/${game}/curRound`, {})).data as { round: Round; seeds: Seeds };
    expect(cur.round.bet.serverSeed).toBeNull();
    expect(cur.seeds.revealed.some((s) => s.serverSeedHash === hash)).toBe(false);
    expect(JSON.stringify(cur)).not.toContain(
      (
        await t.server.database.db
          .selectFrom('fair_seeds')
          .select('server_seed')
          .where('server_seed_hash', '=', hash)
          .executeTakeFirstOrThrow()
      ).server_seed,
    );
  }

  it.each(steppedGames)(
    '%s: setSeed over the websocket (stepped and single-shot) and REST rotate are refused with 20250 while the round is open',
    async (game) => {
      const p = await fundedPlayer(t, '2000000');
      const before = await seedsOf(p.token);
      const round = await open(p, game);
      expect(round.bet.serverSeedHash).toBe(before.active.serverSeedHash);

      const own = await p.ws.call(`/ws/game/${game}/setSeed`, { clientSeed: 'saya-mau-lihat' });
      expect(own.code).toBe(20250);
      expect(own.msg).toMatch(/Selesaikan ronde yang masih berjalan dulu/);
      expect(own.data).toBeUndefined();
      // Another game's link shares the seed pair: its setSeed is refused too.
      const other = game === 'mines' ? 'hilo' : 'mines';
      expect((await p.ws.call(`/ws/game/${other}/setSeed`, { clientSeed: 'lewat-game-lain' })).code).toBe(20250);
      expect((await p.ws.call('/ws/game/roller/setSeed', { clientSeed: 'lewat-roller' })).code).toBe(20250);
      const rest = await restRotate(p.token, 'lewat-rest');
      expect(rest.status).toBe(409);
      expect(rest.body).toMatchObject({ code: 20250 });
      expect(rest.body.msg).toMatch(/Selesaikan ronde/);
      expect(rest.body.data).toBeUndefined();
      expect((await restRotate(p.token)).body.code).toBe(20250);

      // Nothing changed: same active pair, same client seed, same next; the round plays on.
      const after = await seedsOf(p.token);
      expect(after.active).toMatchObject({ serverSeedHash: before.active.serverSeedHash, clientSeed: before.active.clientSeed });
      expect(after.next.serverSeedHash).toBe(before.next.serverSeedHash);
      await expectSeedHidden(p, game, round);
      // Single-shot bets still run on the same seed meanwhile.
      expect((await p.ws.call('/ws/game/roller/startRound', { amount: '1000', choose: 50000, isHigher: true })).code).toBe(200);

      await lose(p, game, round);
      // The round is over: rotation works and reveals the seed, which reproduces the round.
      const rotated = await p.ws.call(`/ws/game/${game}/setSeed`, { clientSeed: 'sekarang-boleh' });
      expect(rotated.code).toBe(200);
      const view = rotated.data as Seeds;
      expect(view.active).toMatchObject({ clientSeed: 'sekarang-boleh', nonce: 0, serverSeedHash: before.next.serverSeedHash });
      const revealed = view.revealed.find((s) => s.serverSeedHash === round.bet.serverSeedHash);
      expect(revealed).toBeDefined();
      expect((await request<BetView>(t.url, 'GET', `/main/bet/${round.bet.id}`, { token: p.token })).body.data!.serverSeed).toBe(
        revealed!.serverSeed,
      );
      p.ws.close();
    },
  );

  it.each(steppedGames)('%s: after a cash-out, REST rotate and single-shot setSeed work', async (game) => {
    const p = await fundedPlayer(t, '2000000');
    const round = await open(p, game, '10000');
    await stepSafely(p, game, round);
    expect((await restRotate(p.token)).body.code).toBe(20250);
    const cashed = await p.ws.call(`/ws/game/${game}/cashRound`, { roundId: round.bet.id });
    expect(cashed.data).toMatchObject({ state: 'ended', bet: { win: true } });
    const rest = await restRotate(p.token, 'setelah-cair');
    expect(rest.status).toBe(200);
    expect(rest.body.data!.revealed[0]!.serverSeedHash).toBe(round.bet.serverSeedHash);
    expect((await p.ws.call('/ws/game/coinflip/setSeed', { clientSeed: 'lagi' })).code).toBe(200);
    p.ws.close();
  });

  it('a round opened at the same instant as a rotation never plays on a revealed seed', async () => {
    const p = await fundedPlayer(t, '2000000');
    const second = await WsClient.connect(t.wsUrl, { cookieToken: p.token });
    const outcomes = { refused: 0, rotatedFirst: 0 };
    for (let i = 0; i < 12; i++) {
      // The rotation leaves 0-5 ms after the bet, so the two meet at different points of each other's work.
      const rotate = () =>
        i % 2
          ? second.call('/ws/game/mines/setSeed', { clientSeed: `balap-${i}` })
          : restRotate(p.token, `balap-${i}`).then((r) => ({ code: r.body.code }));
      const [started, rotation] = await Promise.all([
        p.ws.call('/ws/game/mines/startRound', { amount: '1000', mines: 10 }),
        new Promise<{ code?: number }>((resolve) => setTimeout(() => resolve(rotate()), i % 6)),
      ]);
      expect(started.code).toBe(200);
      const round = started.data as Round;
      expect([200, 20250]).toContain(rotation.code);
      if (rotation.code === 20250) outcomes.refused++;
      else outcomes.rotatedFirst++;
      // Whichever won, the open round's seed is the active one and is not revealed anywhere.
      await expectSeedHidden(p, 'mines', round);
      await lose(p, 'mines', round);
    }
    expect(outcomes.refused + outcomes.rotatedFirst).toBe(12);
    second.close();
    p.ws.close();
  });

  it('stale settlement pays exactly the cash-out of that moment, or refunds a round with no step; the seed stays hidden until then', async () => {
    const p = await fundedPlayer(t, '100000');
    const stepped = await open(p, 'mines', '10000');
    await stepSafely(p, 'mines', stepped);
    const cashOutNow = (await p.ws.call('/ws/game/mines/curRound', {})).data as { round: Round };
    const multiplier = cashOutNow.round.view.multiplier as string;
    const untouched = await open(p, 'hilo', '10000');
    // Abandoned: the seed of both rounds stays secret while they are open.
    expect((await restRotate(p.token)).body.code).toBe(20250);

    expect(await t.server.rounds.settleStale(steppedRulesByGame, -1)).toBe(2);
    const paid = (await request<BetView>(t.url, 'GET', `/main/bet/${stepped.bet.id}`, { token: p.token })).body.data!;
    expect(paid).toMatchObject({ status: 'settled', multiplier, payout: String((10000 * Math.round(Number(multiplier) * 100)) / 100) });
    const refunded = (await request<BetView>(t.url, 'GET', `/main/bet/${untouched.bet.id}`, { token: p.token })).body.data!;
    expect(refunded).toMatchObject({ status: 'void', payout: '0' });
    expect(await balanceOf(t.url, p.token)).toBe(String(100000 - 10000 + Number(paid.payout)));

    const rotated = await restRotate(p.token);
    expect(rotated.status).toBe(200);
    expect(rotated.body.data!.revealed[0]!.serverSeedHash).toBe(stepped.bet.serverSeedHash);
    expect((await request(t.url, 'GET', '/ops/reconcile')).body).toMatchObject({ ok: true });
    p.ws.close();
  });
});
