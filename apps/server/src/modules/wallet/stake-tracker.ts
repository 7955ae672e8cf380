/**
 * The seam through which money that leaves a wallet as a stake, and comes back for it, is followed
 * by whoever must know where it is (the promotions module follows bonus money this way: decision
 * 0014). The ledger calls it inside the unit that moves the money, right after the move and only for
 * a transfer applied now (a replay changed nothing): every stake and every return passes here,
 * whatever game, round or provider caused it, so no money path can forget it.
 */
import type { Tx } from './ledger.store.ts';
import { ownerOf, type TransferRequest } from './ledger.ts';

export interface WalletMove {
  readonly userId: number;
  readonly currency: string;
  /** The stake's ledger reference (`bet:{id}`, `slot:{provider}:{txId}`): what a return pays against. */
  readonly position: string;
  readonly amount: bigint;
  /** The wallet balance right after the move. */
  readonly balanceAfter: bigint;
  readonly transferId: string;
}

export interface StakeTracker {
  /** A stake left the wallet (a bet, a round's escrow, a provider's debit). */
  staked(tx: Tx, move: WalletMove): Promise<void>;
  /**
   * Money came back to the wallet for a stake (a payout, a refund, a provider's credit or rollback).
   * Answers the wallet balance after whatever the tracker moved in turn, or null when it moved nothing.
   */
  returned(tx: Tx, move: WalletMove): Promise<bigint | null>;
}

/** Which side of a transfer the tracker hears of: a wallet's stake, or a payout or refund to a wallet. */
export function trackedMove(
  t: TransferRequest,
  debitAfter: bigint,
  creditAfter: bigint,
): { side: 'staked' | 'returned'; move: WalletMove } | null {
  if (t.kind === 'stake') {
    const userId = ownerOf(t.debit);
    if (userId === null) return null;
    return {
      side: 'staked',
      move: { userId, currency: t.currency, position: t.reference, amount: t.amount, balanceAfter: debitAfter, transferId: t.id },
    };
  }
  if (t.kind === 'payout' || t.kind === 'refund') {
    const userId = ownerOf(t.credit);
    if (userId === null) return null;
    const position = t.position ?? t.reference;
    return {
      side: 'returned',
      move: { userId, currency: t.currency, position, amount: t.amount, balanceAfter: creditAfter, transferId: t.id },
    };
  }
  return null;
}
