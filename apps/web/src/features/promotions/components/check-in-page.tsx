/**
 * `/daily-recharge` (Check-in Harian, SPEC §4): the seven days with their rewards and the streak, today's
 * deposits against the quota, the check-in button (or the way to deposit), and the history.
 */
import '../strings.ts';
import { formatWireIdr, parseAmount, toWireAmount } from '@kasino/shared/money';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../../components/button.tsx';
import { useDocumentTitle } from '../../../components/document-title.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import type { IdResources } from '../../../i18n/id.ts';
import { useIsLoggedIn } from '../../../lib/auth/token-store.ts';
import { formatDay } from '../../../lib/format-time.ts';
import { notify } from '../../../lib/toast.ts';
import { useCheckIn, useCheckInHistory, useDoCheckIn, usePromotions } from '../api/promo.ts';
import { LoginCard } from './login-card.tsx';

export function CheckInPage({ entry }: { entry: { title: keyof IdResources['routes'] } }) {
  const { t } = useTranslation();
  const title = t(`routes.${entry.title}`);
  useDocumentTitle(title);
  const loggedIn = useIsLoggedIn();
  const view = useCheckIn(loggedIn);
  const history = useCheckInHistory(loggedIn);
  const terms = usePromotions().data?.find((p) => p.id === 'check_in');
  const act = useDoCheckIn();
  const v = view.data;
  const rewards = v?.rewards ?? terms?.terms.rewards?.split(',') ?? [];
  const short = v ? (parseAmount(v.quota) ?? 0n) - (parseAmount(v.depositedToday) ?? 0n) : 0n;

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
        <ol className="grid grid-cols-4 gap-2" data-testid="check-in-days">
          {rewards.map((amount, i) => {
            const n = i + 1;
            const done = v ? n <= v.streak : false;
            const today = v ? n === v.day && !v.checkedInToday : false;
            return (
              <li
                key={n}
                data-testid={`check-in-day-${n}`}
                data-done={done || undefined}
                className={`flex flex-col items-center gap-1 rounded-2xl p-2.5 text-center ring-1 ${n === 7 ? 'col-span-2' : ''} ${
                  done ? 'bg-accent/15 ring-accent/40' : today ? 'bg-gold/15 ring-gold/50' : 'bg-surface-1 ring-line/60'
                }`}
              >
                <span className="text-[12px] text-muted">{today ? t('promo.checkIn.today') : t('promo.checkIn.day', { n })}</span>
                {done ? <Check className="size-5 text-accent" aria-hidden="true" /> : null}
                <span className="text-[12.5px] font-extrabold whitespace-nowrap text-gold tabular-nums">{formatWireIdr(amount)}</span>
              </li>
            );
          })}
        </ol>

        {!loggedIn ? (
          <LoginCard />
        ) : !v ? (
          <Skeleton className="h-28 rounded-3xl" />
        ) : (
          <section className="flex flex-col gap-3 rounded-3xl bg-surface-1 p-4 ring-1 ring-line/60">
            <p className="text-[13.5px] text-muted" data-testid="check-in-quota">
              {t('promo.checkIn.quota', { deposited: formatWireIdr(v.depositedToday), quota: formatWireIdr(v.quota) })}
            </p>
            {v.streak > 0 && <p className="text-[13px] font-semibold text-accent">{t('promo.checkIn.streak', { count: v.streak })}</p>}
            {v.checkedInToday ? (
              <p className="font-bold text-accent" data-testid="check-in-done">
                {t('promo.checkIn.done')}
              </p>
            ) : short > 0n ? (
              <>
                <p className="text-[13px]">{t('promo.checkIn.needDeposit', { amount: formatWireIdr(toWireAmount(short)) })}</p>
                <Link to="/deposit" className={buttonClass('primary', 'md', 'w-full')}>
                  {t('promo.deposit')}
                </Link>
              </>
            ) : (
              <Button
                variant="gold"
                block
                loading={act.isPending}
                data-testid="check-in-action"
                onClick={() =>
                  act.mutate(undefined, {
                    onSuccess: (r) =>
                      notify.success(t('promo.checkIn.doneToast', { day: r.day, amount: formatWireIdr(r.rewards[r.day - 1] ?? '0') })),
                  })
                }
              >
                {t('promo.checkIn.action')}
              </Button>
            )}
          </section>
        )}

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
