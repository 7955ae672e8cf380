/** `/vip-cash-back` (Cashback VIP): the rates of the player's level, the revenue not yet paid, the claim and the history. */
import '../strings.ts';
import { formatWireIdr } from '@kasino/shared/money';
import type { VipInfo } from '@kasino/shared/protocol/vip';
import { Percent } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/document-title.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import type { IdResources } from '../../../i18n/id.ts';
import { useVipConfigs, useVipGrants, useVipInfo } from '../api/vip.ts';
import { ratePercent } from '../vip-format.ts';
import { GrantHistory } from './grant-history.tsx';
import { LoadError } from './load-error.tsx';
import { CashbackRow } from './vip-hero.tsx';
import { WithheldBanner } from './withheld-banner.tsx';

export function VipCashbackPage({ entry }: { entry: { title: keyof IdResources['routes'] } }) {
  const { t } = useTranslation();
  const title = t(`routes.${entry.title}`);
  useDocumentTitle(title);
  const info = useVipInfo(true);
  const configs = useVipConfigs();
  const history = useVipGrants('cashback/history', true);
  const v = info.data;
  return (
    <div data-testid="vip-cashback-page">
      <PageHeader title={title} />
      <div className="flex flex-col gap-4 px-4 pt-3 pb-8">
        {v ? (
          <section
            className="flex flex-col gap-3 rounded-3xl bg-gradient-to-br from-[#3b2a06] via-surface-2 to-surface-1 p-4 ring-1 ring-gold/40"
            data-testid="vip-cashback-card"
          >
            <p className="flex items-center gap-2 text-[13px] font-bold text-gold">
              <Percent className="size-4" aria-hidden="true" />
              {t('vip.cashbackOf', { level: v.level })}
            </p>
            <dl className="grid grid-cols-2 gap-2 text-[12.5px]">
              <Revenue
                label={t('vip.kindOriginals')}
                revenue={v.originalsRevenue}
                rate={v.originalBackRate}
                testId="vip-revenue-originals"
              />
              <Revenue label={t('vip.kindSlots')} revenue={v.slotsRevenue} rate={v.slotsBackRate} testId="vip-revenue-slots" />
            </dl>
            {v.withheld && <WithheldBanner reason={v.withheld} />}
            <CashbackRow info={v} configs={configs.data} />
          </section>
        ) : info.isError ? (
          <LoadError onRetry={() => void info.refetch()} />
        ) : (
          <Skeleton className="h-56 rounded-3xl" />
        )}
        <p className="text-[12.5px] leading-relaxed text-muted">{t('vip.cashbackRule')}</p>
        <section className="flex flex-col gap-2">
          <h2 className="text-[15px] font-extrabold">{t('vip.history')}</h2>
          {history.data ? (
            <GrantHistory grants={history.data} empty={t('vip.historyEmpty')} testId="vip-cashback-history" />
          ) : history.isError ? (
            <LoadError onRetry={() => void history.refetch()} />
          ) : (
            <Skeleton className="h-24 rounded-2xl" />
          )}
        </section>
      </div>
    </div>
  );
}

/** One kind of play: its theoretical revenue not yet paid back and the level's rate on it. */
function Revenue({ label, revenue, rate, testId }: { label: string; revenue: VipInfo['slotsRevenue']; rate: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-w-0 flex-col gap-0.5 rounded-2xl bg-black/25 p-2.5" data-testid={testId}>
      <dt className="text-muted">{label}</dt>
      <dd className="text-[15px] font-extrabold tabular-nums" data-testid={`${testId}-amount`}>
        {formatWireIdr(revenue)}
      </dd>
      <dd className="text-[11.5px] text-faint">{t('vip.kindRate', { rate: ratePercent(rate) })}</dd>
    </div>
  );
}
