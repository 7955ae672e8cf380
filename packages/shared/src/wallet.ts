/**
 * Wallet rules shared by server and web: payment channels, banks, states, the withdrawal fee and the
 * range checks. Amounts are minor units (bigint); the site config carries wire strings.
 */
import { parseAmount, type Minor } from './money.ts';

/** Deposit channels (SPEC §2 money pages: bank transfer, virtual account, QR code, USDT). */
export const depositChannels = ['bank', 'va', 'qris', 'usdt'] as const;
export type DepositChannel = (typeof depositChannels)[number];

export const depositChannelNames: Record<DepositChannel, string> = {
  bank: 'Transfer Bank',
  va: 'Virtual Account',
  qris: 'QRIS',
  usdt: 'USDT (TRC20)',
};

/** Banks and e-wallets a player can withdraw to. `kind` decides how the account number is checked. */
export const withdrawBanks = [
  { code: 'BCA', name: 'Bank Central Asia', kind: 'bank' },
  { code: 'BRI', name: 'Bank Rakyat Indonesia', kind: 'bank' },
  { code: 'BNI', name: 'Bank Negara Indonesia', kind: 'bank' },
  { code: 'MANDIRI', name: 'Bank Mandiri', kind: 'bank' },
  { code: 'CIMB', name: 'CIMB Niaga', kind: 'bank' },
  { code: 'PERMATA', name: 'Bank Permata', kind: 'bank' },
  { code: 'DANAMON', name: 'Bank Danamon', kind: 'bank' },
  { code: 'BSI', name: 'Bank Syariah Indonesia', kind: 'bank' },
  { code: 'BTN', name: 'Bank Tabungan Negara', kind: 'bank' },
  { code: 'DANA', name: 'DANA', kind: 'ewallet' },
  { code: 'OVO', name: 'OVO', kind: 'ewallet' },
  { code: 'GOPAY', name: 'GoPay', kind: 'ewallet' },
] as const;
export type WithdrawBankCode = (typeof withdrawBanks)[number]['code'];
export const withdrawBankCodes = withdrawBanks.map((b) => b.code) as WithdrawBankCode[];

/** Bank account numbers are 6-20 digits; e-wallets use the phone number (08…, 10-13 digits). */
export const ACCOUNT_NUMBER_PATTERN = '^[0-9]{6,20}$';
export const HOLDER_NAME_PATTERN = "^[A-Za-z][A-Za-z .'-]{1,59}$";

export const depositStatuses = ['pending', 'paid', 'failed', 'expired'] as const;
export type DepositStatus = (typeof depositStatuses)[number];

/** Withdrawal lifecycle: pending (under review, funds reserved) → paid | rejected | cancelled. */
export const withdrawStatuses = ['pending', 'paid', 'rejected', 'cancelled'] as const;
export type WithdrawStatus = (typeof withdrawStatuses)[number];

/** Only a withdrawal under review can be cancelled by the player (else 206). */
export const canCancelWithdrawal = (status: WithdrawStatus): boolean => status === 'pending';

export const depositStatusLabels: Record<DepositStatus, string> = {
  pending: 'Menunggu pembayaran',
  paid: 'Berhasil',
  failed: 'Gagal',
  expired: 'Kedaluwarsa',
};
export const withdrawStatusLabels: Record<WithdrawStatus, string> = {
  pending: 'Sedang ditinjau',
  paid: 'Berhasil',
  rejected: 'Ditolak',
  cancelled: 'Dibatalkan',
};

export interface AmountRange {
  min: Minor;
  max: Minor;
}

/** Reads a `{min, max}` wire range from site config. */
export function rangeFrom(value: unknown, fallback: AmountRange): AmountRange {
  const v = value as { min?: unknown; max?: unknown } | undefined;
  const min = parseAmount(v?.min);
  const max = parseAmount(v?.max);
  return min !== null && max !== null && min > 0n && max >= min ? { min, max } : fallback;
}

export const inRange = (amount: Minor | bigint, range: AmountRange): boolean => amount >= range.min && amount <= range.max;

/**
 * Withdrawal fee rule: `rate` (per mille) of the amount, at least `min`, rounded down to whole sen,
 * waived at or above `freeFrom`. The player receives amount − fee.
 */
export interface WithdrawFeeRule {
  perMille: bigint;
  min: Minor;
  freeFrom: Minor;
}

export function withdrawFee(amount: Minor | bigint, rule: WithdrawFeeRule): Minor {
  if (amount >= rule.freeFrom) return 0n as Minor;
  const proportional = (amount * rule.perMille) / 1000n;
  return (proportional > rule.min ? proportional : rule.min) as Minor;
}

export const balanceFlowKinds = [
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
export type BalanceFlowKind = (typeof balanceFlowKinds)[number];

export const balanceFlowLabels: Record<BalanceFlowKind, string> = {
  deposit: 'Deposit',
  withdraw: 'Penarikan',
  withdraw_refund: 'Pengembalian penarikan',
  stake: 'Taruhan',
  payout: 'Kemenangan',
  refund: 'Pengembalian taruhan',
  bonus: 'Bonus',
  cashback: 'Cashback',
  rebate: 'Rebate',
  adjustment: 'Penyesuaian',
};

/** PIN: exactly 6 digits (SPEC §5 security code). */
export const PIN_PATTERN = '^[0-9]{6}$';
