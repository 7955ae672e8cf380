/**
 * Live subscriber: after every committed change of a player's wallet balance, the new balance goes to
 * their personal topic `/ws/user/{id}/balance`. Every writer of such a change records one of these
 * events in its unit (decision 0012), so this is the only place a balance is pushed. The writer's
 * balance-after, when it knows it, spares a read.
 */
import type { DomainEventType, StoredEvent } from '@kasino/shared/events';
import { toWireAmount } from '@kasino/shared/money';
import { personalTopic } from '@kasino/shared/protocol/ws';
import type { LiveSubscriber } from '../../platform/events/event-dispatcher.ts';
import { publishTopic, type EventBus } from '../../platform/realtime/event-bus.ts';
import { walletAccount } from './ledger.ts';

export interface BalancePushDeps {
  bus: EventBus;
  balanceOf: (userId: number, currency: string) => Promise<bigint>;
  warn: (err: unknown, msg: string) => void;
}

/**
 * The events that move a wallet balance: a stake taken, a bet settled or refunded, a deposit paid, a
 * withdrawal reserved, cancelled or rejected, a mail's reward or a promotion claimed, a bonus forfeited. A paid withdrawal is not here: its amount left the wallet
 * when it was requested.
 */
export const BALANCE_EVENTS = [
  'bet.placed',
  'bet.settled',
  'bet.voided',
  'deposit.paid',
  'withdrawal.requested',
  'withdrawal.cancelled',
  'withdrawal.rejected',
  'mail.claimed',
  'promo.claimed',
  'bonus.closed',
] as const satisfies readonly DomainEventType[];

type BalanceEvent = StoredEvent & { readonly type: (typeof BALANCE_EVENTS)[number] };
const moves = (event: StoredEvent): event is BalanceEvent => (BALANCE_EVENTS as readonly string[]).includes(event.type);

const publish = (deps: BalancePushDeps, userId: number, currency: string, balance: bigint): Promise<void> =>
  publishTopic(deps.bus, personalTopic('/ws/user/{userId}/balance', userId), {
    balance: toWireAmount(balance),
    currency,
    account: walletAccount(userId, currency),
  }).catch((err: unknown) => deps.warn(err, 'balance push failed'));

/**
 * The events of one commit (a SQLite group holds many) reach `handle` one after another in a loop; a
 * player's changes among them are folded into one push of the last balance, sent once the loop ends.
 */
export const balancePushSubscriber = (deps: BalancePushDeps): LiveSubscriber => {
  // Per wallet: the balance after its latest change in the commit, or null when the writer did not know it.
  const due = new Map<string, { userId: number; currency: string; balance: bigint | null }>();
  const flush = () => {
    const wallets = [...due.values()];
    due.clear();
    for (const w of wallets) {
      if (w.balance !== null) void publish(deps, w.userId, w.currency, w.balance);
      else
        deps
          .balanceOf(w.userId, w.currency)
          .then((balance) => publish(deps, w.userId, w.currency, balance))
          .catch((err: unknown) => deps.warn(err, 'balance push failed'));
    }
  };
  return {
    name: 'balance-push',
    types: BALANCE_EVENTS,
    handle(event) {
      if (!moves(event)) return;
      const balance = 'balanceAfter' in event && event.balanceAfter !== undefined ? BigInt(event.balanceAfter) : null;
      if (!due.size) queueMicrotask(flush);
      due.set(walletAccount(event.userId, event.currency), { userId: event.userId, currency: event.currency, balance });
    },
  };
};
