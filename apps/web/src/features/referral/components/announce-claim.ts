/** The toast after a referral claim: what reached the balance. */
import { formatWireIdr } from '@kasino/shared/money';
import type { SpreadClaim } from '@kasino/shared/protocol/referral';
import type { TFunction } from 'i18next';
import { notify } from '../../../lib/toast.ts';

export function announceClaim(answer: SpreadClaim, t: TFunction): void {
  notify.success(t('referral.claimedToast', { amount: formatWireIdr(answer.paid) }));
}
