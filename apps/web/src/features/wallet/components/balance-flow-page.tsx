/**
 * `/balance-record` and `/transaction`: every change of the balance, filtered by kind (chips) and by
 * time (Hari ini, 7 hari, 30 hari), grouped by day, twenty at a time. A row links to its cause.
 */
import '../strings.ts';
import { Receipt } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { balanceFlowKinds, balanceFlowLabels, type BalanceFlowKind } from '@kasino/shared/wallet';
import { Button } from '../../../components/button.tsx';
import { useDocumentTitle } from '../../../components/document-title.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { FilterChips, type ChipOption } from '../../../components/filter-chips.tsx';
import { LoadMore } from '../../../components/load-more.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDay, startOfDay } from '../../../lib/format-time.ts';
import { useBalanceFlow, type FlowRow } from '../api/get-balance-flow.ts';
import { useWalletLive } from '../hooks/use-wallet-live.ts';
import type { RoutedPageProps } from '../page-props.ts';
import { FlowRowItem } from './flow-row.tsx';
import { RecordSkeleton } from './record-skeleton.tsx';

type KindFilter = BalanceFlowKind | 'all';
type RangePreset = 'today' | 'days7' | 'days30';

/** How many days before today each preset starts (0 = since midnight today). */
const presetDays: Record<RangePreset, number> = { today: 0, days7: 6, days30: 29 };

export function BalanceFlowPage({ entry }: RoutedPageProps) {
  const { t } = useTranslation();
  const title = t(`routes.${entry.title}`);
  useDocumentTitle(title);
  useWalletLive();
  const [kind, setKind] = useState<KindFilter>('all');
  const [preset, setPreset] = useState<RangePreset>('days7');
  // Midnight-aligned, so the query key stays the same all day.
  const start = useMemo(() => startOfDay(presetDays[preset]), [preset]);
  const flow = useBalanceFlow({ kind, start });
  const rows = flow.data?.pages.flatMap((page) => page.list) ?? [];
  const groups = groupByDay(rows);
  const today = startOfDay(0);
  const dayTitle = (day: number): string =>
    day === today ? t('flow.today') : day === startOfDay(1) ? t('flow.yesterday') : formatDay(day);

  const kindOptions: ChipOption<KindFilter>[] = [
    { value: 'all', label: t('common.all') },
    ...balanceFlowKinds.map((k) => ({ value: k, label: balanceFlowLabels[k] })),
  ];
  const rangeOptions: ChipOption<RangePreset>[] = (['today', 'days7', 'days30'] as const).map((p) => ({ value: p, label: t(`flow.${p}`) }));

  return (
    <div data-testid="balance-flow-page">
      <PageHeader title={title} />
      <div className="sticky top-[calc(6.5rem+env(safe-area-inset-top))] z-10 flex flex-col gap-2 border-b border-line/50 bg-canvas/95 px-4 py-2.5 backdrop-blur-md">
        <FilterChips
          options={rangeOptions}
          value={preset}
          onChange={setPreset}
          label={t('flow.range')}
          testIdPrefix="flow-range"
          size="sm"
        />
        <FilterChips options={kindOptions} value={kind} onChange={setKind} label={t('flow.types')} testIdPrefix="flow-type" size="sm" />
      </div>
      <div className="px-4 pt-3 pb-6">
        {flow.isPending ? (
          <RecordSkeleton />
        ) : flow.isError && rows.length === 0 ? (
          <div className="py-10 text-center">
            <p className="text-sm text-muted">{t('records.loadError')}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void flow.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : rows.length === 0 ? (
          <EmptyState icon={Receipt} title={t('flow.emptyTitle')} body={t('flow.emptyBody')} />
        ) : (
          <>
            <p className="mb-2 px-1 text-xs text-faint">{t('records.total', { count: flow.data?.pages[0]?.total ?? rows.length })}</p>
            <div className="flex flex-col gap-3">
              {groups.map((group) => (
                <section key={group.day} aria-label={dayTitle(group.day)}>
                  <h2 className="mb-1.5 px-1 text-xs font-bold text-muted">{dayTitle(group.day)}</h2>
                  <ul className="divide-y divide-line/50 overflow-hidden rounded-2xl border border-line/60 bg-surface-1">
                    {group.rows.map((row) => (
                      <li key={row.id}>
                        <FlowRowItem row={row} timeOnly />
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
            <LoadMore
              hasMore={flow.hasNextPage}
              loading={flow.isFetchingNextPage}
              onLoad={() => void flow.fetchNextPage()}
              endText={t('records.end')}
            />
          </>
        )}
      </div>
    </div>
  );
}

interface DayGroup {
  /** Local midnight of the rows' day. */
  day: number;
  rows: FlowRow[];
}

/** Consecutive rows (newest first) of the same local day. */
function groupByDay(rows: readonly FlowRow[]): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const row of rows) {
    const day = startOfDay(0, row.createdAt);
    const last = groups[groups.length - 1];
    if (last && last.day === day) last.rows.push(row);
    else groups.push({ day, rows: [row] });
  }
  return groups;
}
