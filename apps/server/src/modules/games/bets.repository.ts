/**
 * The games module's queries on bets and seeds, apart from the per-bet hot statements of
 * `bet.store.ts`: bet views, the big-wins list, and the open rounds of the stepped games
 * (each state change guarded by the state it replaces, so two actions never both apply).
 */
import type { Kysely } from 'kysely';
import { BIG_WIN_MIN_PAYOUT, BIG_WIN_MIN_RATE } from '@kasino/shared/games';
import type { Database } from '../../platform/db/schema.ts';
import type { BetRow } from '../bets/bets.ts';

export type { BetRow };

type Tx = Kysely<Database>;

/** What a stepped round's end writes beside its state. */
export interface RoundEnd {
  payout: bigint;
  multiplier: string;
  win: boolean;
  at: number;
}

export class BetsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  seed(seedId: bigint): Promise<{ server_seed: string; status: string } | undefined> {
    return this.db.selectFrom('fair_seeds').select(['server_seed', 'status']).where('id', '=', seedId).executeTakeFirst();
  }

  byId(betId: string): Promise<BetRow | undefined> {
    return this.db.selectFrom('bets').selectAll().where('id', '=', betId).executeTakeFirst();
  }

  /** Settled bets that are big wins by the shared rule, newest first, with the player's name. */
  bigWins(count: number) {
    return this.db
      .selectFrom('bets')
      .innerJoin('users', 'users.id', 'bets.user_id')
      .select(['bets.id', 'bets.game', 'bets.amount', 'bets.multiplier', 'bets.payout', 'bets.created_at', 'users.name'])
      .where('bets.status', '=', 'settled')
      .where((eb) =>
        eb.or([eb('bets.payout', '>=', eb('bets.amount', '*', BIG_WIN_MIN_RATE)), eb('bets.payout', '>=', BIG_WIN_MIN_PAYOUT)]),
      )
      .where((eb) => eb('bets.payout', '>', eb.ref('bets.amount')))
      .orderBy('bets.created_at', 'desc')
      .limit(count)
      .execute();
  }

  /** The open (pending) rounds of a player in a game; inside a unit pass its `tx`. */
  openRounds(userId: number, game: string, tx: Tx = this.db): Promise<BetRow[]> {
    return tx
      .selectFrom('bets')
      .selectAll()
      .where('user_id', '=', BigInt(userId))
      .where('game', '=', game)
      .where('status', '=', 'pending')
      .execute();
  }

  /**
   * Replaces an open round's state, guarded by the state it had (`row.result`); with `end` it also
   * settles it. False when another action changed the round first.
   */
  async replaceState(tx: Tx, row: BetRow, state: unknown, end?: RoundEnd): Promise<boolean> {
    const result = JSON.stringify(state);
    const updated = await tx
      .updateTable('bets')
      .set(
        end
          ? { result, status: 'settled', payout: end.payout, multiplier: end.multiplier, win: end.win ? 1n : 0n, settled_at: end.at }
          : { result },
      )
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .where('result', '=', row.result)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1;
  }

  /** Voids a still-open round; false when it was no longer open. */
  async voidOpen(tx: Tx, betId: string, at: number): Promise<boolean> {
    const updated = await tx
      .updateTable('bets')
      .set({ status: 'void', settled_at: at })
      .where('id', '=', betId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1;
  }

  /** Rounds open since before `before` (oldest first is not needed: each is settled on its own). */
  staleRounds(before: number, limit: number): Promise<BetRow[]> {
    return this.db
      .selectFrom('bets')
      .selectAll()
      .where('status', '=', 'pending')
      .where('created_at', '<', BigInt(before))
      .limit(limit)
      .execute();
  }
}
