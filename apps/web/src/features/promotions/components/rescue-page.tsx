/**
 * `/rescue-bonus` (Bonus Penyelamat): yesterday's net game loss as the server counted it, today's bonus
 * from it with the rule in plain words, and the claim (once a day).
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
import { notify } from '../../../lib/toast.ts';
import { promoKey } from '../api/promo.ts';
import { LoginCard } from './login-card.tsx';

const rescueKey = [...promoKey, 'rescue'];

export function RescuePage({ entry }: { entry: { title: keyof IdResources['routes'] } }) {
  const { t } = useTranslation();
  const title = t(`routes.${entry.title}`);
  useDocumentTitle(title);
  const loggedIn = useIsLoggedIn();
  const view = useQuery({
    queryKey: rescueKey,
    queryFn: ({ signal }) => apiCall('GET /main/promo/rescueBonus', { signal, quiet: true }),
    enabled: loggedIn,
    meta: { private: true },
  });
  const claim = useMutation({
    mutationFn: () => apiCall('POST /main/promo/rescueBonus'),
    onSuccess: (r) => notify.success(t('promo.rescue.claimedToast', { amount: formatWireIdr(r.grant?.amount ?? r.bonus) })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: promoKey }),
  });
  const v = view.data;
  return (
    <div data-testid="rescue-page">
      <PageHeader title={title} />
      <div className="flex flex-col gap-4 px-4 pt-3 pb-8">
        {!loggedIn ? (
          <LoginCard />
        ) : !v ? (
          <Skeleton className="h-40 rounded-3xl" />
        ) : (
          <>
            <section className="flex flex-col gap-2 rounded-3xl bg-surface-1 p-4 ring-1 ring-line/60">
              <p className="text-[13px] text-muted">{t('promo.rescue.yesterday', { day: v.day })}</p>
              <p className="text-2xl font-extrabold tabular-nums" data-testid="rescue-loss">
                {formatWireIdr(v.loss)}
              </p>
              <p className="text-[12.5px] text-faint">
                {t('promo.rescue.detail', { wagered: formatWireIdr(v.wagered), payout: formatWireIdr(v.payout) })}
              </p>
              <div className="mt-2 flex items-baseline justify-between gap-2 rounded-2xl bg-gold/10 p-3">
                <span className="text-[13px]">{t('promo.rescue.bonus')}</span>
                <span className="text-lg font-extrabold text-gold tabular-nums" data-testid="rescue-bonus">
                  {formatWireIdr(v.bonus)}
                </span>
              </div>
              {v.grant ? (
                <p className="font-bold text-accent" data-testid="rescue-claimed">
                  {t('promo.rescue.claimed')}
                </p>
              ) : v.bonus === '0' ? (
                <p className="text-[13px] text-muted">{t('promo.rescue.below', { amount: formatWireIdr(v.minLoss) })}</p>
              ) : (
                <Button
                  variant="gold"
                  block
                  disabled={!v.enabled}
                  loading={claim.isPending}
                  data-testid="rescue-claim"
                  onClick={() => claim.mutate()}
                >
                  {t('promo.rescue.claim')}
                </Button>
              )}
            </section>
            <p className="text-[13px] leading-relaxed text-muted">
              {t('promo.rescue.rules', {
                rate: v.rate,
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
