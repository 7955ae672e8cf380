/**
 * Two server processes on one PostgreSQL and one Redis: exactly one leads the round games. Killing the
 * leader with SIGKILL mid-round hands the lead to the other node within 5 s; the round completes with
 * its committed result, every bet settles exactly once, and clients connected to the survivor keep
 * receiving rounds.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '@kasino/shared/fairness/primitives';
import { roulettePayX100, type RoulettePool } from '@kasino/shared/fairness/games/rounds';
import { toWireAmount } from '@kasino/shared/money';
import { createTestDatabase, engines, redisUrl, request, type TestDatabase } from './harness.ts';
import { spawnNode, type NodeProcess } from './node-process.ts';
import { fundedPlayer } from './wallet-helpers.ts';

type Health = { node: string; leader: boolean; epoch: number };
interface Phase {
  roundId: string;
  status: string;
  closeTime: number;
  endTime: number;
  serverSeedHash: string;
  serverSeed: string | null;
  result: Record<string, unknown> | null;
}
interface Bet {
  id: string;
  select: string;
  payout: string;
  status: string;
}

const health = async (n: NodeProcess) => (await request(n.url, 'GET', '/health')).body as unknown as Health;

describe.runIf(redisUrl && engines.includes('postgres'))('round leadership across two nodes', () => {
  let database: TestDatabase;
  let a: NodeProcess;
  let b: NodeProcess;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl as string,
      REDIS_PREFIX: `kasino-lead-${randomBytes(4).toString('hex')}:`,
      ROUND_TIME_PERCENT: '20',
      LEADER_POLL_MS: '250',
      SANDBOX_CONFIRM_MS: '10',
    };
    a = await spawnNode({ ...env, NODE_ID: 'node-a' });
    b = await spawnNode({ ...env, NODE_ID: 'node-b' });
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  it('hands the lead over within 5 s of a kill -9 and settles the open round once', { timeout: 60_000 }, async () => {
    let states: Health[] = [];
    for (let i = 0; i < 40; i++) {
      states = await Promise.all([health(a), health(b)]);
      if (states.filter((s) => s.leader).length === 1) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(states.filter((s) => s.leader)).toHaveLength(1);
    const [leader, survivor] = states[0]!.leader ? [a, b] : [b, a];
    const firstEpoch = states.find((s) => s.leader)!.epoch;

    const p = await fundedPlayer(survivor);
    const topics = ['/ws/game/roulette/round/start', `/ws/game/roulette/round/result/${p.userId}`];
    expect((await p.ws.call('/ws/subscribe', { topics })).code).toBe(200);
    // A round with time left to bet, its bets placed through the survivor.
    let round: Phase | null = null;
    for (let i = 0; i < 5 && !round; i++) {
      const cur = await p.ws.call('/ws/game/roulette/curRound', {});
      const r = (cur.data as { round: Phase | null; curTime: number }).round;
      if (r && r.status === 'betting' && r.closeTime - (cur.data as { curTime: number }).curTime > 2000) round = r;
      else await p.ws.next((f) => f.path === topics[0], 10_000);
    }
    expect(round).not.toBeNull();
    for (const pool of ['black', 'red', 'green']) {
      expect(
        (await p.ws.call('/ws/game/roulette/bet', { uuid: `failover-${p.userId}-${pool}`, amount: '1000', pool, roundId: round!.roundId }))
          .code,
      ).toBe(200);
    }

    const result = p.ws.next((f) => f.path === topics[1] && (f.data as { roundId: string }).roundId === round!.roundId, 20_000);
    const killedAt = Date.now();
    leader.child.kill('SIGKILL');
    let took = Infinity;
    for (let i = 0; i < 100; i++) {
      const h = await health(survivor);
      if (h.leader) {
        took = Date.now() - killedAt;
        expect(h.epoch).toBeGreaterThan(firstEpoch);
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(took).toBeLessThan(5_000);

    const bets = ((await result).data as { bets: Bet[] }).bets;
    expect(bets).toHaveLength(3);
    const past = ((await p.ws.call('/ws/game/roulette/pastRound', { count: 20 })).data as { list: Phase[] }).list.find(
      (r) => r.roundId === round!.roundId,
    )!;
    expect(sha256Hex(past.serverSeed!)).toBe(round!.serverSeedHash);
    let paid = 0n;
    for (const bet of bets) {
      const x = roulettePayX100(bet.select as RoulettePool, past.result!.resultNumber as number);
      expect(bet).toMatchObject({ status: 'settled', payout: toWireAmount((100_000n * x) / 100n) });
      paid += (100_000n * x) / 100n;
    }
    const history = (await p.ws.call('/ws/game/roulette/myHistory', {})).data as { list: Bet[]; total: number };
    expect(history.total).toBe(3);
    expect((await request<{ balance: string }>(survivor.url, 'GET', '/main/user', { token: p.token })).body.data!.balance).toBe(
      toWireAmount(9_700_000n + paid),
    );
    // Rounds keep coming on the survivor, now run by it.
    const next = await p.ws.next((f) => f.path === topics[0], 10_000);
    expect((next.data as Phase).roundId > round!.roundId).toBe(true);
    expect((await request(survivor.url, 'GET', '/ops/reconcile')).body).toMatchObject({ ok: true });
    p.ws.close();
  });
});

describe.runIf(redisUrl && engines.includes('postgres'))('a Crash flight across a leader kill', () => {
  let database: TestDatabase;
  let a: NodeProcess;
  let b: NodeProcess;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl as string,
      REDIS_PREFIX: `kasino-crash-${randomBytes(4).toString('hex')}:`,
      ROUND_TIME_PERCENT: '50',
      LEADER_POLL_MS: '250',
      SANDBOX_CONFIRM_MS: '10',
    };
    a = await spawnNode({ ...env, NODE_ID: 'node-a' });
    b = await spawnNode({ ...env, NODE_ID: 'node-b' });
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  it('the new leader lands the flight at its committed time and settles every bet once', { timeout: 300_000 }, async () => {
    let states: Health[] = [];
    for (let i = 0; i < 40 && states.filter((s) => s.leader).length !== 1; i++) {
      states = await Promise.all([health(a), health(b)]);
      await new Promise((r) => setTimeout(r, 100));
    }
    const [leader, survivor] = states[0]!.leader ? [a, b] : [b, a];
    const p = await fundedPlayer(survivor);
    const topics = ['/ws/game/crash/start', '/ws/game/crash/end', '/ws/game/crash/data'];
    expect((await p.ws.call('/ws/subscribe', { topics })).code).toBe(200);
    // A flight can outlast the 12 s a silent link is kept: ping like the app does.
    const keepalive = setInterval(() => p.ws.sendRaw(JSON.stringify({ path: '/ws/ping' })), 5_000);
    // A round in preparation: an automatic cash-out at 1.01 and a bet left to ride.
    type Cur = { curTime: number; round: { roundId: string; status: string; startTime: number | null } | null };
    let roundId: string | null = null;
    for (let i = 0; i < 10 && !roundId; i++) {
      const cur = (await p.ws.call('/ws/game/crash/curGame', {})).data as Cur;
      if (cur.round?.status === 'PREPARATION' && cur.round.startTime !== null && cur.round.startTime - cur.curTime > 1_000)
        roundId = cur.round.roundId;
      // The next preparation comes after the current flight: up to 88 s for a 200x target (crash.ts).
      else await p.ws.next((f) => f.path === topics[0], 120_000);
    }
    expect(roundId).not.toBeNull();
    expect((await p.ws.call('/ws/game/crash/bet', { uuid: `kill-auto-${p.userId}`, amount: '1000', rate: '1.01' })).code).toBe(200);
    expect((await p.ws.call('/ws/game/crash/bet', { uuid: `kill-ride-${p.userId}`, amount: '2000' })).code).toBe(200);
    // In flight (or already crashed at 1.00): kill the leader.
    const isEnd = (f: { path?: string; data?: unknown }) => f.path === topics[1] && (f.data as { roundId: string }).roundId === roundId;
    const first = await p.ws.next((f) => f.path === topics[2] || isEnd(f), 20_000);
    // A target of 1.00 crashes at once: then there is no flight to interrupt.
    const ended = isEnd(first) ? Promise.resolve(first) : p.ws.next(isEnd, 120_000);
    leader.child.kill('SIGKILL');
    const end = (await ended).data as { target: string; serverSeed: string; roundHash: string };
    expect(sha256Hex(end.serverSeed)).toMatch(/^[0-9a-f]{64}$/);
    const target = BigInt(end.target.replace('.', ''));
    const bets = (
      (await p.ws.call('/ws/game/crash/myHistory', {})).data as { list: Array<{ rate: string | null; status: string; payout: string }> }
    ).list;
    expect(bets).toHaveLength(2);
    expect(bets.every((bet) => bet.status === 'settled')).toBe(true);
    expect(bets.find((bet) => bet.rate === '1.01')!.payout).toBe(target >= 101n ? '1010' : '0');
    expect(bets.find((bet) => bet.rate === null)!.payout).toBe('0');
    expect((await request<{ balance: string }>(survivor.url, 'GET', '/main/user', { token: p.token })).body.data!.balance).toBe(
      target >= 101n ? '98010' : '97000',
    );
    expect((await request(survivor.url, 'GET', '/ops/reconcile')).body).toMatchObject({ ok: true });
    clearInterval(keepalive);
    p.ws.close();
  });
});
