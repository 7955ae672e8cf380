/**
 * Storage of player protection: limits, the block and reality interval, play sessions, and the sums
 * the limits are measured against (deposits from orders, net loss from bets).
 */
import { sql, type Kysely } from 'kysely';
import type { BlockDuration, BlockKind, LimitKind, LimitPeriod } from '@kasino/shared/protocol/protection';
import { num, type Dialect } from '../../platform/db/database.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { BlockState } from './block.rules.ts';
import type { LimitState } from './limits.rules.ts';

export interface StoredLimit extends LimitState {
  kind: LimitKind;
  period: LimitPeriod;
}

/** What a bet or deposit check needs: the stored block and the limits of one kind. */
export interface GuardState {
  block: BlockState | null;
  limits: StoredLimit[];
}

const big = (value: unknown): bigint => (value === null || value === undefined ? 0n : BigInt(value as string | number | bigint));
const optBig = (value: unknown): bigint | null =>
  value === null || value === undefined ? null : BigInt(value as string | number | bigint);
const optNum = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

type GuardRow = {
  block_kind: string | null;
  block_duration: string | null;
  block_since: unknown;
  block_until: unknown;
  period: string | null;
  amount: unknown;
  pending_amount: unknown;
  pending_from: unknown;
};

type Executor = Kysely<Database>;

