import { describe, expect, it } from 'vitest';
import { minor } from '@kasino/shared/money';
import { paymentVerdict } from './late-payment.ts';

const order = (status: string) => ({ status, amount: minor(5_000_000n) });
const paid = (amount = 5_000_000n) => ({ status: 'paid' as const, amount: minor(amount) });
const failed = (amount = 5_000_000n) => ({ status: 'failed' as const, amount: minor(amount) });

describe('what a verified gateway event does to its order', () => {
  it('credits a pending order, credits an expired one late, and ignores a re-delivery', () => {
    expect(paymentVerdict(order('pending'), paid())).toEqual({ action: 'credit' });
    expect(paymentVerdict(order('expired'), paid())).toEqual({ action: 'creditLate' });
    expect(paymentVerdict(order('paid'), paid())).toEqual({ action: 'ignore' });
  });

  it('never drops money that arrived: another amount, or a payment after a failure, goes to review', () => {
    for (const status of ['pending', 'expired', 'paid', 'failed'])
      expect(paymentVerdict(order(status), paid(4_000_000n))).toEqual({ action: 'review', reason: 'amount_differs' });
    expect(paymentVerdict(order('failed'), paid())).toEqual({ action: 'review', reason: 'paid_after_failed' });
  });

  it('fails only a pending order, and refuses a failure for another amount', () => {
    expect(paymentVerdict(order('pending'), failed())).toEqual({ action: 'fail' });
    expect(paymentVerdict(order('expired'), failed())).toEqual({ action: 'ignore' });
    expect(paymentVerdict(order('pending'), failed(1n))).toEqual({ action: 'refuse' });
  });
});
