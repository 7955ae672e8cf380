/**
 * The durable subscriber that keeps `wager_daily`: each batch's deltas are added in the unit that
 * advances the subscriber's cursor, so a replay after a crash adds nothing twice.
 */
import type { DurableSubscriber } from '../../platform/events/event-dispatcher.ts';
import type { WagerDailyRepository } from './wager-daily.repository.ts';
import { wagerDeltas } from './wager-daily.rules.ts';

export const wagerDailySubscriber = (repo: WagerDailyRepository): DurableSubscriber => ({
  name: 'wager-daily',
  async handle(tx, events) {
    for (const d of wagerDeltas(events)) await repo.add(tx, d);
  },
});
