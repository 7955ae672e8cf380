/**
 * Durable subscribers survive a crash between commit and dispatch: a server process is killed with
 * SIGKILL in the middle of a stream of bets, restarted on the same database, and the daily wager
 * statistics then equal the sum over the bets table exactly (nothing lost, nothing counted twice).
 * On PostgreSQL with Redis, two nodes taking bets at once handle each event once between them.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, engines, redisUrl } from './harness.ts';
import { spawnNode, type NodeProcess } from './node-process.ts';
import { fundedPlayer } from './wallet-helpers.ts';
import { caughtUp, expectedWagers, queryRows, scoresOf, storedWagers, vipScores } from './wager-stats.ts';

/** Players betting Roller in a loop on `node` until `stop()`; resolves how many bets were answered. */
async function betStream(node: NodeProcess, players: number, tag: string) {
  const ps = await Promise.all(Array.from({ length: players }, () => fundedPlayer(node, '1000000')));
  let stopped = false;
  let answered = 0;
  const loops = ps.map(async (p, k) => {
    for (let i = 0; !stopped; i++) {
      try {
        const r = await p.ws.call('/ws/game/roller/startRound', {
          uuid: `${tag}-${k}-${i}`,
          amount: '1000',
          choose: 50000,
          isHigher: i % 2 === 0,
        });
        if (r.code === 200) answered++;
      } catch {
        return; // the node died under us
      }
    }
  });
  return {
    answered: () => answered,
    async stop() {
      stopped = true;
      await Promise.allSettled(loops);
      for (const p of ps) p.ws.close();
    },
  };
}

const until = async (check: () => boolean, timeoutMs = 20_000) => {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe.each(engines)('durable events across a kill -9 on %s', (engine) => {
  it('counts every bet exactly once after the process is killed mid-stream and restarted', { timeout: 90_000 }, async () => {
    const database = await createTestDatabase(engine);
    const env = {
      DATABASE_URL: database.url,
      SANDBOX_CONFIRM_MS: '10',
      JOBS: '0',
      ROUNDS: '0',
      EVENT_POLL_MS: '100',
      ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_PREFIX: `kasino-ev-${randomBytes(4).toString('hex')}:` } : {}),
    };
    let node = await spawnNode(env);
    try {
      const stream = await betStream(node, 4, 'kill');
      await until(() => stream.answered() >= 150);
      node.child.kill('SIGKILL');
      await node.exited;
      await stream.stop();
      // Committed bets whose events the statistics had not read yet when the process died.
      const [left] = await queryRows(
        database.url,
        "select count(*) as n from domain_events e join event_cursors c on c.name = 'wager-daily' where e.tx_id > c.last_tx_id or (e.tx_id = c.last_tx_id and e.id > c.last_id)",
      );
      expect(BigInt(left!.n as bigint)).toBeGreaterThan(0n);
      node = await spawnNode(env);
      // A few bets after the restart, on top of whatever the killed process had committed.
      const after = await betStream(node, 2, 'after');
      await until(() => after.answered() >= 20);
      await after.stop();
      await caughtUp(database.url);
      const stored = await storedWagers(database.url);
      expect(stored.size).toBeGreaterThan(0);
      expect(stored).toEqual(await expectedWagers(database.url));
      // The VIP scores too: each player's score is the theoretical revenue of every bet, once.
      await caughtUp(database.url, 'vip');
      expect(await vipScores(database.url)).toEqual(scoresOf(stored));
      const [bets] = await queryRows(database.url, "select count(*) as n from bets where status = 'settled'");
      expect(BigInt(bets!.n as bigint)).toBe([...stored.values()].reduce((a, t) => a + t.bets, 0n));
    } finally {
      await node.stop();
      await database.drop();
    }
  });
});

describe.runIf(redisUrl && engines.includes('postgres'))('durable events on two nodes', () => {
  it('handles each event once between two nodes taking bets at once', { timeout: 90_000 }, async () => {
    const database = await createTestDatabase('postgres');
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl as string,
      REDIS_PREFIX: `kasino-ev2-${randomBytes(4).toString('hex')}:`,
      SANDBOX_CONFIRM_MS: '10',
      JOBS: '0',
      ROUNDS: '0',
      LEADER_POLL_MS: '250',
      EVENT_POLL_MS: '100',
    };
    const a = await spawnNode({ ...env, NODE_ID: 'node-a' });
    const b = await spawnNode({ ...env, NODE_ID: 'node-b' });
    try {
      const streams = await Promise.all([betStream(a, 3, 'a'), betStream(b, 3, 'b')]);
      await until(() => streams.every((s) => s.answered() >= 80));
      await Promise.all(streams.map((s) => s.stop()));
      await caughtUp(database.url);
      const stored = await storedWagers(database.url);
      expect(stored.size).toBe(6);
      expect(stored).toEqual(await expectedWagers(database.url));
      await caughtUp(database.url, 'vip');
      expect(await vipScores(database.url)).toEqual(scoresOf(stored));
      // One cursor per durable subscriber, none per node.
      const cursors = await queryRows(database.url, 'select name from event_cursors order by name');
      expect(cursors.map((c) => c.name)).toEqual([
        'bonus-wagering',
        'continuous-deposit',
        'deposit-bonus',
        'inbox-mailer',
        'referral',
        'vip',
        'wager-daily',
      ]);
      // The inbox's durable subscriber too: one mail per registration and per paid deposit, from one node.
      const mailCounts = async () => {
        const [facts] = await queryRows(
          database.url,
          "select count(*) as n from domain_events where type in ('player.registered', 'deposit.paid')",
        );
        // The mails the inbox sends for these facts (a first deposit's bonus mail comes from the promotions).
        const [mails] = await queryRows(database.url, "select count(*) as n from mails where source_key like 'event:%'");
        return { facts: Number(facts!.n), mails: Number(mails!.n) };
      };
      let counts = await mailCounts();
      for (let i = 0; i < 100 && counts.mails < counts.facts; i++) {
        await new Promise((r) => setTimeout(r, 100));
        counts = await mailCounts();
      }
      expect(counts.mails).toBe(counts.facts);
      expect(counts.mails).toBeGreaterThanOrEqual(12);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
      await database.drop();
    }
  });
});
