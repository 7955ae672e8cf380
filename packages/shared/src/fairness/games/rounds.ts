/**
 * Results of the multiplayer rounds, all from the round's roundHash (FAIRNESS.md):
 *  - Wingo: floor(f(h, 0) × 10); Roulette: floor(f(h, 0) × 15); Dice: floor(f(h, j) × 6) + 1, j = 0..2;
 *  - Crash: target × 100 = floor(99 × 0xffffff / (0xffffff − chunk(h, 0))), at least 1.00, at most 200
 *    (chunk = 0xffffff pays maxRate).
 * And their pays, on stakes in minor units, rounded down.
 */
import { CHUNK_MAX, chunk, fixed, indexOf } from '../primitives.ts';
import { MAX_RATE_X100 } from './limits.ts';

export const wingoResult = (roundHash: string): number => indexOf(roundHash, 0, 10);
export const rouletteSlot = (roundHash: string): number => indexOf(roundHash, 0, 15);
export const diceFaces = (roundHash: string): [number, number, number] => [
  indexOf(roundHash, 0, 6) + 1,
  indexOf(roundHash, 1, 6) + 1,
  indexOf(roundHash, 2, 6) + 1,
];

export const CRASH_PROFIT_RATE = 99;

export function crashTargetX100(roundHash: string): bigint {
  const c = chunk(roundHash, 0);
  if (c >= CHUNK_MAX) return MAX_RATE_X100;
  const t = (BigInt(CRASH_PROFIT_RATE) * BigInt(CHUNK_MAX)) / BigInt(CHUNK_MAX - c);
  return t < 100n ? 100n : t > MAX_RATE_X100 ? MAX_RATE_X100 : t;
}
export const crashTarget = (roundHash: string): string => fixed(crashTargetX100(roundHash), 2);

const numberNames = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'] as const;
/** Besar (big) is a result of 5-9, Kecil (small) 0-4; each pays 1.9x (95%, as every other selection). */
export const wingoSelections = [...numberNames, 'green', 'violet', 'red', 'big', 'small'] as const;
export type WingoSelection = (typeof wingoSelections)[number];

/** Colours of a Wingo number: 0 red+violet, 5 green+violet, 2/4/6/8 red, 1/3/7/9 green. */
export function wingoColours(result: number): Array<'red' | 'green' | 'violet'> {
  if (result === 0) return ['red', 'violet'];
  if (result === 5) return ['green', 'violet'];
  return result % 2 === 0 ? ['red'] : ['green'];
}

/** Wingo pay multiplier × 100 for a selection on a result (SPEC §9). */
export function wingoPayX100(select: WingoSelection, result: number): bigint {
  const number = numberNames.indexOf(select as (typeof numberNames)[number]);
  if (number >= 0) return number === result ? 950n : 0n;
  if (select === 'violet') return result === 0 || result === 5 ? 475n : 0n;
  if (select === 'big') return result >= 5 ? 190n : 0n;
  if (select === 'small') return result <= 4 ? 190n : 0n;
  if (select === 'red') return result === 0 ? 150n : result % 2 === 0 && result !== 0 ? 200n : 0n;
  /* green */ return result === 5 ? 150n : result % 2 === 1 && result !== 5 ? 200n : 0n;
}

export const rouletteColourOf = (slot: number): 'black' | 'red' | 'green' => (slot === 0 ? 'black' : slot <= 7 ? 'red' : 'green');
export const roulettePools = ['black', 'red', 'green'] as const;
export type RoulettePool = (typeof roulettePools)[number];
export const roulettePayX100 = (pool: RoulettePool, slot: number): bigint =>
  rouletteColourOf(slot) !== pool ? 0n : pool === 'black' ? 1400n : 200n;

/** Dice: a bet on face v pays 2x with one match, 3x with two, 9x with three. */
export function dicePayX100(face: number, faces: readonly number[]): bigint {
  const matches = faces.filter((d) => d === face).length;
  return matches === 3 ? 900n : matches === 2 ? 300n : matches === 1 ? 200n : 0n;
}

export const payX100 = (amount: bigint, x100: bigint): bigint => (amount * x100) / 100n;
