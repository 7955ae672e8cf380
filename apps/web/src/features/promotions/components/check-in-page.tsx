/**
 * `/daily-recharge` (Check-in Harian, SPEC §4): the seven days with their rewards and the streak, today's
 * deposits against the quota, the check-in button (or the way to deposit), the holiday check-in, and the
 * history.
 */
import '../strings.ts';
import { formatWireIdr } from '@kasino/shared/money';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/document-title.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import type { IdResources } from '../../../i18n/id.ts';
import { useIsLoggedIn } from '../../../lib/auth/token-store.ts';
import { formatDay } from '../../../lib/format-time.ts';
import { useCheckIn, useCheckInHistory, usePromotions } from '../api/promo.ts';
import { CheckInPanel } from './check-in-panel.tsx';
import { HolidaySection } from './holiday-section.tsx';

export function CheckInPage({ entry }: { entry: { title: keyof IdResources['routes'] } }) {
  const { t } = useTranslation();
  const title = t(`routes.${entry.title}`);
  useDocumentTitle(title);
  const loggedIn = useIsLoggedIn();
  const view = useCheckIn(loggedIn);
  const history = useCheckInHistory(loggedIn);
  const terms = usePromotions().data?.find((p) => p.id === 'check_in');
  const v = view.data;
  const rewards = v?.rewards ?? terms?.terms.rewards?.split(',') ?? [];

  return (
    <div data-testid="check-in-page">
      <PageHeader
        title={title}
        action={
          <Link to="/daily-recharge-rule" className="text-[13px] font-semibold text-accent">
            {t('promo.checkIn.rules')}
          </Link>
        }
      />
      <div className="flex flex-col gap-5 px-4 pt-3 pb-8">
        <CheckInPanel view={v} rewards={rewards} loggedIn={loggedIn} />
        <HolidaySection loggedIn={loggedIn} />

        {loggedIn && (
          <section>
            <h2 className="mb-2 text-sm font-bold text-muted">{t('promo.checkIn.history')}</h2>
            {history.data?.length ? (
              <ul className="flex flex-col gap-1.5" data-testid="check-in-history">
                {history.data.map((r) => (
                  <li key={r.day} className="flex justify-between rounded-2xl bg-surface-1 px-3 py-2 text-[13px] ring-1 ring-line/60">
                    <span>
                      {formatDay(r.at)} · {t('promo.checkIn.day', { n: r.streakDay })}
                    </span>
                    <span className="font-bold text-gold tabular-nums">{formatWireIdr(r.amount)}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted">{t('promo.checkIn.historyEmpty')}</p>
            )}
          </section>
        )}
      </div>
    </div>
  );
}
