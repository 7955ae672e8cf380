/**
 * The promo popup: the rewards waiting to be claimed with their total, each with its claim, and the
 * way to the Bonus tab. Shown once a day when something waits (daily-popup.ts).
 */
import '../strings.ts';
import { formatWireIdr } from '@kasino/shared/money';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import type { PopupBodyProps } from '../../../lib/popups/popup-types.ts';
import { usePromoInfo, useRewardSum } from '../api/promo.ts';
import { GrantRow } from './grant-row.tsx';

export function PromoPopup({ titleId }: PopupBodyProps) {
  const { t } = useTranslation();
  const sum = useRewardSum(true);
  const info = usePromoInfo(true);
  // The rewards that waited when the popup opened stay listed, so a claim shows as done rather than vanishing.
  const [shown, setShown] = useState<ReadonlySet<number> | null>(null);
  if (info.data && shown === null) setShown(new Set(info.data.grants.filter((g) => g.status === 'claimable').map((g) => g.id)));
  const claimable = info.data?.grants.filter((g) => shown?.has(g.id)) ?? [];
  return (
    <div className="flex flex-col gap-3 px-5 pt-3 pb-6" data-testid="promo-popup">
      <h2 id={titleId} className="pr-10 text-lg font-extrabold">
        {t('promo.popup.title')}
      </h2>
      {sum.data && (
        <p className="text-[14px] text-muted" data-testid="promo-popup-total">
          {t('promo.popup.body', { count: sum.data.claimableCount, amount: formatWireIdr(sum.data.claimable) })}
        </p>
      )}
      {!info.data ? (
        <Skeleton className="h-32 rounded-3xl" />
      ) : (
        <ul className="flex max-h-[50dvh] flex-col gap-2 overflow-y-auto">
          {claimable.map((grant) => (
            <GrantRow key={grant.id} grant={grant} />
          ))}
        </ul>
      )}
      <Link to="/activity" className={buttonClass('primary', 'md', 'w-full')}>
        {t('promo.popup.toBonus')}
      </Link>
    </div>
  );
}
