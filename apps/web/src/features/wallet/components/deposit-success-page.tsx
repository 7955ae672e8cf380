/**
 * `/deposit-success?order=<id>`: the receipt of a paid deposit with a small celebration: the amount,
 * the method, the order number and time, and the new balance (live from the user query). An order
 * that is not paid goes back to its payment page.
 */
import '../strings.ts';
import * as motion from 'motion/react-m';
import { Check, FileQuestion, Gamepad2, Plus } from 'lucide-react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatWireIdr } from '@kasino/shared/money';
import { depositChannelNames } from '@kasino/shared/wallet';
import { buttonClass } from '../../../components/button.tsx';
import { useDocumentTitle } from '../../../components/document-title.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { MoneyTicker } from '../../../components/money-ticker.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { useUser } from '../../../lib/auth/get-user.ts';
import { formatDateTime } from '../../../lib/format-time.ts';
import { useOrderState, type DepositOrderView } from '../api/get-order-state.ts';
import { depositOrderPath } from '../wallet-paths.ts';
import { AnimationScope } from '../../../components/animation-scope.tsx';

const sparkColors = ['#1fe07f', '#ffc83d', '#c86eff', '#5fb2ff', '#fb4e4e'];
/** Fixed burst directions (no randomness in render). */
const sparks = Array.from({ length: 14 }, (_, i) => {
  const angle = (i / 14) * Math.PI * 2;
  const distance = 70 + (i % 3) * 18;
  return {
    x: Math.cos(angle) * distance,
    y: Math.sin(angle) * distance,
    color: sparkColors[i % sparkColors.length],
    size: 6 + (i % 3) * 2,
  };
});

export function DepositSuccessPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.depositSuccess'));
  const [params] = useSearchParams();
  const id = params.get('order');
  const order = useOrderState(id);

  if (order.data && order.data.status !== 'paid') return <Navigate to={depositOrderPath(order.data.id, order.data.channel)} replace />;

  return (
    <div>
      <PageHeader title={t('routes.depositSuccess')} />
      <div className="px-4 pt-4 pb-6">
        {!id || (order.isError && !order.data) ? (
          <EmptyState icon={FileQuestion} title={t('deposit.notFoundTitle')} body={t('deposit.notFoundBody')} />
        ) : order.data ? (
          <Receipt order={order.data} />
        ) : (
          <Skeleton className="h-[420px] rounded-3xl" />
        )}
      </div>
    </div>
  );
}

function Receipt({ order }: { order: DepositOrderView }) {
  const { t } = useTranslation();
  const user = useUser();
  return (
    <AnimationScope>
      <section
        data-testid="deposit-success"
        className="relative overflow-hidden rounded-3xl border border-accent/30 bg-[radial-gradient(120%_80%_at_50%_0%,rgb(31_224_127/0.2),transparent_60%),var(--color-surface-1)] px-5 pt-8 pb-5 text-center"
      >
        <div className="relative mx-auto grid size-24 place-items-center">
          {sparks.map((spark, i) => (
            <motion.span
              key={i}
              aria-hidden="true"
              className="absolute top-1/2 left-1/2 rounded-full"
              style={{
                width: spark.size,
                height: spark.size,
                background: spark.color,
                marginLeft: -spark.size / 2,
                marginTop: -spark.size / 2,
              }}
              initial={{ x: 0, y: 0, opacity: 0, scale: 0.4 }}
              animate={{ x: spark.x, y: spark.y, opacity: [0, 1, 0], scale: 1 }}
              transition={{ duration: 1.1, delay: 0.15 + (i % 4) * 0.04, ease: 'easeOut' }}
            />
          ))}
          <motion.span
            className="grid size-24 place-items-center rounded-full bg-gradient-to-b from-[#3dfc9b] to-accent-strong shadow-glow"
            initial={{ scale: 0.3, opacity: 0 }}
            animate={{ scale: 1, opacity: 1 }}
            transition={{ type: 'spring', stiffness: 360, damping: 18 }}
          >
            <Check className="size-12 text-accent-ink" strokeWidth={3.4} aria-hidden="true" />
          </motion.span>
        </div>
        <h1 className="mt-5 text-xl font-extrabold">{t('deposit.successTitle')}</h1>
        <p className="mt-1 text-[13px] text-muted">{t('deposit.successBody')}</p>
        <p
          className="mt-4 text-[36px] leading-none font-black tracking-tight text-accent tabular-nums"
          data-testid="deposit-success-amount"
        >
          +{formatWireIdr(order.amount)}
        </p>

        <div className="mt-5 rounded-2xl bg-black/25 p-3.5 ring-1 ring-white/5">
          <p className="text-xs font-semibold text-muted">{t('deposit.newBalance')}</p>
          {user.data ? (
            <MoneyTicker
              wire={user.data.balance}
              balance
              testId="deposit-success-balance"
              className="mt-0.5 block text-2xl font-black text-gold tabular-nums"
            />
          ) : (
            <Skeleton className="mx-auto mt-1 h-7 w-32" />
          )}
        </div>

        <dl className="mt-3 divide-y divide-line/60 rounded-2xl bg-black/15 px-4 text-left text-[13px] ring-1 ring-white/5">
          <div className="flex justify-between gap-3 py-2.5">
            <dt className="text-muted">{t('deposit.method')}</dt>
            <dd className="font-semibold">{depositChannelNames[order.channel]}</dd>
          </div>
          <div className="flex justify-between gap-3 py-2.5">
            <dt className="text-muted">{t('deposit.paidAt')}</dt>
            <dd className="font-semibold tabular-nums">{formatDateTime(order.paidAt ?? order.createdAt)}</dd>
          </div>
          <div className="flex justify-between gap-3 py-2.5">
            <dt className="text-muted">{t('deposit.orderId')}</dt>
            <dd className="truncate font-mono text-xs">{order.id}</dd>
          </div>
        </dl>

        <div className="mt-5 grid grid-cols-2 gap-2.5">
          <Link to="/deposit" className={buttonClass('secondary', 'lg')} data-testid="deposit-again">
            <Plus className="size-5" aria-hidden="true" />
            {t('deposit.depositAgain')}
          </Link>
          <Link to="/?tab=inHouseGames" className={buttonClass('primary', 'lg', 'font-extrabold')} data-testid="deposit-play">
            <Gamepad2 className="size-5" aria-hidden="true" />
            {t('deposit.playNow')}
          </Link>
        </div>
        <Link to="/deposit-record" className="mt-4 inline-block text-[13px] font-semibold text-accent hover:underline">
          {t('deposit.records')}
        </Link>
      </section>
    </AnimationScope>
  );
}
