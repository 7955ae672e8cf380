/**
 * `/referral` (tab Referensi) and its other sub-paths: for a player, the invitation (code, link, share,
 * QR), what to claim now, the agent level and the bar to the next, the downline per tier, the other
 * screens, and the code form while an inviter may still be bound; for a visitor, the programme and a
 * log-in or register card. The published terms close both.
 */
import '../strings.ts';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/document-title.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import type { IdResources } from '../../../i18n/id.ts';
import { useIsLoggedIn } from '../../../lib/auth/token-store.ts';
import { useReferralTerms, useSpreadInfo } from '../api/referral.ts';
import { AgentCard } from './agent-card.tsx';
import { BindForm } from './bind-form.tsx';
import { EarningsCard } from './earnings-card.tsx';
import { InviteCard } from './invite-card.tsx';
import { LoadError } from './load-error.tsx';
import { ReferralHero, HowItWorks } from './referral-hero.tsx';
import { ReferralLinks } from './referral-links.tsx';
import { ReferralLogin } from './referral-login.tsx';
import { TierSummary } from './tier-summary.tsx';
import { TermsSection } from './terms-section.tsx';

export interface ReferralPageProps {
  entry: { title: keyof IdResources['routes'] };
}

export function ReferralPage({ entry }: ReferralPageProps) {
  const { t } = useTranslation();
  const title = t(`routes.${entry.title}`);
  useDocumentTitle(title);
  const loggedIn = useIsLoggedIn();
  const info = useSpreadInfo(loggedIn);
  // A player's terms come with their figures; a visitor asks for them alone.
  const publicTerms = useReferralTerms(!loggedIn || info.isError);
  const terms = info.data?.terms ?? publicTerms.data;
  return (
    <div data-testid="referral-page">
      <PageHeader title={title} />
      <div className="flex flex-col gap-4 px-4 pt-3 pb-8">
        {terms && !terms.enabled && <p className="rounded-2xl bg-surface-2 p-3 text-[13px] text-muted">{t('referral.disabled')}</p>}
        {!loggedIn ? (
          <>
            <ReferralHero terms={terms} />
            <ReferralLogin />
            <HowItWorks />
          </>
        ) : info.data ? (
          <>
            <InviteCard info={info.data} />
            <EarningsCard info={info.data} />
            <AgentCard info={info.data} />
            <TierSummary tiers={info.data.tiers} />
            <ReferralLinks pendingBonuses={info.data.pendingBonuses} />
            {info.data.canBind && !info.data.inviter && <BindForm />}
          </>
        ) : info.isError ? (
          <LoadError onRetry={() => void info.refetch()} />
        ) : (
          <div className="flex flex-col gap-4" data-testid="referral-loading">
            <Skeleton className="h-52 rounded-3xl" />
            <Skeleton className="h-36 rounded-3xl" />
            <Skeleton className="h-32 rounded-3xl" />
          </div>
        )}
        {publicTerms.isError && !terms ? (
          <LoadError onRetry={() => void publicTerms.refetch()} />
        ) : (
          <TermsSection terms={terms} current={info.data?.agentLevel} />
        )}
      </div>
    </div>
  );
}
