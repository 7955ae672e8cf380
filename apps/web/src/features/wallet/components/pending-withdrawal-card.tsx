/**
 * A withdrawal under review: amount, fee, what arrives, the destination account, a three-step
 * progress line, and the cancel button (only a pending withdrawal can be cancelled: canCancelWithdrawal),
 * which asks first: one stray tap must not undo a withdrawal.
 */
import '../strings.ts';
import { Check, Hourglass, Send, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWireIdr } from '@kasino/shared/money';
import { canCancelWithdrawal, withdrawStatusLabels } from '@kasino/shared/wallet';
import { Button } from '../../../components/button.tsx';
import { ConfirmSheet } from '../../../components/confirm-sheet.tsx';
import { StatusChip } from '../../../components/status-chip.tsx';
import { formatDateTime } from '../../../lib/format-time.ts';
import { notify } from '../../../lib/toast.ts';
import { useCancelWithdrawal } from '../api/cancel-withdrawal.ts';
import type { WithdrawalView } from '../api/create-withdrawal.ts';
import { withdrawStatusTone } from '../wallet-status.ts';
import { BankBadge } from './bank-badge.tsx';

interface PendingWithdrawalCardProps {
  withdrawal: WithdrawalView;
  onCancelled?: () => void;
}

export function PendingWithdrawalCard({ withdrawal, onCancelled }: PendingWithdrawalCardProps) {
  const { t } = useTranslation();
  const cancel = useCancelWithdrawal();
  const account = withdrawal.bankAccount;
  const [asking, setAsking] = useState(false);

  const onCancel = async () => {
    try {
      await cancel.mutateAsync(withdrawal.id);
      setAsking(false);
      notify.success(t('withdraw.cancelled'));
      onCancelled?.();
    } catch {
      // The client toasted the reason (206 when staff already decided); the refetch shows the new state.
      setAsking(false);
    }
  };

  return (
    <section
      data-testid="withdraw-pending"
      className="relative overflow-hidden rounded-3xl border border-gold/35 bg-[radial-gradient(120%_90%_at_100%_0%,rgb(255_200_61/0.16),transparent_60%),var(--color-surface-1)] p-4"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-[13px] font-semibold text-muted">{t('withdraw.pendingTitle')}</p>
          <p
            className="mt-0.5 text-[26px] leading-tight font-black tracking-tight text-fg tabular-nums"
            data-testid="withdraw-pending-amount"
          >
            {formatWireIdr(withdrawal.amount)}
          </p>
        </div>
        <StatusChip tone={withdrawStatusTone[withdrawal.status]} testId="withdraw-status" state={withdrawal.status}>
          {withdrawStatusLabels[withdrawal.status]}
        </StatusChip>
      </div>

      <ol className="mt-4 grid grid-cols-3 gap-1" aria-label={t('withdraw.progress')}>
        <Step icon={Check} label={t('withdraw.steps.requested')} state="done" />
        <Step icon={Hourglass} label={t('withdraw.steps.review')} state="current" />
        <Step icon={Send} label={t('withdraw.steps.sent')} state="todo" last />
      </ol>

      <dl className="mt-4 divide-y divide-line/60 rounded-2xl bg-black/20 px-3.5 ring-1 ring-white/5">
        <div className="flex items-center gap-3 py-3">
          <BankBadge code={account.bankCode} size="sm" />
          <div className="min-w-0 flex-1">
            <dt className="sr-only">{t('withdraw.to')}</dt>
            <dd className="truncate text-sm font-bold">
              {account.bankName} <span className="font-mono text-muted">{account.maskedNumber}</span>
            </dd>
            <dd className="truncate text-xs text-muted">{account.holderName}</dd>
          </div>
        </div>
        <Row label={t('withdraw.fee')} value={formatWireIdr(withdrawal.fee)} />
        <Row label={t('withdraw.receive')} value={formatWireIdr(withdrawal.receive)} strong />
        <Row label={t('withdraw.requestedAt')} value={formatDateTime(withdrawal.createdAt)} />
      </dl>

      <p className="mt-3 text-[12.5px] leading-relaxed text-muted">{t('withdraw.pendingBody')}</p>

      {canCancelWithdrawal(withdrawal.status) && (
        <Button
          variant="danger"
          block
          className="mt-3"
          onClick={() => setAsking(true)}
          icon={<X className="size-4" aria-hidden="true" />}
          data-testid="withdraw-cancel"
        >
          {t('withdraw.cancel')}
        </Button>
      )}
      <ConfirmSheet
        open={asking}
        title={t('withdraw.cancelAsk')}
        body={t('withdraw.cancelAskBody', { amount: formatWireIdr(withdrawal.amount) })}
        confirmLabel={t('withdraw.cancelKeep')}
        busy={cancel.isPending}
        onConfirm={() => void onCancel()}
        onClose={() => setAsking(false)}
      />
    </section>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-center justify-between gap-3 py-2.5 text-[13px]">
      <dt className="text-muted">{label}</dt>
      <dd className={`tabular-nums ${strong ? 'font-extrabold text-accent' : 'font-semibold'}`}>{value}</dd>
    </div>
  );
}

function Step({
  icon: Icon,
  label,
  state,
  last = false,
}: {
  icon: typeof Check;
  label: string;
  state: 'done' | 'current' | 'todo';
  last?: boolean;
}) {
  const circle =
    state === 'done'
      ? 'bg-accent text-accent-ink'
      : state === 'current'
        ? 'bg-gold/20 text-gold ring-2 ring-gold/60 motion-safe:animate-pulse'
        : 'bg-surface-3 text-faint';
  return (
    <li className="relative flex flex-col items-center gap-1.5 text-center">
      <span className={`relative z-10 grid size-8 place-items-center rounded-full ${circle}`}>
        <Icon className="size-4" aria-hidden="true" />
      </span>
      <span className={`text-[11px] font-semibold ${state === 'todo' ? 'text-faint' : 'text-fg'}`}>{label}</span>
      {!last && (
        <span aria-hidden="true" className={`absolute top-4 left-1/2 h-0.5 w-full ${state === 'done' ? 'bg-accent/60' : 'bg-line'}`} />
      )}
    </li>
  );
}
