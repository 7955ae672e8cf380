/** The player's standing: level, points, the bar to the next level, and the cashback to claim now. */
import { formatWireIdr } from '@kasino/shared/money';
import type { VipConfigs, VipInfo } from '@kasino/shared/protocol/vip';
import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { useClaimCashback } from '../api/vip.ts';
import { formatPoints, pointsLeft, ratePercent } from '../vip-format.ts';
import { announceClaim } from './announce-claim.ts';
import { WithheldBanner } from './withheld-banner.tsx';

export function VipHero({ info, configs }: { info: VipInfo; configs: VipConfigs | undefined }) {
  const { t } = useTranslation();
  const progress = Number(info.progressRate);
  const left = pointsLeft(info);
  return (
    <section
      className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-[#3b2a06] via-surface-2 to-surface-1 p-4 ring-1 ring-gold/40"
      data-testid="vip-hero"
      data-level={info.level}
    >
      <div className="absolute -top-10 -right-10 size-40 rounded-full bg-gold/20 blur-3xl" aria-hidden="true" />
      <div className="relative flex items-center gap-3">
        <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-gradient-to-br from-[#ffe07a] to-gold-strong text-[#3a2600] shadow-lg">
          <Crown className="size-7" strokeWidth={2.4} aria-hidden="true" />
        </span>
        <div className="flex min-w-0 flex-col">
          <span className="text-[12.5px] text-muted">{t('vip.myLevel')}</span>
          <span className="text-2xl font-black text-gold" data-testid="vip-level-now">
            {t('vip.badge', { level: info.level })}
          </span>
          <span className="text-[13px] font-semibold tabular-nums" data-testid="vip-score">
            {t('vip.points', { points: formatPoints(info.score) })}
          </span>
        </div>
      </div>
      <div className="relative mt-4">
        <div
          className="h-2.5 overflow-hidden rounded-full bg-black/30"
          role="progressbar"
          aria-label={t('vip.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          data-testid="vip-progress"
        >
          <div
            className="h-full rounded-full bg-gradient-to-r from-[#ffe07a] to-gold-strong transition-[width]"
            style={{ width: `${progress}%` }}
          />
        </div>
        <p className="mt-1.5 flex flex-wrap justify-between gap-x-3 text-[12.5px] text-muted tabular-nums">
          <span data-testid="vip-to-next">{left === null ? t('vip.top') : t('vip.toNext', { points: left, level: info.level + 1 })}</span>
          {left !== null && Number(info.levelBonus) > 0 && (
            <span className="font-semibold text-gold">
              {t('vip.nextBonus', { level: info.level + 1, amount: formatWireIdr(info.levelBonus) })}
            </span>
          )}
        </p>
      </div>
      {info.withheld && (
        <div className="mt-3">
          <WithheldBanner reason={info.withheld} />
        </div>
      )}
      <CashbackRow info={info} configs={configs} />
    </section>
  );
}

export function CashbackRow({ info, configs }: { info: VipInfo; configs: VipConfigs | undefined }) {
  const { t } = useTranslation();
  const claim = useClaimCashback();
  const hasRates = Number(info.originalBackRate) > 0 || Number(info.slotsBackRate) > 0;
  // The first level that pays cashback, as the operator configured it (said only when the table is loaded).
  const firstLevel = configs?.levels.find((l) => Number(l.originalBackRate) > 0 || Number(l.slotsBackRate) > 0)?.level;
  return (
    <div className="relative mt-3 flex items-center gap-3 rounded-2xl bg-black/25 p-3" data-testid="vip-cashback">
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="text-[12.5px] text-muted">{t('vip.cashback')}</span>
        <span className="text-lg font-extrabold text-gold tabular-nums" data-testid="vip-cashback-amount">
          {formatWireIdr(info.cashbackBonus)}
        </span>
        <span className="text-[11.5px] text-faint" data-testid="vip-cashback-rates">
          {hasRates
            ? t('vip.cashbackRates', { originals: ratePercent(info.originalBackRate), slots: ratePercent(info.slotsBackRate) })
            : firstLevel !== undefined && t('vip.cashbackNone', { level: firstLevel })}
        </span>
      </div>
      <Button
        variant="gold"
        size="sm"
        disabled={!hasRates || Number(info.cashbackBonus) <= 0 || Boolean(info.withheld)}
        loading={claim.isPending}
        data-testid="vip-cashback-claim"
        aria-label={t('vip.claimCashback', { amount: formatWireIdr(info.cashbackBonus) })}
        onClick={() => claim.mutate(undefined, { onSuccess: (answer) => announceClaim(answer, t) })}
      >
        {t('vip.claim')}
      </Button>
    </div>
  );
}
