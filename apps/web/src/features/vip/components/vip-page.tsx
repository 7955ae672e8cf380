/**
 * `/vip` (Klub VIP): for a player, their level, points and the bar to the next level, the cashback to
 * claim, the level-up rewards and every level's perks; for a visitor, the levels and a log-in card.
 * Every figure comes from the server; how points are earned is said in plain words.
 */
import '../strings.ts';
import { CalendarCheck, ChevronRight, History, Percent } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/document-title.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import type { IdResources } from '../../../i18n/id.ts';
import { useIsLoggedIn } from '../../../lib/auth/token-store.ts';
import { useVipConfigs, useVipInfo } from '../api/vip.ts';
import { LevelTable } from './level-table.tsx';
import { LoadError } from './load-error.tsx';
import { RewardList } from './reward-list.tsx';
import { VipHero } from './vip-hero.tsx';
import { VipLogin } from './vip-login.tsx';

export function VipPage({ entry }: { entry: { title: keyof IdResources['routes'] } }) {
  const { t } = useTranslation();
  const title = t(`routes.${entry.title}`);
  useDocumentTitle(title);
  const loggedIn = useIsLoggedIn();
  const configs = useVipConfigs();
  const info = useVipInfo(loggedIn);
  const failed = configs.isError || info.isError;
  return (
    <div data-testid="vip-page">
      <PageHeader title={title} />
      <div className="flex flex-col gap-4 px-4 pt-3 pb-8">
        {configs.data && !configs.data.enabled && (
          <p className="rounded-2xl bg-surface-2 p-3 text-[13px] text-muted">{t('vip.disabled')}</p>
        )}
        {!loggedIn ? (
          <>
            <p className="text-[13.5px] leading-relaxed text-muted">{t('vip.intro')}</p>
            <VipLogin />
          </>
        ) : info.data ? (
          <VipHero info={info.data} configs={configs.data} />
        ) : failed ? null : (
          <Skeleton className="h-56 rounded-3xl" />
        )}
        {failed && (
          <LoadError
            onRetry={() => {
              if (configs.isError) void configs.refetch();
              if (info.isError) void info.refetch();
            }}
          />
        )}
        {loggedIn && (
          <div className="grid grid-cols-2 gap-2">
            <SubLink to="/vip-cash-back" icon={Percent} label={t('vip.cashbackPage')} testId="vip-link-cashback" />
            <SubLink to="/vip/record" icon={History} label={t('vip.record')} testId="vip-link-record" />
            <SubLink to="/vip-deposit-check" icon={CalendarCheck} label={t('vip.depositCheck.link')} testId="vip-link-deposit-check" />
          </div>
        )}
        {info.data && (
          <section className="flex flex-col gap-2">
            <h2 className="text-[15px] font-extrabold">{t('vip.rewards')}</h2>
            <RewardList rewards={info.data.rewards} withheld={info.data.withheld} />
            <p className="text-[12.5px] text-muted">{t('vip.rewardsRule')}</p>
          </section>
        )}
        <section className="flex flex-col gap-2">
          <h2 className="text-[15px] font-extrabold">{t('vip.levels')}</h2>
          {configs.data ? (
            <LevelTable levels={configs.data.levels} current={info.data?.level ?? null} />
          ) : (
            !configs.isError && <Skeleton className="h-64 rounded-2xl" />
          )}
          <p className="text-[12px] text-faint">{t('vip.kindsNote')}</p>
          <p className="text-[12.5px] leading-relaxed text-muted">{t('vip.scoreRule')}</p>
        </section>
      </div>
    </div>
  );
}

function SubLink({ to, icon: Icon, label, testId }: { to: string; icon: typeof History; label: string; testId: string }) {
  return (
    <Link
      to={to}
      data-testid={testId}
      className="flex items-center gap-2 rounded-2xl bg-surface-1 p-3 text-[13.5px] font-bold ring-1 ring-line/60 active:scale-[0.99]"
    >
      <Icon className="size-4 shrink-0 text-gold" aria-hidden="true" />
      <span className="min-w-0 flex-1 truncate">{label}</span>
      <ChevronRight className="size-4 shrink-0 text-faint" aria-hidden="true" />
    </Link>
  );
}
