/**
 * Promotion rules, pure (PROMOTIONS.md; SPEC §4). Numbered so tests and code speak of the same rule:
 *  1. A grant is claimable for 3 days from its creation: until `createdAt + 3 days`, exclusive.
 *  2. Deposit bonus: the deposit × the rate of the highest tier it reaches, rounded down to a whole
 *     sen, at most the cap; nothing below the minimum.
 *  3. Check-in: today's deposits must reach the quota (4002); one per WIB day (4001). The day after
 *     yesterday's check-in is the next day of the streak; a missed day — whichever day the streak
 *     stopped on, 3 and 4 included (SPEC) — restarts at day 1; after day 7, day 1 again.
 *  4. Wagering: a bet counts stake × its category's contribution (percent, rounded down); a category
 *     missing from the table counts 0. When a bonus closes, and where its money is meanwhile, are the
 *     rules of `bonus-lock.rules.ts`.
 *  5. While a bonus is active, a stake above its max bet is refused.
 *  6. One player's bets in one shared round (Wingo, Roulette, Dice, Dingdong) count only what is at
 *     risk: their stakes minus the least they return together whatever the result. Red and green in one
 *     Wingo period, or every dice face, get most of the stake back on any result, so they count (almost)
 *     nothing; a lone bet counts whole. Each bet gets its share by stake, rounded down.
 *  7. Thursday cashback (SPEC §5): the week runs from Thursday 16:00 WIB to the next Thursday 16:00 WIB;
 *     its slot losses (debits − credits of slot titles) × the rate of the player's VIP level (the last
 *     rate for the levels above the table), from a minimum loss, at most a cap; claimable from the
 *     week's end for 3 days, once per week.
 *  8. Daily wheel: the spins of a WIB day are the sum of every earn rule that day's paid deposits (kind
 *     deposit) or settled stakes (kind wager) reach; they are used that day; a spin beyond them is 1046.
 */
import { formatIdr, type Minor } from '@kasino/shared/money';

export const DAY_MS = 86_400_000;
/** Rule 1 (SPEC §4: an unclaimed bonus expires after 3 days). */
export const CLAIM_WINDOW_MS = 3 * DAY_MS;

export const claimableUntil = (createdAt: number): number => createdAt + CLAIM_WINDOW_MS;
export const isClaimable = (g: { status: string; claimableUntil: number }, now: number): boolean =>
  g.status === 'claimable' && now < g.claimableUntil;

/** "0.3" → 3000 basis points; rates have at most 4 decimals (the setting's pattern). */
export function rateBps(rate: string): bigint {
  const [whole = '0', frac = ''] = rate.split('.');
  return BigInt(whole) * 10_000n + BigInt((frac + '0000').slice(0, 4));
}

/** "30%" or "12,5%". */
export const percentText = (rate: string): string => {
  const bps = rateBps(rate);
  const whole = bps / 100n;
  const rest = bps % 100n;
  return `${whole}${rest ? `,${rest.toString().padStart(2, '0').replace(/0$/, '')}` : ''}%`;
};

export interface DepositBonus {
  amount: bigint;
  rate: string;
  formula: string;
  inputs: Record<string, string>;
}

/** Rule 2 for one rate (a tier already chosen). */
export function rateBonus(deposit: bigint, rate: string, cap: bigint): DepositBonus {
  const raw = (deposit * rateBps(rate)) / 10_000n;
  const amount = raw > cap ? cap : raw;
  const capped = raw > cap ? ` (maks. ${formatIdr(cap as Minor)})` : '';
  return {
    amount,
    rate,
    formula: `${percentText(rate)} × ${formatIdr(deposit as Minor)} = ${formatIdr(amount as Minor)}${capped}`,
    inputs: { deposit: deposit.toString(), rate, cap: cap.toString() },
  };
}

