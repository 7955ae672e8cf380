/**
 * Referral wire shapes (SPEC §5, §6, §7 `/main/promo/spread*`; PROMOTIONS.md "Referral"). A player's
 * downline is fixed when they join: tier 1 invited them, tier 2 and 3 are the inviter's own uplines.
 * Rebates are paid on the downline's theoretical house revenue (stake × the game's published edge) at
 * the agent level's rate, on the difference basis: an upline earns only its rate minus what the agents
 * below it in the chain already earn, so a chain never pays more than the top rate.
 * Amounts are wire decimals (rupiah); rates are decimal strings ("0.2" is 20%).
 */
import type { ClaimResult, GrantView } from './promo.ts';

export const agentLevels = ['bronze', 'silver', 'gold'] as const;
export type AgentLevel = (typeof agentLevels)[number];
export type Tier = 1 | 2 | 3;

/** An agent level: reached with this many active tier-1 downlines; its rebate rate. */
export interface AgentLevelTerms {
  level: AgentLevel;
  activeDownlines: number;
  rate: string;
}

/** The programme's published terms (also shown to a visitor). */
export interface ReferralTerms {
  enabled: boolean;
  levels: AgentLevelTerms[];
  /** A downline is active with at least `activeWager` of settled bets in the last `activeDays` WIB days. */
  activeWager: string;
  activeDays: number;
  /** The inviter's bonus for a downline's first deposit of at least `minDeposit`, paid `days` later if the downline is active then. */
  firstDeposit: { minDeposit: string; bonus: string; days: number };
}

export interface TierSummary {
  tier: Tier;
  members: number;
  /** Active now (the active rule). */
  active: number;
  /** Rebates earned from this tier, all time. */
  rebate: string;
}

/** `GET /main/promo/spread/info`. */
export interface SpreadInfo {
  inviteCode: string;
  /** The path a shared link opens: `/register?inviteCode=…` (the client prefixes its origin). */
  invitePath: string;
  /** Who invited this player: a masked phone, or null; `canBind` while a code may still be entered. */
  inviter: { phone: string; boundAt: number } | null;
  canBind: boolean;
  agentLevel: AgentLevel;
  rate: string;
  /** Active tier-1 downlines now, and what the next level needs (null at the top). */
  activeDownlines: number;
  next: { level: AgentLevel; activeDownlines: number } | null;
  tiers: TierSummary[];
  /** Rebates of the last settled day and all time; what waits to be claimed now. */
  lastDay: { day: string; amount: string } | null;
  rebateTotal: string;
  claimable: string;
  /** First-deposit bonuses waiting for their 7 days. */
  pendingBonuses: number;
  terms: ReferralTerms;
}

/** `GET /main/promo/spread/members?tier=1&page=1`: a downline as its upline may see it. */
export interface SpreadMember {
  /** Masked: "0812****789". */
  phone: string;
  tier: Tier;
  joinedAt: number;
  firstDepositAt: number | null;
  active: boolean;
  /** What this member's play earned the caller, all time. */
  rebate: string;
}

export interface Paged<T> {
  page: number;
  count: number;
  total: number;
  list: T[];
}

/** `GET /main/promo/spread/logs`: one settled rebate (day, tier, downline). */
export interface SpreadLog {
  day: string;
  tier: Tier;
  phone: string;
  /** The downline's theoretical revenue that day. */
  revenue: string;
  /** The caller's level that day and the share it earned (its rate less what lower agents earned). */
  level: AgentLevel;
  rate: string;
  amount: string;
}

export type FirstDepositStatus = 'waiting' | 'granted' | 'refused';

/** A downline's first deposit and the bonus it may bring the inviter. */
export interface FirstDepositBonus {
  phone: string;
  deposit: string;
  paidAt: number;
  dueAt: number;
  status: FirstDepositStatus;
  /** Why it was refused (Indonesian), when it was. */
  reason: string | null;
}

/** `GET /main/promo/spread/bonus`: what the programme owes the player now. */
export interface SpreadBonus {
  claimable: GrantView[];
  total: string;
  firstDeposits: FirstDepositBonus[];
}

/** `POST /main/promo/spread/bonus`: every claimable referral grant claimed. */
export interface SpreadClaim {
  claimed: ClaimResult[];
  paid: string;
  info: SpreadInfo;
}

/**
 * The agency programme (SPEC §6 `spa*`, `spammer*`): a player applies to become an agent, staff
 * review the application; an agent sees its members, a performance report per period and weekly
 * tasks about bringing active players. The marketing terms forbid unsolicited messages: players
 * report spam by an agent's code, and enough reports from different players suspend the agent (its
 * rebates and task rewards stop) until staff decide.
 */
export type AgencyStatus = 'pending' | 'approved' | 'rejected' | 'suspended';

export interface AgencyApplication {
  status: AgencyStatus;
  channel: string;
  audience: string;
  contact: string;
  plan: string;
  appliedAt: number;
  decidedAt: number | null;
  /** Staff's note on a decision, or why the agent was suspended. */
  note: string | null;
}

/** `GET /main/promo/spa/apply`: the caller's application (null before applying) and the terms to accept. */
export interface AgencyState {
  application: AgencyApplication | null;
  terms: string[];
  /** Spam reports against the caller still open, and how many suspend an agent. */
  openReports: number;
  suspendAt: number;
}

export interface AgencyApply {
  channel: string;
  audience: string;
  contact: string;
  plan: string;
  acceptTerms: boolean;
}

export type ReportPeriod = 'day' | 'week' | 'month';

/** One period of an agent's performance (WIB calendar). */
export interface AgencyPeriodStats {
  from: number;
  to: number;
  newMembers: number;
  firstDeposits: number;
  /** Tier-1 members active in the period (the active rule over its days). */
  activeMembers: number;
  /** Theoretical revenue of all three tiers, and the rebates it earned the agent. */
  revenue: string;
  rebates: string;
}

/** `GET /main/promo/spa/report?period=week`: this period so far and the previous one. */
export interface AgencyReport {
  period: ReportPeriod;
  current: AgencyPeriodStats;
  previous: AgencyPeriodStats;
}

export type AgencyTaskKind = 'new_active' | 'first_deposits';

/** A weekly task: its target, the progress this WIB week, the reward and its grant once met. */
export interface AgencyTask {
  id: string;
  kind: AgencyTaskKind;
  target: number;
  progress: number;
  reward: string;
  week: string;
  grant: GrantView | null;
}

export interface SpamReport {
  /** The reported agent's code and masked phone. */
  inviteCode: string;
  phone: string;
  detail: string;
  createdAt: number;
  status: 'open' | 'upheld' | 'dismissed';
}

/** `POST /main/promo/spa/tasks/claim`: the task's reward (or why it waits in the Bonus tab) and the week's tasks after it. */
export interface TaskClaim {
  claim: ClaimResult | null;
  /** Why the reward waits in the Bonus tab instead of reaching the balance now. */
  pending: string | null;
  tasks: AgencyTask[];
}
