/**
 * Roller's three linked fields (target ↔ win chance ↔ multiplier) on the shared formulas of
 * `@kasino/shared/fairness/games/roller`. Only the inverse lookups live here: they search the shared
 * multiplier function, so the numbers shown are always the ones the server will pay.
 */
import { ROLLER_MIN_MULTIPLIER_X10000 } from '@kasino/shared/games';
import { rollerChance, rollerMultiplierX10000, rollerWinning, ROLLER_SPAN, type RollerBet } from '@kasino/shared/fairness/games/roller';
import { fixed } from '@kasino/shared/fairness/primitives';

/** A bet the server accepts: a multiplier of 1.0102x..200x. */
export const isPlayable = (bet: RollerBet): boolean => {
  const m = rollerMultiplierX10000(bet);
  return m !== null && m >= ROLLER_MIN_MULTIPLIER_X10000;
};

const multiplierOfWinning = (winning: number): bigint | null => rollerMultiplierX10000({ choose: winning, isHigher: false });

/** Fewest winning values allowed (200x) and most (1.0102x), found on the shared formula. */
export const WINNING_MIN = (() => {
  let w = 1;
  while (multiplierOfWinning(w) === null) w++;
  return w;
})();
export const WINNING_MAX = (() => {
  let w = 99_999;
  while ((multiplierOfWinning(w) ?? 0n) < ROLLER_MIN_MULTIPLIER_X10000) w--;
  return w;
})();

const clampWinning = (w: number): number => Math.min(WINNING_MAX, Math.max(WINNING_MIN, Math.round(w)));

/** The target that gives `winning` values in the chosen direction. */
export const chooseFor = (winning: number, isHigher: boolean): number =>
  isHigher ? 100_000 - clampWinning(winning) : clampWinning(winning);

/** Keeps a target inside the playable range for its direction. */
export const clampChoose = (choose: number, isHigher: boolean): number =>
  chooseFor(rollerWinning({ choose: Math.round(choose), isHigher }), isHigher);

/** Target from a win chance in percent. */
export const chooseForChance = (chancePct: number, isHigher: boolean): number => chooseFor((chancePct / 100) * ROLLER_SPAN, isHigher);

/** Target from a multiplier: the largest winning count that still pays at least `x` (binary search). */
export function chooseForMultiplier(x: number, isHigher: boolean): number {
  const target = BigInt(Math.round(x * 10_000));
  let lo = WINNING_MIN;
  let hi = WINNING_MAX;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if ((multiplierOfWinning(mid) ?? 0n) >= target) lo = mid;
    else hi = mid - 1;
  }
  return chooseFor(lo, isHigher);
}

/** Display of a bet's odds: chance "49,50" (%), multiplier "2,0000" (x). */
export function oddsOf(bet: RollerBet): { chance: string; multiplier: string } {
  const m = rollerMultiplierX10000(bet) ?? 0n;
  return { chance: rollerChance(bet).toFixed(2).replace('.', ','), multiplier: fixed(m, 4).replace('.', ',') };
}

/** A typed decimal ("1,5" or "1.5") as a number; NaN when unreadable. */
export const readDecimal = (text: string): number => Number(text.trim().replace(',', '.'));
