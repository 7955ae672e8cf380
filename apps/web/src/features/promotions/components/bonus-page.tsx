/**
 * `/activity` (tab Bonus): the player's rewards to claim (with the formula and the deadline), the active
 * bonus's wagering progress, and every promotion the server pays as a card. A visitor sees the terms.
 */
import '../strings.ts';
import { formatWireIdr } from '@kasino/shared/money';
import { ChevronRight, Gift } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { useDocumentTitle } from '../../../components/document-title.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import type { IdResources } from '../../../i18n/id.ts';
import { useIsLoggedIn } from '../../../lib/auth/token-store.ts';
import { usePromoInfo, usePromotions, useRewardSum } from '../api/promo.ts';
import { BonusProgress } from './bonus-progress.tsx';
import { GiftCodeForm } from './gift-code-form.tsx';
import { GrantRow } from './grant-row.tsx';
import { LoginCard } from './login-card.tsx';
import { PromoCards } from './promo-cards.tsx';

export function BonusPage({ entry }: { entry: { title: keyof IdResources['routes'] } }) {
  const { t } = useTranslation();
  const title = t(`routes.${entry.title}`);
  useDocumentTitle(title);
  const loggedIn = useIsLoggedIn();
  const promotions = usePromotions();
  const info = usePromoInfo(loggedIn);
  const sum = useRewardSum(loggedIn);

  return (
    <div data-testid="bonus-page">
      <PageHeader title={title} />
      <div className="flex flex-col gap-5 px-4 pt-3 pb-8">
        {loggedIn ? (
          <section className="grid grid-cols-2 gap-2.5" aria-label={t('promo.grantsTitle')}>
            <div className="rounded-3xl bg-gradient-to-br from-gold/25 to-surface-1 p-4 ring-1 ring-gold/30">
              <p className="text-[12.5px] text-muted">{t('promo.claimableTotal')}</p>
              <p className="text-lg font-extrabold text-gold tabular-nums" data-testid="promo-claimable-total">
                {sum.data ? formatWireIdr(sum.data.claimable) : '…'}
              </p>
            </div>
            <div className="rounded-3xl bg-surface-1 p-4 ring-1 ring-line/60">
              <p className="text-[12.5px] text-muted">{t('promo.claimedTotal')}</p>
              <p className="text-lg font-extrabold tabular-nums">{sum.data ? formatWireIdr(sum.data.claimed) : '…'}</p>
            </div>
          </section>
        ) : (
          <LoginCard />
        )}

        {/* Until the player's grants are known the rest waits as one block: what comes (an active
            bonus, the grant list) would otherwise push the promotions down as it arrives. */}
        {loggedIn && info.isPending ? (
          <div className="flex flex-col gap-2.5" aria-busy="true" data-testid="promo-loading">
            <Skeleton className="h-12 rounded-2xl" />
            <Skeleton className="h-40 rounded-3xl" />
            <Skeleton className="h-20 rounded-3xl" />
          </div>
        ) : (
          <BonusPageBody loggedIn={loggedIn} info={info} promotions={promotions} />
        )}
      </div>
    </div>
  );
}

function BonusPageBody({
  loggedIn,
  info,
  promotions,
}: {
  loggedIn: boolean;
  info: ReturnType<typeof usePromoInfo>;
  promotions: ReturnType<typeof usePromotions>;
}) {
  const { t } = useTranslation();
  return (
    <>
      {info.data?.bonus && (
        <section className="rounded-3xl bg-surface-1 p-4 ring-1 ring-accent/30" data-testid="promo-active-bonus">
          <Link to="/activity/active" className="mb-3 flex items-center justify-between gap-2">
            <span className="text-[15px] font-extrabold">
              {t('promo.bonus.title')} · {t(`promo.names.${info.data.bonus.promotion}`)} {formatWireIdr(info.data.bonus.bonus)}
            </span>
            <ChevronRight className="size-5 text-faint" aria-hidden="true" />
          </Link>
          <BonusProgress bonus={info.data.bonus} withdrawable={info.data.withdrawable} />
        </section>
      )}

      {loggedIn && <GiftCodeForm />}

      {loggedIn && (
        <section>
          <h2 className="mb-2 text-sm font-bold text-muted">{t('promo.grantsTitle')}</h2>
          {info.isPending ? (
            <Skeleton className="h-24 rounded-2xl" />
          ) : info.isError ? (
            <div className="rounded-2xl bg-surface-1 p-4 text-center ring-1 ring-line/60">
              <p className="text-sm text-muted">{t('promo.loadError')}</p>
              <Button variant="secondary" size="sm" className="mt-3" onClick={() => void info.refetch()}>
                {t('common.retry')}
              </Button>
            </div>
          ) : info.data.grants.length === 0 ? (
            <EmptyState icon={Gift} title={t('promo.grantsEmpty')} body={t('promo.grantsEmptyBody')} testId="grants-empty" />
          ) : (
            <ul className="flex flex-col gap-2" data-testid="grants">
              {info.data.grants.map((g) => (
                <GrantRow key={g.id} grant={g} />
              ))}
            </ul>
          )}
        </section>
      )}

      <section>
        <h2 className="mb-2 text-sm font-bold text-muted">{t('promo.heading')}</h2>
        {promotions.data ? (
          <PromoCards
            promotions={promotions.data}
            grants={info.data?.grants ?? null}
            nextDeposit={info.data?.nextDeposit ?? null}
            canJoin={info.data?.canJoin}
          />
        ) : promotions.isError ? (
          <p className="text-sm text-muted">{t('promo.loadError')}</p>
        ) : (
          <div className="flex flex-col gap-2.5" aria-busy="true">
            <Skeleton className="h-20 rounded-3xl" />
            <Skeleton className="h-20 rounded-3xl" />
          </div>
        )}
      </section>
    </>
  );
}
