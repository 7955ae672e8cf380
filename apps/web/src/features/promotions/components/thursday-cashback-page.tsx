/**
 * `/activity/cashback` (Cashback Kamis): the slot losses of the week that ended last Thursday 16:00 WIB
 * as the server counted them, the rate of the player's VIP level, what a claim pays, the claim (3 days),
 * and the running week's losses.
 */
import '../strings.ts';
import { formatWireIdr } from '@kasino/shared/money';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { useDocumentTitle } from '../../../components/document-title.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import type { IdResources } from '../../../i18n/id.ts';
import { apiCall } from '../../../lib/api/client.ts';
import { queryClient } from '../../../lib/api/query-client.ts';
import { useIsLoggedIn } from '../../../lib/auth/token-store.ts';
import { formatDateTime } from '../../../lib/format-time.ts';
import { notify } from '../../../lib/toast.ts';
import { useNow } from '../../../lib/use-now.ts';
import { promoKey } from '../api/promo.ts';
import { LoginCard } from './login-card.tsx';

const cashbackKey = [...promoKey, 'thursday'];

export function ThursdayCashbackPage({ entry }: { entry: { title: keyof IdResources['routes'] } }) {
  const { t } = useTranslation();
  const title = t(`routes.${entry.title}`);
  useDocumentTitle(title);
  const loggedIn = useIsLoggedIn();
  const view = useQuery({
    queryKey: cashbackKey,
    queryFn: ({ signal }) => apiCall('GET /main/promo/cashback', { signal, quiet: true }),
    enabled: loggedIn,
    meta: { private: true },
  });
  const claim = useMutation({
    mutationFn: () => apiCall('POST /main/promo/cashback'),
    onSuccess: (r) => notify.success(t('promo.thursday.claimedToast', { amount: formatWireIdr(r.grant?.amount ?? '0') })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: promoKey }),
  });
  const v = view.data;
  const now = useNow(30_000);
  const open = v ? now < v.claimUntil : false;
  return (
    <div data-testid="thursday-page">
      <PageHeader title={title} />
      <div className="flex flex-col gap-4 px-4 pt-3 pb-8">
        {!loggedIn ? (
          <LoginCard />
        ) : !v ? (
          <Skeleton className="h-44 rounded-3xl" />
        ) : (
          <>
            <section className="flex flex-col gap-2 rounded-3xl bg-surface-1 p-4 ring-1 ring-line/60">
              <p className="text-[13px] text-muted">
                {t('promo.thursday.week', { from: formatDateTime(v.weekStart), to: formatDateTime(v.weekEnd) })}
              </p>
              <p className="text-2xl font-extrabold tabular-nums" data-testid="thursday-loss">
                {formatWireIdr(v.loss)}
              </p>
              <p className="text-[12.5px] text-faint">{t('promo.thursday.rate', { level: v.vipLevel, rate: v.rate })}</p>
              <div className="mt-2 flex items-baseline justify-between gap-2 rounded-2xl bg-gold/10 p-3">
                <span className="text-[13px]">{t('promo.thursday.bonus')}</span>
                <span className="text-lg font-extrabold text-gold tabular-nums" data-testid="thursday-bonus">
                  {formatWireIdr(v.grant ? v.grant.amount : v.bonus)}
                </span>
              </div>
              {v.grant ? (
                <p className="font-bold text-accent" data-testid="thursday-claimed">
                  {t('promo.thursday.claimed')}
                </p>
              ) : !open ? (
                <p className="text-[13px] text-muted">{t('promo.thursday.closed')}</p>
              ) : v.bonus === '0' ? (
                <p className="text-[13px] text-muted">{t('promo.thursday.below', { amount: formatWireIdr(v.minLoss) })}</p>
              ) : (
                <>
                  <Button
                    variant="gold"
                    block
                    disabled={!v.enabled}
                    loading={claim.isPending}
                    data-testid="thursday-claim"
                    onClick={() => claim.mutate()}
                  >
                    {t('promo.thursday.claim')}
                  </Button>
                  <p className="text-center text-[12px] text-faint">{t('promo.thursday.until', { time: formatDateTime(v.claimUntil) })}</p>
                </>
              )}
            </section>
            <p className="rounded-2xl bg-surface-2 p-3 text-[12.5px] text-muted" data-testid="thursday-running">
              {t('promo.thursday.running', { amount: formatWireIdr(v.runningLoss), time: formatDateTime(v.nextWeekEnd) })}
            </p>
            <p className="text-[13px] leading-relaxed text-muted">
              {t('promo.thursday.rules', {
                min: formatWireIdr(v.minLoss),
                cap: formatWireIdr(v.cap),
                wagering: v.wageringMultiple,
              })}
            </p>
          </>
        )}
      </div>
    </div>
  );
}
