/**
 * The ledger as other modules use it: transfers, reservations that resolve exactly once, and balances.
 * A reservation moves funds from a wallet to an escrow shard (`hold:{id}`); resolving it moves them on
 * (`resolve:{id}`) to the payee (post) or back to the wallet (void). Both outcomes share the one
 * transfer id, so at most one can ever exist, and the status row is updated with a guard.
 */
import type { Kysely } from 'kysely';
import { minor, type Minor } from '@kasino/shared/money';
import { currencies } from '@kasino/shared/ids';
import type { Database } from '../../platform/db/schema.ts';
import {
  houseAccount,
  houseAccounts,
  houseShards,
  walletAccount,
  type FlowKind,
  type HouseAccount,
  type TransferKind,
  type TransferRequest,
  type TransferResult,
} from './ledger.ts';
import type { LedgerStore, Tx } from './ledger.store.ts';
import type { UnitRunner } from '../../platform/db/unit-of-work.ts';
import { walletBalance } from './wallet.repository.ts';
import { ReservationRepository } from './reservation.repository.ts';
import { trackedMove, type StakeTracker } from './stake-tracker.ts';

export type ReservationStatus = 'pending' | 'posted' | 'voided';

export interface ReserveRequest {
  readonly id: string;
  readonly userId: number;
  readonly currency: string;
  readonly amount: Minor;
  /** Flow kind of the hold as the player sees it (a withdrawal shows as `withdraw`). */
  readonly kind: FlowKind;
  readonly reference: string;
  readonly escrow: HouseAccount;
  readonly deadlineAt: number;
}

export interface ResolveRequest {
  readonly id: string;
  readonly outcome: 'post' | 'void';
  /** Where posted funds go (a house account code), and the kind of that transfer. */
  readonly payee: string;
  readonly postKind: TransferKind;
  /** Flow kind of the return when voided (a withdrawal refund shows as `withdraw_refund`). */
  readonly voidKind: FlowKind;
}

export class LedgerService {
  private readonly reservations = new ReservationRepository();
  private tracker: StakeTracker | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly store: LedgerStore,
    private readonly units: UnitRunner,
    private readonly now: () => number = Date.now,
  ) {}

  /** Creates every house account shard for every currency (idempotent; run at start). */
  async openHouseAccounts(): Promise<void> {
    const accounts = currencies.flatMap((currency) =>
      Object.values(houseAccounts).flatMap((house) =>
        houseShards(house, currency).map((code) => ({ code, kind: 'house' as const, currency, ownerId: null })),
      ),
    );
    await this.store.openAccounts(accounts, this.now());
  }

  /** Set once, by the module that follows stakes (promotions, built after the ledger). */
  follow(tracker: StakeTracker): void {
    if (this.tracker) throw new Error('the ledger follows one stake tracker');
    this.tracker = tracker;
  }

  /**
   * Applies a transfer; a stake from a wallet, or a payout or refund to one, is told to the stake
   * tracker in the same unit, and the balance after is the wallet's once the tracker is done.
   */
  async transfer(tx: Tx, transfer: TransferRequest): Promise<TransferResult> {
    const result = await this.store.transfer(tx, transfer, this.now());
    return this.track(tx, transfer, result);
  }

  private async track(tx: Tx, t: TransferRequest, result: TransferResult): Promise<TransferResult> {
    if (!this.tracker || result.replayed) return result;
    const tracked = trackedMove(t, result.debitBalanceAfter, result.creditBalanceAfter);
    if (!tracked) return result;
    if (tracked.side === 'staked') {
      await this.tracker.staked(tx, tracked.move);
      return result;
    }
    const after = await this.tracker.returned(tx, tracked.move);
    return after === null ? result : { ...result, creditBalanceAfter: minor(after) };
  }

  /** The balance of a player's wallet, held for the rest of the unit (see `LedgerStore.holdWallet`). */
  async holdWallet(tx: Tx, userId: number, currency: string): Promise<Minor> {
    return minor(await this.store.holdWallet(tx, walletAccount(userId, currency)));
  }

  /** Runs `work` as one unit: the money changes inside it commit or roll back together. */
  inTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.units.run(work);
  }

  /**
   * The one way to read a player's balance. Inside a unit pass its `tx`: on SQLite a read outside the
   * unit would wait for the unit itself, and on PostgreSQL it would not see the unit's own transfers.
   */
  balanceOf(userId: number, currency: string, tx: Tx = this.db): Promise<Minor> {
    return walletBalance(tx, userId, currency);
  }

  /** Reserves funds (guarded: 700 when the wallet cannot cover them). Idempotent by id. */
  async reserve(tx: Tx, r: ReserveRequest): Promise<void> {
    const escrow = houseAccount(r.escrow, r.currency, r.id);
    const hold: TransferRequest = {
      id: `hold:${r.id}`,
      debit: walletAccount(r.userId, r.currency),
      credit: escrow,
      amount: r.amount,
      currency: r.currency,
      kind: r.kind,
      reference: r.reference,
    };
    await this.track(tx, hold, await this.store.transfer(tx, hold, this.now()));
    await this.reservations.insert(tx, {
      id: r.id,
      wallet_account_id: await this.reservations.accountId(tx, walletAccount(r.userId, r.currency)),
      hold_account_id: await this.reservations.accountId(tx, escrow),
      amount: r.amount,
      currency: r.currency,
      kind: r.kind,
      reference: r.reference,
      status: 'pending',
      deadline_at: r.deadlineAt,
      created_at: this.now(),
      resolved_at: null,
    });
  }

  /**
   * Resolves a pending reservation exactly once. Returns the status it ends in and whether this call
   * was the one that resolved it; a reservation already resolved is left as it is.
   */
  async resolve(tx: Tx, r: ResolveRequest): Promise<{ status: ReservationStatus; resolvedNow: boolean }> {
    const target: ReservationStatus = r.outcome === 'post' ? 'posted' : 'voided';
    const updated = await this.reservations.resolvePending(tx, r.id, target, this.now());
    if (!updated) {
      const current = await this.reservations.statusOf(tx, r.id);
      if (current === undefined) throw new Error(`reservation ${r.id} does not exist`);
      return { status: current as ReservationStatus, resolvedNow: false };
    }
    const [wallet, hold] = await Promise.all([
      this.reservations.accountCode(tx, updated.wallet_account_id),
      this.reservations.accountCode(tx, updated.hold_account_id),
    ]);
    const resolution: TransferRequest = {
      id: `resolve:${r.id}`,
      debit: hold,
      credit: r.outcome === 'post' ? r.payee : wallet,
      amount: minor(updated.amount),
      currency: updated.currency,
      kind: r.outcome === 'post' ? r.postKind : r.voidKind,
      reference: updated.reference,
    };
    await this.track(tx, resolution, await this.store.transfer(tx, resolution, this.now()));
    return { status: target, resolvedNow: true };
  }
}
