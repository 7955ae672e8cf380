/**
 * The sandbox provider's demo fishing game: the player aims at a fish and fires one shot at a cost
 * (the bet). Each fish has a multiplier and a chance of being caught by one shot, chosen so that
 * every fish returns the same 96%: chance = 96% ÷ multiplier, in basis points. The shot reads
 * chunk 0 of the fairness stream: caught when ⌊f × 10 000⌋ < the fish's chance. A catch pays
 * cost × multiplier, a miss nothing. Pure and deterministic.
 */
import type { BetStream } from '@kasino/shared/fairness/stream';

/** Every fish returns this, in basis points of the shot's cost. */
export const FISH_RETURN_BPS = 9_600;

/** The fish of the sea, smallest first (names as the page shows them). */
export const fishes = [
  { id: 'teri', name: 'Ikan Teri', multiplier: 2 },
  { id: 'badut', name: 'Ikan Badut', multiplier: 5 },
  { id: 'buntal', name: 'Ikan Buntal', multiplier: 10 },
  { id: 'hiu', name: 'Hiu', multiplier: 25 },
  { id: 'naga', name: 'Naga Emas', multiplier: 100 },
] as const;
export type FishId = (typeof fishes)[number]['id'];

/** A fish's chance of being caught by one shot, in basis points (each divides 9 600 exactly). */
export const catchChanceBps = (multiplier: number): number => FISH_RETURN_BPS / multiplier;

/** Shot costs the gun offers, in minor units (Rp 100 … Rp 5.000). */
export const fishShots = [10_000n, 20_000n, 50_000n, 100_000n, 200_000n, 500_000n] as const;

/** The most one shot can return, as a multiple of its cost (the golden dragon). */
export const FISH_MAX_MULTIPLIER = Math.max(...fishes.map((f) => f.multiplier));

export interface ShotResult {
  fish: FishId;
  caught: boolean;
  multiplier: number;
  win: bigint;
}

export const fishById = (id: string) => fishes.find((f) => f.id === id);

/** One shot of `cost` at `fish` from the stream. */
export function shoot(stream: BetStream, fish: (typeof fishes)[number], cost: bigint): ShotResult {
  const caught = stream.index(0, 10_000) < catchChanceBps(fish.multiplier);
  return { fish: fish.id, caught, multiplier: fish.multiplier, win: caught ? cost * BigInt(fish.multiplier) : 0n };
}
