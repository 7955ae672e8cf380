/**
 * VIP club rules, pure (PROMOTIONS.md "Score" and "VIP"; SPEC §3 VIP info). Numbered so tests and code
 * speak of the same rule:
 *  1. Score: every settled bet adds its theoretical house revenue (stake × (1 − published RTP), rounded
 *     down per bet, in minor units); a void takes it back. Only rupiah play counts.
 *  2. Level: the highest level whose threshold the score reaches (thresholds strictly rise from 0).
 *     Levels never go down: the level kept is the highest ever reached, so a reward is paid once.
 *  3. Progress: the share of the way from the level's threshold to the next, in percent with one
 *     decimal, rounded down; 100 at the top level.
 *  4. Cashback: the level's rate × the revenue since the last claim, per kind (originals: in-house
 *     games; slots: third-party games), each rounded down to a sen; the rate is the level's when claimed.
 */
import { formatIdr, parseAmount, type Minor } from '@kasino/shared/money';
import type { BetSource, StoredEvent } from '@kasino/shared/events';
import { theoreticalRevenue } from '@kasino/shared/fairness/published-rtp';
import { percentText, rateBps } from '../promotions/promo.rules.ts';

export interface VipLevelTerms {
  level: number;
  /** Minor units. */
  score: bigint;
  levelBonus: bigint;
  originalBackRate: string;
  slotsBackRate: string;
}

/** The configured levels in minor units (the setting is checked on save; a bad amount reads as 0). */
export const toLevelTerms = (
  levels: readonly { score: string; levelBonus: string; originalBackRate: string; slotsBackRate: string }[],
): VipLevelTerms[] =>
  levels.map((l, level) => ({
    level,
    score: parseAmount(l.score) ?? 0n,
    levelBonus: parseAmount(l.levelBonus) ?? 0n,
    originalBackRate: l.originalBackRate,
    slotsBackRate: l.slotsBackRate,
  }));

/** Rule 1: which cashback kind a bet's revenue feeds. */
export const revenueKind = (source: BetSource): 'originals' | 'slots' => (source === 'slot' ? 'slots' : 'originals');

/** Rule 2: the level a score reaches. */
export function levelOf(score: bigint, levels: readonly VipLevelTerms[]): number {
  let reached = 0;
  for (const l of levels) if (score >= l.score) reached = l.level;
  return reached;
}

/** Rule 3, as "42.5". */
export function progressRate(score: bigint, level: number, levels: readonly VipLevelTerms[]): string {
  const from = levels[level]?.score ?? 0n;
  const to = levels[level + 1]?.score;
  if (to === undefined) return '100';
  if (score <= from) return '0';
  const tenths = ((score - from) * 1000n) / (to - from);
  const capped = tenths > 1000n ? 1000n : tenths;
  return `${capped / 10n}${capped % 10n ? `.${capped % 10n}` : ''}`;
}

export interface Cashback {
  originals: bigint;
  slots: bigint;
  amount: bigint;
  formula: string;
}

/** Rule 4. */
export function cashbackOf(originalsRevenue: bigint, slotsRevenue: bigint, terms: VipLevelTerms): Cashback {
  const part = (revenue: bigint, rate: string) => (revenue > 0n ? (revenue * rateBps(rate)) / 10_000n : 0n);
  const originals = part(originalsRevenue, terms.originalBackRate);
  const slots = part(slotsRevenue, terms.slotsBackRate);
  const formula =
    `VIP ${terms.level}: ${percentText(terms.originalBackRate)} × ${formatIdr(originalsRevenue as Minor)} pendapatan teoretis originals` +
    ` + ${percentText(terms.slotsBackRate)} × ${formatIdr(slotsRevenue as Minor)} slot = ${formatIdr((originals + slots) as Minor)}`;
  return { originals, slots, amount: originals + slots, formula };
}

/** One player's share of a batch of bet events (rule 1), minor units. */
export interface VipDelta {
  userId: number;
  score: bigint;
  originals: bigint;
  slots: bigint;
}

/** Rule 1 over a batch: one delta per player; other currencies and event types add nothing. */
export function vipDeltas(events: readonly StoredEvent[], currency: string): VipDelta[] {
  const byUser = new Map<number, VipDelta>();
  for (const e of events) {
    if (e.type !== 'bet.settled' && e.type !== 'bet.voided') continue;
    // A void takes back what its bet added when it settled; a bet voided unsettled added nothing.
    if (e.currency !== currency || (e.type === 'bet.voided' && e.settledAt === null)) continue;
    const sign = e.type === 'bet.settled' ? 1n : -1n;
    const revenue = sign * theoreticalRevenue(BigInt(e.stake), e.rtpBps);
    if (revenue === 0n) continue;
    let d = byUser.get(e.userId);
    if (!d) byUser.set(e.userId, (d = { userId: e.userId, score: 0n, originals: 0n, slots: 0n }));
    d.score += revenue;
    if (revenueKind(e.source) === 'slots') d.slots += revenue;
    else d.originals += revenue;
  }
  return [...byUser.values()];
}
