/**
 * `/deposit-record`: every deposit order, newest first, filtered by state, twenty at a time with
 * "Muat lebih banyak" (the wallet's record page, record-page.tsx). A row opens its order (continue
 * paying, the receipt, or why it failed).
 */
import { ArrowDownToLine, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { formatWireIdr } from '@kasino/shared/money';
import { depositChannelNames, depositStatuses, depositStatusLabels, type DepositStatus } from '@kasino/shared/wallet';
import { StatusChip } from '../../../components/status-chip.tsx';
import { formatDateTime } from '../../../lib/format-time.ts';
import { useDepositOrders } from '../api/get-deposit-orders.ts';
import type { DepositOrderView } from '../api/get-order-state.ts';
import { channelIcons } from '../channel-icons.ts';
import { depositStatusTone } from '../wallet-status.ts';
import { depositOrderPath } from '../wallet-paths.ts';
import { RecordPage, type RecordKind } from './record-page.tsx';

const deposits: RecordKind<DepositStatus, DepositOrderView> = {
  kind: 'deposit',
  statuses: depositStatuses,
  statusLabels: depositStatusLabels,
  useRecords: useDepositOrders,
  emptyIcon: ArrowDownToLine,
  list: (rows) => (
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
  ),
};

export function DepositRecordPage() {
  return <RecordPage kind={deposits} />;
}
