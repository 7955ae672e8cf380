/**
 * The red pocket over HTTP on each engine, with the server's clock set to 10:00 WIB today: drops made
 * from the setting with their seed hash; a player with today's deposit opens a drop and is paid share 1;
 * five players at once on a three-share drop: three get the first three shares, two are told it is
 * empty, and the revealed seed recomputes every share in claim order, summing to the pot; before it
 * opens (1018), after it closes (1028), twice or past the daily limit (1023), short of today's deposit
 * (4002); terms a pot cannot be split by are refused on save.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '@kasino/shared/fairness/primitives';
import { redPocketSplit } from '@kasino/shared/fairness/promo/red-pocket';
import { BetStream } from '@kasino/shared/fairness/stream';
import { parseAmount, rupiah } from '@kasino/shared/money';
import type { RedPocketClaimView, RedPocketOpenAnswer, RedPocketView } from '@kasino/shared/protocol/promo';
import { engines, registerUser, request, startTestServer, type TestServer } from './harness.ts';
import { balanceOf, depositAndWait } from './wallet-helpers.ts';

type User = Awaited<ReturnType<typeof registerUser>>;
const HOUR = 3_600_000;
const wibToday = () => new Date(Date.now() + 7 * HOUR).toISOString().slice(0, 10);
const POCKET = {
  enabled: true,
  minAmount: '1000',
  maxAmount: '50000',
  dailyLimit: 2,
  drops: [
    { at: '09:30', pot: '100000', shares: 10, minutes: 60 },
    { at: '09:45', pot: '30000', shares: 3, minutes: 60 },
    { at: '09:50', pot: '20000', shares: 4, minutes: 60 },
    { at: '12:00', pot: '100000', shares: 10, minutes: 60 },
  ],
  depositToday: '50000',
  turnover: 0,
};

describe.each(engines)('red pocket on %s', (engine) => {
  let t: TestServer;
  let offset = 0;
  beforeAll(async () => {
    // The server's day is today (WIB) and its clock 10:00 WIB.
    offset = Date.parse(`${wibToday()}T10:00:00+07:00`) - Date.now();
    t = await startTestServer(engine, { SANDBOX_CONFIRM_MS: '5', ROUNDS: '0' }, { now: () => Date.now() + offset });
    expect((await request(t.url, 'PUT', '/ops/site/config/promo_red_pocket_normal', { body: { value: POCKET } })).status).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  const view = async (u: User) => (await request<RedPocketView>(t.url, 'GET', '/main/promo/redPocket', { token: u.token })).body.data!;
  const open = (u: User, id: number) =>
    request<RedPocketOpenAnswer>(t.url, 'POST', '/main/promo/redPocket', { token: u.token, body: { id } });
  const drops = async () => (await request<RedPocketView>(t.url, 'GET', '/main/promo/redPocket/drops')).body.data!.drops;
  const dropAt = async (at: string) => (await drops()).find((d) => d.key.endsWith(at))!;
  async function depositor(): Promise<User> {
    const u = await registerUser(t.url);
    await depositAndWait(t.url, u.token, '50000');
    return u;
  }

  it('makes today’s drops with their seed hash, the seed kept until the drop is done', async () => {
    const list = await drops();
    expect(list.map((d) => [d.key.slice(11), d.state, d.shares, d.pot])).toEqual([
      ['09:30', 'open', 10, '100000'],
      ['09:45', 'open', 3, '30000'],
      ['09:50', 'open', 4, '20000'],
      ['12:00', 'upcoming', 10, '100000'],
    ]);
    for (const d of list) {
      expect(d.seedHash).toMatch(/^[0-9a-f]{64}$/);
      expect(d.seed).toBeNull();
    }
    // Asking again makes nothing new.
    expect((await drops()).map((d) => d.id)).toEqual(list.map((d) => d.id));
  });

  it('pays the first opener share 1 and refuses a second opening, a closed, an upcoming and a short-deposit one', async () => {
    const short = await registerUser(t.url);
    const first = await dropAt('09:30');
    expect((await open(short, first.id)).body.code).toBe(4002);
    const u = await depositor();
    const before = parseAmount(await balanceOf(t.url, u.token))!;
    const answer = (await open(u, first.id)).body.data!;
    expect(answer.seq).toBe(1);
    expect(answer.claim?.grant.promotion).toBe('red_pocket');
    expect(parseAmount(await balanceOf(t.url, u.token))! - before).toBe(parseAmount(answer.amount));
    expect(answer.view.drops.find((d) => d.id === first.id)).toMatchObject({ claimed: 1, mine: answer.amount });
    expect((await open(u, first.id)).body.code).toBe(1023);
    expect((await open(u, (await dropAt('12:00')).id)).body.code).toBe(1018);
    expect((await view(u)).player).toMatchObject({ deposited: '50000', opened: 1 });
    // The day's limit is two drops.
    expect((await open(u, (await dropAt('09:50')).id)).status).toBe(200);
    const third = await open(u, (await dropAt('09:45')).id);
    expect(third.body.code).toBe(1023);
  });

  it('gives a three-share drop to the first three of five players at once, each share as the seed splits it', async () => {
    const drop = await dropAt('09:45');
    const players = await Promise.all(Array.from({ length: 5 }, () => depositor()));
    const answers = await Promise.all(players.map((p) => open(p, drop.id)));
    const paid = answers.filter((a) => a.status === 200).map((a) => a.body.data!);
    expect(paid).toHaveLength(3);
    expect(answers.filter((a) => a.body.code === 1028)).toHaveLength(2);
    expect(paid.map((p) => p.seq).sort()).toEqual([1, 2, 3]);

    const done = await dropAt('09:45');
    expect(done.state).toBe('empty');
    expect(sha256Hex(done.seed!)).toBe(done.seedHash);
    const split = redPocketSplit(new BetStream({ serverSeed: done.seed!, clientSeed: done.key, nonce: 0 }), {
      pot: 30_000,
      shares: 3,
      min: 1000,
      max: 50_000,
    });
    const claims = (await request<RedPocketClaimView[]>(t.url, 'GET', `/main/promo/redPocket/drops/${drop.id}/claims`)).body.data!;
    expect(claims.map((c) => parseAmount(c.amount))).toEqual(split.map((r) => rupiah(r)));
    for (const p of paid) expect(parseAmount(p.amount)).toBe(rupiah(split[p.seq - 1]!));
    expect(claims.reduce((sum, c) => sum + parseAmount(c.amount)!, 0n)).toBe(rupiah(30_000));
    expect(claims[0]!.user).toContain('*');
  });

  it('closes a drop at its end, revealing its seed', async () => {
    const u = await depositor();
    const drop = await dropAt('09:50');
    offset += HOUR;
    try {
      expect((await open(u, drop.id)).body.code).toBe(1028);
      const closed = await dropAt('09:50');
      expect(closed.state).toBe('closed');
      expect(sha256Hex(closed.seed!)).toBe(closed.seedHash);
    } finally {
      offset -= HOUR;
    }
  });

  it('refuses terms a pot cannot be split by', async () => {
    const tooBig = { ...POCKET, drops: [{ at: '09:30', pot: '1000000', shares: 10, minutes: 60 }] };
    expect((await request(t.url, 'PUT', '/ops/site/config/promo_red_pocket_normal', { body: { value: tooBig } })).body.code).toBe(20310);
    const tooSmall = { ...POCKET, drops: [{ at: '09:30', pot: '5000', shares: 10, minutes: 60 }] };
    expect((await request(t.url, 'PUT', '/ops/site/config/promo_red_pocket_normal', { body: { value: tooSmall } })).body.code).toBe(20310);
  });
});
