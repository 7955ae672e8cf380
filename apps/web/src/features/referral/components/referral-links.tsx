/** The programme's other screens from the main page: members, the daily rebates, the first-deposit bonuses, the history, the agency programme. */
import { BadgeCheck, Gift, History, ListOrdered, Users } from 'lucide-react';
import { LinkRow } from '../../../components/link-row.tsx';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../lib/format-number.ts';

export function ReferralLinks({ pendingBonuses }: { pendingBonuses: number }) {
  const { t } = useTranslation();
  return (
    <nav
      className="flex flex-col divide-y divide-line/50 overflow-hidden rounded-2xl bg-surface-1 ring-1 ring-line/60"
      aria-label={t('routes.referral')}
    >
      <LinkRow to="/referral/referral2" icon={Users} label={t('referral.linkMembers')} testId="referral-link-members" />
      <LinkRow to="/referral/spread-bet" icon={ListOrdered} label={t('referral.linkLogs')} testId="referral-link-logs" />
      <LinkRow
        to="/referral/first-deposit"
        icon={Gift}
        label={t('referral.linkFirstDeposit')}
        testId="referral-link-first-deposit"
        badge={pendingBonuses > 0 ? formatCount(pendingBonuses) : undefined}
      />
      <LinkRow to="/referral-history" icon={History} label={t('referral.linkHistory')} testId="referral-link-history" />
      <LinkRow to="/agency" icon={BadgeCheck} label={t('referral.agency.link')} testId="referral-link-agency" />
    </nav>
  );
}
