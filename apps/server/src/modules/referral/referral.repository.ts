/**
 * Every SQL statement of the referral module: the uplines, the settled rebates and days, the
 * first-deposit bonuses, and the reads of other modules' tables it needs (the daily wager tally,
 * deposits, and the identity marks that tell related players apart).
 */
import { sql, type Kysely } from 'kysely';
import type { Tier } from '@kasino/shared/protocol/referral';
import { paged, type Page } from '../../platform/db/paged.ts';
import type { Database } from '../../platform/db/schema.ts';

type Db = Kysely<Database>;

const big = (v: unknown): bigint => (v === null || v === undefined ? 0n : BigInt(v as string | number | bigint));

export interface RebateRow {
  agentId: number;
  downlineId: number;
  tier: Tier;
  day: string;
  revenue: bigint;
  level: string;
  rate: string;
  amount: bigint;
}

export interface DayLink {
  downlineId: number;
  tier: Tier;
  agentId: number;
  revenue: bigint;
}

export interface FirstDepositRow {
  downlineId: number;
  agentId: number;
  orderId: string;
  deposit: bigint;
  paidAt: number;
  dueAt: number;
  status: 'waiting' | 'granted' | 'refused';
  reason: string | null;
}

const toFirstDeposit = (r: {
  downline_id: unknown;
  agent_id: unknown;
  order_id: string;
  deposit: unknown;
  paid_at: unknown;
  due_at: unknown;
  status: 'waiting' | 'granted' | 'refused';
  reason: string | null;
}): FirstDepositRow => ({
  downlineId: Number(r.downline_id),
  agentId: Number(r.agent_id),
  orderId: r.order_id,
  deposit: big(r.deposit),
  paidAt: Number(r.paid_at),
  dueAt: Number(r.due_at),
  status: r.status,
  reason: r.reason,
});

export class ReferralRepository {
  constructor(readonly db: Db) {}

  // -- uplines

  async uplinesOf(userId: number, on: Db = this.db): Promise<Map<Tier, number>> {
    const rows = await on.selectFrom('referral_ancestors').select(['tier', 'ancestor_id']).where('user_id', '=', BigInt(userId)).execute();
    return new Map(rows.map((r) => [Number(r.tier) as Tier, Number(r.ancestor_id)]));
  }

  /** When the player was bound to their inviter (tier 1), or null when they have none. */
  async boundAt(userId: number): Promise<number | null> {
    const row = await this.db
      .selectFrom('referral_ancestors')
      .select('bound_at')
      .where('user_id', '=', BigInt(userId))
      .where('tier', '=', 1)
      .executeTakeFirst();
    return row ? Number(row.bound_at) : null;
  }

  /** Writes a player's uplines once; false when they already had some (a concurrent binding won). */
  async bindUplines(tx: Db, userId: number, chain: ReadonlyMap<Tier, number>, at: number): Promise<boolean> {
    const rows = [...chain].map(([tier, ancestorId]) => ({ user_id: BigInt(userId), tier, ancestor_id: BigInt(ancestorId), bound_at: at }));
    const inserted = await tx
      .insertInto('referral_ancestors')
      .values(rows)
      .onConflict((oc) => oc.columns(['user_id', 'tier']).doNothing())
      .returning('tier')
      .execute();
    return inserted.some((r) => Number(r.tier) === 1);
  }

  /** Whether `userId` is within `agentId`'s three tiers (a binding to it would close a circle). */
  async inDownline(tx: Db, agentId: number, userId: number): Promise<boolean> {
    const row = await tx
      .selectFrom('referral_ancestors')
      .select('tier')
      .where('user_id', '=', BigInt(userId))
      .where('ancestor_id', '=', BigInt(agentId))
      .executeTakeFirst();
    return row !== undefined;
  }

  async user(id: number, on: Db = this.db) {
    return on.selectFrom('users').select(['id', 'phone', 'invite_code', 'inviter_id']).where('id', '=', BigInt(id)).executeTakeFirst();
  }

  async userByCode(code: string, on: Db = this.db) {
    return on.selectFrom('users').select(['id', 'phone']).where('invite_code', '=', code.toUpperCase()).executeTakeFirst();
  }

