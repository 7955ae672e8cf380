/**
 * A simulated month of promotions with the test clock (SIM_PLAYERS players, SIM_DAYS days; CI runs 30
 * × 30, `SIM_PLAYERS=500` the full size): players deposit on some days, bet, check in, claim their grants
 * twice at once, or let them expire; budgets are tight enough to run out on busy days. At the end, per
 * promotion: the promotions house account moved exactly the claimed grants (less forfeits), no grant was
 * paid twice, no day and no promotion spent past its budget, nobody got a deposit bonus twice, and the
 * ledger reconciles.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { GrantView, PromoInfo } from '@kasino/shared/protocol/promo';
import { engines, registerUser, request, startTestServer, WsClient, type TestServer } from './harness.ts';
import { mulberry32 } from './play-helpers.ts';
import { depositAndWait } from './wallet-helpers.ts';

const PLAYERS = Number(process.env.SIM_PLAYERS ?? 30);
const DAYS = Number(process.env.SIM_DAYS ?? 30);
const DAY = 86_400_000;
const DAILY_FIRST_BUDGET = 200_000; // rupiah: four 50.000 bonuses a day

describe.each(engines)('a month of promotions on %s', (engine) => {
  let t: TestServer;
  let offset = 0;
  beforeAll(async () => {
    t = await startTestServer(
      engine,
      { SANDBOX_CONFIRM_MS: '5', ROUNDS: '0', JOBS_PROMO_EXPIRE_MS: '100' },
      { now: () => Date.now() + offset },
    );
    const controls = (await request<Record<string, Record<string, string | boolean>>>(t.url, 'GET', '/main/site/config/promo_controls'))
      .body.data!;
    const put = await request(t.url, 'PUT', '/ops/site/config/promo_controls', {
      body: { value: { ...controls, first_deposit: { ...controls.first_deposit, dailyBudget: String(DAILY_FIRST_BUDGET) } } },
    });
    expect(put.status).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('pays every claimed grant exactly once, within its budgets, and reconciles', { timeout: 600_000 }, async () => {
    const random = mulberry32(20261128);
    const players = [];
    for (let i = 0; i < PLAYERS; i += 10)
      players.push(...(await Promise.all(Array.from({ length: Math.min(10, PLAYERS - i) }, () => registerUser(t.url)))));
    const info = async (token: string) => (await request<PromoInfo>(t.url, 'GET', '/main/promo/info', { token })).body.data!;

    for (let day = 0; day < DAYS; day++) {
      await Promise.all(
        players.map(async (p) => {
          const roll = random();
          const claims = random() < 0.7; // the others let their grants run out
          if (roll < 0.35) await depositAndWait(t.url, p.token, random() < 0.5 ? '50000' : '150000');
          if (roll < 0.35 && random() < 0.8) await request(t.url, 'POST', '/main/promo/checkIn', { token: p.token });
          if (roll > 0.8) {
            const ws = await WsClient.connect(t.wsUrl, { cookieToken: p.token });
            try {
              for (let k = 0; k < 3; k++)
                await ws.call('/ws/game/roller/startRound', {
                  uuid: `sim-${p.userId}-${day}-${k}`,
                  amount: '1000',
                  choose: 50000,
                  isHigher: k % 2 === 0,
                });
            } finally {
              ws.close();
            }
          }
          if (claims) {
            const claimable = (await info(p.token)).grants.filter((g: GrantView) => g.status === 'claimable');
            for (const g of claimable) {
              // Claimed twice at once: paid once at most.
              const both = await Promise.all(
                [0, 1].map(() => request(t.url, 'POST', '/main/promo/claim', { token: p.token, body: { id: g.id } })),
              );
              expect(both.filter((r) => r.status === 200).length).toBeLessThanOrEqual(1);
            }
          }
          if (random() < 0.05) await request(t.url, 'POST', '/main/promo/bonus/forfeit', { token: p.token });
        }),
      );
      offset += DAY;
    }
    await new Promise((r) => setTimeout(r, 300)); // a last run of the expiry job on the final day
    await t.server.events.settle();

    const db = t.server.database.db;
    const grants = await db.selectFrom('promo_grants').selectAll().execute();
    const claimed = grants.filter((g) => g.status === 'claimed');
    expect(claimed.length).toBeGreaterThan(0);
    // Grants left unclaimed past their 3 days were expired by the job.
    expect(grants.some((g) => g.status === 'expired')).toBe(true);
    expect(grants.every((g) => g.status !== 'claimable' || Number(g.claimable_until) > Date.now() + offset - 1_000)).toBe(true);
    // Every claimed grant has exactly one payment transfer, of its amount; no other promo payment exists.
    const payments = await db.selectFrom('transfers').select(['id', 'amount']).where('id', 'like', 'promo:%').execute();
    expect(payments.length).toBe(claimed.length);
    const paidById = new Map(payments.map((p) => [p.id, BigInt(p.amount)]));
    for (const g of claimed) expect(paidById.get(`promo:${g.id}`)).toBe(BigInt(g.amount));
    // The promotions house account moved by the payments less the forfeits (and nothing else here).
    const forfeits = await db
      .selectFrom('transfers')
      .select(sql<string>`coalesce(sum(amount), 0)`.as('s'))
      .where('id', 'like', 'promo-forfeit:%')
      .executeTakeFirst();
    const house = await db
      .selectFrom('accounts')
      .select(sql<string>`coalesce(sum(balance), 0)`.as('s'))
      .where('code', 'like', 'house:promotions:%')
      .executeTakeFirst();
    const paid = claimed.reduce((s, g) => s + BigInt(g.amount), 0n);
    expect(BigInt(house!.s)).toBe(-paid + BigInt(forfeits!.s));
    // Budgets: the first deposit bonus never paid more than its daily budget on any WIB day.
    const perDay = new Map<string, bigint>();
    for (const g of claimed.filter((x) => x.promotion === 'first_deposit')) {
      const key = new Date(Number(g.claimed_at) + 7 * 3_600_000).toISOString().slice(0, 10);
      perDay.set(key, (perDay.get(key) ?? 0n) + BigInt(g.amount));
    }
    for (const spent of perDay.values()) expect(spent).toBeLessThanOrEqual(BigInt(DAILY_FIRST_BUDGET) * 100n);
    const budgets = await db.selectFrom('promo_budgets').selectAll().execute();
    for (const b of budgets) {
      const sum = claimed.filter((g) => g.promotion === b.promotion).reduce((s, g) => s + BigInt(g.amount), 0n);
      expect(BigInt(b.spent)).toBe(sum);
    }
    // One deposit bonus of each kind per player.
    for (const kind of ['first_deposit', 'second_deposit', 'third_deposit']) {
      const owners = grants.filter((g) => g.promotion === kind).map((g) => Number(g.user_id));
      expect(new Set(owners).size).toBe(owners.length);
    }
    expect((await request(t.url, 'GET', '/ops/reconcile')).body).toMatchObject({ ok: true });
  });
});
