/**
 * The payment-in-progress view (SPEC §2 bca-bank, va-bank, qrcode, usdt, and the channel-neutral
 * deposit-order): `?order=<id>`. While the order waits it shows what to pay, a countdown to expiry and
 * an animated "Menunggu pembayaran…", polling the order every second. Paid → the success receipt;
 * failed or expired → a clear failed state with "Coba lagi".
 */
import '../strings.ts';
import { ArrowLeft, Clock, FileQuestion, Hourglass, RefreshCw, RotateCcw, XCircle } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatWireIdr } from '@kasino/shared/money';
import { depositChannelNames, depositStatusLabels } from '@kasino/shared/wallet';
import type { RoutedPageProps } from '../page-props.ts';
import { Button, buttonClass } from '../../../components/button.tsx';
import { CopyRow } from '../../../components/copy-row.tsx';
import { useDocumentTitle } from '../../../components/document-title.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { StatusChip } from '../../../components/status-chip.tsx';
import { formatCountdown, formatDateTime } from '../../../lib/format-time.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useOrderState, type DepositOrderView } from '../api/get-order-state.ts';
import { refreshMoney } from '../api/wallet-keys.ts';
import { channelIcons } from '../channel-icons.ts';
import { depositStatusTone } from '../wallet-status.ts';
import { depositFormPath, depositSuccessPath } from '../wallet-paths.ts';
import { PayInstructionsCard } from './pay-instructions.tsx';

export function DepositOrderPage({ entry }: RoutedPageProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('order');
  const order = useOrderState(id);
  const status = order.data?.status;
  const title = order.data ? depositChannelNames[order.data.channel] : t(`routes.${entry.title}`);
  useDocumentTitle(title);

  // Settled: refresh the balance everywhere; a paid order continues to its receipt.
  useEffect(() => {
    if (!id || !status || status === 'pending') return;
    refreshMoney();
    if (status === 'paid') void navigate(depositSuccessPath(id), { replace: true });
  }, [id, status, navigate]);

  return (
    <div data-testid="deposit-order-page">
      <PageHeader title={title} />
      <div className="flex flex-col gap-4 px-4 pt-4 pb-6">
        {!id || (order.isError && !order.data) ? (
          <EmptyState
            icon={FileQuestion}
            title={t('deposit.notFoundTitle')}
            body={t('deposit.notFoundBody')}
            testId="deposit-not-found"
            action={
              <Link to="/deposit-record" className={buttonClass('secondary', 'md', 'px-6')}>
                {t('deposit.records')}
              </Link>
            }
          />
        ) : !order.data ? (
          <OrderSkeleton />
        ) : order.data.status === 'pending' || order.data.status === 'paid' ? (
          <PendingOrder order={order.data} checking={order.isFetching} onCheck={() => void order.refetch()} />
        ) : (
          <FailedOrder order={order.data} />
        )}
      </div>
    </div>
  );
}

function PendingOrder({ order, checking, onCheck }: { order: DepositOrderView; checking: boolean; onCheck: () => void }) {
  const { t } = useTranslation();
  const now = useNow(1_000, order.status === 'pending');
  const remaining = order.expiresAt - now;
  const Icon = channelIcons[order.channel];
  return (
    <>
      <section
        data-testid="deposit-status"
        data-state={order.status}
        role="status"
        className="relative overflow-hidden rounded-3xl border border-gold/30 bg-[radial-gradient(110%_90%_at_50%_0%,rgb(255_200_61/0.14),transparent_65%),var(--color-surface-1)] px-4 pt-6 pb-5 text-center"
      >
        <div className="relative mx-auto grid size-20 place-items-center">
          <span
            className="absolute inset-0 rounded-full bg-[conic-gradient(from_0deg,transparent_0deg,#ffc83d_280deg,transparent_360deg)] motion-safe:animate-[spin_1.6s_linear_infinite]"
            aria-hidden="true"
          />
          <span className="absolute inset-[3px] rounded-full bg-surface-1" aria-hidden="true" />
          <Hourglass className="relative size-8 text-gold motion-safe:animate-[pulse_1.6s_ease-in-out_infinite]" aria-hidden="true" />
        </div>
        <p className="mt-4 text-lg font-extrabold">{t('deposit.waiting')}</p>
        <p className="mx-auto mt-1 max-w-[290px] text-[12.5px] text-muted">{t('deposit.waitingBody')}</p>
        <p className="mt-4 text-[34px] leading-none font-black tracking-tight text-gold tabular-nums" data-testid="deposit-order-amount">
          {formatWireIdr(order.amount)}
        </p>
        <div className="mt-4 inline-flex items-center gap-2 rounded-full bg-black/30 px-3.5 py-1.5 text-[13px] font-semibold ring-1 ring-white/10">
          <Clock className="size-4 text-gold" aria-hidden="true" />
          {remaining > 0 ? (
            <>
              {t('deposit.expiresIn')}{' '}
              <span className="font-mono font-extrabold text-fg tabular-nums" data-testid="deposit-countdown">
                {formatCountdown(remaining)}
              </span>
            </>
          ) : (
            t('deposit.expiredCheck')
          )}
        </div>
      </section>

      <PayInstructionsCard order={order} />

      <section className="rounded-3xl border border-line/60 bg-surface-1 p-4">
        <h2 className="mb-3 flex items-center gap-2 text-sm font-bold">
          <Icon className="size-4 text-accent" aria-hidden="true" />
          {t('deposit.howTo')}
        </h2>
        <ol className="flex flex-col gap-2.5">
          {(['1', '2', '3'] as const).map((step) => (
            <li key={step} className="flex gap-3 text-[13px] leading-snug text-fg/90">
              <span className="grid size-6 shrink-0 place-items-center rounded-full bg-accent/15 text-xs font-extrabold text-accent">
                {step}
              </span>
              {t(`deposit.steps.${order.channel}.${step}`)}
            </li>
          ))}
        </ol>
      </section>

      <div className="rounded-2xl bg-surface-1/60 px-4 ring-1 ring-line/50">
        <CopyRow label={t('deposit.orderId')} value={order.id} mono testId="deposit-order-id" />
        <p className="-mt-1 pb-3 text-xs text-faint">{t('deposit.createdAt', { time: formatDateTime(order.createdAt) })}</p>
      </div>

      <div className="grid grid-cols-2 gap-2.5">
        <Link to="/deposit-record" className={buttonClass('secondary', 'lg')}>
          {t('deposit.records')}
        </Link>
        <Button
          variant="primary"
          size="lg"
          onClick={onCheck}
          loading={checking}
          icon={<RefreshCw className="size-4" aria-hidden="true" />}
          data-testid="deposit-check"
        >
          {t('deposit.checkNow')}
        </Button>
      </div>
    </>
  );
}

