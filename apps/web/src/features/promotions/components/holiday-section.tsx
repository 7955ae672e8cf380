/**
 * The holiday check-in on `/daily-recharge`: the listed holidays with their deposit condition, reward
 * and the player's state, and today's check-in when today is one of them.
 */
import { formatWireIdr } from '@kasino/shared/money';
import type { HolidayState } from '@kasino/shared/protocol/promo';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { StatusChip, type ChipTone } from '../../../components/status-chip.tsx';
import { notify } from '../../../lib/toast.ts';
import { useHolidays, useSignHoliday } from '../api/holiday.ts';

const tones: Record<HolidayState, ChipTone> = { upcoming: 'muted', today: 'pending', signed: 'success', missed: 'muted' };

export function HolidaySection({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useTranslation();
  const view = useHolidays(loggedIn);
  const sign = useSignHoliday();
  const v = view.data;
  if (!v || !v.enabled) return null;
  const shown = v.days.filter((d) => d.state !== 'missed');
  return (
    <section className="rounded-3xl bg-surface-1 p-4 ring-1 ring-line/60" data-testid="holiday-section">
      <h2 className="text-[15px] font-extrabold">{t('promo.holiday.title')}</h2>
      <p className="mt-0.5 text-[12.5px] text-muted">{t('promo.holiday.body')}</p>
      {v.depositedToday !== null && (
        <p className="mt-1 text-[12.5px] text-muted tabular-nums">
          {t('promo.holiday.deposited', { now: formatWireIdr(v.depositedToday) })}
        </p>
      )}
      {shown.length === 0 ? (
        <p className="mt-3 text-[13px] text-muted">{t('promo.holiday.none')}</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-2">
          {shown.map((day) => (
            <li key={day.date} className="rounded-2xl bg-surface-2 p-3" data-testid="holiday-day" data-state={day.state}>
              <div className="flex items-center gap-2">
                <span className="min-w-0 flex-1 text-[13.5px] font-bold">
                  {day.name} <span className="font-normal text-muted tabular-nums">· {day.date}</span>
                </span>
                <StatusChip tone={tones[day.state]}>{t(`promo.holiday.state.${day.state}`)}</StatusChip>
              </div>
              <p className="mt-0.5 text-[12px] text-muted tabular-nums">
                {t('promo.holiday.condition', { min: formatWireIdr(day.minDeposit), reward: formatWireIdr(day.reward) })}
              </p>
              {loggedIn && day.state === 'today' && (
                <Button
                  variant="gold"
                  size="sm"
                  block
                  className="mt-2"
                  loading={sign.isPending}
                  data-testid="holiday-sign"
                  onClick={() =>
                    sign.mutate(undefined, {
                      onSuccess: () =>
                        notify.success(t('promo.holiday.signedToast', { name: day.name, amount: formatWireIdr(day.reward) })),
                    })
                  }
                >
                  {t('promo.holiday.sign', { name: day.name })}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
