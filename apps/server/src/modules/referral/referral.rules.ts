/**
 * Referral rules, pure (PROMOTIONS.md "Referral"; SPEC §5, §6). Numbered so tests and code speak of the
 * same rule:
 *  1. Tiers: a player's uplines are fixed when bound: tier 1 is the inviter, tiers 2 and 3 are the
 *     inviter's own tier 1 and tier 2. Nobody is their own upline, and a code from one's own downline
 *     would close a circle: both are refused.
 *  2. Agent level: the highest level whose number of active tier-1 downlines the agent reaches (bronze
 *     needs none). The level of a settled day is the one at that day's end.
 *  3. Rebate, difference basis: a downline's theoretical revenue R of a WIB day (never below 0) pays
 *     each upline R × (its rate − the highest rate of the uplines below it in the chain), floored to a
 *     sen; an upline whose rate is not above them earns nothing. A chain so pays at most R × its top
 *     rate, whatever the tiers.
 *  4. Active: a player is active on day D with at least `activeWager` of settled bets over the
 *     `activeDays` WIB days ending with D.
 *  5. First-deposit bonus: a downline's first paid deposit of at least `minDeposit` gives the tier-1
 *     upline `bonus`, due `days` days after the payment, without wagering, if the downline played at
 *     least `activeWager` from the deposit's WIB day to the due day; else refused, with the reason.
 *  6. Related players (a shared phone, bank account, device or public address) cannot refer each
 *     other: no binding, and a rebate or bonus between them is withheld when it falls due.
 *  7. A WIB day settles once it has ended and `SETTLE_DELAY_MS` passed (the tally of its last bets
 *     catches up); a day settles once: each (agent, downline, tier, day) pays at most once.
 */
import { formatIdr, parseAmount, type Minor } from '@kasino/shared/money';
import type { AgentLevel, AgentLevelTerms, ReferralTerms, Tier } from '@kasino/shared/protocol/referral';
import { DAY_MS, rateBps } from '../promotions/promo.rules.ts';

export const TIERS: readonly Tier[] = [1, 2, 3];
export const SETTLE_DELAY_MS = 10 * 60_000;

/** The terms in minor units. */
export interface ReferralRules {
  enabled: boolean;
  levels: AgentLevelTerms[];
  activeWager: bigint;
  activeDays: number;
  firstDeposit: { minDeposit: bigint; bonus: bigint; days: number };
}

const LEVEL_NAMES: readonly AgentLevel[] = ['bronze', 'silver', 'gold'];

export function toRules(s: {
  enabled: boolean;
  levels: readonly { activeDownlines: number; rate: string }[];
  activeWager: string;
  activeDays: number;
  firstDeposit: { minDeposit: string; bonus: string; days: number };
}): ReferralRules {
  return {
    enabled: s.enabled,
    levels: s.levels.map((l, i) => ({ level: LEVEL_NAMES[i]!, activeDownlines: l.activeDownlines, rate: l.rate })),
    activeWager: parseAmount(s.activeWager) ?? 0n,
    activeDays: s.activeDays,
    firstDeposit: {
      minDeposit: parseAmount(s.firstDeposit.minDeposit) ?? 0n,
      bonus: parseAmount(s.firstDeposit.bonus) ?? 0n,
      days: s.firstDeposit.days,
    },
  };
}

/** Rule 1: the uplines a player gets from an inviter and the inviter's own uplines (tier → agent). */
export function uplinesThrough(inviterId: number, inviterUplines: ReadonlyMap<Tier, number>): Map<Tier, number> {
  const chain = new Map<Tier, number>([[1, inviterId]]);
  const second = inviterUplines.get(1);
  const third = inviterUplines.get(2);
  if (second !== undefined) chain.set(2, second);
  if (third !== undefined) chain.set(3, third);
  return chain;
}

/** Rule 2. */
export function agentLevelOf(activeDownlines: number, levels: readonly AgentLevelTerms[]): AgentLevelTerms {
  let reached = levels[0]!;
  for (const l of levels) if (activeDownlines >= l.activeDownlines) reached = l;
  return reached;
}

/** The next level up and what it needs, or null at the top. */
export function nextLevelOf(current: AgentLevel, levels: readonly AgentLevelTerms[]): AgentLevelTerms | null {
  const i = levels.findIndex((l) => l.level === current);
  return levels[i + 1] ?? null;
}

