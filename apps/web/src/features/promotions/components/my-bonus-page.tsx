/**
 * `/activity/active` (my bonus): the latest bonus under wagering with its progress, the lock on the
 * balance, the contribution table, the bets that counted, and the forfeit (asked for first).
 */
import '../strings.ts';
import { formatWireIdr } from '@kasino/shared/money';
import { Gift } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Button } from '../../../components/button.tsx';
import { ConfirmSheet } from '../../../components/confirm-sheet.tsx';
import { useDocumentTitle } from '../../../components/document-title.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import type { IdResources } from '../../../i18n/id.ts';
import { useIsLoggedIn } from '../../../lib/auth/token-store.ts';
import { formatDateTime } from '../../../lib/format-time.ts';
import { notify } from '../../../lib/toast.ts';
import { useBonusDetail, useForfeitBonus, usePromoInfo } from '../api/promo.ts';
import { BonusProgress } from './bonus-progress.tsx';
import { LoginCard } from './login-card.tsx';

/** What a forfeit takes now, and (when bets are open) what it takes once they settle. */
function forfeitBody(t: TFunction, locked: string, inPlay: string): string {
  if (Number(inPlay) <= 0) return t('promo.bonus.forfeitBody', { amount: formatWireIdr(locked) });
  if (Number(locked) <= 0) return t('promo.bonus.forfeitBodyOnlyInPlay', { inPlay: formatWireIdr(inPlay) });
  return t('promo.bonus.forfeitBodyInPlay', { amount: formatWireIdr(locked), inPlay: formatWireIdr(inPlay) });
}

export function MyBonusPage({ entry }: { entry: { title: keyof IdResources['routes'] } }) {
  const { t } = useTranslation();
  const title = t(`routes.${entry.title}`);
  useDocumentTitle(title);
  const loggedIn = useIsLoggedIn();
  const detail = useBonusDetail(loggedIn);
  const info = usePromoInfo(loggedIn);
  const forfeit = useForfeitBonus();
  const [asking, setAsking] = useState(false);
  const bonus = detail.data?.bonus;

  return (
    <div data-testid="my-bonus-page">
      <PageHeader title={title} />
      <div className="flex flex-col gap-5 px-4 pt-3 pb-8">
        {!loggedIn ? (
          <LoginCard />
        ) : detail.isPending ? (
          <Skeleton className="h-40 rounded-3xl" />
        ) : !bonus ? (
          <EmptyState icon={Gift} title={t('promo.bonus.none')} body={t('promo.bonus.noneBody')} testId="bonus-none" />
        ) : (
          <>
            <section className="rounded-3xl bg-surface-1 p-4 ring-1 ring-accent/30">
              <div className="mb-3 flex items-baseline justify-between gap-2">
                <span className="text-[15px] font-extrabold">
                  {t(`promo.names.${bonus.promotion}`)} {formatWireIdr(bonus.bonus)}
                </span>
                <span className="text-[12.5px] font-bold text-gold" data-testid="bonus-status">
                  {t(`promo.bonus.status.${bonus.status}`)}
                </span>
              </div>
              <BonusProgress bonus={bonus} withdrawable={bonus.status === 'active' ? info.data?.withdrawable : undefined} />
              {bonus.status === 'active' && (
                <Button variant="outline" size="sm" className="mt-3" data-testid="bonus-forfeit" onClick={() => setAsking(true)}>
                  {t('promo.bonus.forfeit')}
                </Button>
              )}
            </section>

            <section>
              <h2 className="mb-2 text-sm font-bold text-muted">{t('promo.bonus.contributions')}</h2>
              <dl className="grid grid-cols-2 gap-2 text-[13px]" data-testid="bonus-contributions">
                {Object.entries(detail.data!.contributions).map(([category, pct]) => (
                  <div key={category} className="flex justify-between rounded-2xl bg-surface-1 px-3 py-2 ring-1 ring-line/60">
                    <dt className="text-muted">{t(`promo.bonus.categories.${category}`, { defaultValue: category })}</dt>
                    <dd className="font-bold tabular-nums">{pct}%</dd>
                  </div>
                ))}
              </dl>
            </section>

            <section>
              <h2 className="mb-2 text-sm font-bold text-muted">{t('promo.bonus.counted')}</h2>
              {detail.data!.bets.length === 0 ? (
                <p className="rounded-2xl bg-surface-1 p-4 text-sm text-muted ring-1 ring-line/60">{t('promo.bonus.countedEmpty')}</p>
              ) : (
                <ul className="flex flex-col gap-1.5" data-testid="bonus-bets">
                  {detail.data!.bets.map((b) => (
                    <li
                      key={b.betId}
                      className="flex items-center justify-between gap-2 rounded-2xl bg-surface-1 px-3 py-2 text-[13px] ring-1 ring-line/60"
                    >
                      <span className="flex min-w-0 flex-col">
                        <span className="truncate font-semibold">{b.game}</span>
                        <span className="text-[12px] text-faint">{formatDateTime(b.at)}</span>
                      </span>
                      <span className="text-right tabular-nums">
                        <span className="block">{formatWireIdr(b.stake)}</span>
                        <span className="block text-[12px] text-accent">
                          +{formatWireIdr(b.counted)} ({b.contribution}%)
                        </span>
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </div>
      {bonus && (
        <ConfirmSheet
          open={asking}
          title={t('promo.bonus.forfeitTitle')}
          body={forfeitBody(t, info.data?.withdrawable.locked ?? bonus.bonus, info.data?.withdrawable.inPlay ?? '0')}
          confirmLabel={t('promo.bonus.forfeit')}
          busy={forfeit.isPending}
          onClose={() => setAsking(false)}
          onConfirm={() =>
            forfeit.mutate(undefined, {
              onSuccess: (result) => {
                setAsking(false);
                notify.success(t('promo.bonus.forfeitDone', { amount: formatWireIdr(result.removed) }));
              },
            })
          }
        />
      )}
    </div>
  );
}
