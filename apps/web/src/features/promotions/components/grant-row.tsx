/** One reward: what it pays and why (the formula), its state, and a claim button with its deadline. */
import { formatWireIdr } from '@kasino/shared/money';
import type { GrantView } from '@kasino/shared/protocol/promo';
import { Gift, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { formatCountdown } from '../../../lib/format-time.ts';
import { notify } from '../../../lib/toast.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useClaimGrant } from '../api/promo.ts';

export function GrantRow({ grant }: { grant: GrantView }) {
  const { t } = useTranslation();
  const claimable = grant.status === 'claimable';
  const now = useNow(1_000, claimable);
  const claim = useClaimGrant();
  const left = grant.claimableUntil - now;
  const status = claimable && left <= 0 ? 'expired' : grant.status;
  return (
    <li
      className="flex items-start gap-3 rounded-2xl bg-surface-1 p-3.5 ring-1 ring-line/60"
      data-testid={`grant-${grant.promotion}`}
      data-status={status}
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-gold/15 text-gold">
        {grant.payout === 'phone_credit' ? (
          <Smartphone className="size-5" aria-hidden="true" />
        ) : (
          <Gift className="size-5" aria-hidden="true" />
        )}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <div className="flex items-baseline justify-between gap-2">
          <span className="truncate text-[14.5px] font-bold">{t(`promo.names.${grant.promotion}`)}</span>
          <span className="shrink-0 text-[15px] font-extrabold text-gold tabular-nums">{formatWireIdr(grant.amount)}</span>
        </div>
        <p className="text-[12.5px] text-muted" data-testid="grant-formula">
          {grant.formula}
        </p>
        <p className="text-[12px] text-faint">
          {grant.payout === 'phone_credit'
            ? t('promo.phoneCredit')
            : grant.wageringMultiple > 0
              ? t('promo.wagering', { count: grant.wageringMultiple })
              : t('promo.noWagering')}
        </p>
        <div className="mt-1.5 flex items-center justify-between gap-2">
          {status === 'claimable' ? (
            <>
              <span className="text-[12.5px] text-muted tabular-nums">{t('promo.expiresIn', { time: formatCountdown(left) })}</span>
              <Button
                variant="gold"
                size="sm"
                loading={claim.isPending}
                data-testid="grant-claim"
                onClick={() =>
                  claim.mutate(grant.id, {
                    onSuccess: ({ phoneOrder }) => {
                      const amount = formatWireIdr(grant.amount);
                      if (!phoneOrder) notify.success(t('promo.claimedToast', { amount }));
                      else if (phoneOrder.status === 'failed') notify.error(t('promo.phone.failed', { reason: phoneOrder.reason ?? '' }));
                      else notify.success(t('promo.phone.claimedToast', { amount, phone: phoneOrder.phone }));
                    },
                  })
                }
              >
                {t('promo.claim')}
              </Button>
            </>
          ) : (
            <span className={`text-[12.5px] font-semibold ${status === 'claimed' ? 'text-accent' : 'text-faint'}`}>
              {status === 'claimed' ? t('promo.claimed') : t('promo.expired')}
            </span>
          )}
        </div>
      </div>
    </li>
  );
}
