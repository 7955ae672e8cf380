/**
 * `/activity/phone-recharge` (Hadiah Pulsa): this WIB week's deposits against each tier, a claim for
 * every tier reached (phone credit to the registered number, once a week), and the phone-credit orders
 * with what the provider answered. A failed top-up says why; its reward is claimable again.
 */
import '../strings.ts';
import { formatWireIdr, parseAmount } from '@kasino/shared/money';
import type { PhoneOrderView, PhoneRechargeTier, PhoneRechargeView } from '@kasino/shared/protocol/promo';
import { Smartphone } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../../components/button.tsx';
import { useDocumentTitle } from '../../../components/document-title.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { StatusChip, type ChipTone } from '../../../components/status-chip.tsx';
import type { IdResources } from '../../../i18n/id.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { errorToastText } from '../../../lib/api/report-error.ts';
import { useIsLoggedIn } from '../../../lib/auth/token-store.ts';
import { formatCountdown, formatDateTime } from '../../../lib/format-time.ts';
import { notify } from '../../../lib/toast.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useClaimPhoneCredit, usePhoneRecharge } from '../api/phone-recharge.ts';
import { LoginCard } from './login-card.tsx';

const orderTones: Record<PhoneOrderView['status'], ChipTone> = { processing: 'pending', success: 'success', failed: 'danger' };

export function PhoneRechargePage({ entry }: { entry: { title: keyof IdResources['routes'] } }) {
  const { t } = useTranslation();
  const title = t(`routes.${entry.title}`);
  useDocumentTitle(title);
  const loggedIn = useIsLoggedIn();
  const view = usePhoneRecharge(loggedIn);
  const now = useNow(1_000, loggedIn);
  const v = view.data;
  return (
    <div data-testid="phone-recharge-page">
      <PageHeader title={title} />
      <div className="flex flex-col gap-4 px-4 pt-3 pb-8">
        {!loggedIn ? (
          <LoginCard />
        ) : view.isError ? (
          <FormError message={t('promo.loadError')} testId="phone-load-error" />
        ) : !v ? (
          <Skeleton className="h-48 rounded-3xl" />
        ) : (
          <>
            <section className="rounded-3xl bg-gradient-to-br from-surface-2 to-surface-1 p-4 ring-1 ring-line/60">
              <Smartphone className="size-8 text-accent" aria-hidden="true" />
              <p className="mt-2 text-[13px] text-muted">{t('promo.phone.intro')}</p>
              <dl className="mt-3 grid grid-cols-2 gap-2 text-[13px] tabular-nums">
                <div>
                  <dt className="text-faint">{t('promo.phone.number')}</dt>
                  <dd className="font-bold" data-testid="phone-number">
                    {v.phone}
                  </dd>
                </div>
                <div>
                  <dt className="text-faint">{t('promo.phone.deposited')}</dt>
                  <dd className="font-bold" data-testid="phone-deposited">
                    {formatWireIdr(v.depositedThisWeek)}
                  </dd>
                </div>
              </dl>
              <p className="mt-2 text-[12px] text-faint">{t('promo.phone.weekEnds', { time: formatCountdown(v.weekEndsAt - now) })}</p>
            </section>
            {!v.enabled && (
              <p className="rounded-2xl bg-surface-2 p-3 text-[13px] text-muted" data-testid="phone-closed">
                {t('promo.phone.closed')}
              </p>
            )}
            <ul className="flex flex-col gap-2.5" aria-label={t('promo.phone.tiers')}>
              {v.tiers.map((tier) => (
                <TierRow key={tier.index} tier={tier} view={v} />
              ))}
            </ul>
            <Link to="/deposit" className={buttonClass('secondary', 'md', 'w-full')}>
              {t('promo.deposit')}
            </Link>
            <Orders orders={v.orders} />
            <p className="text-[12.5px] leading-relaxed text-muted">{t('promo.phone.rules')}</p>
          </>
        )}
      </div>
    </div>
  );
}

