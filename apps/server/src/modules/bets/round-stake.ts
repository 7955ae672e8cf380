/**
 * The one way a bet joins a round (Wingo, Roulette, Dice, Dingdong and Crash): inside the bet's unit,
 * after the round admitted it, a `round_bets` row is written pending and its stake is reserved into
 * the round escrow, which must resolve by `escrowDeadline` (reconciliation flags one that does not).
 * The caller records `bet.placed` once it knows the balance after all of its stakes.
 */
import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { GameId } from '@kasino/shared/games';
import type { Minor } from '@kasino/shared/money';
import { num } from '../../platform/db/database.ts';
import type { RoundBetsTable } from '../../platform/db/schema.ts';
import { houseAccounts } from '../wallet/ledger.ts';
import type { LedgerService } from '../wallet/ledger.service.ts';
import type { Tx } from '../wallet/ledger.store.ts';
import type { InHouseBet } from './bet-events.ts';

export type RoundBetRow = Selectable<RoundBetsTable>;

export interface RoundStake {
  uuid: string;
  roundId: string;
  /** The round game's key (`wingo:fastest`, `roulette`, `crash`). */
  game: string;
  userId: number;
  currency: string;
  select: string;
  amount: Minor;
  now: number;
  escrowDeadline: number;
}

export const newRoundBetId = (now: number): string => `R${now.toString(36).toUpperCase()}${randomBytes(5).toString('hex').toUpperCase()}`;

/** Writes the pending bet and reserves its stake; the ledger's guarded debit refuses 700 and rolls the unit back. */
export async function takeRoundStake(
  tx: Tx,
  deps: { ledger: LedgerService; insertBet: (tx: Tx, row: RoundBetRow) => Promise<void> },
  stake: RoundStake,
): Promise<RoundBetRow> {
  const id = newRoundBetId(stake.now);
  const row: RoundBetRow = {
    id,
    uuid: stake.uuid,
    round_id: stake.roundId,
    game: stake.game,
    user_id: BigInt(stake.userId),
    currency: stake.currency,
    select: stake.select,
    amount: stake.amount,
    payout: 0n,
    multiplier: '0.00',
    status: 'pending',
    created_at: BigInt(stake.now),
    settled_at: null,
  };
  await deps.insertBet(tx, row);
  await deps.ledger.reserve(tx, {
    id: `round:${id}`,
    userId: stake.userId,
    currency: stake.currency,
    amount: stake.amount,
    kind: 'stake',
    reference: `bet:${id}`,
    escrow: houseAccounts.roundEscrow,
    deadlineAt: stake.escrowDeadline,
  });
  return row;
}

/** A round bet as its events describe it; the key's first part is the game (`wingo:fastest` → wingo). */
export const roundBetOf = (bet: RoundBetRow): InHouseBet => ({
  userId: num(bet.user_id),
  betId: bet.id,
  game: bet.game.split(':')[0] as GameId,
  source: bet.game === 'crash' ? 'crash' : 'round',
  stake: bet.amount,
  currency: bet.currency,
  placedAt: num(bet.created_at),
});
