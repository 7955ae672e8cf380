/**
 * `/deposit-record`: every deposit order, newest first, filtered by state, twenty at a time with
 * "Muat lebih banyak". A row opens its order (continue paying, the receipt, or why it failed).
 */
import '../strings.ts';
import { ArrowDownToLine, ChevronRight, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatWireIdr } from '@kasino/shared/money';
import { depositChannelNames, depositStatuses, depositStatusLabels, type DepositStatus } from '@kasino/shared/wallet';
import { Button, buttonClass } from '../../../components/button.tsx';
import { useDocumentTitle } from '../../../components/document-title.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { FilterChips, type ChipOption } from '../../../components/filter-chips.tsx';
import { LoadMore } from '../../../components/load-more.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { StatusChip } from '../../../components/status-chip.tsx';
import { formatDateTime } from '../../../lib/format-time.ts';
import { useDepositOrders } from '../api/get-deposit-orders.ts';
import { useWalletLive } from '../hooks/use-wallet-live.ts';
import { channelIcons } from '../channel-icons.ts';
import { depositStatusTone } from '../wallet-status.ts';
import { depositOrderPath } from '../wallet-paths.ts';
import { RecordSkeleton } from './record-skeleton.tsx';

type Filter = DepositStatus | 'all';

export function DepositRecordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.depositRecord'));
  useWalletLive();
  const [filter, setFilter] = useState<Filter>('all');
  const orders = useDepositOrders(filter);
  const rows = orders.data?.pages.flatMap((page) => page.list) ?? [];
  const options: ChipOption<Filter>[] = [
    { value: 'all', label: t('common.all') },
    ...depositStatuses.map((s) => ({ value: s, label: depositStatusLabels[s] })),
  ];

  return (
    <div data-testid="deposit-record-page">
      <PageHeader
        title={t('routes.depositRecord')}
        action={
          <Link
            to="/deposit"
            aria-label={t('routes.deposit')}
            className="grid size-9 place-items-center rounded-xl text-accent transition hover:bg-surface-2"
          >
            <Plus className="size-5" aria-hidden="true" />
          </Link>
        }
      />
      <div className="px-4 pt-3 pb-6">
        <FilterChips options={options} value={filter} onChange={setFilter} label={t('records.statusFilter')} testIdPrefix="record-filter" />
        <div className="mt-3">
          {orders.isPending ? (
            <RecordSkeleton />
          ) : orders.isError && rows.length === 0 ? (
            <div className="py-10 text-center">
              <p className="text-sm text-muted">{t('records.loadError')}</p>
              <Button variant="secondary" size="sm" className="mt-3" onClick={() => void orders.refetch()}>
                {t('common.retry')}
              </Button>
            </div>
          ) : rows.length === 0 ? (
            <EmptyState
              icon={ArrowDownToLine}
              title={filter === 'all' ? t('deposit.recordEmpty') : t('records.emptyFiltered')}
              body={t('deposit.recordEmptyBody')}
              action={
                <Link to="/deposit" className={buttonClass('primary', 'md', 'px-6')}>
                  {t('common.deposit')}
                </Link>
              }
            />
          ) : (
            <>
              <p className="mb-2 px-1 text-xs text-faint">{t('records.total', { count: orders.data?.pages[0]?.total ?? rows.length })}</p>
              <ul className="overflow-hidden rounded-2xl border border-line/60 bg-surface-1">
                {rows.map((order) => {
                  const Icon = channelIcons[order.channel];
                  return (
                    <li key={order.id} className="border-b border-line/50 last:border-b-0">
                      <Link
                        to={depositOrderPath(order.id, order.channel)}
                        data-testid="record-row"
                        data-status={order.status}
                        data-amount={order.amount}
                        className="flex items-center gap-3 px-3.5 py-3 transition hover:bg-surface-2 active:bg-surface-2"
                      >
                        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-surface-3 text-fg">
                          <Icon className="size-[18px]" aria-hidden="true" />
                        </span>
                        <span className="min-w-0 flex-1">
                          <span className="block truncate text-[14.5px] font-semibold">{depositChannelNames[order.channel]}</span>
                          <span className="block truncate text-xs text-faint tabular-nums">{formatDateTime(order.createdAt)}</span>
                        </span>
                        <span className="flex shrink-0 flex-col items-end gap-1">
                          <span className="text-[14.5px] font-extrabold tabular-nums">{formatWireIdr(order.amount)}</span>
                          <StatusChip tone={depositStatusTone[order.status]} state={order.status}>
                            {depositStatusLabels[order.status]}
                          </StatusChip>
                        </span>
                        <ChevronRight className="-mr-1 size-4 shrink-0 text-faint" aria-hidden="true" />
                      </Link>
                    </li>
                  );
                })}
              </ul>
              <LoadMore
                hasMore={orders.hasNextPage}
                loading={orders.isFetchingNextPage}
                onLoad={() => void orders.fetchNextPage()}
                endText={t('records.end')}
              />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
