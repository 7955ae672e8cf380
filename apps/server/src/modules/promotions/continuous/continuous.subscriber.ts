/**
 * The durable subscriber `continuous-deposit`: after each paid deposit (`deposit.paid`, IDR), grants the
 * Setoran Beruntun milestones the player's streak has reached by then and not yet been granted. Its
 * unit is the event cursor's: each deposit takes effect once whatever restarts, and the grant keys
 * (`streak:{firstDay}:{days}`) keep a replay or a late duplicate from paying twice.
 */
import { DEFAULT_CURRENCY } from '@kasino/shared/ids';
import type { DurableSubscriber } from '../../../platform/events/event-dispatcher.ts';
import type { ContinuousService } from './continuous.service.ts';

export function continuousDepositSubscriber(continuous: ContinuousService): DurableSubscriber {
  return {
    name: 'continuous-deposit',
    async handle(tx, events) {
      // One by one, not folded per player: a batch may span a broken streak and the next one.
      for (const e of events) {
        if (e.type !== 'deposit.paid' || e.currency !== DEFAULT_CURRENCY) continue;
        await continuous.grantReached(tx, { userId: e.userId, orderId: e.orderId, paidAt: e.paidAt });
      }
    },
  };
}
