/**
 * SQL of the newcomer mission: when the player registered, and whether each task is done, read from the
 * account's own tables (users, deposits, bets, round bets, 2FA, protection limits).
 */
import { sql, type Kysely } from 'kysely';
import type { NewcomerTask } from '@kasino/shared/protocol/promo';
import type { Database } from '../../../platform/db/schema.ts';

type Db = Kysely<Database>;

const exists = (rows: unknown[]): boolean => rows.length > 0;

export class NewcomerRepository {
  constructor(readonly db: Db) {}

  /** When the player registered (the player must exist). */
  async registeredAt(userId: number, on: Db = this.db): Promise<number> {
    const user = await on.selectFrom('users').select('created_at').where('id', '=', BigInt(userId)).executeTakeFirstOrThrow();
    return Number(user.created_at);
  }

  /** Which tasks the account has done. */
  async doneTasks(userId: number, on: Db = this.db): Promise<Record<NewcomerTask, boolean>> {
    const id = BigInt(userId);
    const [user, deposit, bet, roundBet, mfa, limit] = await Promise.all([
      on.selectFrom('users').select('email').where('id', '=', id).executeTakeFirst(),
      on.selectFrom('deposit_orders').select('id').where('user_id', '=', id).where('status', '=', 'paid').limit(1).execute(),
      on.selectFrom('bets').select('id').where('user_id', '=', id).where('status', '=', 'settled').limit(1).execute(),
      on.selectFrom('round_bets').select('id').where('user_id', '=', id).where('status', '=', 'settled').limit(1).execute(),
      on.selectFrom('user_mfa').select('user_id').where('user_id', '=', id).where('enabled_at', 'is not', null).limit(1).execute(),
      on
        .selectFrom('player_limits')
        .select('user_id')
        .where('user_id', '=', id)
        .where('kind', '=', 'deposit')
        .where(sql<boolean>`amount is not null`)
        .limit(1)
        .execute(),
    ]);
    return {
      bind_email: Boolean(user?.email),
      first_deposit: exists(deposit),
      first_bet: exists(bet) || exists(roundBet),
      enable_2fa: exists(mfa),
      deposit_limit: exists(limit),
    };
  }
}