export class ProtectionRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {}

  /** The database outside any unit (checks that need no lock). */
  get reader(): Executor {
    return this.db;
  }

  /**
   * Serialises the limit checks of one player until `tx` ends: on PostgreSQL a transaction-scoped
   * advisory lock (two-key form, class 8008, so it never meets the ledger's one-key transfer locks).
   * SQLite needs none: its units run one after another on the one write connection (group commit runs
   * them in sequence inside one transaction), so each unit's sum already sees the bets before it.
   */
  async lockPlayer(tx: Executor, userId: number): Promise<void> {
    // Outside a transaction (the early check) there is nothing to hold the lock for.
    if (this.dialect !== 'postgres' || tx === this.db) return;
    await sql`select pg_advisory_xact_lock(8008, hashtext(${`player:${userId}`}))`.execute(tx);
  }

  /** The block and the limits of `kind`, in one query over two primary keys. */
  async guardState(userId: number, kind: LimitKind, on: Executor = this.db): Promise<GuardState> {
    const { rows } = await sql<GuardRow>`
      select p.block_kind, p.block_duration, p.block_since, p.block_until, l.period, l.amount, l.pending_amount, l.pending_from
      from (select cast(${BigInt(userId)} as bigint) as uid) u
      left join player_protection p on p.user_id = u.uid
      left join player_limits l on l.user_id = u.uid and l.kind = ${kind}`.execute(on);
    const first = rows[0];
    const block: BlockState | null =
      first?.block_kind && first.block_duration
        ? {
            kind: first.block_kind as BlockKind,
            duration: first.block_duration as BlockDuration,
            since: Number(first.block_since),
            until: optNum(first.block_until),
          }
        : null;
    const limits = rows
      .filter((r) => r.period !== null)
      .map((r) => ({
        kind,
        period: r.period as LimitPeriod,
        amount: optBig(r.amount),
        pendingAmount: optBig(r.pending_amount),
        pendingFrom: optNum(r.pending_from),
      }));
    return { block, limits };
  }

  async limits(userId: number): Promise<StoredLimit[]> {
    const rows = await this.db.selectFrom('player_limits').selectAll().where('user_id', '=', BigInt(userId)).execute();
    return rows.map((r) => ({
      kind: r.kind as LimitKind,
      period: r.period as LimitPeriod,
      amount: r.amount,
      pendingAmount: r.pending_amount,
      pendingFrom: r.pending_from === null ? null : num(r.pending_from),
    }));
  }

  async saveLimit(userId: number, kind: LimitKind, period: LimitPeriod, state: LimitState, now: number): Promise<void> {
    const values = { amount: state.amount, pending_amount: state.pendingAmount, pending_from: state.pendingFrom, updated_at: now };
    await this.db
      .insertInto('player_limits')
      .values({ user_id: userId, kind, period, ...values })
      .onConflict((oc) => oc.columns(['user_id', 'kind', 'period']).doUpdateSet(values))
      .execute();
  }

  async settings(userId: number): Promise<{ block: BlockState | null; realityInterval: number }> {
    const row = await this.db.selectFrom('player_protection').selectAll().where('user_id', '=', BigInt(userId)).executeTakeFirst();
    if (!row) return { block: null, realityInterval: 0 };
    const block: BlockState | null =
      row.block_kind && row.block_duration
        ? {
            kind: row.block_kind as BlockKind,
            duration: row.block_duration as BlockDuration,
            since: num(row.block_since ?? 0n),
            until: row.block_until === null ? null : num(row.block_until),
          }
        : null;
    return { block, realityInterval: num(row.reality_interval) };
  }

  async saveBlock(userId: number, block: BlockState, now: number): Promise<void> {
    const values = {
      block_kind: block.kind,
      block_duration: block.duration,
      block_since: block.since,
      block_until: block.until,
      updated_at: now,
    };
    await this.db
      .insertInto('player_protection')
      .values({ user_id: userId, reality_interval: 0, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
  }

  async saveRealityInterval(userId: number, interval: number, now: number): Promise<void> {
    await this.db
      .insertInto('player_protection')
      .values({ user_id: userId, reality_interval: interval, updated_at: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ reality_interval: interval, updated_at: now }))
      .execute();
  }

  /**
   * Net loss since each start, over every game that takes a stake: single-player bets and round bets
   * (stake − payout; void ones excluded; an open one counts its whole stake) and third-party debits
   * less their credits (rolled-back debits excluded). Each part reads a covering index by user and time.
   */
  async netLossSince(
    userId: number,
    starts: Readonly<Record<LimitPeriod, number>>,
    on: Executor = this.db,
  ): Promise<Record<LimitPeriod, bigint>> {
    const from = BigInt(Math.min(starts.day, starts.week, starts.month));
    const uid = BigInt(userId);
    const lossSince = (start: number) => sql<unknown>`sum(case when created_at >= ${BigInt(start)} then loss else 0 end)`;
    const { rows } = await sql<{ day: unknown; week: unknown; month: unknown }>`
      select ${lossSince(starts.day)} as day, ${lossSince(starts.week)} as week, ${lossSince(starts.month)} as month from (
        select created_at, amount - payout as loss from bets where user_id = ${uid} and created_at >= ${from} and status <> 'void'
        union all
        select created_at, amount - payout as loss from round_bets where user_id = ${uid} and created_at >= ${from} and status <> 'void'
        union all
        select created_at, case when kind = 'debit' then amount else 0 - amount end as loss from slot_transactions
          where user_id = ${uid} and kind in ('debit', 'credit') and created_at >= ${from} and status = 'ok'
      ) stakes`.execute(on);
    const row = rows[0];
    return { day: big(row?.day), week: big(row?.week), month: big(row?.month) };
  }

  /** Deposits ordered (waiting for payment or paid) since each start. */
  async depositedSince(
    userId: number,
    starts: Readonly<Record<LimitPeriod, number>>,
    on: Executor = this.db,
  ): Promise<Record<LimitPeriod, bigint>> {
    const from = Math.min(starts.day, starts.week, starts.month);
    const sumSince = (start: number) => sql<unknown>`sum(case when created_at >= ${BigInt(start)} then amount else 0 end)`;
    const row = await on
      .selectFrom('deposit_orders')
      .select([sumSince(starts.day).as('day'), sumSince(starts.week).as('week'), sumSince(starts.month).as('month')])
      .where('user_id', '=', BigInt(userId))
      .where('created_at', '>=', BigInt(from))
      .where('status', 'in', ['pending', 'paid'])
      .executeTakeFirst();
    return { day: big(row?.day), week: big(row?.week), month: big(row?.month) };
  }

  /** Payouts − stakes and the number of bets since `start`. */
  async resultSince(userId: number, start: number): Promise<{ net: bigint; bets: number }> {
    const row = await this.db
      .selectFrom('bets')
      .select([sql<unknown>`sum(payout - amount)`.as('net'), sql<unknown>`count(*)`.as('bets')])
      .where('user_id', '=', BigInt(userId))
      .where('created_at', '>=', BigInt(start))
      .where('status', '<>', 'void')
      .executeTakeFirst();
    return { net: big(row?.net), bets: Number(row?.bets ?? 0) };
  }

  /** The stored reality-check start of a session, and when the session logged in. */
  async playSession(sessionId: number): Promise<{ started: number | null; loginAt: number }> {
    const row = await this.db
      .selectFrom('sessions')
      .leftJoin('play_sessions', 'play_sessions.session_id', 'sessions.id')
      .select(['sessions.created_at', 'play_sessions.started_at'])
      .where('sessions.id', '=', BigInt(sessionId))
      .executeTakeFirstOrThrow();
    return { started: row.started_at === null ? null : num(row.started_at), loginAt: num(row.created_at) };
  }

  async savePlaySession(sessionId: number, userId: number, start: number): Promise<void> {
    await this.db
      .insertInto('play_sessions')
      .values({ session_id: sessionId, user_id: userId, started_at: start })
      .onConflict((oc) => oc.column('session_id').doUpdateSet({ started_at: start }))
      .execute();
  }
}
