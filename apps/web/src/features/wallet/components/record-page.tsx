/**
 * The one record page of the wallet, for deposits (`/deposit-record`) and withdrawals
 * (`/withdraw-record`): the header with "+" to a new one, the state filter, then the list newest first,
 * twenty at a time with "Muat lebih banyak", or its loading, error and empty states. Each kind brings its
 * words, its states, its query and how its rows look (deposit-record-page.tsx, withdraw-record-page.tsx).
 */
import '../strings.ts';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Plus, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../../components/button.tsx';
import { useDocumentTitle } from '../../../components/document-title.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { FilterChips, type ChipOption } from '../../../components/filter-chips.tsx';
import { LoadMore } from '../../../components/load-more.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import type { RecordPage as RecordListPage } from '../api/get-deposit-orders.ts';
import { useWalletLive } from '../hooks/use-wallet-live.ts';
import { RecordSkeleton } from './record-skeleton.tsx';

export interface RecordKind<Status extends string, Row> {
  kind: 'deposit' | 'withdraw';
  statuses: readonly Status[];
  statusLabels: Record<Status, string>;
  useRecords: (filter: Status | 'all') => UseInfiniteQueryResult<InfiniteData<RecordListPage<Row>>>;
  emptyIcon: LucideIcon;
  /** The list of rows, as that kind shows it. */
  list: (rows: Row[]) => ReactNode;
}

/** What the two kinds say: the title, the new-one link, the empty state and its button. */
const words = {
  deposit: {
    title: 'routes.depositRecord',
    to: '/deposit',
    newLabel: 'routes.deposit',
    empty: 'deposit.recordEmpty',
    emptyBody: 'deposit.recordEmptyBody',
    action: 'common.deposit',
  },
  withdraw: {
    title: 'routes.withdrawRecord',
    to: '/withdraw',
    newLabel: 'routes.withdraw',
    empty: 'withdraw.recordEmpty',
    emptyBody: 'withdraw.recordEmptyBody',
    action: 'common.withdraw',
  },
} as const;

export function RecordPage<Status extends string, Row>({ kind: page }: { kind: RecordKind<Status, Row> }) {
  const { t } = useTranslation();
  const w = words[page.kind];
  useDocumentTitle(t(w.title));
  useWalletLive();
  const [filter, setFilter] = useState<Status | 'all'>('all');
  const records = page.useRecords(filter);
  const rows = records.data?.pages.flatMap((p) => p.list) ?? [];
  const options: ChipOption<Status | 'all'>[] = [
    { value: 'all', label: t('common.all') },
    ...page.statuses.map((s) => ({ value: s, label: page.statusLabels[s] })),
  ];

  return (
    <div data-testid={`${page.kind}-record-page`}>
      <PageHeader
        title={t(w.title)}
        action={
          <Link
            to={w.to}
            aria-label={t(w.newLabel)}
            className="grid size-9 place-items-center rounded-xl text-accent transition hover:bg-surface-2"
          >
            <Plus className="size-5" aria-hidden="true" />
          </Link>
        }
      />
      <div className="px-4 pt-3 pb-6">
        <FilterChips options={options} value={filter} onChange={setFilter} label={t('records.statusFilter')} testIdPrefix="record-filter" />
        <div className="mt-3">
          {records.isPending ? (
            <RecordSkeleton />
          ) : records.isError && rows.length === 0 ? (
            <div className="py-10 text-center">
              <p className="text-sm text-muted">{t('records.loadError')}</p>
              <Button variant="secondary" size="sm" className="mt-3" onClick={() => void records.refetch()}>
                {t('common.retry')}
              </Button>
            </div>
          ) : rows.length === 0 ? (
            <EmptyState
              icon={page.emptyIcon}
              title={filter === 'all' ? t(w.empty) : t('records.emptyFiltered')}
              body={t(w.emptyBody)}
              action={
                <Link to={w.to} className={buttonClass('primary', 'md', 'px-6')}>
                  {t(w.action)}
                </Link>
              }
            />
          ) : (
            <>
              <p className="mb-2 px-1 text-xs text-faint">{t('records.total', { count: records.data?.pages[0]?.total ?? rows.length })}</p>
              {page.list(rows)}
              <LoadMore
                hasMore={records.hasNextPage}
                loading={records.isFetchingNextPage}
                onLoad={() => void records.fetchNextPage()}
                endText={t('records.end')}
              />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
