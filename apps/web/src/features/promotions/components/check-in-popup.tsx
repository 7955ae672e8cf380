/** The daily check-in popup (SPEC §4): the seven days, today's deposits against the quota and the check-in. */
import '../strings.ts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PopupBodyProps } from '../../../lib/popups/popup-types.ts';
import { useCheckIn } from '../api/promo.ts';
import { CheckInPanel } from './check-in-panel.tsx';

export function CheckInPopup({ titleId }: PopupBodyProps) {
  const { t } = useTranslation();
  const view = useCheckIn(true);
  return (
    <div className="flex flex-col gap-4 px-5 pt-3 pb-6" data-testid="check-in-popup">
      <h2 id={titleId} className="pr-10 text-lg font-extrabold">
        {t('promo.checkIn.title')}
      </h2>
      <CheckInPanel view={view.data} rewards={view.data?.rewards ?? []} loggedIn />
      <Link to="/daily-recharge" className="text-center text-[13px] font-semibold text-accent">
        {t('promo.popup.checkInPage')}
      </Link>
    </div>
  );
}
