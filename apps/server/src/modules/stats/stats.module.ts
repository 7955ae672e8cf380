/**
 * Stats module: daily wager statistics per player, WIB day and category, kept by a durable subscriber
 * (exact after a crash and a replay).
 */
import type { BuiltModule, ModuleContext } from '../../platform/module.ts';
import { WagerDailyRepository } from './wager-daily.repository.ts';
import { wagerDailySubscriber } from './wager-daily.subscriber.ts';

export function statsModule(ctx: ModuleContext<object>): BuiltModule<object> {
  return { services: {}, manifest: { name: 'stats', durable: [wagerDailySubscriber(new WagerDailyRepository(ctx.database.prepare))] } };
}
