/**
 * What to do with a verified gateway event for an order, whatever state the order is in. Pure.
 * A "paid" event means the player's money arrived, so it is never dropped:
 *  - the order's own amount on a pending order → credit; on an expired one → credit late (the player
 *    paid after the window closed; the order moves to paid with a note);
 *  - any other amount, or a payment for an order the gateway itself had failed → kept for an
 *    operator to review (we cannot tell automatically what the player meant to buy);
 *  - on an order already paid → a re-delivery: nothing more.
 * A "failed" event moves no money: it fails a pending order and is ignored otherwise (a mismatched
 * amount there is refused with 3, as before, since nothing arrived).
 */
import type { Minor } from '@kasino/shared/money';

export type PaymentVerdict =
  | { readonly action: 'credit' | 'creditLate' | 'fail' | 'ignore' | 'refuse' }
  | { readonly action: 'review'; readonly reason: string };

export function paymentVerdict(
  order: { status: string; amount: Minor },
  event: { status: 'paid' | 'failed'; amount: Minor },
): PaymentVerdict {
  if (event.status === 'failed') {
    if (event.amount !== order.amount) return { action: 'refuse' };
    return { action: order.status === 'pending' ? 'fail' : 'ignore' };
  }
  if (event.amount !== order.amount) return { action: 'review', reason: 'amount_differs' };
  switch (order.status) {
    case 'pending':
      return { action: 'credit' };
    case 'expired':
      return { action: 'creditLate' };
    case 'paid':
      return { action: 'ignore' };
    case 'failed':
      return { action: 'review', reason: 'paid_after_failed' };
    default:
      return { action: 'review', reason: `order_${order.status}` };
  }
}
