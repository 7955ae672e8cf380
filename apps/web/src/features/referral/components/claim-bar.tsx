/** What waits to be claimed, with the claim of every referral reward at once. */
import { formatWireIdr } from '@kasino/shared/money';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { useClaimReferral } from '../api/referral.ts';
import { announceClaim } from './announce-claim.ts';

export function ClaimBar({ total }: { total: string }) {
  const { t } = useTranslation();
  const claim = useClaimReferral();
  const amount = formatWireIdr(total);
  return (
    <div className="flex items-center gap-3 rounded-2xl bg-surface-1 p-3 ring-1 ring-gold/40" data-testid="referral-bonus-claimable">
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="text-[12.5px] text-muted">{t('referral.claimable')}</span>
        <span className="text-lg font-extrabold text-gold tabular-nums">{amount}</span>
      </div>
      <Button
        variant="gold"
        size="sm"
        loading={claim.isPending}
        data-testid="referral-bonus-claim"
        aria-label={t('referral.claimLabel', { amount })}
        onClick={() => claim.mutate(undefined, { onSuccess: (answer) => announceClaim(answer, t) })}
      >
        {t('referral.claim')}
      </Button>
    </div>
  );
}
