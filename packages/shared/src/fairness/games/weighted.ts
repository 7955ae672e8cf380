/**
 * Weighted draws used by the table games (Eggs): a value v = floor(f(stream, k) × total) picks the
 * entry whose cumulative weight range [from, from + weight) holds v, in the table's published order.
 */
export interface PrizeEntry {
  /** Multiplier × 100. */
  readonly multiplierX100: bigint;
  readonly weight: number;
}

export const totalWeight = (table: readonly PrizeEntry[]): number => table.reduce((sum, entry) => sum + entry.weight, 0);

/** The table index holding `value` (0 ≤ value < total weight). */
export function entryAt(table: readonly PrizeEntry[], value: number): number {
  let from = 0;
  for (let i = 0; i < table.length; i++) {
    from += (table[i] as PrizeEntry).weight;
    if (value < from) return i;
  }
  throw new RangeError(`value ${value} is beyond the table's total weight ${from}`);
}
