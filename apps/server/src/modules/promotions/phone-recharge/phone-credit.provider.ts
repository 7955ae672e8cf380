/**
 * The phone-credit provider seam: whoever tops up a player's phone (an aggregator of Telkomsel, XL,
 * Indosat …). An order id is the idempotency key: asking twice for one order tops up once, so a send
 * re-tried after a crash is safe. The answer is final (`success`, `failed` with the reason) or
 * `pending`, which the poll job asks about again.
 *
 * Only the sandbox exists today, and only outside production (DESIGN "Production mode"): without a
 * provider the phone-credit reward is shown as unavailable and its claims answer 1028.
 */
export interface PhoneCreditOrder {
  readonly orderId: string;
  /** The number as stored (`62…`). */
  readonly msisdn: string;
  /** Whole rupiah. */
  readonly rupiah: bigint;
}

export type PhoneCreditAnswer =
  | { readonly status: 'success'; readonly reference: string }
  | { readonly status: 'pending'; readonly reference: string }
  | { readonly status: 'failed'; readonly reason: string };

export interface PhoneCreditProvider {
  readonly name: string;
  topUp(order: PhoneCreditOrder): Promise<PhoneCreditAnswer>;
  /** The order's state as the provider knows it (asked again for a pending or unsent order). */
  status(order: PhoneCreditOrder): Promise<PhoneCreditAnswer>;
}

/**
 * The sandbox: tops up at once, except a number ending in 000 (an inactive number: failed) or in 999
 * (the operator is slow: pending when sent, success when asked again). Stateless, so any node's poll
 * gets the same answer, and idempotent per order.
 */
export class SandboxPhoneCreditProvider implements PhoneCreditProvider {
  readonly name = 'sandbox';

  topUp(order: PhoneCreditOrder): Promise<PhoneCreditAnswer> {
    if (order.msisdn.endsWith('999')) return Promise.resolve({ status: 'pending', reference: `SBX-${order.orderId}` });
    return this.status(order);
  }

  status(order: PhoneCreditOrder): Promise<PhoneCreditAnswer> {
    if (order.msisdn.endsWith('000')) return Promise.resolve({ status: 'failed', reason: 'Nomor tidak aktif atau salah operator' });
    return Promise.resolve({ status: 'success', reference: `SBX-${order.orderId}` });
  }
}
