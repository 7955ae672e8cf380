/** Every SQL statement of the agency programme: applications, spam reports and the period report's reads. */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { AgencyStatus } from '@kasino/shared/protocol/referral';
import type { AgencyAgentsTable, Database } from '../../platform/db/schema.ts';

type Db = Kysely<Database>;

const big = (v: unknown): bigint => (v === null || v === undefined ? 0n : BigInt(v as string | number | bigint));

export interface AgentRow {
  userId: number;
  status: AgencyStatus;
  channel: string;
  audience: string;
  contact: string;
  plan: string;
  appliedAt: number;
  decidedAt: number | null;
  note: string | null;
}

const toAgent = (r: Selectable<AgencyAgentsTable>): AgentRow => ({
  userId: Number(r.user_id),
  status: r.status,
  channel: r.channel,
  audience: r.audience,
  contact: r.contact,
  plan: r.plan,
  appliedAt: Number(r.applied_at),
  decidedAt: r.decided_at === null ? null : Number(r.decided_at),
  note: r.note,
});

export class AgencyRepository {
  constructor(readonly db: Db) {}

  async agent(userId: number, on: Db = this.db): Promise<AgentRow | null> {
    const row = await on.selectFrom('agency_agents').selectAll().where('user_id', '=', BigInt(userId)).executeTakeFirst();
    return row ? toAgent(row) : null;
  }

  async agents(status: AgencyStatus | null, limit = 200): Promise<AgentRow[]> {
    let query = this.db.selectFrom('agency_agents').selectAll().orderBy('applied_at', 'desc').limit(limit);
    if (status) query = query.where('status', '=', status);
    return (await query.execute()).map(toAgent);
  }

  /** Of these players, the ones suspended for spam (their referral earnings stop). */
  async suspendedAmong(tx: Db, ids: readonly number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const out = new Set<number>();
    for (let i = 0; i < ids.length; i += 500) {
      const rows = await tx
        .selectFrom('agency_agents')
        .select('user_id')
        .where('status', '=', 'suspended')
        .where(
          'user_id',
          'in',
          ids.slice(i, i + 500).map((id) => BigInt(id)),
        )
        .execute();
      for (const r of rows) out.add(Number(r.user_id));
    }
    return out;
  }

  /** A new application, or a new try after a rejection; false when one is open (pending, approved, suspended). */
  async apply(tx: Db, a: Omit<AgentRow, 'status' | 'decidedAt' | 'note'>): Promise<boolean> {
    const values = {
      user_id: BigInt(a.userId),
      status: 'pending' as const,
      channel: a.channel,
      audience: a.audience,
      contact: a.contact,
      plan: a.plan,
      applied_at: a.appliedAt,
      decided_at: null,
      note: null,
    };
    const inserted = await tx
      .insertInto('agency_agents')
      .values(values)
      .onConflict((oc) => oc.column('user_id').doNothing())
      .returning('user_id')
      .execute();
    if (inserted.length) return true;
    const retried = await tx
      .updateTable('agency_agents')
      .set({ ...values, user_id: undefined })
      .where('user_id', '=', BigInt(a.userId))
      .where('status', '=', 'rejected')
      .executeTakeFirst();
    return BigInt(retried.numUpdatedRows) === 1n;
  }

  /** Moves an agent from one of `from` to `to`; false when it was in another state. */
  async decide(tx: Db, userId: number, from: readonly AgencyStatus[], to: AgencyStatus, note: string | null, at: number): Promise<boolean> {
    const result = await tx
      .updateTable('agency_agents')
      .set({ status: to, note, decided_at: at })
      .where('user_id', '=', BigInt(userId))
      .where('status', 'in', [...from])
      .executeTakeFirst();
    return BigInt(result.numUpdatedRows) === 1n;
  }

