/** The active bonus at a glance: its turnover progress bar, what is left, the lock and the max bet. */
import { formatWireIdr } from '@kasino/shared/money';
import type { BonusView, WithdrawableView } from '@kasino/shared/protocol/promo';
import { useTranslation } from 'react-i18next';

const percent = (progress: string, required: string): number => {
  const r = Number(required);
  return r > 0 ? Math.min(100, Math.floor((Number(progress) / r) * 100)) : 100;
};

export function BonusProgress({ bonus, withdrawable }: { bonus: BonusView; withdrawable?: WithdrawableView }) {
  const { t } = useTranslation();
  const pct = percent(bonus.progress, bonus.required);
  return (
    <div className="flex flex-col gap-2" data-testid="bonus-progress">
      <div className="flex items-baseline justify-between gap-2">
        <span className="text-[13px] text-muted">{t('promo.bonus.progress')}</span>
        <span className="text-[13px] font-bold tabular-nums" data-testid="bonus-progress-text">
          {t('promo.bonus.of', { progress: formatWireIdr(bonus.progress), required: formatWireIdr(bonus.required) })}
        </span>
      </div>
      <div
        className="h-2.5 overflow-hidden rounded-full bg-surface-2"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        aria-label={t('promo.bonus.progress')}
      >
        <div className="h-full rounded-full bg-gradient-to-r from-accent to-gold transition-[width]" style={{ width: `${pct}%` }} />
      </div>
      <p className="text-[12.5px] text-muted">
        {t('promo.bonus.remaining', { amount: formatWireIdr(bonus.remaining) })} ·{' '}
        {t('promo.bonus.maxBet', { amount: formatWireIdr(bonus.maxBet) })}
      </p>
      {withdrawable && (
        <dl className="grid grid-cols-2 gap-2 text-[13px]">
          <div className="rounded-2xl bg-surface-2 p-2.5">
            <dt className="text-muted">{t('promo.bonus.locked')}</dt>
            <dd className="font-bold tabular-nums" data-testid="bonus-locked">
              {formatWireIdr(withdrawable.locked)}
            </dd>
          </div>
          <div className="rounded-2xl bg-surface-2 p-2.5">
            <dt className="text-muted">{t('promo.bonus.withdrawable')}</dt>
            <dd className="font-bold tabular-nums" data-testid="bonus-withdrawable">
              {formatWireIdr(withdrawable.withdrawable)}
            </dd>
          </div>
        </dl>
      )}
      {withdrawable && Number(withdrawable.inPlay) > 0 && (
        <p className="text-[12.5px] text-muted" data-testid="bonus-in-play">
          {t('promo.bonus.inPlay', { amount: formatWireIdr(withdrawable.inPlay) })}
        </p>
      )}
    </div>
  );
}
