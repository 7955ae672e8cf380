/**
 * The durable subscriber that keeps the VIP club: each batch of settled (and voided) bets adds its
 * theoretical revenue to the players' scores and pending cashback revenue, in the unit that advances
 * the subscriber's cursor, so a replay after a crash adds nothing twice. A score that reaches a new
 * level raises the kept level and grants the level-up rewards (rare: the service does it).
 */
import { DEFAULT_CURRENCY } from '@kasino/shared/ids';
import type { DurableSubscriber } from '../../platform/events/event-dispatcher.ts';
import { levelOf, vipDeltas } from './vip.rules.ts';
import type { VipRepository } from './vip.repository.ts';
import type { VipService } from './vip.service.ts';

export const vipSubscriber = (repo: VipRepository, vip: VipService): DurableSubscriber => ({
  name: 'vip',
  async handle(tx, events) {
    const deltas = vipDeltas(events, DEFAULT_CURRENCY);
    if (!deltas.length) return;
    const { levels } = await vip.terms(tx, false);
    for (const d of deltas) {
      const after = await repo.addPlay(tx, d);
      const reached = levelOf(after.score, levels);
      if (reached > after.level) await vip.levelUp(tx, d.userId, after.level, reached);
    }
  },
});
