/**
 * Bonus money followed wherever it goes (decision 0014, rules in `bonus-lock.rules.ts`). The ledger
 * tells this tracker of every stake that leaves a wallet and of every payout or refund that comes back
 * for one, inside the unit that moves the money; so bonus money staked in an open Mines round, a Wingo
 * period, a Crash flight or a provider's round is still bonus money there, and what comes back for it
 * is bonus money again until the turnover is met. A player without an active bonus costs a stake one
 * point lookup and a return one more.
 *
 * Lock order (PostgreSQL): the wallet first (the ledger's debit or credit has taken it), then the
 * stake's row, then the bonus's row, the order every unit that changes a lock keeps.
 */
import type { Minor } from '@kasino/shared/money';
import { houseAccount, houseAccounts, walletAccount } from '../../wallet/ledger.ts';
import type { LedgerService } from '../../wallet/ledger.service.ts';
import type { Tx } from '../../wallet/ledger.store.ts';
import type { StakeTracker, WalletMove } from '../../wallet/stake-tracker.ts';
import { returnGoesTo, returnShare, stakeShare, type BonusStatus } from './bonus-lock.rules.ts';
import type { BonusLockRepository } from './bonus-lock.repository.ts';

export class BonusFunds implements StakeTracker {
  constructor(
    private readonly repo: BonusLockRepository,
    private readonly ledger: LedgerService,
    private readonly now: () => number,
  ) {}

  /** Rule 1: the stake takes real money first, bonus money for the rest. */
  async staked(tx: Tx, move: WalletMove): Promise<void> {
    const lock = await this.repo.activeLock(tx, move.userId, move.currency);
    if (!lock || lock.locked === 0n) return;
    const { share } = stakeShare(lock.locked, move.balanceAfter);
    if (share === 0n) return;
    await this.repo.takeForStake(tx, {
      wagerId: lock.id,
      position: move.position,
      userId: move.userId,
      currency: move.currency,
      stake: move.amount,
      share,
      at: this.now(),
    });
  }

  /** Rules 2 and 3: the return's bonus part goes back under the lock, to the player, or to the promotions account. */
  async returned(tx: Tx, move: WalletMove): Promise<bigint | null> {
    const stake = await this.repo.stake(tx, move.position);
    if (!stake) return null;
    const back = returnShare(stake, move.amount);
    await this.repo.saveReturn(tx, move.position, back.credited, back.returned);
    if (back.part === 0n) return null;
    // Guarded by the bonus's status, so a close committed meanwhile (the subscriber) is seen.
    if (await this.repo.relock(tx, stake.wager_id, back.part)) return null;
    const goes = returnGoesTo((await this.repo.statusOf(tx, stake.wager_id)) as BonusStatus);
    if (goes !== 'promotions') return null;
    const id = `bonus-return:${move.transferId}`;
    const taken = await this.ledger.transfer(tx, {
      id,
      debit: walletAccount(move.userId, move.currency),
      credit: houseAccount(houseAccounts.promotions, move.currency, id),
      amount: back.part as Minor,
      currency: move.currency,
      kind: 'bonus',
      reference: `bonus:${stake.wager_id}`,
    });
    return taken.debitBalanceAfter;
  }
}
