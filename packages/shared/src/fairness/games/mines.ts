/**
 * Mines: tiles 0..24 (row-major 5×5), m mines (1..24). From the list [0..24], for i = 0..m−1 remove
 * the element at index floor(f(stream, i) × (25 − i)); the removed tiles are the mines.
 * After k safe picks: multiplier × 100 = floor(97 × C(25, k) / C(25 − m, k)), capped at 200.
 */
import { fixed } from '../primitives.ts';
import type { BetStream } from '../stream.ts';
import { MAX_RATE_X100 } from './limits.ts';

export const MINES_TILES = 25;
export const MINES_MIN = 1;
export const MINES_MAX = 24;

function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
}

/** The mine tiles, in the order they were drawn. */
export function mineTiles(stream: BetStream, mines: number): number[] {
  const tiles = Array.from({ length: MINES_TILES }, (_, i) => i);
  const drawn: number[] = [];
  for (let i = 0; i < mines; i++) drawn.push(tiles.splice(stream.index(i, MINES_TILES - i), 1)[0] as number);
  return drawn;
}

/** multiplier × 100 after `safePicks` safe tiles with `mines` mines (1.00 before any pick). */
export function minesMultiplierX100(mines: number, safePicks: number): bigint {
  if (safePicks === 0) return 100n;
  const m = (97n * binomial(MINES_TILES, safePicks)) / binomial(MINES_TILES - mines, safePicks);
  return m > MAX_RATE_X100 ? MAX_RATE_X100 : m;
}

export const minesMultiplier = (mines: number, safePicks: number): string => fixed(minesMultiplierX100(mines, safePicks), 2);
