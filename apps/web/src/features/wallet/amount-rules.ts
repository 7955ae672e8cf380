/**
 * The client-side amount checks of SPEC §5 (minimum, maximum, the first-deposit minimum, not more
 * than can be withdrawn), as a pure function. The server checks the same and stays the authority.
 * Checks, in order:
 *  1. something was typed (required); 2. it is an exact amount above zero (invalid);
 *  3. not below the first-deposit minimum, when it applies (firstMin); 4. not below the minimum (min);
 *  5. not above what can be withdrawn, when it applies (exceeds); 6. not above the maximum (max).
 */
import { parseAmount, type Minor } from '@kasino/shared/money';
import { rangeFrom, type AmountRange } from '@kasino/shared/wallet';

export type AmountProblem =
  | { kind: 'required' }
  | { kind: 'invalid' }
  | { kind: 'firstMin'; limit: Minor }
  | { kind: 'min'; limit: Minor }
  | { kind: 'exceeds'; limit: Minor }
  | { kind: 'max'; limit: Minor };

export interface AmountLimits {
  range: AmountRange;
  /** The first deposit must reach this (SPEC §3 first recharge min amount). */
  firstMin?: Minor | null;
  /** What the player holds (withdrawals). */
  available?: Minor | null;
}

const NO_RANGE: AmountRange = { min: 0n as Minor, max: 0n as Minor };

/** A wire `{min, max}` as minor units; null when the server sent nonsense. */
export function rangeOfWire(wire: { min: string; max: string } | undefined): AmountRange | null {
  const range = rangeFrom(wire, NO_RANGE);
  return range === NO_RANGE ? null : range;
}

/**
 * The least a deposit may be, the one minimum the form states: the channel's, or the first deposit's
 * when that is higher and applies (both from the server's settings).
 */
export const depositMinimum = (range: AmountRange, firstMin: Minor | null | undefined): Minor =>
  firstMin != null && firstMin > range.min ? firstMin : range.min;

export function amountProblem(wire: string, limits: AmountLimits): AmountProblem | null {
  if (wire.trim() === '') return { kind: 'required' }; // 1.
  const amount = parseAmount(wire);
  if (amount === null || amount <= 0n) return { kind: 'invalid' }; // 2.
  const { range, firstMin, available } = limits;
  if (firstMin != null && firstMin > range.min && amount < firstMin) return { kind: 'firstMin', limit: firstMin }; // 3.
  if (amount < range.min) return { kind: 'min', limit: range.min }; // 4.
  if (available != null && amount > available) return { kind: 'exceeds', limit: available < 0n ? (0n as Minor) : available }; // 5.
  if (amount > range.max) return { kind: 'max', limit: range.max }; // 6.
  return null;
}
