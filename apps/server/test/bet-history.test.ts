/**
 * The bet history of every game through HTTP: a Wingo bet, a Crash bet, a Cryptos pair (a partial
 * return: net −0.6 × stake) and a third-party slot round driven through the signed seamless-wallet
 * callbacks, each with the right stake, payout, net and multiplier; game and WIB-day filters, paging
 * without gaps or repeats, owner-only detail (another player's id is "not found"), and the detail's
 * fairness data recomputed with the shared code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roundHashOf } from '@kasino/shared/fairness/chain';
import { sha256Hex } from '@kasino/shared/fairness/primitives';
import { crashTarget, wingoResult } from '@kasino/shared/fairness/games/rounds';
import { parseAmount } from '@kasino/shared/money';
import type { HistoryDetail, HistoryPage, HistoryRow } from '@kasino/shared/protocol/history';
import { engines, registerUser, request, startTestServer, type TestServer } from './harness.ts';
import { fundedPlayer } from './wallet-helpers.ts';
import { placeEveryKind } from './history-helpers.ts';

const SECRET = 'test-slot-provider-secret-0123456789';
const GAME = 'pp-sweet-candy-bonanza';
const minor = (wire: string) => parseAmount(wire)!;
const wibDay = (at: number) => new Date(at + 7 * 3_600_000).toISOString().slice(0, 10);

describe.each(engines)('bet history of every game on %s', (engine) => {
  let t: TestServer;
  let p: Awaited<ReturnType<typeof fundedPlayer>>;
  const ids: Record<'wingo' | 'crash' | 'cryptos' | 'slot' | 'refunded', string> = {
    wingo: '',
    crash: '',
    cryptos: '',
    slot: '',
    refunded: '',
  };
  const history = (query: string, token = p.token) => request<HistoryPage>(t.url, 'GET', `/main/bet/history${query}`, { token });
  const detail = (id: string, token = p.token) =>
    request<HistoryDetail>(t.url, 'GET', `/main/bet/history/${encodeURIComponent(id)}`, { token });

  beforeAll(async () => {
    t = await startTestServer(engine, {
      SANDBOX_CONFIRM_MS: '10',
      JOBS: '0',
      ROUND_TIME_PERCENT: '10',
      ROUND_CHAIN_LENGTH: '200',
      SLOT_PROVIDER_SECRETS: `sandbox:${SECRET}`,
    });
    p = await fundedPlayer(t, '200000');

    Object.assign(ids, await placeEveryKind(t, p, SECRET, GAME));
  }, 90_000);
  afterAll(async () => {
    p?.ws.close();
    await t?.close();
  });

  it('lists every kind of bet with stake, payout, net and multiplier apart, and the nets explain the balance', async () => {
    expect(Object.values(ids).every(Boolean)).toBe(true);
    const page = (await history('?count=100')).body.data!;
    const row = (id: string) => page.list.find((r) => r.id === id)!;

    const wingo = row(ids.wingo);
    expect(wingo).toMatchObject({ kind: 'round', game: 'wingo', model: 'fastest', select: 'green', amount: '2000', status: 'settled' });
    expect(minor(wingo.net)).toBe(minor(wingo.payout) - 200_000n);
    expect(wingo.outcome).toBe(minor(wingo.payout) > 0n ? 'win' : 'lose');

    const crash = row(ids.crash);
    expect(crash).toMatchObject({ kind: 'crash', game: 'crash', amount: '3000', payout: '0', net: '-3000', outcome: 'lose' });
    expect(crash.multiplierLabel).toBe('crash');
    expect(Number(crash.multiplier)).toBeGreaterThanOrEqual(1);

    const pair = row(ids.cryptos);
    expect(pair).toMatchObject({ kind: 'single', game: 'cryptos', amount: '1000', payout: '400', net: '-600', multiplier: '0.40' });
    expect(pair).toMatchObject({ outcome: 'partial', multiplierLabel: 'paid', win: false });

    const slot = row(ids.slot);
    expect(slot).toMatchObject({ kind: 'provider', game: 'third-party', gameId: GAME, amount: '5000', payout: '12000', net: '7000' });
    expect(slot).toMatchObject({ multiplier: '2.40', outcome: 'win', status: 'settled', provider: 'sandbox' });
    expect((slot as Extract<HistoryRow, { kind: 'provider' }>).gameName.length).toBeGreaterThan(0);
    expect(row(ids.refunded)).toMatchObject({ amount: '3000', payout: '0', net: '0', outcome: 'void', status: 'void' });

    // Newest first; the nets of everything settled are the balance's whole change.
    const times = page.list.map((r) => r.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const net = page.list.reduce((a, r) => a + minor(r.net), 0n);
    const balance = (await request<{ balance: string }>(t.url, 'GET', '/main/user', { token: p.token })).body.data!.balance;
    expect(minor(balance)).toBe(20_000_000n + net);
    expect(page.total).toBe(page.list.length);
  });

  it('filters by game (Wingo of every speed, third-party) and by WIB days, and refuses a reversed range', async () => {
    for (const [game, id] of [
      ['wingo', ids.wingo],
      ['crash', ids.crash],
      ['third-party', ids.slot],
    ] as const) {
      const page = (await history(`?game=${game}`)).body.data!;
      expect(page.list.every((r) => r.game === game)).toBe(true);
      expect(page.list.some((r) => r.id === id)).toBe(true);
    }
    expect((await history('?game=third-party')).body.data!.total).toBe(2);
    const cryptos = (await history('?game=cryptos&count=100')).body.data!;
    expect(cryptos.list.every((r) => r.game === 'cryptos' && r.kind === 'single')).toBe(true);
    // Single-player rows keep every field the old history had (seeds, nonce, params, result).
    expect(cryptos.list[0]).toMatchObject({ clientSeed: expect.any(String), serverSeedHash: expect.any(String), serverSeed: null });

    const today = wibDay(Date.now());
    const all = (await history('?count=100')).body.data!.total;
    expect((await history(`?from=${today}&to=${today}&count=100`)).body.data!.total).toBe(all);
    expect((await history(`?from=2020-01-01&to=2020-01-31`)).body.data!.total).toBe(0);
    expect((await history(`?to=2020-01-31`)).body.data!.total).toBe(0);
    expect((await history(`?from=2020-01-02&to=2020-01-01`)).body.code).toBe(20300);
    expect((await history(`?from=2020-13-01`)).body.code).toBe(3);
    expect((await history(`?game=nosuch`)).body.code).toBe(3);
  });

  it('pages through every row once, newest first', async () => {
    const all = (await history('?count=100')).body.data!;
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(all.total / 3); page++) {
      const data = (await history(`?count=3&page=${page}`)).body.data!;
      expect(data).toMatchObject({ page, count: 3, total: all.total });
      seen.push(...data.list.map((r) => r.id));
    }
    expect(seen).toEqual(all.list.map((r) => r.id));
    expect((await history(`?count=3&page=${Math.ceil(all.total / 3) + 1}`)).body.data!.list).toEqual([]);
  });

  it('shows each bet to its owner only, with its fairness data or provider transactions', async () => {
    const other = await registerUser(t.url);
    expect((await history('', other.token)).body.data!.total).toBe(0);
    for (const id of Object.values(ids)) {
      expect((await detail(id, other.token)).body.code, id).toBe(20010);
      expect((await detail(id)).body.code, id).toBe(200);
    }
    expect((await detail('sandbox:no-such-round')).body.code).toBe(20010);
    expect((await request(t.url, 'GET', '/main/bet/history')).body.code).toBe(1);

    const wingo = (await detail(ids.wingo)).body.data!;
    if (wingo.kind !== 'round') throw new Error('a Wingo bet is a round bet');
    const roundHash = roundHashOf(wingo.round.serverSeed!, wingo.round.salt!);
    expect(wingo.round.roundHash).toBe(roundHash);
    expect(wingo.round.result).toMatchObject({ result: wingoResult(roundHash) });
    expect(sha256Hex(wingo.round.serverSeed!)).toBe(wingo.round.serverSeedHash); // revealed once the round ended

    const crash = (await detail(ids.crash)).body.data!;
    if (crash.kind !== 'crash') throw new Error('a Crash bet is a crash bet');
    const crashHash = roundHashOf(crash.round.serverSeed!, crash.round.salt!);
    expect(crash.round.result).toEqual({ target: crashTarget(crashHash) });
    expect(crash.row.multiplier).toBe(crashTarget(crashHash));

    const pair = (await detail(ids.cryptos)).body.data!;
    expect(pair).toMatchObject({ kind: 'single', row: { id: ids.cryptos, net: '-600', result: { hand: 'pair' } } });

    const slot = (await detail(ids.slot)).body.data!;
    if (slot.kind !== 'provider') throw new Error('a slot round is a provider round');
    expect(slot.transactions.map((x) => [x.kind, x.amount, x.status])).toEqual([
      ['debit', '5000', 'ok'],
      ['credit', '12000', 'ok'],
    ]);
    expect(slot.row.roundId).toBe(`h-r1-${p.userId}`);
  });
});
