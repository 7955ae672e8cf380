/** The toast after a VIP claim: what reached the balance, or why the reward waits in the Bonus tab. */
import { formatWireIdr } from '@kasino/shared/money';
import type { VipClaimAnswer } from '@kasino/shared/protocol/vip';
import type { TFunction } from 'i18next';
import { notify } from '../../../lib/toast.ts';

export function announceClaim(answer: Pick<VipClaimAnswer, 'claim' | 'pending'>, t: TFunction): void {
  if (answer.claim) notify.success(t('vip.claimedToast', { amount: formatWireIdr(answer.claim.grant.amount) }));
  else notify.info(t('vip.pendingToast', { reason: answer.pending ?? '' }));
}