function TierRow({ tier, view }: { tier: PhoneRechargeTier; view: PhoneRechargeView }) {
  const { t } = useTranslation();
  const claim = useClaimPhoneCredit();
  const deposited = parseAmount(view.depositedThisWeek) ?? 0n;
  const min = parseAmount(tier.minDeposit) ?? 1n;
  const percent = tier.state === 'locked' ? Number((deposited * 100n) / (min > 0n ? min : 1n)) : 100;
  const failure = claim.error
    ? isApiError(claim.error) && claim.error.kind === 'service'
      ? errorToastText(claim.error)
      : t('promo.loadError')
    : undefined;
  const reward = formatWireIdr(tier.reward);
  return (
    <li className="rounded-3xl bg-surface-1 p-4 ring-1 ring-line/60" data-testid="phone-tier" data-state={tier.state}>
      <div className="flex items-center gap-2">
        <span className="min-w-0 flex-1 text-[15px] font-extrabold">{t('promo.phone.reward', { amount: reward })}</span>
        <StatusChip tone={tier.state === 'claimed' ? 'success' : tier.state === 'open' ? 'pending' : 'muted'}>
          {t(`promo.phone.state.${tier.state}`)}
        </StatusChip>
      </div>
      <p className="mt-1 text-[13px] text-muted">{t('promo.phone.condition', { min: formatWireIdr(tier.minDeposit) })}</p>
      {tier.state === 'locked' && (
        <div
          className="mt-2 h-2 overflow-hidden rounded-full bg-black/30"
          role="progressbar"
          aria-label={t('promo.phone.progress', { now: formatWireIdr(view.depositedThisWeek), min: formatWireIdr(tier.minDeposit) })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.min(100, percent)}
        >
          <div className="h-full rounded-full bg-accent" style={{ width: `${Math.min(100, percent)}%` }} />
        </div>
      )}
      {tier.state === 'open' && (
        <Button
          variant="gold"
          block
          className="mt-3"
          disabled={!view.enabled}
          loading={claim.isPending}
          data-testid="phone-claim"
          onClick={() =>
            claim.mutate(tier.index, {
              onSuccess: (answer) => {
                // The newest order of this tier's grant says what the provider did.
                const grantId = answer.tiers[tier.index]?.grantId;
                const order = answer.orders.find((o) => o.grantId === grantId);
                if (answer.pending) notify.info(answer.pending);
                else if (order?.status === 'failed') notify.error(t('promo.phone.failed', { reason: order.reason ?? '' }));
                else
                  notify.success(
                    t(order?.status === 'processing' ? 'promo.phone.processingToast' : 'promo.phone.claimedToast', {
                      amount: reward,
                      phone: answer.phone,
                    }),
                  );
              },
            })
          }
        >
          {t('promo.phone.claim', { amount: reward })}
        </Button>
      )}
      <FormError message={failure} testId="phone-claim-error" />
    </li>
  );
}

function Orders({ orders }: { orders: PhoneOrderView[] }) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-2" aria-labelledby="phone-orders">
      <h2 id="phone-orders" className="text-[15px] font-extrabold">
        {t('promo.phone.orders')}
      </h2>
      {orders.length === 0 ? (
        <EmptyState icon={Smartphone} title={t('promo.phone.ordersEmpty')} testId="phone-orders-empty" />
      ) : (
        <ul className="flex flex-col gap-2">
          {orders.map((o) => (
            <li key={o.id} className="rounded-2xl bg-surface-1 p-3 ring-1 ring-line/60" data-testid="phone-order" data-status={o.status}>
              <div className="flex items-center gap-2">
                <span className="min-w-0 flex-1 font-bold tabular-nums">
                  {formatWireIdr(o.amount)} · {o.phone}
                </span>
                <StatusChip tone={orderTones[o.status]}>{t(`promo.phone.status.${o.status}`)}</StatusChip>
              </div>
              <p className="mt-1 text-[12px] text-faint tabular-nums">
                {formatDateTime(o.createdAt)}
                {o.reference ? ` · ${t('promo.phone.reference', { ref: o.reference })}` : ''}
              </p>
              {o.status === 'failed' && o.reason && (
                <p className="mt-1 text-[12.5px] text-danger" data-testid="phone-order-reason">
                  {t('promo.phone.failed', { reason: o.reason })}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