export interface ChainLink {
  agentId: number;
  tier: Tier;
  level: AgentLevel;
  rate: string;
}

export interface RebateShare extends ChainLink {
  /** The share earned: the rate less the highest rate below, as a decimal string. */
  share: string;
  amount: bigint;
}

/** Rule 3 for one downline's day: the chain from tier 1 up; uplines that earn nothing are left out. */
export function rebateShares(revenue: bigint, chain: readonly ChainLink[]): RebateShare[] {
  if (revenue <= 0n) return [];
  const ordered = [...chain].sort((a, b) => a.tier - b.tier);
  let below = 0n;
  const shares: RebateShare[] = [];
  for (const link of ordered) {
    const bps = rateBps(link.rate);
    const share = bps > below ? bps - below : 0n;
    if (bps > below) below = bps;
    const amount = (revenue * share) / 10_000n;
    if (amount > 0n) shares.push({ ...link, share: bpsText(share), amount });
  }
  return shares;
}

const bpsText = (bps: bigint): string => {
  const whole = bps / 10_000n;
  const frac = (bps % 10_000n).toString().padStart(4, '0').replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : `${whole}`;
};

/** Rule 4: the first WIB day of the active window ending with `day`. */
export const activeWindowStart = (day: string, activeDays: number): string => shiftDay(day, -(activeDays - 1));

export const isActive = (wagered: bigint, rules: Pick<ReferralRules, 'activeWager'>): boolean =>
  wagered >= rules.activeWager && wagered > 0n;

/** Rule 5: whether a deposit brings the inviter a bonus, and when it falls due. */
export function firstDepositDue(amount: bigint, paidAt: number, rules: ReferralRules): number | null {
  if (!rules.enabled || rules.firstDeposit.bonus <= 0n || amount < rules.firstDeposit.minDeposit) return null;
  return paidAt + rules.firstDeposit.days * DAY_MS;
}

/** Rule 5 at the due time: null to pay, else why not (Indonesian). */
export function firstDepositRefusal(wageredSince: bigint, related: boolean, rules: ReferralRules): string | null {
  if (related) return 'Akun undangan terkait dengan akun Anda (data yang sama), jadi bonus tidak dibayar';
  if (wageredSince < rules.activeWager || wageredSince <= 0n)
    return `Teman tidak aktif: taruhan sejak deposit ${formatIdr(wageredSince as Minor)}, perlu ${formatIdr(rules.activeWager as Minor)}`;
  return null;
}

export const firstDepositFormula = (deposit: bigint, rules: ReferralRules): string =>
  `Bonus undangan: teman deposit pertama ${formatIdr(deposit as Minor)} (min. ${formatIdr(rules.firstDeposit.minDeposit as Minor)}) ` +
  `dan aktif ${rules.firstDeposit.days} hari: ${formatIdr(rules.firstDeposit.bonus as Minor)}, tanpa syarat taruhan`;

/** The formula of an agent's day: the sum of its shares. */
export const rebateFormula = (day: string, rows: readonly { tier: Tier; revenue: bigint; share: string; amount: bigint }[]): string => {
  const total = rows.reduce((s, r) => s + r.amount, 0n);
  const byTier = TIERS.map((tier) => {
    const own = rows.filter((r) => r.tier === tier);
    if (!own.length) return null;
    const revenue = own.reduce((s, r) => s + r.revenue, 0n);
    const amount = own.reduce((s, r) => s + r.amount, 0n);
    return `tier ${tier}: ${formatIdr(amount as Minor)} dari pendapatan teoretis ${formatIdr(revenue as Minor)}`;
  }).filter(Boolean);
  return `Rabat ${day}: ${byTier.join('; ')} = ${formatIdr(total as Minor)}`;
};

/** Rule 7: the last WIB day that may settle at `now` (the day before today, once the delay passed). */
export function lastSettleableDay(now: number, wibDayOf: (at: number) => string): string {
  return wibDayOf(now - SETTLE_DELAY_MS - DAY_MS);
}

export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The terms as shown to players. */
export function termsView(rules: ReferralRules, wire: (v: bigint) => string): ReferralTerms {
  return {
    enabled: rules.enabled,
    levels: rules.levels,
    activeWager: wire(rules.activeWager),
    activeDays: rules.activeDays,
    firstDeposit: { minDeposit: wire(rules.firstDeposit.minDeposit), bonus: wire(rules.firstDeposit.bonus), days: rules.firstDeposit.days },
  };
}