  async phonesOf(ids: readonly number[]): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const rows = await this.db
      .selectFrom('users')
      .select(['id', 'phone'])
      .where(
        'id',
        'in',
        ids.map((id) => BigInt(id)),
      )
      .execute();
    return new Map(rows.map((r) => [Number(r.id), r.phone]));
  }

  // -- members

  async tierCounts(agentId: number): Promise<Map<Tier, number>> {
    const rows = await this.db
      .selectFrom('referral_ancestors')
      .select(['tier', sql<unknown>`count(*)`.as('n')])
      .where('ancestor_id', '=', BigInt(agentId))
      .groupBy('tier')
      .execute();
    return new Map(rows.map((r) => [Number(r.tier) as Tier, Number(big(r.n))]));
  }

  /** Downlines of each tier whose settled stake over [fromDay, toDay] reaches `wager`. */
  async activeCounts(agentId: number | null, fromDay: string, toDay: string, wager: bigint, currency: string, on: Db = this.db) {
    let query = on
      .selectFrom('referral_ancestors as a')
      .innerJoin(
        (eb) =>
          eb
            .selectFrom('wager_daily')
            .select('user_id')
            .where('day', '>=', fromDay)
            .where('day', '<=', toDay)
            .where('currency', '=', currency)
            .groupBy('user_id')
            .having(sql<unknown>`sum(wagered)`, '>=', wager)
            .as('w'),
        (join) => join.onRef('w.user_id', '=', 'a.user_id'),
      )
      .select(['a.ancestor_id', 'a.tier', sql<unknown>`count(*)`.as('n')])
      .groupBy(['a.ancestor_id', 'a.tier']);
    if (agentId !== null) query = query.where('a.ancestor_id', '=', BigInt(agentId));
    const rows = await query.execute();
    return rows.map((r) => ({ agentId: Number(r.ancestor_id), tier: Number(r.tier) as Tier, count: Number(big(r.n)) }));
  }

  /** Of these players, the ones whose settled stake over [fromDay, toDay] reaches `wager`. */
  async activeAmong(ids: readonly number[], fromDay: string, toDay: string, wager: bigint, currency: string): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const rows = await this.db
      .selectFrom('wager_daily')
      .select('user_id')
      .where(
        'user_id',
        'in',
        ids.map((id) => BigInt(id)),
      )
      .where('day', '>=', fromDay)
      .where('day', '<=', toDay)
      .where('currency', '=', currency)
      .groupBy('user_id')
      .having(sql<unknown>`sum(wagered)`, '>=', wager)
      .execute();
    return new Set(rows.map((r) => Number(r.user_id)));
  }

  async wageredBetween(userId: number, fromDay: string, toDay: string, currency: string, on: Db = this.db): Promise<bigint> {
    const row = await on
      .selectFrom('wager_daily')
      .select(sql<unknown>`sum(wagered)`.as('total'))
      .where('user_id', '=', BigInt(userId))
      .where('day', '>=', fromDay)
      .where('day', '<=', toDay)
      .where('currency', '=', currency)
      .executeTakeFirst();
    return big(row?.total);
  }

  async members(agentId: number, tier: Tier, page: number, count: number) {
    const downline = this.db.selectFrom('referral_ancestors as a').where('a.ancestor_id', '=', BigInt(agentId)).where('a.tier', '=', tier);
    const { rows, total } = await paged(
      downline
        .innerJoin('users as u', 'u.id', 'a.user_id')
        .select(['a.user_id', 'u.phone', 'u.created_at'])
        .orderBy('a.bound_at', 'desc')
        .orderBy('a.user_id', 'desc'),
      page,
      count,
      downline, // counted on the downline alone: the users are joined only for their columns
    );
    return { rows: rows.map((r) => ({ userId: Number(r.user_id), phone: r.phone, joinedAt: Number(r.created_at) })), total };
  }

  async firstDepositTimes(ids: readonly number[]): Promise<Map<number, number>> {
    if (!ids.length) return new Map();
    const rows = await this.db
      .selectFrom('deposit_orders')
      .select(['user_id', sql<unknown>`min(paid_at)`.as('first')])
      .where(
        'user_id',
        'in',
        ids.map((id) => BigInt(id)),
      )
      .where('status', '=', 'paid')
      .groupBy('user_id')
      .execute();
    return new Map(rows.map((r) => [Number(r.user_id), Number(big(r.first))]));
  }

  async rebateByDownline(agentId: number, ids: readonly number[]): Promise<Map<number, bigint>> {
    if (!ids.length) return new Map();
    const rows = await this.db
      .selectFrom('referral_rebates')
      .select(['downline_id', sql<unknown>`sum(amount)`.as('total')])
      .where('agent_id', '=', BigInt(agentId))
      .where(
        'downline_id',
        'in',
        ids.map((id) => BigInt(id)),
      )
      .groupBy('downline_id')
      .execute();
    return new Map(rows.map((r) => [Number(r.downline_id), big(r.total)]));
  }

  async rebateByTier(agentId: number): Promise<Map<Tier, bigint>> {
    const rows = await this.db
      .selectFrom('referral_rebates')
      .select(['tier', sql<unknown>`sum(amount)`.as('total')])
      .where('agent_id', '=', BigInt(agentId))
      .groupBy('tier')
      .execute();
    return new Map(rows.map((r) => [Number(r.tier) as Tier, big(r.total)]));
  }

  async lastRebateDay(agentId: number): Promise<{ day: string; amount: bigint } | null> {
    const row = await this.db
      .selectFrom('referral_rebates')
      .select(['day', sql<unknown>`sum(amount)`.as('total')])
      .where('agent_id', '=', BigInt(agentId))
      .groupBy('day')
      .orderBy('day', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? { day: row.day, amount: big(row.total) } : null;
  }

  async logs(agentId: number, page: number, count: number): Promise<Page<RebateRow>> {
    const { rows, total } = await paged(
      this.db
        .selectFrom('referral_rebates')
        .selectAll()
        .where('agent_id', '=', BigInt(agentId))
        .orderBy('day', 'desc')
        .orderBy('tier')
        .orderBy('amount', 'desc'),
      page,
      count,
    );
    return {
      rows: rows.map((r) => ({
        agentId: Number(r.agent_id),
        downlineId: Number(r.downline_id),
        tier: Number(r.tier) as Tier,
        day: r.day,
        revenue: big(r.revenue),
        level: r.level,
        rate: r.rate,
        amount: big(r.amount),
      })),
      total,
    };
  }

  // -- settlement

  async daySettled(day: string, on: Db = this.db): Promise<boolean> {
    return (await on.selectFrom('referral_days').select('day').where('day', '=', day).executeTakeFirst()) !== undefined;
  }

  /** The earliest day with play by a bound player after `afterDay` and up to `lastDay` not yet settled. */
  async nextUnsettledDay(lastDay: string, currency: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('wager_daily as w')
      .select(sql<string>`min(w.day)`.as('day'))
      .where('w.day', '<=', lastDay)
      .where('w.currency', '=', currency)
      .where((eb) => eb.exists(eb.selectFrom('referral_ancestors as a').select('a.user_id').whereRef('a.user_id', '=', 'w.user_id')))
      .where((eb) => eb.not(eb.exists(eb.selectFrom('referral_days as d').select('d.day').whereRef('d.day', '=', 'w.day'))))
      .executeTakeFirst();
    return row?.day ?? null;
  }

  /** Marks a day settled; false when another run settled it first (the unit then rolls back). */
  async markSettled(tx: Db, day: string, at: number, rows: number, paid: bigint): Promise<boolean> {
    const inserted = await tx
      .insertInto('referral_days')
      .values({ day, settled_at: at, rows, paid })
      .onConflict((oc) => oc.column('day').doNothing())
      .returning('day')
      .execute();
    return inserted.length === 1;
  }

  /** Each bound player's theoretical revenue of the day with their uplines bound before the day ended. */
  async dayLinks(tx: Db, day: string, dayEnd: number, currency: string): Promise<DayLink[]> {
    const rows = await tx
      .selectFrom('referral_ancestors as a')
      .innerJoin(
        (eb) =>
          eb
            .selectFrom('wager_daily')
            .select(['user_id', sql<unknown>`sum(theoretical_revenue)`.as('revenue')])
            .where('day', '=', day)
            .where('currency', '=', currency)
            .groupBy('user_id')
            .as('w'),
        (join) => join.onRef('w.user_id', '=', 'a.user_id'),
      )
      .select(['a.user_id', 'a.tier', 'a.ancestor_id', 'w.revenue'])
      .where('a.bound_at', '<', BigInt(dayEnd))
      .execute();
    return rows.map((r) => ({
      downlineId: Number(r.user_id),
      tier: Number(r.tier) as Tier,
      agentId: Number(r.ancestor_id),
      revenue: big(r.revenue),
    }));
  }

  async insertRebates(tx: Db, rows: readonly RebateRow[]): Promise<number> {
    let inserted = 0;
    for (let i = 0; i < rows.length; i += 200) {
      const chunk = rows.slice(i, i + 200).map((r) => ({
        agent_id: BigInt(r.agentId),
        downline_id: BigInt(r.downlineId),
        tier: r.tier,
        day: r.day,
        revenue: r.revenue,
        level: r.level,
        rate: r.rate,
        amount: r.amount,
      }));
      const out = await tx
        .insertInto('referral_rebates')
        .values(chunk)
        .onConflict((oc) => oc.columns(['agent_id', 'downline_id', 'tier', 'day']).doNothing())
        .returning('agent_id')
        .execute();
      inserted += out.length;
    }
    return inserted;
  }

  /**
   * The identity marks of these players: bank accounts (bank and number) and, per session, the
   * device (client id) and the address. Related players share one (rule 6); the caller decides which
   * addresses count (public ones only).
   */
  async identityMarks(tx: Db, ids: readonly number[]): Promise<Map<number, Set<string>>> {
    const marks = new Map<number, Set<string>>();
    if (!ids.length) return marks;
    const add = (id: unknown, mark: string) => {
      const key = Number(id);
      if (!marks.has(key)) marks.set(key, new Set());
      marks.get(key)!.add(mark);
    };
    const list = ids.map((id) => BigInt(id));
    for (let i = 0; i < list.length; i += 500) {
      const chunk = list.slice(i, i + 500);
      const banks = await tx
        .selectFrom('bank_accounts')
        .select(['user_id', 'bank_code', 'account_number'])
        .where('user_id', 'in', chunk)
        .execute();
      for (const b of banks) add(b.user_id, `bank:${b.bank_code}:${b.account_number}`);
      const sessions = await tx
        .selectFrom('sessions')
        .select(['user_id', 'client_id', 'ip'])
        .distinct()
        .where('user_id', 'in', chunk)
        .execute();
      for (const s of sessions) {
        if (s.client_id) add(s.user_id, `device:${s.client_id}`);
        if (s.ip) add(s.user_id, `ip:${s.ip}`);
      }
    }
    return marks;
  }

  // -- first deposits

  async paidDepositsUpTo(tx: Db, userId: number, paidAt: number): Promise<number> {
    const row = await tx
      .selectFrom('deposit_orders')
      .select(sql<unknown>`count(*)`.as('n'))
      .where('user_id', '=', BigInt(userId))
      .where('status', '=', 'paid')
      .where('paid_at', '<=', BigInt(paidAt))
      .executeTakeFirst();
    return Number(big(row?.n));
  }

  async insertFirstDeposit(tx: Db, r: Omit<FirstDepositRow, 'status' | 'reason'>): Promise<void> {
    await tx
      .insertInto('referral_first_deposits')
      .values({
        downline_id: BigInt(r.downlineId),
        agent_id: BigInt(r.agentId),
        order_id: r.orderId,
        deposit: r.deposit,
        paid_at: r.paidAt,
        due_at: r.dueAt,
        status: 'waiting',
        reason: null,
      })
      .onConflict((oc) => oc.column('downline_id').doNothing())
      .execute();
  }

  async dueFirstDeposits(now: number, limit: number): Promise<FirstDepositRow[]> {
    const rows = await this.db
      .selectFrom('referral_first_deposits')
      .selectAll()
      .where('status', '=', 'waiting')
      .where('due_at', '<=', BigInt(now))
      .orderBy('due_at')
      .limit(limit)
      .execute();
    return rows.map(toFirstDeposit);
  }

  /** Closes a waiting row; false when another run closed it first. */
  async closeFirstDeposit(tx: Db, downlineId: number, status: 'granted' | 'refused', reason: string | null): Promise<boolean> {
    const result = await tx
      .updateTable('referral_first_deposits')
      .set({ status, reason })
      .where('downline_id', '=', BigInt(downlineId))
      .where('status', '=', 'waiting')
      .executeTakeFirst();
    return BigInt(result.numUpdatedRows) === 1n;
  }

  async firstDepositsOf(agentId: number, limit = 100): Promise<FirstDepositRow[]> {
    const rows = await this.db
      .selectFrom('referral_first_deposits')
      .selectAll()
      .where('agent_id', '=', BigInt(agentId))
      .orderBy('paid_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toFirstDeposit);
  }

  async depositCount(userId: number, on: Db = this.db): Promise<number> {
    const row = await on
      .selectFrom('deposit_orders')
      .select(sql<unknown>`count(*)`.as('n'))
      .where('user_id', '=', BigInt(userId))
      .where('status', '=', 'paid')
      .executeTakeFirst();
    return Number(big(row?.n));
  }
}
