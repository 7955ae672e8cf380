/**
 * An agent's network in a period (today, this week, this month, WIB calendar) beside the period before:
 * new members, first deposits, active tier-1 members, the network's theoretical revenue and the rebates
 * it earned. The figures are the server's; the previous period is shown under each for comparison.
 */
import { formatWireIdr } from '@kasino/shared/money';
import type { AgencyPeriodStats, ReportPeriod } from '@kasino/shared/protocol/referral';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterChips } from '../../../components/filter-chips.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { formatCount } from '../../../lib/format-number.ts';
import { useAgencyReport } from '../api/agency.ts';
import { LoadError } from './load-error.tsx';

const periods: readonly ReportPeriod[] = ['day', 'week', 'month'];

type Figure = { key: 'newMembers' | 'firstDeposits' | 'activeMembers' | 'revenue' | 'rebates'; show: (s: AgencyPeriodStats) => string };

const figures: readonly Figure[] = [
  { key: 'newMembers', show: (s) => formatCount(s.newMembers) },
  { key: 'firstDeposits', show: (s) => formatCount(s.firstDeposits) },
  { key: 'activeMembers', show: (s) => formatCount(s.activeMembers) },
  { key: 'revenue', show: (s) => formatWireIdr(s.revenue) },
  { key: 'rebates', show: (s) => formatWireIdr(s.rebates) },
];

export function AgencyReportCard() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<ReportPeriod>('week');
  const report = useAgencyReport(period, true);
  return (
    <section className="rounded-3xl bg-surface-1 p-4 ring-1 ring-line/60" data-testid="agency-report" data-period={period}>
      <h2 className="mb-2.5 text-[15px] font-extrabold">{t('referral.agency.reportTitle')}</h2>
      <FilterChips
        options={periods.map((value) => ({ value, label: t(`referral.agency.periods.${value}`) }))}
        value={period}
        onChange={setPeriod}
        label={t('referral.agency.periodsLabel')}
        testIdPrefix="agency-period"
        size="sm"
      />
      {report.data ? (
        <dl className="mt-3 grid grid-cols-2 gap-2">
          {figures.map((figure) => (
            <div
              key={figure.key}
              className={`flex flex-col rounded-2xl bg-surface-2 p-3 ${figure.key === 'rebates' ? 'col-span-2' : ''}`}
              data-testid={`agency-${figure.key}`}
            >
              <dt className="text-[12px] text-muted">{t(`referral.agency.${figure.key}`)}</dt>
              <dd className="text-lg font-extrabold tabular-nums" data-testid={`agency-${figure.key}-value`}>
                {figure.show(report.data.current)}
              </dd>
              <dd className="text-[11.5px] text-faint tabular-nums">
                {t('referral.agency.vsPrevious', {
                  label: t(`referral.agency.previous.${period}`),
                  value: figure.show(report.data.previous),
                })}
              </dd>
            </div>
          ))}
        </dl>
      ) : report.isError ? (
        <div className="mt-3">
          <LoadError onRetry={() => void report.refetch()} />
        </div>
      ) : (
        <div className="mt-3 grid grid-cols-2 gap-2" data-testid="agency-report-loading">
          {figures.map((figure) => (
            <Skeleton key={figure.key} className={`h-20 rounded-2xl ${figure.key === 'rebates' ? 'col-span-2' : ''}`} />
          ))}
        </div>
      )}
    </section>
  );
}
