/**
 * Loss limits count round bets (Wingo, Roulette, Dice, Dingdong, Crash) beside single-player bets and
 * third-party debits: a covering index over a player's round bets by time, like `bets_user_created_idx`,
 * so the sum a limited player's bet runs inside its unit of work reads the index only.
 */
import type { Kysely, Migration } from 'kysely';

export function lossLimitIndexMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('round_bets_user_created_idx')
        .on('round_bets')
        .columns(['user_id', 'created_at', 'status', 'amount', 'payout'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('round_bets_user_created_idx').execute();
    },
  };
}
