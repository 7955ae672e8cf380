/** The programme's other screens from the main page: members, the daily rebates, the first-deposit bonuses, the history, the agency programme. */
import { BadgeCheck, ChevronRight, Gift, History, ListOrdered, Users, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../lib/format-number.ts';

export function ReferralLinks({ pendingBonuses }: { pendingBonuses: number }) {
  const { t } = useTranslation();
  return (
    <nav
      className="flex flex-col divide-y divide-line/50 overflow-hidden rounded-2xl bg-surface-1 ring-1 ring-line/60"
      aria-label={t('routes.referral')}
    >
      <Row to="/referral/referral2" icon={Users} label={t('referral.linkMembers')} testId="referral-link-members" />
      <Row to="/referral/spread-bet" icon={ListOrdered} label={t('referral.linkLogs')} testId="referral-link-logs" />
      <Row
        to="/referral/first-deposit"
        icon={Gift}
        label={t('referral.linkFirstDeposit')}
        testId="referral-link-first-deposit"
        badge={pendingBonuses > 0 ? formatCount(pendingBonuses) : undefined}
      />
      <Row to="/referral-history" icon={History} label={t('referral.linkHistory')} testId="referral-link-history" />
      <Row to="/agency" icon={BadgeCheck} label={t('referral.agency.link')} testId="referral-link-agency" />
    </nav>
  );
}

function Row({
  to,
  icon: Icon,
  label,
  testId,
  badge,
}: {
  to: string;
  icon: LucideIcon;
  label: string;
  testId: string;
  badge?: string | undefined;
}) {
  return (
    <Link
      to={to}
      data-testid={testId}
      className="flex min-h-13 items-center gap-3 px-3.5 py-3 text-[14px] font-semibold transition active:bg-surface-2"
    >
      <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-surface-3 text-accent" aria-hidden="true">
        <Icon className="size-4" />
      </span>
      <span className="min-w-0 flex-1 truncate">{label}</span>
      {badge && <span className="rounded-full bg-gold/20 px-2 py-0.5 text-[11.5px] font-bold text-gold tabular-nums">{badge}</span>}
      <ChevronRight className="size-4 shrink-0 text-faint" aria-hidden="true" />
    </Link>
  );
}
