/**
 * `/withdraw-record`: every withdrawal, newest first, filtered by state (the wallet's record page,
 * record-page.tsx), with the destination, fee, what arrived, a staff note on a rejection, and a cancel
 * button on the one under review. `?focus=<id>` (from a balance-flow row) highlights that withdrawal.
 */
import { ArrowUpFromLine, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatWireIdr } from '@kasino/shared/money';
import { canCancelWithdrawal, withdrawStatuses, withdrawStatusLabels, type WithdrawStatus } from '@kasino/shared/wallet';
import { Button } from '../../../components/button.tsx';
import { StatusChip } from '../../../components/status-chip.tsx';
import { formatDateTime } from '../../../lib/format-time.ts';
import { notify } from '../../../lib/toast.ts';
import { useCancelWithdrawal } from '../api/cancel-withdrawal.ts';
import type { WithdrawalView } from '../api/create-withdrawal.ts';
import { useWithdrawRecords } from '../api/get-withdraw-records.ts';
import { withdrawStatusTone } from '../wallet-status.ts';
import { BankBadge } from './bank-badge.tsx';
import { RecordPage, type RecordKind } from './record-page.tsx';

const withdrawals = (focus: string | null): RecordKind<WithdrawStatus, WithdrawalView> => ({
  kind: 'withdraw',
  statuses: withdrawStatuses,
  statusLabels: withdrawStatusLabels,
  useRecords: useWithdrawRecords,
  emptyIcon: ArrowUpFromLine,
  list: (rows) => (
    <ul className="flex flex-col gap-2.5">
      {rows.map((withdrawal) => (
        <WithdrawalRow key={withdrawal.id} withdrawal={withdrawal} focused={withdrawal.id === focus} />
      ))}
    </ul>
  ),
});

export function WithdrawRecordPage() {
  const [params] = useSearchParams();
  return <RecordPage kind={withdrawals(params.get('focus'))} />;
}

function WithdrawalRow({ withdrawal, focused }: { withdrawal: WithdrawalView; focused: boolean }) {
  const { t } = useTranslation();
  const cancel = useCancelWithdrawal();
  const node = useRef<HTMLLIElement>(null);
  const account = withdrawal.bankAccount;
  // Cancelled or rejected: nothing was sent, the whole amount went back to the balance.
  const returned = withdrawal.status === 'cancelled' || withdrawal.status === 'rejected';

  useEffect(() => {
    if (focused) node.current?.scrollIntoView({ block: 'center' });
  }, [focused]);

  const onCancel = async () => {
    try {
      await cancel.mutateAsync(withdrawal.id);
      notify.success(t('withdraw.cancelled'));
    } catch {
      // Toasted by the client; the list refetches and shows the current state.
    }
  };

  return (
    <li
      ref={node}
      data-testid="record-row"
      data-status={withdrawal.status}
      data-amount={withdrawal.amount}
      className={`rounded-2xl border bg-surface-1 p-3.5 transition ${focused ? 'border-accent shadow-[0_0_0_1px_var(--color-accent),0_0_24px_-6px_rgb(31_224_127/0.5)]' : 'border-line/60'}`}
    >
      <div className="flex items-center gap-3">
        <BankBadge code={account.bankCode} size="sm" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-[14px] font-semibold">
            {account.bankCode} <span className="font-mono text-muted">{account.maskedNumber}</span>
          </p>
          <p className="truncate text-xs text-faint tabular-nums">{formatDateTime(withdrawal.createdAt)}</p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <span className="text-[14.5px] font-extrabold tabular-nums">{formatWireIdr(withdrawal.amount)}</span>
          <StatusChip tone={withdrawStatusTone[withdrawal.status]} state={withdrawal.status}>
            {withdrawStatusLabels[withdrawal.status]}
          </StatusChip>
        </div>
      </div>
      {returned ? (
        <div className="mt-2.5 flex items-center justify-between rounded-xl bg-black/20 px-3 py-2 text-xs">
          <span className="text-muted">{t('withdraw.returned')}</span>
          <span className="font-bold text-fg tabular-nums">{formatWireIdr(withdrawal.amount)}</span>
        </div>
      ) : (
        <div className="mt-2.5 flex items-center justify-between rounded-xl bg-black/20 px-3 py-2 text-xs">
          <span className="text-muted">
            {t('withdraw.fee')} <span className="font-semibold text-fg tabular-nums">{formatWireIdr(withdrawal.fee)}</span>
          </span>
          <span className="text-muted">
            {withdrawal.status === 'paid' ? t('withdraw.received') : t('withdraw.receiveShort')}{' '}
            <span className="font-bold text-accent tabular-nums">{formatWireIdr(withdrawal.receive)}</span>
          </span>
        </div>
      )}
      {withdrawal.note && (
        <p className="mt-2 text-xs text-[#ff9b9b]">
          {t('withdraw.note')}: {withdrawal.note}
        </p>
      )}
      {canCancelWithdrawal(withdrawal.status) && (
        <Button
          variant="danger"
          size="sm"
          block
          className="mt-2.5"
          loading={cancel.isPending}
          onClick={() => void onCancel()}
          icon={<X className="size-4" aria-hidden="true" />}
          data-testid="withdraw-cancel"
        >
          {t('withdraw.cancel')}
        </Button>
      )}
    </li>
  );
}
