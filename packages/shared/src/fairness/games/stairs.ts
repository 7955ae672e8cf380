/**
 * Stairs (Tangga): climb a staircase one step at a time; every step is a row of `tiles` tiles of which
 * `traps` are broken. The player picks a tile on the current step: a safe tile climbs, a trap ends the
 * round with nothing. Cash-out after at least one step; reaching the top cashes out automatically.
 *
 * Traps of step r (0-based): from the list [0 .. tiles − 1], for j = 0 .. traps − 1 remove the element at
 * index floor(f(stream, r × traps + j) × (tiles − j)); the removed tiles are the traps.
 * After k safe steps: multiplier × 100 = floor(98 × tiles^k / (tiles − traps)^k), a return of 98%
 * at every cash-out. The number of steps keeps the top multiplier under maxRate (200).
 */
import { fixed } from '../primitives.ts';
import type { BetStream } from '../stream.ts';

export const stairsLevels = ['easy', 'medium', 'hard', 'expert'] as const;
export type StairsLevel = (typeof stairsLevels)[number];

export interface StairsShape {
  readonly tiles: number;
  readonly traps: number;
  readonly steps: number;
}

export const stairsShapes: Record<StairsLevel, StairsShape> = {
  easy: { tiles: 4, traps: 1, steps: 9 },
  medium: { tiles: 3, traps: 1, steps: 9 },
  hard: { tiles: 2, traps: 1, steps: 7 },
  expert: { tiles: 3, traps: 2, steps: 4 },
};

export const STAIRS_RTP_PERCENT = 98n;

export const isStairsLevel = (value: unknown): value is StairsLevel =>
  typeof value === 'string' && (stairsLevels as readonly string[]).includes(value);

/** The trap tiles of step `step`, in the order they were drawn. */
export function stairsTraps(stream: BetStream, level: StairsLevel, step: number): number[] {
  const { tiles, traps } = stairsShapes[level];
  const list = Array.from({ length: tiles }, (_, i) => i);
  const drawn: number[] = [];
  for (let j = 0; j < traps; j++) drawn.push(list.splice(stream.index(step * traps + j, tiles - j), 1)[0] as number);
  return drawn;
}

/** Every step's traps, bottom step first (shown when the round ends). */
export const stairsTrapMap = (stream: BetStream, level: StairsLevel): number[][] =>
  Array.from({ length: stairsShapes[level].steps }, (_, step) => stairsTraps(stream, level, step));

/** multiplier × 100 after `safeSteps` steps (1.00 before the first). */
export function stairsMultiplierX100(level: StairsLevel, safeSteps: number): bigint {
  if (safeSteps === 0) return 100n;
  const { tiles, traps } = stairsShapes[level];
  return (STAIRS_RTP_PERCENT * BigInt(tiles) ** BigInt(safeSteps)) / BigInt(tiles - traps) ** BigInt(safeSteps);
}

export const stairsMultiplier = (level: StairsLevel, safeSteps: number): string => fixed(stairsMultiplierX100(level, safeSteps), 2);
