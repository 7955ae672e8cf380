/**
 * Ledger vocabulary (DESIGN "Ledger"): transfer kinds, account codes, deterministic ids, and the
 * request/result shapes every store implements. Pure: no I/O here.
 */
import type { Minor } from '@kasino/shared/money';

/** Kinds that touch a player's wallet; they are the balance-flow kinds of DESIGN "Wire names". */
export const flowKinds = [
  'deposit',
  'withdraw',
  'withdraw_refund',
  'stake',
  'payout',
  'refund',
  'bonus',
  'cashback',
  'rebate',
  'adjustment',
] as const;
export type FlowKind = (typeof flowKinds)[number];

/** Kinds that move money between house accounts only (never shown in a player's flow). */
export const houseKinds = ['withdraw_paid', 'settlement', 'phone_credit', 'phone_credit_paid', 'phone_credit_refund'] as const;
export type TransferKind = FlowKind | (typeof houseKinds)[number];

export type AccountKind = 'wallet' | 'house';

/** House accounts. Hot ones are split into shards so no single row takes every write. */
export const houseAccounts = {
  paymentsIn: { name: 'payments-in', shards: 4 },
  paymentsOut: { name: 'payments-out', shards: 4 },
  withdrawEscrow: { name: 'withdraw-escrow', shards: 4 },
  roundEscrow: { name: 'round-escrow', shards: 8 },
  games: { name: 'games', shards: 8 },
  promotions: { name: 'promotions', shards: 2 },
  fees: { name: 'fees', shards: 1 },
  adjustments: { name: 'adjustments', shards: 1 },
  /** Third-party games: stakes and wins moved by the providers' seamless-wallet callbacks. */
  slots: { name: 'slots', shards: 4 },
  /** Phone-credit rewards on their way: out of promotions, to payments-out when the provider tops up, back when it fails. */
  phoneCredit: { name: 'phone-credit', shards: 1 },
} as const;
export type HouseAccount = (typeof houseAccounts)[keyof typeof houseAccounts];

/** Code of a user's wallet for a currency. */
export const walletAccount = (userId: number, currency: string): string => `wallet:${userId}:${currency}`;

/** FNV-1a, so the same transfer id always lands on the same shard. */
function shardOf(key: string, shards: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % shards;
}

/** Code of the shard of a house account that a transfer (by its id) uses. */
export const houseAccount = (house: HouseAccount, currency: string, transferId: string): string =>
  `house:${house.name}:${currency}:${shardOf(transferId, house.shards)}`;

/** Every shard code of a house account (for reports). */
export const houseShards = (house: HouseAccount, currency: string): string[] =>
  Array.from({ length: house.shards }, (_, i) => `house:${house.name}:${currency}:${i}`);

/** Kind of an account, from its code. */
export const accountKindOf = (code: string): AccountKind => (code.startsWith('wallet:') ? 'wallet' : 'house');

/** Owner of a wallet code, or null for house accounts. */
export function ownerOf(code: string): number | null {
  const match = /^wallet:(\d+):/.exec(code);
  return match ? Number(match[1]) : null;
}

export interface TransferRequest {
  /** Deterministic for its cause: `stake:{betId}`, `deposit:{orderId}` … */
  readonly id: string;
  readonly debit: string;
  readonly credit: string;
  readonly amount: Minor;
  readonly currency: string;
  readonly kind: TransferKind;
  /** `<kind>:<id>` of the cause (`bet:{betId}`, `deposit:{orderId}`, `withdraw:{id}`). */
  readonly reference: string;
  /**
   * The stake a payout or refund comes back for, when its reference names something else (a
   * provider's credit names its own transaction, not the debit it pays against). Not stored: the
   * stake tracker reads it (`StakeTracker`).
   */
  readonly position?: string;
}

export interface TransferResult {
  readonly id: string;
  readonly replayed: boolean;
  readonly debitBalanceAfter: Minor;
  readonly creditBalanceAfter: Minor;
}

/** Checks a request before any I/O; throws with the reason. */
export function assertValidTransfer(t: TransferRequest): void {
  if (!t.id || t.id.length > 200) throw new Error('transfer id must be 1..200 characters');
  if (t.amount <= 0n) throw new Error(`transfer ${t.id}: amount must be positive`);
  if (t.debit === t.credit) throw new Error(`transfer ${t.id}: debit and credit are the same account`);
}
