/**
 * Deposit and loss limits as pure rules. A change is planned by these rules, numbered here and in
 * the code:
 *  1. setting a limit where there is none, or lowering one, applies at once and drops any waiting change;
 *  2. asking for the limit already in force drops any waiting change (it cancels a pending raise);
 *  3. raising or removing a limit waits LIMIT_INCREASE_DELAY_MS (24 h); until then the old one holds.
 * A waiting change whose time has come is in force (`effectiveLimit`), without any job running.
 */
import { LIMIT_INCREASE_DELAY_MS, type LimitPeriod } from '@kasino/shared/protocol/protection';

/** A stored limit: in force `amount` (null = none) and an optional waiting change. */
export interface LimitState {
  amount: bigint | null;
  pendingAmount: bigint | null;
  /** When the waiting change applies; null when nothing waits. */
  pendingFrom: number | null;
}

export const noLimit: LimitState = { amount: null, pendingAmount: null, pendingFrom: null };

/** The state at `now`: a waiting change whose time has come replaces the amount. */
export function effectiveLimit(state: LimitState, now: number): LimitState {
  if (state.pendingFrom !== null && state.pendingFrom <= now)
    return { amount: state.pendingAmount, pendingAmount: null, pendingFrom: null };
  return state;
}

/** The stored state after the player asks for `requested` (null = remove) at `now`. */
export function planLimitChange(stored: LimitState, requested: bigint | null, now: number): LimitState {
  const current = effectiveLimit(stored, now);
  if (requested !== null && (current.amount === null || requested < current.amount))
    return { amount: requested, pendingAmount: null, pendingFrom: null }; // rule 1
  if (requested === current.amount) return { amount: current.amount, pendingAmount: null, pendingFrom: null }; // rule 2
  return { amount: current.amount, pendingAmount: requested, pendingFrom: now + LIMIT_INCREASE_DELAY_MS }; // rule 3
}

export interface Breach {
  period: LimitPeriod;
  limit: bigint;
  used: bigint;
}

/**
 * The first limit that `add` more would exceed (used + add > limit), or null. `used` may be
 * negative for a loss limit (the player is ahead), which leaves more room.
 */
export function firstBreach(
  limits: ReadonlyArray<{ period: LimitPeriod; amount: bigint | null }>,
  used: Readonly<Record<LimitPeriod, bigint>>,
  add: bigint,
): Breach | null {
  for (const { period, amount } of limits) {
    if (amount === null) continue;
    if (used[period] + add > amount) return { period, limit: amount, used: used[period] };
  }
  return null;
}

/** Indonesian adjective of a period, for messages ("harian"). */
export const periodWord: Readonly<Record<LimitPeriod, string>> = { day: 'harian', week: 'mingguan', month: 'bulanan' };
