/** `/vip/record` (Riwayat VIP): the level-up rewards received, and where the recent points came from, per day and game kind. */
import '../strings.ts';
import { formatWireIdr } from '@kasino/shared/money';
import { slotCategories, type SlotCategory } from '@kasino/shared/protocol/slots';
import type { VipScoreDay } from '@kasino/shared/protocol/vip';
import { ChartNoAxesColumn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/document-title.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import type { IdResources } from '../../../i18n/id.ts';
import { useIsLoggedIn } from '../../../lib/auth/token-store.ts';
import { formatCount } from '../../../lib/format-number.ts';
import { useVipGrants, useVipInfo } from '../api/vip.ts';
import { formatPoints } from '../vip-format.ts';
import { GrantHistory } from './grant-history.tsx';
import { LoadError } from './load-error.tsx';
import { VipLogin } from './vip-login.tsx';
import { formatWibDay } from '../../../lib/format-time.ts';

const isCategory = (c: string): c is SlotCategory => (slotCategories as readonly string[]).includes(c);

export function VipRecordPage({ entry }: { entry: { title: keyof IdResources['routes'] } }) {
  const { t } = useTranslation();
  const title = t(`routes.${entry.title}`);
  useDocumentTitle(title);
  const loggedIn = useIsLoggedIn();
  const orders = useVipGrants('level/reward/orders', loggedIn);
  const info = useVipInfo(loggedIn);
  return (
    <div data-testid="vip-record-page">
      <PageHeader title={title} />
      <div className="flex flex-col gap-4 px-4 pt-3 pb-8">
        {!loggedIn ? (
          <VipLogin />
        ) : (
          <>
            <section className="flex flex-col gap-2">
              <h2 className="text-[15px] font-extrabold">{t('vip.recordRewards')}</h2>
              {orders.data ? (
                <GrantHistory grants={orders.data} empty={t('vip.rewardsEmpty')} testId="vip-orders" />
              ) : orders.isError ? (
                <LoadError onRetry={() => void orders.refetch()} />
              ) : (
                <Skeleton className="h-24 rounded-2xl" />
              )}
            </section>
            <section className="flex flex-col gap-2">
              <h2 className="text-[15px] font-extrabold">{t('vip.recordScore')}</h2>
              {info.data ? (
                info.data.recent.length === 0 ? (
                  <EmptyState
                    icon={ChartNoAxesColumn}
                    title={t('vip.recordScoreEmpty')}
                    body={t('vip.recordScoreBody')}
                    testId="vip-score-empty"
                  />
                ) : (
                  <ScoreDays days={info.data.recent} />
                )
              ) : info.isError ? (
                <LoadError onRetry={() => void info.refetch()} />
              ) : (
                <Skeleton className="h-32 rounded-2xl" />
              )}
            </section>
          </>
        )}
      </div>
    </div>
  );
}

/** One row per WIB day and lobby category: bets, stake, and the points they made. */
function ScoreDays({ days }: { days: VipScoreDay[] }) {
  const { t } = useTranslation();
  const category = (c: string) => (isCategory(c) ? t(`slotLobby.categories.${c}`) : c);
  return (
    <ul className="flex flex-col divide-y divide-line/50 rounded-2xl bg-surface-1 ring-1 ring-line/60" data-testid="vip-score-days">
      {days.map((d) => (
        <li key={`${d.day}-${d.category}`} className="flex items-center gap-3 px-3 py-2.5" data-testid="vip-score-day">
          <div className="flex min-w-0 flex-1 flex-col">
            <span className="truncate text-[13.5px] font-bold">
              {formatWibDay(d.day)} · {category(d.category)}
            </span>
            <span className="text-[12px] text-muted tabular-nums">
              {t('vip.recordRow', { bets: formatCount(d.bets), wagered: formatWireIdr(d.wagered) })}
            </span>
          </div>
          <span className="shrink-0 text-[13.5px] font-extrabold text-gold tabular-nums">
            {t('vip.points', { points: formatPoints(d.score) })}
          </span>
        </li>
      ))}
    </ul>
  );
}
