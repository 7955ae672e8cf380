/** The `withdrawPending` popup (SPEC §2): the withdrawal under review with its cancel button. */
import '../strings.ts';
import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import type { PopupBodyProps } from '../../../lib/popups/popup-types.ts';
import { usePayInfo } from '../api/get-pay-info.ts';
import { useWalletLive } from '../hooks/use-wallet-live.ts';
import { PendingWithdrawalCard } from './pending-withdrawal-card.tsx';

export function WithdrawPendingPopup({ titleId }: PopupBodyProps) {
  const { t } = useTranslation();
  useWalletLive();
  const info = usePayInfo();
  const pending = info.data?.pendingWithdrawal ?? null;
  return (
    <div className="px-5 pt-3 pb-6" data-testid="withdraw-pending-popup">
      <h2 id={titleId} className="mb-4 pr-10 text-lg font-extrabold">
        {t('withdrawPending.title')}
      </h2>
      {!info.data ? (
        <Skeleton className="h-[320px] rounded-3xl" />
      ) : pending ? (
        <div className="flex flex-col gap-3">
          <PendingWithdrawalCard withdrawal={pending} />
          <Link to="/withdraw-record" className={buttonClass('ghost', 'md', 'text-muted')}>
            {t('routes.withdrawRecord')}
          </Link>
        </div>
      ) : (
        <div className="flex flex-col items-center py-6 text-center" data-testid="withdraw-pending-none">
          <CircleCheck className="size-12 text-accent" aria-hidden="true" />
          <p className="mt-3 text-[15px] font-bold">{t('withdrawPending.none')}</p>
          <p className="mt-1 text-[13px] text-muted">{t('withdrawPending.noneBody')}</p>
          <Link to="/withdraw" className={buttonClass('primary', 'md', 'mt-5 px-6')}>
            {t('withdrawPending.newWithdraw')}
          </Link>
        </div>
      )}
    </div>
  );
}
