/**
 * The sandbox provider's demos per lobby category, played through HTTP as their pages play them:
 * baccarat for Kasino (live and table titles), fishing for Ikan, the sportsbook for Olahraga. Every
 * round must move the wallet by exactly its stake and its win, only through the seamless wallet's
 * signed callbacks (one debit and one credit per round), a double tap must be one bet, bad input a
 * clear code, and the ledger must reconcile.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAmount } from '@kasino/shared/money';
import type { LaunchView, SlotCategory, SlotPage } from '@kasino/shared/protocol/slots';
import { baccaratPayout, type BaccaratSide } from '../src/modules/providers/sandbox-baccarat.rules.ts';
import { engines, registerUser, request, startTestServer, type TestServer } from './harness.ts';
import { balanceOf, depositAndWait } from './wallet-helpers.ts';

interface DemoState {
  kind: string;
  balance: string;
  round: number;
  serverSeedHash: string;
  table: Record<string, unknown>;
}
interface RoundView {
  round: number;
  nextRound: number;
  stake: string;
  win: string;
  balance: string;
  replayed: boolean;
}
type BaccaratView = RoundView & { side: BaccaratSide; winner: BaccaratSide; player: number[]; banker: number[] };
type FishView = RoundView & { fish: string; caught: boolean; multiplier: number };
type SportsView = RoundView & { pick: string; outcome: string; odds: string; homeGoals: number; awayGoals: number };

/** A wire amount in minor units, as a plain bigint to add and subtract. */
const minor = (wire: string): bigint => parseAmount(wire)!;