function FailedOrder({ order }: { order: DepositOrderView }) {
  const { t } = useTranslation();
  const expired = order.status === 'expired';
  return (
    <section
      data-testid="deposit-status"
      data-state={order.status}
      role="status"
      className="flex animate-pop-in flex-col items-center rounded-3xl border border-danger/30 bg-[radial-gradient(110%_90%_at_50%_0%,rgb(251_78_78/0.14),transparent_65%),var(--color-surface-1)] px-5 pt-8 pb-5 text-center"
    >
      <span className="grid size-20 place-items-center rounded-full bg-danger/15 ring-8 ring-danger/8">
        {expired ? (
          <Clock className="size-10 text-[#ff7b7b]" aria-hidden="true" />
        ) : (
          <XCircle className="size-10 text-[#ff7b7b]" aria-hidden="true" />
        )}
      </span>
      <h2 className="mt-4 text-xl font-extrabold">{expired ? t('deposit.expiredTitle') : t('deposit.failedTitle')}</h2>
      <p className="mt-1 max-w-[290px] text-[13px] text-muted">{order.failure ?? t('deposit.failedBody')}</p>
      <p className="mt-1 max-w-[290px] text-[13px] text-muted">{t('deposit.failedSafe')}</p>
      <dl className="mt-5 w-full divide-y divide-line/60 rounded-2xl bg-black/20 px-4 text-[13px] ring-1 ring-white/5">
        <div className="flex justify-between py-2.5">
          <dt className="text-muted">{t('deposit.amount')}</dt>
          <dd className="font-extrabold tabular-nums">{formatWireIdr(order.amount)}</dd>
        </div>
        <div className="flex justify-between py-2.5">
          <dt className="text-muted">{t('deposit.method')}</dt>
          <dd className="font-semibold">{depositChannelNames[order.channel]}</dd>
        </div>
        <div className="flex items-center justify-between py-2.5">
          <dt className="text-muted">{t('deposit.status')}</dt>
          <dd>
            <StatusChip tone={depositStatusTone[order.status]}>{depositStatusLabels[order.status]}</StatusChip>
          </dd>
        </div>
        <div className="flex justify-between gap-3 py-2.5">
          <dt className="text-muted">{t('deposit.orderId')}</dt>
          <dd className="truncate font-mono text-xs">{order.id}</dd>
        </div>
      </dl>
      <Link
        to={depositFormPath(order.amount, order.channel)}
        className={buttonClass('gold', 'lg', 'mt-5 w-full font-extrabold')}
        data-testid="deposit-retry"
      >
        <RotateCcw className="size-5" aria-hidden="true" />
        {t('deposit.retry')}
      </Link>
      <Link to="/wallet" className={buttonClass('ghost', 'md', 'mt-2 w-full text-muted')}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('deposit.backToWallet')}
      </Link>
    </section>
  );
}

function OrderSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <Skeleton className="h-[260px] rounded-3xl" />
      <Skeleton className="h-[200px] rounded-3xl" />
      <Skeleton className="h-[140px] rounded-3xl" />
    </div>
  );
}
