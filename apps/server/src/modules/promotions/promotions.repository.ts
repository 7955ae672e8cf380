/**
 * Every SQL statement of the promotions module: grants, budgets, bonuses under wagering, the bets that
 * counted, check-ins, and the reads that eligibility and the deposit bonus need (deposits, identity).
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { BonusWagersTable, Database, PromoGrantsTable } from '../../platform/db/schema.ts';

type Db = Kysely<Database>;
export type GrantRow = Selectable<PromoGrantsTable>;
export type WagerRow = Selectable<BonusWagersTable>;

export interface NewGrant {
  userId: number;
  promotion: string;
  periodKey: string;
  amount: bigint;
  currency: string;
  wageringMultiple: number;
  formula: string;
  inputs: Record<string, string>;
  createdAt: number;
  claimableUntil: number;
  /** `balance` unless said. */
  payout?: 'balance' | 'phone_credit';
}

export interface CountedBet {
  betId: string;
  game: string;
  category: string;
  stake: bigint;
  contribution: number;
  counted: bigint;
  at: number;
}

const big = (v: unknown): bigint => (v === null || v === undefined ? 0n : BigInt(v as string | number | bigint));

const COUNT_BET = `insert into bonus_wager_bets (wager_id, bet_id, game, category, stake, contribution, counted, at)
  values (?, ?, ?, ?, ?, ?, ?, ?) on conflict (wager_id, bet_id) do nothing`;

const SAVE_PROGRESS = `update bonus_wagers set progress = ? where id = ? and status = 'active'`;

export class PromotionsRepository {
  /**
   * `prepare`: SQLite's cached statements on the unit's connection. The bets a bonus counts are
   * written one per settled bet, in the durable subscriber's unit that rides in the bets' group commit,
   * where building each insert through Kysely would cost more than running it.
   */
  constructor(
    readonly db: Db,
    private readonly prepare?: (text: string) => { run(...params: unknown[]): { changes: number } },
  ) {}

