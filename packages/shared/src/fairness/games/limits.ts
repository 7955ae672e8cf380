/** Shared limits of every in-house game (FAIRNESS.md, SPEC §9). */

/** Max win is 200x the stake; multipliers are capped here and bets that could only pay more are refused. */
export const MAX_RATE = 200;
export const MAX_RATE_X100 = 20_000n;

/** Applies a multiplier given in 1/scale units to a stake in minor units, rounding down. */
export const payoutOf = (amount: bigint, multiplier: bigint, scale: bigint): bigint => (amount * multiplier) / scale;
