/**
 * Colour wheel (Roda Warna): 50 segments in a fixed published order; the wheel stops on segment
 * s = floor(f(stream, 0) × 50). The player bets on a colour; a match pays the colour's multiplier.
 * Counts and pays: grey 25 × 1.98, green 15 × 3.30, blue 9 × 5.50, gold 1 × 49.50 — each colour
 * returns count × multiplier / 50 = 99%.
 */
import { fixed } from '../primitives.ts';
import type { BetStream } from '../stream.ts';
import { payoutOf } from './limits.ts';

export const wheelColors = ['grey', 'green', 'blue', 'gold'] as const;
export type WheelColor = (typeof wheelColors)[number];
export const WHEEL_SEGMENTS = 50;

/** Multiplier × 100 per colour. */
export const wheelMultipliersX100: Record<WheelColor, bigint> = { grey: 198n, green: 330n, blue: 550n, gold: 4950n };
export const wheelMultiplier = (color: WheelColor): string => fixed(wheelMultipliersX100[color], 2);

const letter: Record<string, WheelColor> = { x: 'grey', g: 'green', b: 'blue', o: 'gold' };
/**
 * The segments clockwise from the pointer's zero, one letter each (x grey, g green, b blue, o gold):
 * grey on every odd segment, gold at 0, and the nine blues spread between the greens.
 */
export const WHEEL_LAYOUT = 'oxbxgxgxbxgxgxbxgxgxbxgxgxbxgxgxbxgxgxbxgxgxbxgxbx';
export const wheelSegments: readonly WheelColor[] = Array.from(WHEEL_LAYOUT, (c) => letter[c] as WheelColor);

export const isWheelColor = (value: unknown): value is WheelColor =>
  typeof value === 'string' && (wheelColors as readonly string[]).includes(value);

export const wheelSegmentOf = (stream: BetStream): number => stream.index(0, WHEEL_SEGMENTS);

export interface ColorwheelOutcome {
  segment: number;
  color: WheelColor;
  pick: WheelColor;
  win: boolean;
  multiplier: string;
  payout: bigint;
}

export function playColorwheel(stream: BetStream, pick: WheelColor, amount: bigint): ColorwheelOutcome {
  const segment = wheelSegmentOf(stream);
  const color = wheelSegments[segment] as WheelColor;
  const win = color === pick;
  return {
    segment,
    color,
    pick,
    win,
    multiplier: wheelMultiplier(pick),
    payout: win ? payoutOf(amount, wheelMultipliersX100[pick], 100n) : 0n,
  };
}
