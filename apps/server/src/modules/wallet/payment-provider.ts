/**
 * The seam to payment gateways. A provider creates a payment for an order (what the player must pay
 * where) and later tells the result through a signed webhook that the provider verifies itself.
 */
import type { Minor } from '@kasino/shared/money';
import type { DepositChannel } from '@kasino/shared/wallet';

export interface PaymentRequest {
  readonly orderId: string;
  readonly userId: number;
  readonly amount: Minor;
  readonly currency: string;
  readonly channel: DepositChannel;
}

export type { PayInfo } from '@kasino/shared/protocol/pay';
import type { PayInfo } from '@kasino/shared/protocol/pay';

export interface PaymentEvent {
  readonly orderId: string;
  readonly providerRef: string;
  readonly status: 'paid' | 'failed';
  readonly amount: Minor;
}

export interface PaymentProvider {
  readonly name: string;
  /** The fastest this gateway can confirm a payment; a deposit paid sooner is a reconciliation breach. */
  readonly minConfirmMs?: number;
  createPayment(request: PaymentRequest): Promise<{ providerRef: string; payInfo: PayInfo }>;
  /** Verifies a webhook's signature and freshness; null when it is forged, stale or malformed. */
  parseWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): PaymentEvent | null;
}
