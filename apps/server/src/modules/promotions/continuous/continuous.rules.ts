/**
 * Setoran Beruntun (`continuous`), pure rules. Numbered so tests and code speak of the same rule:
 *  1. A WIB day (00:00-24:00 UTC+7) counts when the paid deposits of that day add up to at least the
 *     minimum (`minDaily`); exactly the minimum counts. A deposit belongs to the day it was paid in.
 *  2. The current streak is the run of consecutive counting days that ends today, or yesterday while
 *     today does not count yet (a streak stays alive until today ends). Any other run is over.
 *  3. A missed day ends a streak; the next counting day starts a new one. A streak is keyed by its first
 *     day, so a new streak earns its milestones again.
 *  4. A milestone is reached when the streak has at least its days; each milestone of a streak is paid
 *     once (`streak:{firstDay}:{days}`). Past the top milestone the streak keeps counting but earns
 *     nothing more until it breaks.
 *  5. What today still needs: the minimum less today's deposits, never below 0.
 */
import { wibDay } from '../../protection/periods.ts';
import { previousDay } from '../promo.rules.ts';

export interface PaidDeposit {
  paidAt: number;
  amount: bigint;
}

export interface Milestone {
  days: number;
  reward: bigint;
}

export interface DepositStreak {
  /** The first WIB day: the streak's key. */
  start: string;
  /** The last counting day: today, or yesterday while today does not count yet. */
  end: string;
  days: number;
}

/** Rule 1: the paid deposits summed per WIB day ("2026-11-20" → total). */
export function dailyDepositTotals(deposits: readonly PaidDeposit[]): Map<string, bigint> {
  const totals = new Map<string, bigint>();
  for (const d of deposits) {
    const day = wibDay(d.paidAt);
    totals.set(day, (totals.get(day) ?? 0n) + d.amount);
  }
  return totals;
}

/** Rule 1. */
export const dayCounts = (totals: ReadonlyMap<string, bigint>, day: string, minDaily: bigint): boolean =>
  (totals.get(day) ?? 0n) >= minDaily;

/** Rules 2 and 3: the streak alive today, or null when neither today nor yesterday counts. */
export function currentDepositStreak(totals: ReadonlyMap<string, bigint>, today: string, minDaily: bigint): DepositStreak | null {
  const end = dayCounts(totals, today, minDaily) ? today : previousDay(today);
  if (!dayCounts(totals, end, minDaily)) return null;
  let start = end;
  let days = 1;
  // Bounded by the days that have deposits: a day without any ends the walk.
  for (let day = previousDay(start); dayCounts(totals, day, minDaily); day = previousDay(day)) {
    start = day;
    days++;
  }
  return { start, end, days };
}

/** Rule 4: the milestones a streak of `days` has reached, in the milestones' order. */
export const reachedMilestones = <M extends { days: number }>(milestones: readonly M[], days: number): M[] =>
  milestones.filter((m) => m.days <= days);

/** Rule 4: the first milestone the streak has not reached yet; null past the top one. */
export const nextMilestone = <M extends { days: number }>(milestones: readonly M[], days: number): M | null =>
  [...milestones].sort((a, b) => a.days - b.days).find((m) => m.days > days) ?? null;

/** Rule 4: the grant's period key, once per streak and milestone. */
export const streakKey = (start: string, days: number): string => `streak:${start}:${days}`;

/** Rule 5. */
export function missingToday(totals: ReadonlyMap<string, bigint>, today: string, minDaily: bigint): bigint {
  const left = minDaily - (totals.get(today) ?? 0n);
  return left > 0n ? left : 0n;
}

/** Every WIB day from `start` to `end` inclusive (a streak's days). */
export function daysFrom(start: string, end: string): string[] {
  const days: string[] = [];
  for (let day = end; day >= start; day = previousDay(day)) days.unshift(day);
  return days;
}
