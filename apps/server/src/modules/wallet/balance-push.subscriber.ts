/**
 * Live subscriber: after a committed money change, the player's new balance goes to their personal
 * topic `/ws/user/{id}/balance` (every game source, deposits). The writer's balance-after spares a read.
 * Withdrawal requests, cancels and rejections still push directly from withdraw.service (their events
 * come in a later increment), so this subscriber leaves withdrawal events alone.
 */
import { toWireAmount } from '@kasino/shared/money';
import { personalTopic } from '@kasino/shared/protocol/ws';
import type { LiveSubscriber } from '../../platform/events/event-dispatcher.ts';
import type { EventBus } from '../../platform/realtime/event-bus.ts';
import { walletAccount } from './ledger.ts';

export interface BalancePushDeps {
  bus: EventBus;
  balanceOf: (userId: number, currency: string) => Promise<bigint>;
  warn: (err: unknown, msg: string) => void;
}

/** Publishes a balance on the player's topic (also used by the direct pushes). */
export const pushBalance = (deps: BalancePushDeps, userId: number, currency: string, balance: bigint): Promise<void> =>
  deps.bus
    .publish(personalTopic('/ws/user/{userId}/balance', userId), {
      balance: toWireAmount(balance),
      currency,
      account: walletAccount(userId, currency),
    })
    .catch((err: unknown) => deps.warn(err, 'balance push failed'));

export const balancePushSubscriber = (deps: BalancePushDeps): LiveSubscriber => ({
  name: 'balance-push',
  types: ['bet.settled', 'bet.voided', 'deposit.paid'],
  handle(event) {
    if (event.type !== 'bet.settled' && event.type !== 'bet.voided' && event.type !== 'deposit.paid') return;
    const known = event.type === 'bet.settled' && event.balanceAfter !== undefined ? BigInt(event.balanceAfter) : null;
    if (known !== null) {
      void pushBalance(deps, event.userId, event.currency, known);
      return;
    }
    deps
      .balanceOf(event.userId, event.currency)
      .then((balance) => pushBalance(deps, event.userId, event.currency, balance))
      .catch((err: unknown) => deps.warn(err, 'balance push failed'));
  },
});
