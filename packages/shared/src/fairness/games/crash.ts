/**
 * Crash flight: the multiplier is a published function of the time since the flight began,
 * rate(t) = floor(100 × e^(growth × t)) / 100 with t in ms (growth 0.00006: 2x after 11.6 s, 10x after
 * 38.4 s, 200x after 88.3 s). The round crashes at the first millisecond whose rate reaches the
 * committed target (rounds.ts crashTargetX100), so a cash-out before that moment pays less than the
 * target and one at or after it is refused. Clients animate the same function between sync ticks.
 */
export const CRASH_GROWTH_PER_MS = 0.00006;

/** rate × 100 after `elapsedMs` of flight (100 at the start). */
export function crashRateX100(elapsedMs: number, growth = CRASH_GROWTH_PER_MS): bigint {
  if (elapsedMs <= 0) return 100n;
  return BigInt(Math.floor(100 * Math.exp(growth * elapsedMs) + 1e-9));
}

/** The first whole millisecond at which the rate reaches `targetX100`: the flight's length. */
export function crashFlightMs(targetX100: bigint, growth = CRASH_GROWTH_PER_MS): number {
  if (targetX100 <= 100n) return 0;
  let t = Math.max(0, Math.floor(Math.log(Number(targetX100) / 100) / growth) - 2);
  while (crashRateX100(t, growth) < targetX100) t++;
  return t;
}
