/**
 * The seven check-in days with their rewards and the streak, today's deposits against the quota, and
 * the check-in button (or the way to deposit): shared by `/daily-recharge` and the daily check-in popup.
 */
import { formatWireIdr, parseAmount, toWireAmount } from '@kasino/shared/money';
import type { CheckInView } from '@kasino/shared/protocol/promo';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../../components/button.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { notify } from '../../../lib/toast.ts';
import { useDoCheckIn } from '../api/promo.ts';
import { LoginCard } from './login-card.tsx';

export function CheckInPanel({
  view: v,
  rewards,
  loggedIn,
}: {
  view: CheckInView | undefined;
  rewards: readonly string[];
  loggedIn: boolean;
}) {
  const { t } = useTranslation();
  const act = useDoCheckIn();
  const short = v ? (parseAmount(v.quota) ?? 0n) - (parseAmount(v.depositedToday) ?? 0n) : 0n;
  return (
    <>
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
    </>
  );
}
