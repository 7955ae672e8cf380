/**
 * Where bonus money is, pure (PROMOTIONS.md "Bonus money and wagering"; the invariant is written out
 * in docs/decisions/0014). While a bonus is under wagering its money is either in the wallet (the
 * lock) or in a stake that has not come back yet (a position's share). Numbered so code and tests
 * speak of the same rule:
 *  1. Real money is staked first: a stake leaving a wallet that holds `balanceAfter` once it left
 *     takes bonus money only for what real money could not cover, `max(0, locked − balanceAfter)`;
 *     so the lock never exceeds the wallet (`min(locked, balanceAfter)` after the stake).
 *  2. What comes back for a stake (a payout, a refund, a provider's credit or rollback) carries the
 *     stake's bonus share: once `credited` has come back in all against a stake with share `share`,
 *     `ceil(credited × share / stake)` of it is bonus money; each return is the increase, rounded
 *     towards the bonus so no sen slips out by rounding.
 *  3. Where a return's bonus part goes depends on its bonus now: active → back under the lock;
 *     met → the player's (the turnover released it); forfeited or depleted → back to the promotions
 *     account, never freed.
 *  4. Withdrawable = the wallet minus the active bonus's lock, never below zero.
 *  5. A bonus closes as met once its counted turnover reaches what it requires, and as depleted once
 *     the bonus money the player still has (the lock plus the shares in open bets) has been lost below
 *     the threshold (and below the bonus itself: a bonus smaller than the threshold closes only once
 *     some of it is lost); moving the money into a bet and back never closes it. What is left under
 *     the threshold is the player's then.
 *  6. A forfeit removes the lock at once; the shares still in open bets go back by rule 3 when they
 *     settle.
 */

/** Rule 1: the bonus money a stake takes, and the lock it leaves. */
export function stakeShare(locked: bigint, balanceAfter: bigint): { share: bigint; lockedAfter: bigint } {
  const share = locked > balanceAfter ? locked - (balanceAfter > 0n ? balanceAfter : 0n) : 0n;
  return { share, lockedAfter: locked - share };
}

/** Rule 2: the bonus part of `amount` coming back against a stake, given what came back before it. */
export function returnShare(
  position: { stake: bigint; share: bigint; credited: bigint; returned: bigint },
  amount: bigint,
): { part: bigint; credited: bigint; returned: bigint } {
  const credited = position.credited + amount;
  const owed = position.stake > 0n ? ceilDiv(credited * position.share, position.stake) : 0n;
  const part = owed > position.returned ? owed - position.returned : 0n;
  // Never more than the return itself (a share above its stake would be a bug, not a rule).
  const bounded = part > amount ? amount : part;
  return { part: bounded, credited, returned: position.returned + bounded };
}

const ceilDiv = (a: bigint, b: bigint): bigint => (a + b - 1n) / b;

export type BonusStatus = 'active' | 'met' | 'forfeited' | 'depleted';

/** Rule 3: what happens to a return's bonus part. */
export function returnGoesTo(status: BonusStatus): 'lock' | 'player' | 'promotions' {
  switch (status) {
    case 'active':
      return 'lock';
    case 'met':
      return 'player';
    case 'forfeited':
    case 'depleted':
      return 'promotions';
  }
}

/** Rule 4. */
export const withdrawableOf = (balance: bigint, locked: bigint): bigint => (balance > locked ? balance - locked : 0n);

export type BonusClose = 'met' | 'depleted' | null;

/** Rule 5: whether a bonus closes, from its turnover and the bonus money the player still has. */
export function bonusClose(c: {
  progress: bigint;
  required: bigint;
  bonus: bigint;
  locked: bigint;
  held: bigint;
  depletedBelow: bigint;
}): BonusClose {
  if (c.progress >= c.required) return 'met';
  const left = c.locked + c.held;
  if (left < c.depletedBelow && left < c.bonus) return 'depleted';
  return null;
}
