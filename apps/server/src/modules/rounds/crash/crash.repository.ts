/**
 * The SQL of Crash. Its rounds and bets live on the round tables, so every round query applies; these
 * are the ones only Crash asks: the round in flight, the queued round's schedule, the bet's seat under
 * the round's payout cap, and the lists of the game's calls.
 */
import { paged, type Page } from '../../../platform/db/paged.ts';
import { RoundsRepository, type RoundBetRow, type RoundRow } from '../rounds.repository.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';

type Tx = Kysely<Database>;

/** The game key of Crash on the round tables. */
export const CRASH_KEY = 'crash';
/** start_at of a round waiting for the flight before it to end. */
export const QUEUED = 9_000_000_000_000_000n;

/** A bet of the live table with its player's name (to be masked). */
export interface CrashTableBet {
  name: string;
  amount: bigint;
  select: string;
  status: string;
  multiplier: string;
  payout: bigint;
}

export class CrashRepository extends RoundsRepository {
  /** The first round in preparation or in flight (queued rounds wait behind it). */
  inPlay(): Promise<RoundRow | undefined> {
    return this.db
      .selectFrom('rounds')
      .selectAll()
      .where('game', '=', CRASH_KEY)
      .where('status', 'in', ['betting', 'closed'])
      .where('start_at', '<', QUEUED)
      .orderBy('start_at')
      .limit(1)
      .executeTakeFirst();
  }

  /** The round that started last, whatever its state. */
  latestStarted(): Promise<RoundRow | undefined> {
    return this.db
      .selectFrom('rounds')
      .selectAll()
      .where('game', '=', CRASH_KEY)
      .where('start_at', '<', QUEUED)
      .orderBy('start_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** Every round in preparation, in flight or queued, by start (the queued one last). */
  unfinished(): Promise<RoundRow[]> {
    return this.db
      .selectFrom('rounds')
      .selectAll()
      .where('game', '=', CRASH_KEY)
      .where('status', 'in', ['betting', 'closed'])
      .orderBy('start_at')
      .execute();
  }

  /** Fixes a queued round's flight times; a round already scheduled keeps its own. */
  async schedule(tx: Tx, roundId: string, startAt: number, endAt: number): Promise<void> {
    await tx
      .updateTable('rounds')
      .set({ start_at: BigInt(startAt), close_at: BigInt(startAt), end_at: BigInt(endAt) })
      .where('id', '=', roundId)
      .where('start_at', '=', QUEUED)
      .execute();
  }

  /** The round taking bets at `now` that closes first (the one in preparation, else the queued one). */
  openRound(tx: Tx, now: number): Promise<{ id: string; start_at: bigint } | undefined> {
    return tx
      .selectFrom('rounds')
      .select(['id', 'start_at'])
      .where('game', '=', CRASH_KEY)
      .where('status', '=', 'betting')
      .where('close_at', '>', BigInt(now))
      .orderBy('close_at')
      .limit(1)
      .executeTakeFirst();
  }

  /** Counts one more bet on the round if it still takes bets at `now`; false when it no longer does. */
  async takeSeat(tx: Tx, roundId: string, now: number): Promise<boolean> {
    const taken = await tx
      .updateTable('rounds')
      .set((eb) => ({ bet_count: eb('bet_count', '+', 1n) }))
      .where('id', '=', roundId)
      .where('status', '=', 'betting')
      .where('close_at', '>', BigInt(now))
      .executeTakeFirst();
    return Number(taken.numUpdatedRows) === 1;
  }

  /** Stake and auto cash-out of every bet of the round (what the round could pay). */
  exposure(tx: Tx, roundId: string): Promise<Array<Pick<RoundBetRow, 'amount' | 'select'>>> {
    return tx.selectFrom('round_bets').select(['amount', 'select']).where('round_id', '=', roundId).execute();
  }

  /** A player's bet by its request id. */
  betByUuid(userId: number, uuid: string): Promise<RoundBetRow | undefined> {
    return this.db.selectFrom('round_bets').selectAll().where('user_id', '=', BigInt(userId)).where('uuid', '=', uuid).executeTakeFirst();
  }

  /** A player's bets in a round. */
  betsIn(roundId: string, userId: number): Promise<RoundBetRow[]> {
    return this.db.selectFrom('round_bets').selectAll().where('round_id', '=', roundId).where('user_id', '=', BigInt(userId)).execute();
  }

  /** A player's bet in a round, if any. */
  betIn(roundId: string, userId: number): Promise<RoundBetRow | undefined> {
    return this.db
      .selectFrom('round_bets')
      .selectAll()
      .where('user_id', '=', BigInt(userId))
      .where('round_id', '=', roundId)
      .executeTakeFirst();
  }

  /** The round's pending bets with an automatic cash-out. */
  pendingAutoBets(roundId: string): Promise<RoundBetRow[]> {
    return this.db
      .selectFrom('round_bets')
      .selectAll()
      .where('round_id', '=', roundId)
      .where('status', '=', 'pending')
      .where('select', '!=', 'manual')
      .execute();
  }

  /** A player's newest pending Crash bet. */
  latestPendingBet(userId: number): Promise<RoundBetRow | undefined> {
    return this.db
      .selectFrom('round_bets')
      .selectAll()
      .where('user_id', '=', BigInt(userId))
      .where('game', '=', CRASH_KEY)
      .where('status', '=', 'pending')
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** Betting closes as the flight begins. */
  async launch(tx: Tx, roundId: string): Promise<void> {
    await tx.updateTable('rounds').set({ status: 'closed' }).where('id', '=', roundId).where('status', '=', 'betting').execute();
  }

  /** A flight has crashed: the round is settled with its result. */
  async land(tx: Tx, roundId: string, result: string, at: number): Promise<void> {
    await tx
      .updateTable('rounds')
      .set({ status: 'settled', result, settled_at: BigInt(at) })
      .where('id', '=', roundId)
      .where('status', '=', 'closed')
      .execute();
  }

  /** The live table: the round's latest 50 bets with their players' names, newest first. */
  crashTable(roundId: string): Promise<CrashTableBet[]> {
    return this.db
      .selectFrom('round_bets')
      .innerJoin('users', 'users.id', 'round_bets.user_id')
      .select(['users.name', 'round_bets.amount', 'round_bets.select', 'round_bets.status', 'round_bets.multiplier', 'round_bets.payout'])
      .where('round_id', '=', roundId)
      .orderBy('round_bets.created_at', 'desc')
      .limit(50)
      .execute();
  }

  /** The results of the latest settled rounds, newest first. */
  recentResults(limit: number): Promise<Array<{ result: string | null }>> {
    return this.db
      .selectFrom('rounds')
      .select('result')
      .where('game', '=', CRASH_KEY)
      .where('status', '=', 'settled')
      .orderBy('end_at', 'desc')
      .limit(limit)
      .execute();
  }

  /** Settled rounds, newest first. */
  settledRounds(page: number, count: number): Promise<Page<RoundRow>> {
    const base = this.db.selectFrom('rounds').where('game', '=', CRASH_KEY).where('status', '=', 'settled');
    return paged(base.selectAll().orderBy('end_at', 'desc'), page, count);
  }
}
