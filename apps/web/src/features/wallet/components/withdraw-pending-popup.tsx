/** Withdrawal-under-review popup: a placeholder until the wallet release. */
import { Landmark } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import type { PopupBodyProps } from '../../../lib/popups/popup-types.ts';

export function WithdrawPendingPopup({ titleId }: PopupBodyProps) {
  const { t } = useTranslation();
  return (
    <ComingSoon
      title={t('withdrawPending.title')}
      heading={t('withdrawPending.title')}
      headingId={titleId}
      description={t('withdrawPending.body')}
      icon={Landmark}
      showGamesLink={false}
    />
  );
}
