/**
 * Where wallet things live in the route table: the payment-in-progress page of each deposit channel
 * (SPEC §2 bca-bank, va-bank, qrcode, usdt) and the page that explains a balance-flow row's cause.
 */
import type { DepositChannel } from '@kasino/shared/wallet';

/** The payment page of each channel. */
export const channelPaths: Record<DepositChannel, string> = { bank: '/bca-bank', va: '/va-bank', qris: '/qrcode', usdt: '/usdt' };

/** The page that follows one deposit order (polls it while pending, forwards to success when paid). */
export const depositOrderPath = (id: string, channel: DepositChannel): string => `${channelPaths[channel]}?order=${encodeURIComponent(id)}`;

/** The receipt of a paid deposit. */
export const depositSuccessPath = (id: string): string => `/deposit-success?order=${encodeURIComponent(id)}`;

/** The deposit form, prefilled (retry after a failed or expired order). */
export function depositFormPath(amount?: string, channel?: DepositChannel): string {
  const params = new URLSearchParams();
  if (amount) params.set('amount', amount);
  if (channel) params.set('channel', channel);
  const text = params.toString();
  return text ? `/deposit?${text}` : '/deposit';
}

/** The withdrawal record with one withdrawal highlighted. */
export const withdrawRecordPath = (id: string): string => `/withdraw-record?focus=${encodeURIComponent(id)}`;

/**
 * The page behind a flow row's reference:
 * 1. "deposit:<orderId>" → the order (its channel is not in the row; the order page reads it);
 * 2. "withdraw:<id>" (withdrawal and its refund) → the withdrawal record;
 * 3. anything else (bets, bonuses) → no link yet.
 */
export function flowCausePath(reference: string): string | null {
  const [kind, id] = reference.split(':', 2);
  if (!id) return null;
  if (kind === 'deposit') return `/deposit-order?order=${encodeURIComponent(id)}`; // 1.
  if (kind === 'withdraw') return withdrawRecordPath(id); // 2.
  return null; // 3.
}

/** A same-app path from `?back=`, or the fallback (never another origin). */
export function safeBackPath(back: string | null, fallback: string): string {
  return back && back.startsWith('/') && !back.startsWith('//') ? back : fallback;
}
