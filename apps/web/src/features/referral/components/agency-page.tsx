/**
 * `/agency`: the agency programme (SPEC §6 `spa*`). A visitor sees what it is and a log-in card; a player
 * without an application sees the marketing terms and the application form; an applicant sees the
 * state of the review (and staff's note); an approved agent also sees the network's report per period,
 * this week's tasks with their rewards, and the open spam reports against them. The way to report spam
 * closes every state.
 */
import '../strings.ts';
import type { AgencyApplication, AgencyState } from '@kasino/shared/protocol/referral';
import { BadgeCheck, Flag, Megaphone, ShieldAlert, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/document-title.ts';
import { LinkRow } from '../../../components/link-row.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { StatusChip, type ChipTone } from '../../../components/status-chip.tsx';
import { formatCount } from '../../../lib/format-number.ts';
import { formatDateTime } from '../../../lib/format-time.ts';
import { useIsLoggedIn } from '../../../lib/auth/token-store.ts';
import { useAgencyState } from '../api/agency.ts';
import { AgencyApplyForm } from './agency-apply-form.tsx';
import { Terms } from './agency-terms.tsx';
import { AgencyReportCard } from './agency-report.tsx';
import { AgencyTasks } from './agency-tasks.tsx';
import { LoadError } from './load-error.tsx';
import { ReferralLogin } from './referral-login.tsx';
import type { ReferralPageProps } from './referral-page.tsx';

const tones: Record<AgencyApplication['status'], ChipTone> = {
  pending: 'pending',
  approved: 'success',
  rejected: 'danger',
  suspended: 'danger',
};

export function AgencyPage({ entry }: ReferralPageProps) {
  const { t } = useTranslation();
  const title = t(`routes.${entry.title}`);
  useDocumentTitle(title);
  const loggedIn = useIsLoggedIn();
  const state = useAgencyState(loggedIn);
  const application = state.data?.application;
  return (
    <div data-testid="agency-page">
      <PageHeader title={title} />
      <div className="flex flex-col gap-4 px-4 pt-3 pb-8">
        {!loggedIn ? (
          <>
            <AgencyHero />
            <ReferralLogin title={t('referral.agency.login')} body={t('referral.agency.loginBody')} />
          </>
        ) : state.data ? (
          application ? (
            <>
              <StatusCard application={application} state={state.data} />
              {application.status === 'approved' && (
                <>
                  <AgencyReportCard />
                  <AgencyTasks />
                  <MembersLink />
                </>
              )}
              <Terms terms={state.data.terms} />
            </>
          ) : (
            <>
              <AgencyHero />
              <AgencyApplyForm terms={state.data.terms} />
            </>
          )
        ) : state.isError ? (
          <LoadError onRetry={() => void state.refetch()} />
        ) : (
          <div className="flex flex-col gap-4" data-testid="agency-loading">
            <Skeleton className="h-36 rounded-3xl" />
            <Skeleton className="h-64 rounded-3xl" />
          </div>
        )}
        <SpamLink />
      </div>
    </div>
  );
}

function AgencyHero() {
  const { t } = useTranslation();
  return (
    <section className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-[#3b2a78] to-surface-1 p-4 ring-1 ring-line/60">
      <Megaphone className="absolute -top-2 -right-2 size-24 rotate-12 text-white/8" aria-hidden="true" />
      <h2 className="relative text-lg font-black">{t('referral.agency.heroTitle')}</h2>
      <p className="relative mt-1 text-[13px] text-muted">{t('referral.agency.heroBody')}</p>
    </section>
  );
}

function StatusCard({ application, state }: { application: AgencyApplication; state: AgencyState }) {
  const { t } = useTranslation();
  const when = formatDateTime(application.decidedAt ?? application.appliedAt);
  return (
    <section className="rounded-3xl bg-surface-1 p-4 ring-1 ring-line/60" data-testid="agency-status" data-status={application.status}>
      <div className="flex items-center gap-2">
        <BadgeCheck className="size-5 text-accent" aria-hidden="true" />
        <h2 className="min-w-0 flex-1 text-[15px] font-extrabold">{t('referral.agency.formTitle')}</h2>
        <StatusChip tone={tones[application.status]} testId="agency-status-chip">
          {t(`referral.agency.status.${application.status}`)}
        </StatusChip>
      </div>
      <p className="mt-2 text-[13px] text-muted">{t(`referral.agency.statusBody.${application.status}`, { date: when })}</p>
      {application.note && (
        <p className="mt-2 rounded-xl bg-surface-2 p-2.5 text-[13px]" data-testid="agency-note">
          {t('referral.agency.note', { note: application.note })}
        </p>
      )}
      {state.openReports > 0 && (
        <p
          className="mt-2 flex items-start gap-2 rounded-xl bg-danger/10 p-2.5 text-[12.5px] text-[#ff8a8a]"
          data-testid="agency-open-reports"
        >
          <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t('referral.agency.openReports', { n: formatCount(state.openReports), max: formatCount(state.suspendAt) })}
        </p>
      )}
    </section>
  );
}

function MembersLink() {
  const { t } = useTranslation();
  return <LinkRow to="/referral/referral2" icon={Users} label={t('referral.agency.members')} testId="agency-members" card />;
}

function SpamLink() {
  const { t } = useTranslation();
  return (
    <LinkRow
      to="/agency/spam"
      icon={Flag}
      label={t('referral.agency.spamLink')}
      body={t('referral.agency.spamLinkBody')}
      testId="agency-spam-link"
      card
    />
  );
}
