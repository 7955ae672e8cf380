/**
 * The SQL of the round games (`rounds`, `round_bets`). Writes take the unit's `tx`: a bet, a settlement
 * batch and a void commit with their ledger transfers and their fence; reads outside a unit use the
 * database. Every state change is guarded by the row's current status, so a second settlement, a late
 * bet or a void racing a settlement changes nothing and says so.
 */
import type { Kysely, Selectable } from 'kysely';
import { paged, type Page } from '../../platform/db/paged.ts';
import type { Database, RoundBetsTable, RoundsTable } from '../../platform/db/schema.ts';

type Tx = Kysely<Database>;
export type RoundRow = Selectable<RoundsTable>;
export type RoundBetRow = Selectable<RoundBetsTable>;

/** A bet of a round's live table: the player's name (to be masked) beside the bet. */
export interface TableBet {
  name: string;
  select: string;
  amount: bigint;
  created_at: bigint;
}

export class RoundsRepository {
  constructor(protected readonly db: Kysely<Database>) {}

  find(roundId: string): Promise<RoundRow | undefined> {
    return this.db.selectFrom('rounds').selectAll().where('id', '=', roundId).executeTakeFirst();
  }

  /** The round, which must exist (a missing one throws). */
  get(roundId: string): Promise<RoundRow> {
    return this.db.selectFrom('rounds').selectAll().where('id', '=', roundId).executeTakeFirstOrThrow();
  }

  /** The game's round that ends last: the one running, or the latest between two rounds. */
  latest(game: string): Promise<RoundRow | undefined> {
    return this.db.selectFrom('rounds').selectAll().where('game', '=', game).orderBy('end_at', 'desc').limit(1).executeTakeFirst();
  }

  async insert(tx: Tx, round: RoundRow): Promise<void> {
    await tx.insertInto('rounds').values(round).execute();
  }

  /**
   * Takes `seats` bets into the game's round that takes bets at `now` (the named one, if given): one
   * guarded update of its `bet_count`, so a closing round and a late bet never both succeed. Undefined
   * when no round takes bets.
   */
  admitBets(tx: Tx, game: string, now: number, seats: number, roundId?: string): Promise<{ id: string; end_at: bigint } | undefined> {
    let open = tx
      .updateTable('rounds')
      .set((eb) => ({ bet_count: eb('bet_count', '+', BigInt(seats)) }))
      .where('game', '=', game)
      .where('status', '=', 'betting')
      .where('close_at', '>', BigInt(now))
      .where('start_at', '<=', BigInt(now));
    if (roundId) open = open.where('id', '=', roundId);
    return open.returning(['id', 'end_at']).executeTakeFirst();
  }

  async insertBet(tx: Tx, bet: RoundBetRow): Promise<void> {
    await tx.insertInto('round_bets').values(bet).execute();
  }

  /** A player's bets by their request ids (a replayed request finds its bets), in no particular order. */
  betsByUuid(userId: number, uuids: readonly string[]): Promise<RoundBetRow[]> {
    return this.db.selectFrom('round_bets').selectAll().where('user_id', '=', BigInt(userId)).where('uuid', 'in', uuids).execute();
  }

  /** Closes a round that took bets, recording its result. */
  async close(tx: Tx, roundId: string, result: string): Promise<void> {
    await tx.updateTable('rounds').set({ status: 'closed', result }).where('id', '=', roundId).where('status', '=', 'betting').execute();
  }

  /** The round's bets still to settle (at most `limit` of them when given). */
  pendingBets(on: Tx, roundId: string, limit?: number): Promise<RoundBetRow[]> {
    const pending = on.selectFrom('round_bets').selectAll().where('round_id', '=', roundId).where('status', '=', 'pending');
    return (limit === undefined ? pending : pending.limit(limit)).execute();
  }

  /** Marks a closed round settled once its last bet is. */
  async markSettled(tx: Tx, roundId: string, at: number): Promise<void> {
    await tx
      .updateTable('rounds')
      .set({ status: 'settled', settled_at: BigInt(at) })
      .where('id', '=', roundId)
      .where('status', '=', 'closed')
      .execute();
  }

  /** Settles a pending bet; false when it was settled or voided already. */
  async settleBet(tx: Tx, betId: string, s: { payout: bigint; multiplier: string; settledAt: bigint }): Promise<boolean> {
    const marked = await tx
      .updateTable('round_bets')
      .set({ status: 'settled', payout: s.payout, multiplier: s.multiplier, settled_at: s.settledAt })
      .where('id', '=', betId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(marked.numUpdatedRows) === 1;
  }

  /** Voids a round that has not settled. */
  async voidRound(tx: Tx, roundId: string, at: number): Promise<void> {
    await tx
      .updateTable('rounds')
      .set({ status: 'void', settled_at: BigInt(at) })
      .where('id', '=', roundId)
      .where('status', 'in', ['betting', 'closed'])
      .execute();
  }

  /** Voids a pending bet; false when it was settled or voided already. */
  async voidBet(tx: Tx, betId: string, at: number): Promise<boolean> {
    const marked = await tx
      .updateTable('round_bets')
      .set({ status: 'void', settled_at: BigInt(at) })
      .where('id', '=', betId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(marked.numUpdatedRows) === 1;
  }

  /** The game's unsettled rounds whose `revealAt` column has passed `now`, oldest first (20 at most). */
  due(game: string, revealAt: 'close_at' | 'end_at', now: number): Promise<RoundRow[]> {
    return this.db
      .selectFrom('rounds')
      .selectAll()
      .where('game', '=', game)
      .where('status', 'in', ['betting', 'closed'])
      .where(revealAt, '<=', BigInt(now))
      .orderBy('end_at')
      .limit(20)
      .execute();
  }

  /** Settled and voided rounds of a game, newest first. */
  finished(game: string, page: number, count: number): Promise<Page<RoundRow>> {
    const base = this.db.selectFrom('rounds').where('game', '=', game).where('status', 'in', ['settled', 'void']);
    return paged(base.selectAll().orderBy('end_at', 'desc'), page, count);
  }

  /** The latest bets of a round with their players' names, newest first. */
  tableBets(roundId: string, limit: number): Promise<TableBet[]> {
    return this.db
      .selectFrom('round_bets')
      .innerJoin('users', 'users.id', 'round_bets.user_id')
      .select(['users.name', 'round_bets.select', 'round_bets.amount', 'round_bets.created_at'])
      .where('round_id', '=', roundId)
      .orderBy('round_bets.created_at', 'desc')
      .limit(limit)
      .execute();
  }

  /** What was staked on each selection of a round: in all, or by one player when given. */
  pools(roundId: string, userId?: number): Promise<Array<{ select: string; total: bigint | null }>> {
    let pools = this.db
      .selectFrom('round_bets')
      .select((eb) => ['select', eb.fn.sum<bigint>('amount').as('total')])
      .where('round_id', '=', roundId);
    if (userId !== undefined) pools = pools.where('user_id', '=', BigInt(userId));
    return pools.groupBy('select').execute();
  }
}
