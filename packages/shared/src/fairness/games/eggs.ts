/**
 * Eggs (Telur Emas): a nest of three eggs, each hiding a prize. The player picks a risk and one egg;
 * egg i's prize is the entry of the risk's table at v_i = floor(f(stream, i) × 100), i = 0, 1, 2
 * (cumulative weights in the listed order). The picked egg pays stake × its multiplier; the other two
 * are opened afterwards to show what they held. The pick cannot change the odds: every egg is drawn
 * the same way, so the return is the table's Σ weight × multiplier / 100 = 98% for every risk.
 */
import { fixed } from '../primitives.ts';
import type { BetStream } from '../stream.ts';
import { payoutOf } from './limits.ts';
import { entryAt, totalWeight, type PrizeEntry } from './weighted.ts';

export const eggRisks = ['low', 'medium', 'high'] as const;
export type EggRisk = (typeof eggRisks)[number];
export const EGG_COUNT = 3;
/** Each table's weights add up to this. */
export const EGG_WEIGHT_TOTAL = 100;

const prize = (multiplier: number, weight: number): PrizeEntry => ({ multiplierX100: BigInt(Math.round(multiplier * 100)), weight });

/** The published prize tables (multiplier, weight out of 100). */
export const eggTables: Record<EggRisk, readonly PrizeEntry[]> = {
  low: [prize(0, 31), prize(1.2, 40), prize(1.5, 20), prize(2, 7), prize(3, 2)],
  medium: [prize(0, 61), prize(1.5, 24), prize(3, 10), prize(5, 4), prize(12, 1)],
  high: [prize(0, 86), prize(3, 8), prize(8, 5), prize(34, 1)],
};

export const isEggRisk = (value: unknown): value is EggRisk => typeof value === 'string' && (eggRisks as readonly string[]).includes(value);
export const isEggPick = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < EGG_COUNT;

/** The multipliers (as "x.yy") hidden in the three eggs. */
export function eggPrizes(stream: BetStream, risk: EggRisk): string[] {
  const table = eggTables[risk];
  if (totalWeight(table) !== EGG_WEIGHT_TOTAL) throw new Error(`egg table ${risk} does not add up to ${EGG_WEIGHT_TOTAL}`);
  return Array.from({ length: EGG_COUNT }, (_, i) =>
    fixed((table[entryAt(table, stream.index(i, EGG_WEIGHT_TOTAL))] as PrizeEntry).multiplierX100, 2),
  );
}

export interface EggsOutcome {
  risk: EggRisk;
  pick: number;
  /** Every egg's multiplier, the picked one at index `pick`. */
  prizes: string[];
  multiplier: string;
  win: boolean;
  payout: bigint;
}

export function playEggs(stream: BetStream, risk: EggRisk, pick: number, amount: bigint): EggsOutcome {
  const prizes = eggPrizes(stream, risk);
  const multiplier = prizes[pick] as string;
  const x100 = BigInt(multiplier.replace('.', ''));
  const payout = payoutOf(amount, x100, 100n);
  return { risk, pick, prizes, multiplier, win: payout > 0n, payout };
}
