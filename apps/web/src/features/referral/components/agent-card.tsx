/**
 * The player's agent level: its medal, its rebate rate, the active tier-1 downlines now and the bar to
 * the next level with how many more it needs (the thresholds are the published terms).
 */
import type { SpreadInfo } from '@kasino/shared/protocol/referral';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../lib/format-number.ts';
import { levelProgress, ratePercent } from '../referral-format.ts';
import { LevelMedal } from './level-medal.tsx';

export function AgentCard({ info }: { info: SpreadInfo }) {
  const { t } = useTranslation();
  const levels = info.terms.levels;
  const from = levels.find((l) => l.level === info.agentLevel)?.activeDownlines ?? 0;
  const progress = levelProgress(info.activeDownlines, from, info.next?.activeDownlines ?? null);
  const nextRate = info.next ? levels.find((l) => l.level === info.next?.level)?.rate : undefined;
  return (
    <section className="rounded-3xl bg-surface-1 p-4 ring-1 ring-line/60" data-testid="referral-agent" data-level={info.agentLevel}>
      <div className="flex items-center gap-3">
        <LevelMedal level={info.agentLevel} size="lg" />
        <div className="flex min-w-0 flex-1 flex-col">
          <span className="text-[12.5px] text-muted">{t('referral.agentLevel')}</span>
          <span className="text-xl font-black" data-testid="referral-agent-level">
            {t(`referral.levels.${info.agentLevel}`)}
          </span>
          <span className="text-[13px] font-semibold text-gold tabular-nums" data-testid="referral-agent-rate">
            {t('referral.rate', { rate: ratePercent(info.rate) })}
          </span>
        </div>
        <div className="flex shrink-0 flex-col items-end">
          <span className="text-2xl font-black tabular-nums" data-testid="referral-active">
            {formatCount(info.activeDownlines)}
          </span>
          <span className="max-w-[6.5rem] text-right text-[11px] leading-tight text-muted">{t('referral.activeNow')}</span>
        </div>
      </div>
      <div
        className="mt-4 h-2.5 overflow-hidden rounded-full bg-black/30"
        role="progressbar"
        aria-label={t('referral.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        data-testid="referral-agent-progress"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-[#c86eff] to-accent transition-[width]"
          style={{ width: `${progress.percent}%` }}
        />
      </div>
      <p className="mt-1.5 text-[12.5px] text-muted tabular-nums" data-testid="referral-to-next">
        {info.next && progress.left !== null
          ? t('referral.toNext', {
              n: formatCount(progress.left),
              level: t(`referral.levels.${info.next.level}`),
              rate: nextRate ? ratePercent(nextRate) : '',
            })
          : t('referral.top')}
      </p>
    </section>
  );
}
