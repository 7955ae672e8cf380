/**
 * Domain events in one server: an event recorded by a unit that rolls back is never delivered nor
 * stored; the balance push now follows round-game (Wingo) and Crash settlements; and the daily wager
 * statistics for a mix of games (instant, stepped, round, a third-party slot with a rollback) equal
 * what the bet tables say.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredEvent } from '@kasino/shared/events';
import { toWireAmount } from '@kasino/shared/money';
import type { LaunchView, WalletReply } from '@kasino/shared/protocol/slots';
import { wingoSelections } from '@kasino/shared/fairness/games/rounds';
import { recordEvent } from '../src/platform/events/outbox.ts';
import { signedHeaders } from '../src/modules/providers/wallet-signature.ts';
import { generateCatalogue } from '../src/modules/slots/catalogue.data.ts';
import { createTestDatabase, engines, request, startOn, type TestDatabase, type TestServer } from './harness.ts';
import { fundedPlayer } from './wallet-helpers.ts';
import { caughtUp, expectedWagers, storedWagers } from './wager-stats.ts';

const SECRET = 'test-slot-provider-secret-0123456789';
const GAME = 'pp-sweet-candy-bonanza';
const env = {
  SANDBOX_CONFIRM_MS: '10',
  JOBS: '0',
  ROUND_TIME_PERCENT: '10',
  ROUND_CHAIN_LENGTH: '200',
  SLOT_PROVIDER_SECRETS: `sandbox:${SECRET}`,
};
const title = (id: string) => {
  const game = generateCatalogue().find((g) => g.id === id)!;
  return { category: game.type, rtpBps: Math.round(Number(game.rtp) * 100) };
};

describe.each(engines)('domain events on %s', (engine) => {
  let database: TestDatabase;
  let t: TestServer;
  const seen: StoredEvent[] = [];
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    t = await startOn(database.url, env);
    t.server.events.live({
      name: 'probe',
      types: ['bet.settled', 'bet.voided', 'deposit.paid', 'player.registered'],
      handle: (e) => void seen.push(e),
    });
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  it('never delivers nor keeps an event whose unit rolled back, while its neighbours in the group commit', async () => {
    const p = await fundedPlayer(t, '100000');
    const ghost = {
      type: 'bet.settled',
      userId: p.userId,
      betId: `ghost-${p.userId}`,
      game: 'roller',
      category: 'instant',
      source: 'single',
      stake: '100000',
      payout: '0',
      currency: 'IDR',
      multiplier: '0.00',
      win: false,
      rtpBps: 9900,
      placedAt: Date.now(),
      settledAt: Date.now(),
    } as const;
    // The failing unit runs alongside real bets, so on SQLite it shares their group commit.
    const [forced, ...bets] = await Promise.allSettled([
      t.server.ledger.inTransaction(async (tx) => {
        await recordEvent(tx, ghost);
        throw new Error('forced failure after the event');
      }),
      ...Array.from({ length: 5 }, (_, i) =>
        p.ws.call('/ws/game/roller/startRound', { uuid: `ev-rb-${p.userId}-${i}`, amount: '1000', choose: 50000, isHigher: true }),
      ),
    ]);
    expect(forced.status).toBe('rejected');
    expect(bets.every((b) => b.status === 'fulfilled' && b.value.code === 200)).toBe(true);
    // A bet refused after its insert (700: the stake debit fails) leaves no event either.
    const broke = await p.ws.call('/ws/game/roller/startRound', {
      uuid: `ev-rb-${p.userId}-big`,
      amount: '10000000',
      choose: 50000,
      isHigher: true,
    });
    expect(broke.code).toBe(700);
    await new Promise((r) => setTimeout(r, 50));
    const mine = seen.filter((e) => e.type === 'bet.settled' && e.userId === p.userId);
    expect(mine).toHaveLength(5);
    expect(mine.some((e) => e.type === 'bet.settled' && e.betId === ghost.betId)).toBe(false);
    const stored = await t.server.database.db
      .selectFrom('domain_events')
      .select(['payload'])
      .where('user_id', '=', BigInt(p.userId))
      .where('type', '=', 'bet.settled')
      .execute();
    expect(stored).toHaveLength(5);
    expect(stored.some((r) => r.payload.includes(ghost.betId))).toBe(false);
    p.ws.close();
  });

  it('pushes the balance after a Wingo settlement and after a Crash settlement', { timeout: 60_000 }, async () => {
    const p = await fundedPlayer(t, '100000');
    const balanceTopic = `/ws/user/${p.userId}/balance`;
    expect(
      (await p.ws.call('/ws/subscribe', { topics: [balanceTopic, '/ws/game/wingo/fastest/round/start', '/ws/game/crash/start'] })).code,
    ).toBe(200);
    const current = async () => (await request<{ balance: string }>(t.url, 'GET', '/main/user', { token: p.token })).body.data!.balance;
    /** Waits for the push of a stake just taken (it may have arrived already). */
    const stakePushed = (balance: string) =>
      expect.poll(() => p.ws.pushes.some((f) => f.path === balanceTopic && (f.data as { balance: string }).balance === balance)).toBe(true);

    // Wingo: a bet on every selection, so the round certainly pays something back.
    let placed = null;
    for (let i = 0; i < 5 && !placed; i++) {
      const cur = await p.ws.call('/ws/game/wingo/curRound', { model: 'fastest' });
      const phase = (cur.data as { phase: { roundId: string; status: string; closeTime: number } | null; curTime: number }).phase;
      if (phase?.status === 'betting' && phase.closeTime - (cur.data as { curTime: number }).curTime > 800) {
        const res = await p.ws.call('/ws/game/wingo/bet', {
          uuid: `ev-wingo-${p.userId}`,
          model: 'fastest',
          select: [...wingoSelections],
          amount: '1000',
          phaseNum: phase.roundId,
        });
        if (res.code === 200) placed = res;
      } else await p.ws.next((f) => f.path === '/ws/game/wingo/fastest/round/start', 10_000);
    }
    expect(placed).not.toBeNull();
    const afterBet = await current();
    // The stake's own push (bet.placed) comes first; the next balance push after it is the settlement's.
    await stakePushed(afterBet);
    const wingoPush = await p.ws.next((f) => f.path === balanceTopic, 15_000);
    const settledBalance = await current();
    expect(settledBalance).not.toBe(afterBet);
    // The last push of the settlement carries the final balance.
    await new Promise((r) => setTimeout(r, 300));
    const wingoPushes = p.ws.pushes.filter((f) => f.path === balanceTopic);
    expect(wingoPushes.at(-1)!.data).toMatchObject({ balance: settledBalance, currency: 'IDR' });
    expect(wingoPush.data).toMatchObject({ currency: 'IDR' });

    // Crash: a bet with an automatic cash-out; won or lost, its settlement pushes the balance.
    let crashBet = false;
    for (let i = 0; i < 10 && !crashBet; i++) {
      const cur = (await p.ws.call('/ws/game/crash/curGame', {})).data as {
        curTime: number;
        round: { status: string; startTime: number | null } | null;
      };
      if (cur.round?.status === 'PREPARATION' && cur.round.startTime !== null && cur.round.startTime - cur.curTime > 300) {
        crashBet = (await p.ws.call('/ws/game/crash/bet', { uuid: `ev-crash-${p.userId}`, amount: '1000', rate: '1.01' })).code === 200;
      } else await p.ws.next((f) => f.path === '/ws/game/crash/start', 30_000);
    }
    expect(crashBet).toBe(true);
    await stakePushed(await current());
    const before = p.ws.pushes.filter((f) => f.path === balanceTopic).length;
    await p.ws.next((f) => f.path === balanceTopic, 30_000);
    await new Promise((r) => setTimeout(r, 300));
    const pushes = p.ws.pushes.filter((f) => f.path === balanceTopic);
    expect(pushes.length).toBeGreaterThan(before);
    expect(pushes.at(-1)!.data).toMatchObject({ balance: await current(), currency: 'IDR' });
    const crashRow = await t.server.database.db
      .selectFrom('round_bets')
      .select('status')
      .where('uuid', '=', `ev-crash-${p.userId}#manual`)
      .executeTakeFirst();
    const anyCrash =
      crashRow ??
      (await t.server.database.db
        .selectFrom('round_bets')
        .select('status')
        .where('user_id', '=', BigInt(p.userId))
        .where('game', '=', 'crash')
        .executeTakeFirstOrThrow());
    expect(anyCrash.status).toBe('settled');
    p.ws.close();
  });

  it('keeps daily wager statistics equal to the bets of every kind of game, a slot rollback included', { timeout: 60_000 }, async () => {
    const p = await fundedPlayer(t, '200000');
    // Instant.
    for (let i = 0; i < 10; i++)
      expect(
        (
          await p.ws.call('/ws/game/roller/startRound', {
            uuid: `ev-mix-${p.userId}-${i}`,
            amount: '1500',
            choose: 50000,
            isHigher: i % 2 === 0,
          })
        ).code,
      ).toBe(200);
    // Stepped: one pick, then a cash-out unless it hit a mine.
    const round = (await p.ws.call('/ws/game/mines/startRound', { uuid: `ev-mines-${p.userId}`, amount: '2000', mines: 3 })).data as {
      bet: { id: string };
      state: string;
    };
    const step = (await p.ws.call('/ws/game/mines/selectCard', { roundId: round.bet.id, selectCard: 7 })).data as { state: string };
    if (step.state !== 'ended') expect((await p.ws.call('/ws/game/mines/cashRound', { roundId: round.bet.id })).code).toBe(200);
    // A third-party slot through the signed seamless wallet: two rounds paid, one rolled back.
    const launch = await request<LaunchView>(t.url, 'POST', `/main/pp/${GAME}/launch`, { token: p.token });
    const sessionToken = decodeURIComponent(/\/sandbox-slot\/([^?]+)/.exec(launch.body.data!.url)![1]!);
    const call = (action: string, body: object) => {
      const raw = JSON.stringify(body);
      return request<WalletReply>(t.url, 'POST', `/main/provider/sandbox/wallet/${action}`, {
        headers: signedHeaders(SECRET, Date.now(), raw),
        rawBody: raw,
      });
    };
    const base = { sessionToken, gameId: GAME };
    for (const [i, win] of ['12000', '0'].entries()) {
      const debit = { ...base, txId: `ev-d${i}-${p.userId}`, roundId: `ev-r${i}-${p.userId}`, amount: '5000' };
      expect((await call('debit', debit)).body.code).toBe(200);
      expect(
        (await call('credit', { ...base, txId: `ev-c${i}-${p.userId}`, roundId: debit.roundId, amount: win, debitTxId: debit.txId })).body
          .code,
      ).toBe(200);
    }
    const refunded = { ...base, txId: `ev-d9-${p.userId}`, roundId: `ev-r9-${p.userId}`, amount: '3000' };
    expect((await call('debit', refunded)).body.code).toBe(200);
    expect(
      (await call('rollback', { ...base, txId: `ev-rb9-${p.userId}`, roundId: refunded.roundId, refTxId: refunded.txId })).body.code,
    ).toBe(200);

    // On PostgreSQL an event becomes readable once every older transaction has ended (round ticks run
    // beside us), so wait for the cursor to pass every event rather than trusting one drain.
    await t.server.events.settle();
    await caughtUp(database.url);
    const expected = await expectedWagers(database.url, title);
    const stored = await storedWagers(database.url);
    const own = <V>(m: Map<string, V>) => new Map([...m].filter(([k]) => k.startsWith(`${p.userId}|`)));
    expect(own(stored)).toEqual(own(expected));
    // Every player the server has seen, including the earlier tests' Wingo and Crash bets.
    expect(stored).toEqual(expected);
    const slot = [...own(stored)].find(([k]) => k.includes(`|${title(GAME).category}|`));
    // Two rounds of Rp 5.000 paid Rp 12.000 in all; the Rp 3.000 rolled back counts nowhere.
    expect(slot?.[1]).toMatchObject({ bets: 2n, payout: 1_200_000n });
    expect(toWireAmount(slot![1].wagered)).toBe('10000');
    p.ws.close();
  });
});
