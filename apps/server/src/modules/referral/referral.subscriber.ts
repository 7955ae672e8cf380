/**
 * The durable subscriber `referral`: on `player.registered` it fixes the new player's uplines from the
 * invite code they registered with (rule 1; refused between related players, rule 6), and on
 * `deposit.paid` it starts the inviter's first-deposit bonus clock when it is the player's first paid
 * deposit and reaches the minimum (rule 5). Both writes are keyed (the player), so a replay adds nothing.
 */
import { DEFAULT_CURRENCY } from '@kasino/shared/ids';
import type { DurableSubscriber } from '../../platform/events/event-dispatcher.ts';
import type { Tx } from '../wallet/ledger.store.ts';
import type { ReferralRepository } from './referral.repository.ts';
import { firstDepositDue, uplinesThrough, type ReferralRules } from './referral.rules.ts';
import { related } from './referral.settlement.ts';

export const referralSubscriber = (repo: ReferralRepository, rules: (on?: Tx) => Promise<ReferralRules>): DurableSubscriber => ({
  name: 'referral',
  async handle(tx, events) {
    for (const e of events) {
      if (e.type === 'player.registered') {
        const user = await repo.user(e.userId, tx);
        if (!user?.inviter_id) continue;
        const inviterId = Number(user.inviter_id);
        if (related(await repo.identityMarks(tx, [e.userId, inviterId]), e.userId, inviterId)) continue;
        await repo.bindUplines(tx, e.userId, uplinesThrough(inviterId, await repo.uplinesOf(inviterId, tx)), e.registeredAt);
      } else if (e.type === 'deposit.paid' && e.currency === DEFAULT_CURRENCY) {
        const agentId = (await repo.uplinesOf(e.userId, tx)).get(1);
        if (agentId === undefined || (await repo.paidDepositsUpTo(tx, e.userId, e.paidAt)) !== 1) continue;
        const dueAt = firstDepositDue(BigInt(e.amount), e.paidAt, await rules(tx));
        if (dueAt === null) continue;
        await repo.insertFirstDeposit(tx, {
          downlineId: e.userId,
          agentId,
          orderId: e.orderId,
          deposit: BigInt(e.amount),
          paidAt: e.paidAt,
          dueAt,
        });
      }
    }
  },
});
