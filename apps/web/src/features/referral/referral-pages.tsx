/**
 * The referral programme's screens and the agency programme's, loaded together as one chunk (with their strings and the QR code).
 * Every referral route has the page id 'referral' (one entry in the first load's router); the route's
 * title says which screen it is. Another `/referral/*` path shows the main page.
 */
import type { ComponentType } from 'react';
import type { IdResources } from '../../i18n/id.ts';
import { AgencyPage } from './components/agency-page.tsx';
import { ReferralFirstDepositPage } from './components/first-deposit-page.tsx';
import { ReferralHistoryPage } from './components/history-page.tsx';
import { ReferralJoinPage } from './components/join-page.tsx';
import { ReferralLogsPage } from './components/logs-page.tsx';
import { ReferralMembersPage } from './components/members-page.tsx';
import { ReferralPage, type ReferralPageProps } from './components/referral-page.tsx';
import { ReferralSharePage } from './components/share-page.tsx';
import { SpamReportPage } from './components/spam-page.tsx';

type Title = keyof IdResources['routes'];

/** Each referral route's title and its screen (SPEC §2 referral paths). */
const screens: Partial<Record<Title, ComponentType<ReferralPageProps>>> = {
  referral: ReferralPage,
  spreadBet: ReferralLogsPage,
  referralFirstDeposit: ReferralFirstDepositPage,
  referral2: ReferralMembersPage,
  referralShare: ReferralSharePage,
  referralHistory: ReferralHistoryPage,
  referralJoin: ReferralJoinPage,
  spread: ReferralJoinPage,
  agency: AgencyPage,
  agencySpam: SpamReportPage,
};

export function ReferralPages({ entry }: ReferralPageProps) {
  const Screen = screens[entry.title] ?? ReferralPage;
  return <Screen entry={entry} />;
}
