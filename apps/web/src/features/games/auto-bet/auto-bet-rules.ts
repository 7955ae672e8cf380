/**
 * The rules of an auto-bet series (SPEC §5, issue 17), without React: the speed (how much of each
 * stage's reveal plays before the next bet), the stake after a win or a loss, and when the series
 * stops. The limits are about this session, not the balance: "Batas rugi" is the net amount lost
 * since the series started, "Batas untung" the net profit.
 */

/** Normal lets each reveal play, Cepat plays a short one, Turbo bets again as soon as the server answered. */
export const autoSpeeds = ['normal', 'fast', 'turbo'] as const;
export type AutoSpeed = (typeof autoSpeeds)[number];
export const DEFAULT_AUTO_SPEED: AutoSpeed = 'fast';

export const isAutoSpeed = (value: unknown): value is AutoSpeed => autoSpeeds.includes(value as AutoSpeed);

/** How much of a stage's reveal animation plays at each speed. */
const REVEAL_SHARE: Record<AutoSpeed, number> = { normal: 1, fast: 0.25, turbo: 0 };
/** A beat after the reveal so the result is seen before the next bet goes out. */
const PAUSE_MS: Record<AutoSpeed, number> = { normal: 500, fast: 120, turbo: 0 };

/** Share of the full reveal that plays at `speed` (0 = the result at once), for CSS durations. */
export const revealShare = (speed: AutoSpeed): number => REVEAL_SHARE[speed];

/** How long a reveal of `fullMs` (0 under reduced motion) plays at `speed`. */
export const revealAt = (fullMs: number, speed: AutoSpeed): number => Math.round(fullMs * REVEAL_SHARE[speed]);

/**
 * Bets start at least this far apart (20 a second), so a fast server and Turbo stay under the
 * websocket's call rate per link (30 a second by default, 667 beyond it), with room for the screen's
 * other calls.
 */
export const MIN_BET_INTERVAL_MS = 50;

/**
 * How long to wait, once a bet's result is shown (its reveal played), before the next bet: the
 * speed's pause, and never closer than MIN_BET_INTERVAL_MS to the last bet's start.
 */
export const waitBeforeNext = (speed: AutoSpeed, startedAt: number, shownAt: number): number =>
  Math.max(PAUSE_MS[speed], MIN_BET_INTERVAL_MS - (shownAt - startedAt));

export type Adjust = 'reset' | 'increase';

/** The next stake: the base again, or the last one increased by pct %, in whole rupiah within the range. */
export function nextStake(current: bigint, base: bigint, adjust: Adjust, pct: number, range: { min: bigint; max: bigint } | null): bigint {
  let next = adjust === 'reset' ? base : (current * BigInt(Math.round(100 * (100 + pct)))) / 10_000n;
  next = (next / 100n) * 100n;
  if (range) next = next < range.min ? range.min : next > range.max ? range.max : next;
  return next;
}

/** Why a series ended. */
export type StopReason = 'done' | 'stopLoss' | 'stopLossNext' | 'stopProfit' | 'funds' | 'error' | 'user';

export interface SessionLimits {
  /** Net loss in the session at which the series stops (minor units), or null for none. */
  loss: bigint | null;
  /** Net profit in the session at which the series stops, or null for none. */
  profit: bigint | null;
}

export interface SessionState {
  done: number;
  total: number;
  /** Net result of the session so far: payouts minus stakes (minor units). */
  profit: bigint;
}

/**
 * Whether the series stops after a bet, given the session so far, the stake the next bet would
 * have and the balance the server answered: a limit reached, the count done, a next bet that could
 * take the session loss past the limit (so the limit is never overrun, even with a raised stake),
 * or a balance below the next stake. Null: place the next bet.
 */
export function stopAfterBet(session: SessionState, limits: SessionLimits, next: bigint, balance: bigint | null): StopReason | null {
  const lost = -session.profit;
  if (limits.loss !== null && lost >= limits.loss) return 'stopLoss';
  if (limits.profit !== null && session.profit >= limits.profit) return 'stopProfit';
  if (session.done >= session.total) return 'done';
  if (limits.loss !== null && lost + next > limits.loss) return 'stopLossNext';
  if (balance !== null && balance < next) return 'funds';
  return null;
}

/** A loss limit to suggest: ten base stakes, no more than the balance, never below one stake. */
export function suggestedLossLimit(base: bigint, balance: bigint | null): bigint {
  let limit = base * 10n;
  if (balance !== null && balance < limit) limit = (balance / 100n) * 100n;
  return limit < base ? base : limit;
}