/** Rule 2 with tiers: the highest tier whose minimum the deposit reaches; null below every tier or the minimum. */
export function tieredBonus(
  deposit: bigint,
  tiers: readonly { min: bigint; rate: string }[],
  minimum: bigint,
  cap: bigint,
): DepositBonus | null {
  if (deposit < minimum) return null;
  let best: { min: bigint; rate: string } | null = null;
  for (const t of tiers) if (deposit >= t.min && (!best || t.min > best.min)) best = t;
  if (!best) return null;
  const bonus = rateBonus(deposit, best.rate, cap);
  return bonus.amount > 0n ? bonus : null;
}

/** The WIB date before `day` ("2026-11-28" → "2026-11-27"). */
export const previousDay = (day: string): string => new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);

/** Rule 3: the streak day today's check-in counts as, given the latest check-in before today. */
export function checkInDay(last: { day: string; streakDay: number } | null, today: string): number {
  if (!last || last.day !== previousDay(today)) return 1;
  return last.streakDay >= 7 ? 1 : last.streakDay + 1;
}

/** Rule 3: the streak as the player sees it today (days completed, 0 once broken). */
export function currentStreak(last: { day: string; streakDay: number } | null, today: string): number {
  if (!last) return 0;
  if (last.day === today) return last.streakDay;
  return last.day === previousDay(today) && last.streakDay < 7 ? last.streakDay : 0;
}

/** Rule 4: what one stake adds to the turnover. */
export function countedStake(
  stake: bigint,
  category: string,
  contributions: Readonly<Record<string, number>>,
): { contribution: number; counted: bigint } {
  const contribution = contributions[category] ?? 0;
  return { contribution, counted: (stake * BigInt(contribution)) / 100n };
}

/** Rule 6: each bet's turnover (before its contribution), keyed by bet id. */
export function roundTurnover<O>(
  bets: readonly { betId: string; select: string; stake: bigint }[],
  outcomes: readonly O[],
  payX100: (select: string, outcome: O) => bigint,
): Map<string, bigint> {
  const total = bets.reduce((sum, b) => sum + b.stake, 0n);
  let guaranteed: bigint | null = null;
  for (const outcome of outcomes) {
    const back = bets.reduce((sum, b) => sum + (b.stake * payX100(b.select, outcome)) / 100n, 0n);
    if (guaranteed === null || back < guaranteed) guaranteed = back;
  }
  const atRisk = total - (guaranteed ?? 0n) > 0n ? total - (guaranteed ?? 0n) : 0n;
  return new Map(bets.map((b) => [b.betId, total > 0n ? (atRisk * b.stake) / total : 0n]));
}

/** Thursday 16:00 WIB is 09:00 UTC. */
const THURSDAY = 4;
const CASHBACK_HOUR_UTC = 9;

/** Rule 7: the last week that has ended at `now`, and until when its cashback may be claimed. */
export function cashbackWeek(now: number): { start: number; end: number; claimUntil: number; key: string } {
  const d = new Date(now);
  const back = (d.getUTCDay() - THURSDAY + 7) % 7;
  let end = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - back, CASHBACK_HOUR_UTC);
  if (end > now) end -= 7 * DAY_MS;
  return { start: end - 7 * DAY_MS, end, claimUntil: end + CLAIM_WINDOW_MS, key: `week:${new Date(end).toISOString().slice(0, 10)}` };
}

/** Rule 7: the rate of a VIP level (the table's last rate for the levels above it). */
export const levelRate = (rates: readonly string[], level: number): string => rates[Math.min(level, rates.length - 1)] ?? '0';

/** Rule 8: the spins a WIB day's deposits and stakes earn (rules add up). */
export function wheelSpinsEarned(
  earn: readonly { kind: 'deposit' | 'wager'; min: bigint; spins: number }[],
  deposited: bigint,
  wagered: bigint,
): number {
  return earn.reduce((sum, rule) => sum + ((rule.kind === 'deposit' ? deposited : wagered) >= rule.min ? rule.spins : 0), 0);
}

/** A segment's chance as the wheel's rule page shows it: "35%", "0,4%", "0,01%". */
export function chanceText(weight: number, total: number): string {
  const bps = Math.floor((weight * 1_000_000) / total); // percent × 10^4
  const whole = Math.floor(bps / 10_000);
  const frac = String(bps % 10_000)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return `${whole}${frac ? `,${frac}` : ''}%`;
}
