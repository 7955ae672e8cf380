/**
 * Dingdong: a fruit wheel read from roundHash. Draw k (k = 0, 1, …) picks v_k = floor(f(roundHash, k) × 1000)
 * in the weight table below (cumulative, in the listed order); "again" spins once more with the next k.
 * The first fruit that is not "again" is the result: a bet on that fruit's pool pays its multiplier,
 * cherry pays no pool. A roundHash holds 10 chunks, so an "again" on the tenth draw counts as cherry
 * (chance 10^-10). Given a final fruit, each pool returns weight / 900 × multiplier = 96%.
 */
import { indexOf } from '../primitives.ts';

export const dingdongPools = ['apple', 'mango', 'bamboo', 'ding', 'grape', 'star'] as const;
export type DingdongPool = (typeof dingdongPools)[number];
export type DingdongFruit = DingdongPool | 'cherry' | 'again';

export const DINGDONG_WEIGHT_TOTAL = 1000;
export const DINGDONG_MAX_DRAWS = 10;

/** (fruit, weight out of 1000, multiplier × 100 for its pool). */
export const dingdongTable: ReadonlyArray<{ fruit: DingdongFruit; weight: number; payX100: bigint }> = [
  { fruit: 'apple', weight: 288, payX100: 300n },
  { fruit: 'mango', weight: 216, payX100: 400n },
  { fruit: 'bamboo', weight: 144, payX100: 600n },
  { fruit: 'ding', weight: 108, payX100: 800n },
  { fruit: 'grape', weight: 72, payX100: 1200n },
  { fruit: 'star', weight: 36, payX100: 2400n },
  { fruit: 'cherry', weight: 36, payX100: 0n },
  { fruit: 'again', weight: 100, payX100: 0n },
];

export const dingdongFruitAt = (value: number): DingdongFruit => {
  let from = 0;
  for (const entry of dingdongTable) {
    from += entry.weight;
    if (value < from) return entry.fruit;
  }
  throw new RangeError(`value ${value} is beyond ${DINGDONG_WEIGHT_TOTAL}`);
};

export interface DingdongSpin {
  /** Every fruit drawn, the "again"s first and the result last. */
  draws: DingdongFruit[];
  result: Exclude<DingdongFruit, 'again'>;
}

export function dingdongSpin(roundHash: string): DingdongSpin {
  const draws: DingdongFruit[] = [];
  for (let k = 0; k < DINGDONG_MAX_DRAWS; k++) {
    const fruit = dingdongFruitAt(indexOf(roundHash, k, DINGDONG_WEIGHT_TOTAL));
    draws.push(fruit);
    if (fruit !== 'again') return { draws, result: fruit };
  }
  return { draws, result: 'cherry' };
}

export const dingdongPayX100 = (pool: DingdongPool, result: DingdongFruit): bigint =>
  pool === result ? (dingdongTable.find((e) => e.fruit === pool)?.payX100 ?? 0n) : 0n;