describe.each(engines)('sandbox provider demos on %s', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(engine, { JOBS: '0', SANDBOX_CONFIRM_MS: '20' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const reconcileOk = async () => expect((await request(t.url, 'GET', '/ops/reconcile')).body).toMatchObject({ ok: true, violations: [] });

  /** The most popular third-party title of a category. */
  const titleOf = async (type: SlotCategory) => {
    const page = await request<SlotPage>(t.url, 'GET', `/main/slot/list?type=${type}&count=20`);
    const game = page.body.data!.list.find((g) => !g.inHouse)!;
    return { id: game.id, provider: game.provider };
  };

  /** A funded player with a launched session of `title`: its page's base path and the player. */
  const launch = async (title: { id: string; provider: string }, deposit = '100000') => {
    const u = await registerUser(t.url);
    if (deposit !== '0') await depositAndWait(t.url, u.token, deposit);
    const launched = await request<LaunchView>(t.url, 'POST', `/main/${title.provider}/${title.id}/launch`, { token: u.token });
    expect(launched.status).toBe(200);
    const sessionToken = decodeURIComponent(/\/sandbox-slot\/([^?]+)/.exec(launched.body.data!.url)![1]!);
    return { ...u, sessionToken, base: `/sandbox-slot/${encodeURIComponent(sessionToken)}`, url: launched.body.data!.url };
  };

  /** What the wallet recorded for a player: stakes debited and wins credited, in minor units. */
  const walletMoves = async (userId: number) => {
    const rows = await t.server.database.db.selectFrom('slot_transactions').selectAll().where('user_id', '=', BigInt(userId)).execute();
    const sum = (kind: string) => rows.filter((r) => r.kind === kind).reduce((s, r) => s + BigInt(r.amount), 0n);
    return {
      debits: rows.filter((r) => r.kind === 'debit').length,
      credits: rows.filter((r) => r.kind === 'credit').length,
      staked: sum('debit'),
      paid: sum('credit'),
    };
  };

  it('opens the demo of each category: the page and its state name the kind', async () => {
    for (const [type, kind] of [
      ['slot', 'slot'],
      ['live', 'baccarat'],
      ['table', 'baccarat'],
      ['fish', 'fish'],
      ['sports', 'sports'],
    ] as const) {
      const title = await titleOf(type);
      const p = await launch(title, '0');
      const html = await (await fetch(t.url + p.url)).text();
      expect(html, type).toContain(kind === 'slot' ? 'data-testid="sandbox-slot"' : `data-kind="${kind}"`);
      if (kind === 'slot') continue;
      const state = await request<DemoState>(t.url, 'GET', `${p.base}/demo?game=${title.id}`);
      expect(state.body.data).toMatchObject({ kind, balance: '0', round: 0 });
      expect(state.body.data!.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    }
    for (const asset of ['demo-kit', 'baccarat', 'fish', 'sports']) {
      const res = await fetch(`${t.url}/sandbox-slot/assets/${asset}.js`);
      expect(res.headers.get('content-type')).toContain('javascript');
    }
  });

  it('deals baccarat: each round debits the stake and credits what the rules pay, and a double tap is one bet', async () => {
    const title = await titleOf('live');
    const p = await launch(title);
    let expected = minor('100000');
    let round = 0;
    let staked = 0n;
    let paid = 0n;
    for (const side of ['player', 'banker', 'tie', 'banker'] as const) {
      const res = await request<BaccaratView>(t.url, 'POST', `${p.base}/baccarat`, {
        body: { game: title.id, round, side, stake: '1000' },
      });
      expect(res.body.code, JSON.stringify(res.body)).toBe(200);
      const r = res.body.data!;
      expect(r).toMatchObject({ round, nextRound: round + 1, side, stake: '1000', replayed: false });
      expect(r.player.length).toBeGreaterThanOrEqual(2);
      expect(minor(r.win)).toBe(baccaratPayout(side, r.winner, minor('1000')));
      expected = expected - minor('1000') + minor(r.win);
      staked += minor('1000');
      paid += minor(r.win);
      expect(minor(r.balance)).toBe(expected);
      round = r.nextRound;
    }
    // A double tap: the same round twice at once is one bet, answered twice with the same cards.
    const bet = { game: title.id, round, side: 'player', stake: '5000' };
    const [a, b] = await Promise.all([0, 1].map(() => request<BaccaratView>(t.url, 'POST', `${p.base}/baccarat`, { body: bet })));
    expect([a!.body.code, b!.body.code]).toEqual([200, 200]);
    expect(a!.body.data!.player).toEqual(b!.body.data!.player);
    expect([a!.body.data!.replayed, b!.body.data!.replayed].sort()).toEqual([false, true]);
    expected = expected - minor('5000') + minor(a!.body.data!.win);
    staked += minor('5000');
    paid += minor(a!.body.data!.win);
    // The same round with another bet, or a round not yet reached, is refused; nothing moves.
    expect((await request(t.url, 'POST', `${p.base}/baccarat`, { body: { ...bet, side: 'banker' } })).body.code).toBe(20205);
    expect((await request(t.url, 'POST', `${p.base}/baccarat`, { body: { ...bet, round: round + 5 } })).body.code).toBe(3);
    expect(await balanceOf(t.url, p.token)).toBe((Number(expected) / 100).toString());
    expect(await walletMoves(p.userId)).toEqual({ debits: 5, credits: 5, staked, paid });
    await reconcileOk();
  });

  it('shoots fish: each shot debits its cost and a catch credits cost × the fish multiplier', async () => {
    const title = await titleOf('fish');
    const p = await launch(title);
    let expected = minor('100000');
    let round = 0;
    let staked = 0n;
    let paid = 0n;
    for (const fish of ['teri', 'teri', 'badut', 'naga', 'teri', 'buntal']) {
      const res = await request<FishView>(t.url, 'POST', `${p.base}/fish`, { body: { game: title.id, round, fish, shot: '500' } });
      expect(res.body.code, JSON.stringify(res.body)).toBe(200);
      const r = res.body.data!;
      expect(r.fish).toBe(fish);
      expect(minor(r.win)).toBe(r.caught ? minor('500') * BigInt(r.multiplier) : 0n);
      expected = expected - minor('500') + minor(r.win);
      staked += minor('500');
      paid += minor(r.win);
      expect(minor(r.balance)).toBe(expected);
      round = r.nextRound;
    }
    expect(await balanceOf(t.url, p.token)).toBe((Number(expected) / 100).toString());
    expect(await walletMoves(p.userId)).toEqual({ debits: 6, credits: 6, staked, paid });
    await reconcileOk();
  });

  it('settles sports bets at once: a win pays stake × odds, and the slip refuses what it cannot take', async () => {
    const title = await titleOf('sports');
    const p = await launch(title);
    const state = (await request<DemoState>(t.url, 'GET', `${p.base}/demo?game=${title.id}`)).body.data!;
    const matches = state.table.matches as Array<{ id: string; odds: Record<string, string> }>;
    let expected = minor('100000');
    let round = 0;
    let staked = 0n;
    let paid = 0n;
    for (const [i, pick] of (['home', 'draw', 'away', 'home'] as const).entries()) {
      const match = matches[i % matches.length]!;
      const res = await request<SportsView>(t.url, 'POST', `${p.base}/sports`, {
        body: { game: title.id, round, match: match.id, pick, stake: '12345' },
      });
      expect(res.body.code, JSON.stringify(res.body)).toBe(200);
      const r = res.body.data!;
      expect(r.odds).toBe(match.odds[pick]);
      const odds = BigInt(match.odds[pick]!.replace('.', ''));
      expect(minor(r.win)).toBe(r.outcome === pick ? (minor('12345') * odds) / 100n : 0n);
      expect(Math.sign(r.homeGoals - r.awayGoals)).toBe(r.outcome === 'home' ? 1 : r.outcome === 'away' ? -1 : 0);
      expected = expected - minor('12345') + minor(r.win);
      staked += minor('12345');
      paid += minor(r.win);
      expect(minor(r.balance)).toBe(expected);
      round = r.nextRound;
    }
    const bet = { game: title.id, round, match: matches[0]!.id, pick: 'home', stake: '1000' };
    const bad: Array<[object, number]> = [
      [{ ...bet, stake: '999' }, 3], // below the minimum
      [{ ...bet, stake: '1000.5' }, 3], // sen
      [{ ...bet, stake: '1000001' }, 3], // above the maximum
      [{ ...bet, stake: 'seribu' }, 3],
      [{ ...bet, pick: 'both' }, 3],
      [{ ...bet, match: 'm99' }, 3],
      [{ ...bet, round: -1 }, 3],
      [{ ...bet, round: 'x' }, 3],
      [{ ...bet, extra: 1 }, 3],
      [{ stake: '1000' }, 3],
      [{ ...bet, game: 'nosuch-title' }, 20201],
      [{ ...bet, game: (await titleOf('fish')).id }, 3], // a title of another demo
    ];
    for (const [body, code] of bad) {
      const res = await request(t.url, 'POST', `${p.base}/sports`, { body });
      expect(res.body.code, JSON.stringify(body)).toBe(code);
      expect(res.status, JSON.stringify(body)).toBeLessThan(500);
    }
    expect(
      (await request(t.url, 'POST', `${p.base}/sports`, { rawBody: '{not json', headers: { 'content-type': 'application/json' } })).status,
    ).toBe(400);
    expect(await balanceOf(t.url, p.token)).toBe((Number(expected) / 100).toString());
    expect(await walletMoves(p.userId)).toEqual({ debits: 4, credits: 4, staked, paid });
    await reconcileOk();
  });

  it('only a live launch token plays: an unknown token is 20203, an empty wallet 700, and neither leaves a round', async () => {
    const title = await titleOf('fish');
    const stranger = `/sandbox-slot/${'z'.repeat(32)}`;
    expect((await request(t.url, 'GET', `${stranger}/demo?game=${title.id}`)).body.code).toBe(20203);
    expect(
      (await request(t.url, 'POST', `${stranger}/fish`, { body: { game: title.id, round: 0, fish: 'teri', shot: '100' } })).body.code,
    ).toBe(20203);
    expect((await request(t.url, 'GET', `/sandbox-slot/short/demo?game=${title.id}`)).body.code).toBe(3);
    const broke = await launch(title, '0');
    const shot = { game: title.id, round: 0, fish: 'teri', shot: '100' };
    expect((await request(t.url, 'POST', `${broke.base}/fish`, { body: shot })).body.code).toBe(700);
    const rounds = await t.server.database.db.selectFrom('sandbox_slot_spins').select('nonce').execute();
    const state = await request<DemoState>(t.url, 'GET', `${broke.base}/demo?game=${title.id}`);
    expect(state.body.data!.round).toBe(0); // the refused shot freed its round
    expect(rounds.length).toBeGreaterThan(0);
    expect(await walletMoves(broke.userId)).toEqual({ debits: 0, credits: 0, staked: 0n, paid: 0n });
    await reconcileOk();
  });
});
