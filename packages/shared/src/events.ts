/**
 * Domain events: the facts other modules react to (a bet settled, a deposit paid …). A service
 * records one inside the unit of work that makes the change (the outbox row commits or rolls back
 * with it); subscribers see it only after the commit. Amounts are minor units as decimal strings
 * (bigint does not survive JSON); times are epoch ms. Adding a variant is safe; changing a field's
 * meaning is not (durable subscribers replay stored rows).
 */
import type { SlotCategory } from './protocol/slots.ts';

/** How the bet was played: one call, a stepped round, a shared round, a Crash flight, a provider's title. */
export type BetSource = 'single' | 'stepped' | 'round' | 'crash' | 'slot';

/** What every bet event says of its bet. */
interface BetFacts {
  readonly userId: number;
  /** The bet's id; for a provider's title `slot:{provider}:{debitTxId}` (see decision 0012). */
  readonly betId: string;
  /** An in-house GameId or a catalogue title id. */
  readonly game: string;
  /** The lobby category the title sits in. */
  readonly category: SlotCategory;
  readonly source: BetSource;
  /** Minor units. */
  readonly stake: string;
  readonly payout: string;
  readonly currency: string;
  /** The game's published RTP when it settled, in basis points (9900 = 99%): the edge is 1 − this. */
  readonly rtpBps: number;
}

/**
 * A bet whose money is final: stake taken, payout (maybe 0) credited. A provider's credit settles its
 * payout with stake "0"; its debit, the stake with payout "0".
 */
export interface BetSettled extends BetFacts {
  readonly type: 'bet.settled';
  /** As the bet shows it ("1.98"). */
  readonly multiplier: string;
  /** As the bet records it (a partial return such as 0.40x is not a win). */
  readonly win: boolean;
  readonly placedAt: number;
  readonly settledAt: number;
  /** The wallet balance right after the change (minor units), when the writer knows it; spares a read for the push. */
  readonly balanceAfter?: string;
}

/**
 * A bet taken back: its stake refunded; `stake` and `payout` are what the void reverses. `settledAt`
 * null: it never settled, so there is nothing to reverse.
 */
export interface BetVoided extends BetFacts {
  readonly type: 'bet.voided';
  readonly settledAt: number | null;
  readonly voidedAt: number;
}

export interface DepositPaid {
  readonly type: 'deposit.paid';
  readonly userId: number;
  readonly orderId: string;
  readonly amount: string;
  readonly currency: string;
  /** True when the gateway paid after the order had expired (a late payment). */
  readonly late: boolean;
  readonly paidAt: number;
}

export interface WithdrawalPaid {
  readonly type: 'withdrawal.paid';
  readonly userId: number;
  readonly withdrawalId: string;
  readonly amount: string;
  readonly currency: string;
  readonly paidAt: number;
}

export interface WithdrawalRejected {
  readonly type: 'withdrawal.rejected';
  readonly userId: number;
  readonly withdrawalId: string;
  readonly amount: string;
  readonly currency: string;
  readonly reason: string;
  readonly rejectedAt: number;
}

export interface PlayerRegistered {
  readonly type: 'player.registered';
  readonly userId: number;
  readonly inviteCode: string | null;
  readonly registeredAt: number;
}

/** One or more of a player's sessions ended (logout, revoke, password change). */
export interface SessionRevoked {
  readonly type: 'session.revoked';
  readonly userId: number;
  readonly reason: string;
  readonly revokedAt: number;
}

export type DomainEvent = BetSettled | BetVoided | DepositPaid | WithdrawalPaid | WithdrawalRejected | PlayerRegistered | SessionRevoked;
export type DomainEventType = DomainEvent['type'];

/** An event as subscribers receive it: with the id the outbox assigned (monotonic per writer order). */
export type StoredEvent<E extends DomainEvent = DomainEvent> = E & { readonly id: bigint };
