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
 * A stake taken before the bet settles (a shared round, a Crash flight, a stepped round's start): the
 * player's balance moved, nothing is final yet. Statistics wait for `bet.settled`; pushes do not.
 */
export interface BetPlaced {
  readonly type: 'bet.placed';
  readonly userId: number;
  readonly betId: string;
  readonly game: string;
  readonly source: BetSource;
  /** Minor units. */
  readonly stake: string;
  readonly currency: string;
  readonly placedAt: number;
  /** The wallet balance right after the stake was taken (minor units), when the writer knows it. */
  readonly balanceAfter?: string;
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
  /**
   * A provider's credit only: its own movement id (`{provider}:{creditTxId}`, one debit may have several
   * credits) and the stake of the debit it pays against (the event's `stake` is "0"). The big-win feed
   * judges and shows the win against that stake.
   */
  readonly credit?: { readonly id: string; readonly betStake: string };
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

/** The amount left the wallet into escrow, waiting for staff review. */
export interface WithdrawalRequested {
  readonly type: 'withdrawal.requested';
  readonly userId: number;
  readonly withdrawalId: string;
  readonly amount: string;
  readonly currency: string;
  readonly requestedAt: number;
}

/** The player took a pending withdrawal back: the escrow returned to the wallet. */
export interface WithdrawalCancelled {
  readonly type: 'withdrawal.cancelled';
  readonly userId: number;
  readonly withdrawalId: string;
  readonly amount: string;
  readonly currency: string;
  readonly cancelledAt: number;
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

/** A mail reached a player's inbox (the push to its owner goes out after the commit). */
export interface MailSent {
  readonly type: 'mail.sent';
  readonly userId: number;
  readonly mailId: number;
  readonly sentAt: number;
}

/** A player claimed a mail's money reward: it moved from the promotions house account to the wallet. */
export interface MailClaimed {
  readonly type: 'mail.claimed';
  readonly userId: number;
  readonly mailIds: readonly number[];
  readonly amount: string;
  readonly currency: string;
  readonly claimedAt: number;
  readonly balanceAfter?: string;
}

/** A player claimed a promotion's grant: it moved from the promotions house account to the wallet. */
export interface PromoClaimed {
  readonly type: 'promo.claimed';
  readonly userId: number;
  readonly grantId: number;
  readonly promotion: string;
  readonly amount: string;
  readonly currency: string;
  /** The bonus under wagering the claim opened, if any. */
  readonly bonusId: number | null;
  readonly claimedAt: number;
  readonly balanceAfter?: string;
}

/**
 * A bonus under wagering closed: its turnover met, the balance spent, or forfeited by the player
 * (then `removed` is what left the wallet back to the promotions account).
 */
export interface BonusClosed {
  readonly type: 'bonus.closed';
  readonly userId: number;
  readonly bonusId: number;
  readonly status: 'met' | 'depleted' | 'forfeited';
  readonly currency: string;
  readonly removed: string;
  readonly closedAt: number;
  readonly balanceAfter?: string;
}

/** Why sessions ended. */
export type SessionEndReason = 'logout' | 'logout-all' | 'password-change' | 'password-reset' | 'revoke-one' | 'revoke-others';

/** One or more of a player's sessions ended (logout, revoke, password change or reset). */
export interface SessionRevoked {
  readonly type: 'session.revoked';
  readonly userId: number;
  readonly reason: SessionEndReason;
  /** How many sessions ended (absent in events written before it was recorded). */
  readonly sessions?: number;
  readonly revokedAt: number;
}

export type DomainEvent =
  | BetPlaced
  | BetSettled
  | BetVoided
  | DepositPaid
  | WithdrawalRequested
  | WithdrawalCancelled
  | WithdrawalPaid
  | WithdrawalRejected
  | PlayerRegistered
  | SessionRevoked
  | MailSent
  | MailClaimed
  | PromoClaimed
  | BonusClosed;
export type DomainEventType = DomainEvent['type'];

/** An event as subscribers receive it: with the id the outbox assigned (monotonic per writer order). */
export type StoredEvent<E extends DomainEvent = DomainEvent> = E & { readonly id: bigint };
