/**
 * A simulated referral network (SIM_REFERRAL_PLAYERS players, 1,000 by default, over SIM_REFERRAL_DAYS
 * = 30 WIB days): players join under random inviters (so agents have from none to dozens of
 * downlines over three tiers), and each day some of them play; their play enters the daily wager
 * tally, the table the bets' durable subscriber keeps and the settlement reads. Every finished day is
 * then settled, and an independent reckoning of the rules (active downlines over 7 days, the agent
 * level at the day's end, the difference basis) must give exactly the rebate rows the server wrote:
 * each rebate traced to its downline's play that day and the upline at its tier; no chain paid more
 * than the top rate; each agent's day one grant of the sum; re-running the days pays nothing more.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { wibDay } from '../src/modules/protection/periods.ts';
import { shiftDay } from '../src/modules/referral/referral.rules.ts';
import { engines, request, startTestServer, type TestServer } from './harness.ts';
import { mulberry32 } from './play-helpers.ts';

const PLAYERS = Number(process.env.SIM_REFERRAL_PLAYERS ?? 1000);
const DAYS = Number(process.env.SIM_REFERRAL_DAYS ?? 30);
const LEVELS = [
  { activeDownlines: 0, rate: '0.1' },
  { activeDownlines: 3, rate: '0.15' },
  { activeDownlines: 8, rate: '0.2' },
];
const BPS = [1000n, 1500n, 2000n];
const ACTIVE_WAGER = 1_000_000n; // Rp 10.000 in minor units

describe.each(engines)('a referral network on %s', (engine) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(engine, { ROUNDS: '0', JOBS_REFERRAL_SETTLE_MS: '3600000' });
    const put = await request(t.url, 'PUT', '/ops/site/config/referral', {
      body: {
        value: {
          enabled: true,
          levels: LEVELS,
          activeWager: '10000',
          activeDays: 7,
          firstDeposit: { minDeposit: '50000', bonus: '20000', days: 7 },
        },
      },
    });
    expect(put.status).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('pays every rebate exactly as the rules reckon it, within the top rate, once', { timeout: 600_000 }, async () => {
    const db = t.server.database.db;
    const random = mulberry32(20261128);
    const today = wibDay(Date.now());
    const first = shiftDay(today, -(DAYS + 1));
    const joinedAt = Date.parse(`${shiftDay(first, -1)}T00:00:00+07:00`);

    // Players join in order; a fifth are roots, the others pick an earlier player (favouring the first ones).
    const ids: number[] = [];
    for (let i = 0; i < PLAYERS; i += 250) {
      const rows = await db
        .insertInto('users')
        .values(
          Array.from({ length: Math.min(250, PLAYERS - i) }, (_, k) => ({
            phone: `62899${String(i + k).padStart(8, '0')}`,
            password_hash: 'x',
            name: `sim${i + k}`,
            avatar: '',
            currency: 'IDR',
            invite_code: `SIM${String(i + k).padStart(6, '0')}`,
            inviter_id: null,
            status: 'active',
            created_at: joinedAt,
          })),
        )
        .returning('id')
        .execute();
      ids.push(...rows.map((r) => Number(r.id)));
    }
    const inviterOf = new Map<number, number>();
    for (let n = 10; n < ids.length; n++) {
      if (random() < 0.2) continue;
      const inviter = ids[Math.floor(random() ** 2 * n)]!;
      inviterOf.set(ids[n]!, inviter);
      await db
        .updateTable('users')
        .set({ inviter_id: BigInt(inviter) })
        .where('id', '=', BigInt(ids[n]!))
        .execute();
    }
    // The registrations as the auth module records them; the referral subscriber fixes the tiers.
    for (let i = 0; i < ids.length; i += 250)
      await db
        .insertInto('domain_events')
        .values(
          ids.slice(i, i + 250).map((userId) => ({
            type: 'player.registered',
            user_id: BigInt(userId),
            payload: JSON.stringify({ type: 'player.registered', userId, inviteCode: null, registeredAt: joinedAt }),
            created_at: BigInt(joinedAt),
          })),
        )
        .execute();
    await t.server.events.settle();
    const uplines = new Map<number, Map<number, number>>();
    for (const id of ids) {
      const chain = new Map<number, number>();
      let at = inviterOf.get(id);
      for (let tier = 1; tier <= 3 && at !== undefined; tier++) {
        chain.set(tier, at);
        at = inviterOf.get(at);
      }
      uplines.set(id, chain);
    }
    const stored = await db.selectFrom('referral_ancestors').select(['user_id', 'tier', 'ancestor_id']).execute();
    expect(stored.length).toBe([...uplines.values()].reduce((s, c) => s + c.size, 0));
    for (const r of stored) expect(uplines.get(Number(r.user_id))!.get(Number(r.tier))).toBe(Number(r.ancestor_id));

    // Thirty days of play in the tally: wagered in minor units, revenue at a 1–4% edge.
    const play = new Map<string, { wagered: bigint; revenue: bigint }>();
    for (let d = 0; d < DAYS; d++) {
      const day = shiftDay(first, d);
      const rows = [];
      for (const id of ids) {
        if (random() > 0.35) continue;
        const wagered = BigInt(Math.floor(random() * 50_000)) * 100n;
        const revenue = (wagered * BigInt(100 + Math.floor(random() * 300))) / 10_000n;
        play.set(`${id}|${day}`, { wagered, revenue });
        rows.push({
          user_id: BigInt(id),
          day,
          category: 'instant',
          currency: 'IDR',
          bets: 1n,
          wagered,
          payout: wagered - revenue,
          theoretical_revenue: revenue,
        });
      }
      for (let i = 0; i < rows.length; i += 250)
        await db
          .insertInto('wager_daily')
          .values(rows.slice(i, i + 250))
          .execute();
    }

    const settled = await request<{ days: { day: string; rows: number; paid: string }[] }>(t.url, 'POST', '/ops/referral/settle', {
      body: {},
    });
    expect(settled.status).toBe(200);
    expect(settled.body.data!.days.map((d) => d.day)).toEqual(Array.from({ length: DAYS }, (_, d) => shiftDay(first, d)));

    // The reckoning: for each day, each agent's active tier-1 downlines over 7 days, its level, the shares.
    const children = new Map<number, number[]>();
    for (const [id, inviter] of inviterOf) children.set(inviter, [...(children.get(inviter) ?? []), id]);
    const expected = new Map<string, bigint>();
    let revenueTotal = 0n;
    let paidTotal = 0n;
    for (let d = 0; d < DAYS; d++) {
      const day = shiftDay(first, d);
      const window = Array.from({ length: 7 }, (_, k) => shiftDay(day, -k));
      const active = (id: number) => window.reduce((s, w) => s + (play.get(`${id}|${w}`)?.wagered ?? 0n), 0n) >= ACTIVE_WAGER;
      const rateOf = (agent: number) => {
        const n = (children.get(agent) ?? []).filter(active).length;
        return BPS[n >= 8 ? 2 : n >= 3 ? 1 : 0]!;
      };
      for (const id of ids) {
        const revenue = play.get(`${id}|${day}`)?.revenue ?? 0n;
        const chain = uplines.get(id)!;
        if (revenue <= 0n || !chain.size) continue;
        revenueTotal += revenue;
        let below = 0n;
        let chainPaid = 0n;
        for (const [tier, agent] of chain) {
          const bps = rateOf(agent);
          if (bps > below) {
            const amount = (revenue * (bps - below)) / 10_000n;
            if (amount > 0n) expected.set(`${agent}|${id}|${tier}|${day}`, amount);
            chainPaid += amount;
            below = bps;
          }
        }
        expect(chainPaid).toBeLessThanOrEqual((revenue * 2000n) / 10_000n);
        paidTotal += chainPaid;
      }
    }
    const rows = await db.selectFrom('referral_rebates').select(['agent_id', 'downline_id', 'tier', 'day', 'revenue', 'amount']).execute();
    const actual = new Map(rows.map((r) => [`${r.agent_id}|${r.downline_id}|${r.tier}|${r.day}`, BigInt(r.amount)]));
    for (const r of rows) expect(BigInt(r.revenue)).toBe(play.get(`${r.downline_id}|${r.day}`)!.revenue);
    expect(actual.size).toBe(expected.size);
    expect(actual).toEqual(expected);
    expect(paidTotal).toBeLessThanOrEqual((revenueTotal * 2000n) / 10_000n);
    expect(expected.size).toBeGreaterThan(PLAYERS); // the network really paid across tiers and days

    // Each agent's day is one grant of the sum of its rows.
    const grants = await db
      .selectFrom('promo_grants')
      .select(['user_id', 'period_key', 'amount'])
      .where('promotion', '=', 'referral_rebate')
      .execute();
    const perAgentDay = new Map<string, bigint>();
    for (const [key, amount] of expected) {
      const [agent, , , day] = key.split('|');
      perAgentDay.set(`${agent}|day:${day}`, (perAgentDay.get(`${agent}|day:${day}`) ?? 0n) + amount);
    }
    expect(new Map(grants.map((g) => [`${g.user_id}|${g.period_key}`, BigInt(g.amount)]))).toEqual(perAgentDay);
    const total = settled.body.data!.days.reduce((s, d) => s + BigInt(Math.round(Number(d.paid) * 100)), 0n);
    expect(total).toBe(paidTotal);

    // Re-running every day pays nothing more.
    for (let d = 0; d < DAYS; d += 7) {
      const again = await request<{ days: unknown[] }>(t.url, 'POST', '/ops/referral/settle', { body: { day: shiftDay(first, d) } });
      expect(again.body.data!.days).toEqual([]);
    }
    expect((await request<{ days: unknown[] }>(t.url, 'POST', '/ops/referral/settle', { body: {} })).body.data!.days).toEqual([]);
    const after = await db
      .selectFrom('referral_rebates')
      .select(sql<unknown>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(rows.length);
    const grantsAfter = await db
      .selectFrom('promo_grants')
      .select(sql<unknown>`count(*)`.as('n'))
      .where('promotion', '=', 'referral_rebate')
      .executeTakeFirstOrThrow();
    expect(Number(grantsAfter.n)).toBe(grants.length);
  });
});
