/**
 * A game may hold the shown balance while a bet settles (SPEC §4 Roller: the stake is deducted
 * locally at start and a win reaches the balance 2.5 s after it is shown). While held, balance pushes
 * are ignored; the game writes the balance itself when it releases.
 */
import { queryClient } from './api/query-client.ts';
import { userQueryKey, type UserView } from './auth/get-user.ts';

let heldUntil = 0;

/** Ignore balance pushes for up to `ms` (a safety bound: release() ends it sooner). */
export const holdBalance = (ms: number): void => {
  heldUntil = Date.now() + ms;
};

/** True while pushes must not overwrite the balance a game is showing. */
export const isBalanceHeld = (): boolean => Date.now() < heldUntil;

/** Ends the hold, optionally writing the balance the game knows (wire amount). */
export function releaseBalance(balance?: string): void {
  heldUntil = 0;
  if (balance !== undefined) setShownBalance(balance);
}

/** Writes the shown balance (wire amount) into the user query. */
export function setShownBalance(balance: string): void {
  queryClient.setQueryData<UserView>(userQueryKey, (user) => (user ? { ...user, balance } : user));
}