  /** Suspends a player for spam, whether or not they applied (a referrer who never applied gets a bare row). */
  async suspend(tx: Db, userId: number, note: string, at: number): Promise<void> {
    await tx
      .insertInto('agency_agents')
      .values({
        user_id: BigInt(userId),
        status: 'suspended',
        channel: '',
        audience: '',
        contact: '',
        plan: '',
        applied_at: at,
        decided_at: at,
        note,
      })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ status: 'suspended', note, decided_at: at }))
      .execute();
  }

  async removeBare(tx: Db, userId: number): Promise<void> {
    await tx.deleteFrom('agency_agents').where('user_id', '=', BigInt(userId)).where('channel', '=', '').execute();
  }

  // -- spam reports

  /** Records a report; false when this reporter already reported this player. */
  async report(tx: Db, agentId: number, reporterId: number, detail: string, at: number): Promise<boolean> {
    const inserted = await tx
      .insertInto('agency_spam_reports')
      .values({ agent_id: BigInt(agentId), reporter_id: BigInt(reporterId), detail, status: 'open', created_at: at })
      .onConflict((oc) => oc.columns(['agent_id', 'reporter_id']).doNothing())
      .returning('agent_id')
      .execute();
    return inserted.length === 1;
  }

  async openReports(agentId: number, on: Db = this.db): Promise<number> {
    const row = await on
      .selectFrom('agency_spam_reports')
      .select(sql<unknown>`count(*)`.as('n'))
      .where('agent_id', '=', BigInt(agentId))
      .where('status', '=', 'open')
      .executeTakeFirst();
    return Number(big(row?.n));
  }

  async closeReports(tx: Db, agentId: number, status: 'upheld' | 'dismissed'): Promise<void> {
    await tx
      .updateTable('agency_spam_reports')
      .set({ status })
      .where('agent_id', '=', BigInt(agentId))
      .where('status', '=', 'open')
      .execute();
  }

  async reportsBy(reporterId: number) {
    return this.db
      .selectFrom('agency_spam_reports as r')
      .innerJoin('users as u', 'u.id', 'r.agent_id')
      .select(['u.invite_code', 'u.phone', 'r.detail', 'r.created_at', 'r.status'])
      .where('r.reporter_id', '=', BigInt(reporterId))
      .orderBy('r.created_at', 'desc')
      .limit(50)
      .execute();
  }

  async reports(limit = 200) {
    return this.db.selectFrom('agency_spam_reports').selectAll().orderBy('created_at', 'desc').limit(limit).execute();
  }

  // -- the period report

  async newMembers(agentId: number, from: number, to: number): Promise<number> {
    const row = await this.db
      .selectFrom('referral_ancestors')
      .select(sql<unknown>`count(*)`.as('n'))
      .where('ancestor_id', '=', BigInt(agentId))
      .where('tier', '=', 1)
      .where('bound_at', '>=', BigInt(from))
      .where('bound_at', '<', BigInt(to))
      .executeTakeFirst();
    return Number(big(row?.n));
  }

  /** Tier-1 members whose first paid deposit fell in [from, to). */
  async firstDeposits(agentId: number, from: number, to: number): Promise<number> {
    const rows = await this.db
      .selectFrom('deposit_orders as d')
      .innerJoin('referral_ancestors as a', 'a.user_id', 'd.user_id')
      .select('d.user_id')
      .where('a.ancestor_id', '=', BigInt(agentId))
      .where('a.tier', '=', 1)
      .where('d.status', '=', 'paid')
      .groupBy('d.user_id')
      .having(sql<unknown>`min(d.paid_at)`, '>=', BigInt(from))
      .having(sql<unknown>`min(d.paid_at)`, '<', BigInt(to))
      .execute();
    return rows.length;
  }

  /** Tier-1 members bound in [from, to) whose settled stake since then reaches `wager`. */
  async newActive(agentId: number, from: number, to: number, fromDay: string, wager: bigint, currency: string): Promise<number> {
    const rows = await this.db
      .selectFrom('referral_ancestors as a')
      .innerJoin('wager_daily as w', 'w.user_id', 'a.user_id')
      .select('a.user_id')
      .where('a.ancestor_id', '=', BigInt(agentId))
      .where('a.tier', '=', 1)
      .where('a.bound_at', '>=', BigInt(from))
      .where('a.bound_at', '<', BigInt(to))
      .where('w.day', '>=', fromDay)
      .where('w.currency', '=', currency)
      .groupBy('a.user_id')
      .having(sql<unknown>`sum(w.wagered)`, '>=', wager)
      .execute();
    return rows.length;
  }

  /** The theoretical revenue of the agent's three tiers over [fromDay, toDay]. */
  async downlineRevenue(agentId: number, fromDay: string, toDay: string, currency: string): Promise<bigint> {
    const row = await this.db
      .selectFrom('wager_daily as w')
      .innerJoin('referral_ancestors as a', 'a.user_id', 'w.user_id')
      .select(sql<unknown>`sum(w.theoretical_revenue)`.as('total'))
      .where('a.ancestor_id', '=', BigInt(agentId))
      .where('w.day', '>=', fromDay)
      .where('w.day', '<=', toDay)
      .where('w.currency', '=', currency)
      .executeTakeFirst();
    return big(row?.total);
  }

  async rebates(agentId: number, fromDay: string, toDay: string): Promise<bigint> {
    const row = await this.db
      .selectFrom('referral_rebates')
      .select(sql<unknown>`sum(amount)`.as('total'))
      .where('agent_id', '=', BigInt(agentId))
      .where('day', '>=', fromDay)
      .where('day', '<=', toDay)
      .executeTakeFirst();
    return big(row?.total);
  }
}