  /** The new grant's id, or null when its (promotion, player, period) already has one. */
  async insertGrant(tx: Db, g: NewGrant): Promise<bigint | null> {
    const row = await tx
      .insertInto('promo_grants')
      .values({
        user_id: g.userId,
        promotion: g.promotion,
        period_key: g.periodKey,
        amount: g.amount,
        currency: g.currency,
        wagering_multiple: g.wageringMultiple,
        status: 'claimable',
        formula: g.formula,
        inputs: JSON.stringify(g.inputs),
        created_at: g.createdAt,
        claimable_until: g.claimableUntil,
        claimed_at: null,
        payout: g.payout ?? 'balance',
      })
      .onConflict((oc) => oc.columns(['promotion', 'user_id', 'period_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id ?? null;
  }

  grant(userId: number, id: number, on: Db = this.db): Promise<GrantRow | undefined> {
    return on.selectFrom('promo_grants').selectAll().where('id', '=', BigInt(id)).where('user_id', '=', BigInt(userId)).executeTakeFirst();
  }

  /** Third-party results in [start, end) per title: debits − credits that stand (a rolled-back debit is not a loss). */
  async lossByTitle(userId: number, start: number, end: number, on: Db = this.db): Promise<Map<string, bigint>> {
    const rows = await on
      .selectFrom('slot_transactions')
      .select(['game_id', sql<unknown>`sum(case when kind = 'debit' then amount else 0 - amount end)`.as('loss')])
      .where('user_id', '=', BigInt(userId))
      .where('kind', 'in', ['debit', 'credit'])
      .where('status', '=', 'ok')
      .where('created_at', '>=', BigInt(start))
      .where('created_at', '<', BigInt(end))
      .groupBy('game_id')
      .execute();
    return new Map(rows.map((r) => [r.game_id, BigInt(r.loss as bigint | number | string)]));
  }

  /** The player's VIP level as the account keeps it (the VIP module raises it). */
  async vipLevel(userId: number, on: Db = this.db): Promise<number> {
    const row = await on.selectFrom('users').select('vip_level').where('id', '=', BigInt(userId)).executeTakeFirst();
    return Number(row?.vip_level ?? 0);
  }

  async userExists(tx: Db, userId: number): Promise<boolean> {
    return (await tx.selectFrom('users').select('id').where('id', '=', BigInt(userId)).executeTakeFirst()) !== undefined;
  }

  /** One props distribution's grants: made, claimed, expired (by status or deadline) and the claimed sum. */
  async distributionSummary(
    periodKey: string,
    now: number,
  ): Promise<{ grants: number; claimed: number; expired: number; claimedAmount: bigint }> {
    const rows = await this.db
      .selectFrom('promo_grants')
      .select(['status', 'amount', 'claimable_until'])
      .where('promotion', '=', 'props_dist')
      .where('period_key', '=', periodKey)
      .execute();
    const claimed = rows.filter((r) => r.status === 'claimed');
    return {
      grants: rows.length,
      claimed: claimed.length,
      expired: rows.filter((r) => r.status === 'expired' || (r.status === 'claimable' && Number(r.claimable_until) <= now)).length,
      claimedAmount: claimed.reduce((a, r) => a + BigInt(r.amount), 0n),
    };
  }

  grantByKey(tx: Db, userId: number, promotion: string, periodKey: string): Promise<GrantRow | undefined> {
    return tx
      .selectFrom('promo_grants')
      .selectAll()
      .where('user_id', '=', BigInt(userId))
      .where('promotion', '=', promotion)
      .where('period_key', '=', periodKey)
      .executeTakeFirst();
  }

  async hasGrant(tx: Db, userId: number, promotion: string, periodKey: string): Promise<boolean> {
    const row = await tx
      .selectFrom('promo_grants')
      .select('id')
      .where('user_id', '=', BigInt(userId))
      .where('promotion', '=', promotion)
      .where('period_key', '=', periodKey)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The player's newest grants, of one promotion when named. */
  grants(userId: number, limit: number, promotion?: string): Promise<GrantRow[]> {
    let query = this.db.selectFrom('promo_grants').selectAll().where('user_id', '=', BigInt(userId));
    if (promotion) query = query.where('promotion', '=', promotion);
    return query.orderBy('id', 'desc').limit(limit).execute();
  }

  /** Claimable now → claimed, by a guarded update: a repeated or raced claim gets nothing. */
  claim(tx: Db, userId: number, id: number, now: number): Promise<GrantRow | undefined> {
    return tx
      .updateTable('promo_grants')
      .set({ status: 'claimed', claimed_at: now })
      .where('id', '=', BigInt(id))
      .where('user_id', '=', BigInt(userId))
      .where('status', '=', 'claimable')
      .where('claimable_until', '>', BigInt(now))
      .returningAll()
      .executeTakeFirst();
  }

  /** Claimable grants past their deadline → expired (the expiry job; reads already treat them as expired). */
  async expireDue(now: number): Promise<number> {
    const r = await this.db
      .updateTable('promo_grants')
      .set({ status: 'expired' })
      .where('status', '=', 'claimable')
      .where('claimable_until', '<=', BigInt(now))
      .executeTakeFirst();
    return Number(r.numUpdatedRows);
  }

  /** Sums of the player's claimable (still live) and claimed grants. */
  async sums(userId: number, now: number): Promise<{ claimable: bigint; claimed: bigint; claimableCount: number }> {
    const row = await this.db
      .selectFrom('promo_grants')
      .select([
        sql<unknown>`sum(case when status = 'claimable' and claimable_until > ${BigInt(now)} then amount else 0 end)`.as('claimable'),
        sql<unknown>`sum(case when status = 'claimed' then amount else 0 end)`.as('claimed'),
        sql<unknown>`sum(case when status = 'claimable' and claimable_until > ${BigInt(now)} then 1 else 0 end)`.as('n'),
      ])
      .where('user_id', '=', BigInt(userId))
      .executeTakeFirst();
    return { claimable: big(row?.claimable), claimed: big(row?.claimed), claimableCount: Number(big(row?.n)) };
  }

  /** What a player was granted by a promotion (claimable or claimed), for the per-player cap. */
  async grantedTo(tx: Db, userId: number, promotion: string): Promise<bigint> {
    const row = await tx
      .selectFrom('promo_grants')
      .select(sql<unknown>`sum(amount)`.as('total'))
      .where('user_id', '=', BigInt(userId))
      .where('promotion', '=', promotion)
      .where('status', 'in', ['claimable', 'claimed'])
      .executeTakeFirst();
    return big(row?.total);
  }

  /**
   * Adds `amount` to a promotion's spent budget unless that passes the total or the day's budget; true
   * when it fit. One guarded UPDATE, so concurrent claims can never overspend.
   */
  async spend(tx: Db, promotion: string, amount: bigint, day: string, total: bigint, daily: bigint): Promise<boolean> {
    await tx
      .insertInto('promo_budgets')
      .values({ promotion })
      .onConflict((oc) => oc.column('promotion').doNothing())
      .execute();
    const r = await tx
      .updateTable('promo_budgets')
      .set({
        spent: sql`spent + ${amount}`,
        day_spent: sql`case when day = ${day} then day_spent + ${amount} else ${amount} end`,
        day,
      })
      .where('promotion', '=', promotion)
      .where(sql<boolean>`spent + ${amount} <= ${total}`)
      .where(sql<boolean>`(case when day = ${day} then day_spent else 0 end) + ${amount} <= ${daily}`)
      .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  budgets(): Promise<{ promotion: string; spent: bigint; day: string; day_spent: bigint }[]> {
    return this.db.selectFrom('promo_budgets').selectAll().execute();
  }

  // -- bonuses under wagering

  async insertWager(
    tx: Db,
    w: {
      userId: number;
      grantId: bigint;
      promotion: string;
      currency: string;
      bonus: bigint;
      required: bigint;
      maxBet: bigint;
      now: number;
    },
  ): Promise<WagerRow> {
    return tx
      .insertInto('bonus_wagers')
      .values({
        user_id: w.userId,
        grant_id: w.grantId,
        promotion: w.promotion,
        currency: w.currency,
        bonus: w.bonus,
        required: w.required,
        progress: 0n,
        max_bet: w.maxBet,
        status: 'active',
        created_at: w.now,
        closed_at: null,
        locked: w.bonus, // the bonus arrives in the wallet as it opens
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Adds a claimed grant's amount (to the bonus and its lock) and turnover to the active bonus; undefined when it closed meanwhile. */
  extendWager(tx: Db, wagerId: bigint, bonus: bigint, required: bigint): Promise<WagerRow | undefined> {
    return tx
      .updateTable('bonus_wagers')
      .set({ bonus: sql`bonus + ${bonus}`, required: sql`required + ${required}`, locked: sql`locked + ${bonus}` })
      .where('id', '=', wagerId)
      .where('status', '=', 'active')
      .returningAll()
      .executeTakeFirst();
  }

  activeWager(userId: number, currency: string, on: Db = this.db): Promise<WagerRow | undefined> {
    return on
      .selectFrom('bonus_wagers')
      .selectAll()
      .where('user_id', '=', BigInt(userId))
      .where('currency', '=', currency)
      .where('status', '=', 'active')
      .executeTakeFirst();
  }

  /** The active bonuses of any of these players (one query per batch of settled bets). */
  activeWagersOf(tx: Db, userIds: readonly number[]): Promise<WagerRow[]> {
    if (!userIds.length) return Promise.resolve([]);
    return tx
      .selectFrom('bonus_wagers')
      .selectAll()
      .where('status', '=', 'active')
      .where(
        'user_id',
        'in',
        userIds.map((id) => BigInt(id)),
      )
      .execute();
  }

  latestWager(userId: number): Promise<WagerRow | undefined> {
    return this.db
      .selectFrom('bonus_wagers')
      .selectAll()
      .where('user_id', '=', BigInt(userId))
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** True when the bet was new for this bonus (a replay counts nothing). */
  async countBet(tx: Db, wagerId: bigint, b: CountedBet): Promise<boolean> {
    if (this.prepare)
      return this.prepare(COUNT_BET).run(wagerId, b.betId, b.game, b.category, b.stake, b.contribution, b.counted, b.at).changes > 0;
    const r = await tx
      .insertInto('bonus_wager_bets')
      .values({
        wager_id: wagerId,
        bet_id: b.betId,
        game: b.game,
        category: b.category,
        stake: b.stake,
        contribution: b.contribution,
        counted: b.counted,
        at: b.at,
      })
      .onConflict((oc) => oc.columns(['wager_id', 'bet_id']).doNothing())
      .returning('bet_id')
      .executeTakeFirst();
    return r !== undefined;
  }

  /**
   * Saves a bonus's counted turnover, and closes it when `close` says so; a depletion only while the
   * lock has not grown since it was judged (`lockedAtMost`: a payout put bonus money back meanwhile).
   * False when the close did not apply.
   */
  async saveProgress(
    tx: Db,
    wagerId: bigint,
    progress: bigint,
    close: { status: string; at: number; lockedAtMost?: bigint } | null,
  ): Promise<boolean> {
    if (!close && this.prepare) {
      this.prepare(SAVE_PROGRESS).run(progress, wagerId);
      return true;
    }
    let update = tx
      .updateTable('bonus_wagers')
      .set(close ? { progress, status: close.status, closed_at: close.at } : { progress })
      .where('id', '=', wagerId)
      .where('status', '=', 'active');
    if (close?.lockedAtMost !== undefined) update = update.where('locked', '<=', close.lockedAtMost);
    const r = await update.executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  /** Active → forfeited, guarded; the row when this call closed it. */
  forfeit(tx: Db, userId: number, currency: string, now: number): Promise<WagerRow | undefined> {
    return tx
      .updateTable('bonus_wagers')
      .set({ status: 'forfeited', closed_at: now })
      .where('user_id', '=', BigInt(userId))
      .where('currency', '=', currency)
      .where('status', '=', 'active')
      .returningAll()
      .executeTakeFirst();
  }

  wagerBets(wagerId: bigint, limit: number) {
    return this.db.selectFrom('bonus_wager_bets').selectAll().where('wager_id', '=', wagerId).orderBy('at', 'desc').limit(limit).execute();
  }

  /** Every bet of a player in the shared rounds these bets belong to (voided ones are no bets). */
  async roundSiblings(tx: Db, betIds: readonly string[]) {
    if (!betIds.length) return [];
    return tx
      .selectFrom('round_bets as mine')
      .innerJoin('round_bets as all', (j) => j.onRef('all.round_id', '=', 'mine.round_id').onRef('all.user_id', '=', 'mine.user_id'))
      .select(['all.id', 'all.round_id', 'all.game', 'all.select', 'all.amount'])
      .distinct()
      .where('mine.id', 'in', [...betIds])
      .where('all.status', '<>', 'void')
      .execute();
  }

  // -- check-in

  lastCheckIn(userId: number, on: Db = this.db) {
    return on
      .selectFrom('promo_check_ins')
      .select(['day', 'streak_day'])
      .where('user_id', '=', BigInt(userId))
      .orderBy('day', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  async insertCheckIn(tx: Db, userId: number, day: string, streakDay: number, grantId: bigint, now: number): Promise<boolean> {
    const r = await tx
      .insertInto('promo_check_ins')
      .values({ user_id: userId, day, streak_day: streakDay, grant_id: grantId, created_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
      .returning('day')
      .executeTakeFirst();
    return r !== undefined;
  }

  checkIns(userId: number, limit: number) {
    return this.db
      .selectFrom('promo_check_ins')
      .innerJoin('promo_grants', 'promo_grants.id', 'promo_check_ins.grant_id')
      .select([
        'promo_check_ins.day',
        'promo_check_ins.streak_day',
        'promo_check_ins.created_at',
        'promo_grants.amount',
        'promo_grants.id as grant_id',
      ])
      .where('promo_check_ins.user_id', '=', BigInt(userId))
      .orderBy('promo_check_ins.day', 'desc')
      .limit(limit)
      .execute();
  }

  // -- reads of other modules' tables (deposits, identity)

  /** The player's paid deposits in [from, to). */
  async depositedBetween(userId: number, from: number, to: number, on: Db = this.db): Promise<bigint> {
    const row = await on
      .selectFrom('deposit_orders')
      .select(sql<unknown>`sum(amount)`.as('total'))
      .where('user_id', '=', BigInt(userId))
      .where('status', '=', 'paid')
      .where('paid_at', '>=', BigInt(from))
      .where('paid_at', '<', BigInt(to))
      .executeTakeFirst();
    return big(row?.total);
  }

  /** The player's inviter: the bound tier-1 upline, else the one named at registration (null: none). */
  async inviterOf(userId: number, on: Db = this.db): Promise<number | null> {
    const upline = await on
      .selectFrom('referral_ancestors')
      .select('ancestor_id')
      .where('user_id', '=', BigInt(userId))
      .where('tier', '=', 1)
      .executeTakeFirst();
    if (upline) return Number(upline.ancestor_id);
    const user = await on.selectFrom('users').select('inviter_id').where('id', '=', BigInt(userId)).executeTakeFirst();
    return user?.inviter_id == null ? null : Number(user.inviter_id);
  }

  /** How many of the player's deposits were paid up to `paidAt` (so a deposit learns it is the nth). */
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

  async paidDeposits(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('deposit_orders')
      .select(sql<unknown>`count(*)`.as('n'))
      .where('user_id', '=', BigInt(userId))
      .where('status', '=', 'paid')
      .executeTakeFirst();
    return Number(big(row?.n));
  }

  /**
   * Other players sharing an identity mark with this one: a bank account number, a device (the
   * client id its sessions carry) or a public address its sessions came from (`publicIp` decides:
   * loopback and private addresses say nothing about who is behind them).
   */
  async identityPeers(tx: Db, userId: number, publicIp: (ip: string) => boolean): Promise<number[]> {
    const me = BigInt(userId);
    const marks = await sql<{ user_id: bigint | number }>`
      select b2.user_id from bank_accounts b1 join bank_accounts b2 on b2.account_number = b1.account_number and b2.bank_code = b1.bank_code
        where b1.user_id = ${me} and b2.user_id <> ${me}
      union
      select s2.user_id from sessions s1 join sessions s2 on s2.client_id = s1.client_id
        where s1.user_id = ${me} and s1.client_id is not null and s2.user_id <> ${me}`.execute(tx);
    const peers = new Set(marks.rows.map((r) => Number(r.user_id)));
    const ips = (await tx.selectFrom('sessions').select('ip').distinct().where('user_id', '=', me).where('ip', 'is not', null).execute())
      .map((r) => r.ip as string)
      .filter(publicIp);
    if (ips.length) {
      const same = await tx.selectFrom('sessions').select('user_id').distinct().where('ip', 'in', ips).where('user_id', '<>', me).execute();
      for (const r of same) peers.add(Number(r.user_id));
    }
    return [...peers];
  }

  /** Whether any of these players holds a claimable or claimed grant of the promotion and period. */
  async anyGranted(tx: Db, userIds: readonly number[], promotion: string, periodKey: string): Promise<boolean> {
    if (!userIds.length) return false;
    const row = await tx
      .selectFrom('promo_grants')
      .select('id')
      .where('promotion', '=', promotion)
      .where('period_key', '=', periodKey)
      .where('status', 'in', ['claimable', 'claimed'])
      .where(
        'user_id',
        'in',
        userIds.map((id) => BigInt(id)),
      )
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }
}
