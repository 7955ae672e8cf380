/**
 * Roller's state machine (SPEC §4): beReady → processing → beReady. Starting deducts the stake from
 * the shown balance; the result is shown at once; a win reaches the balance 2.5 s later; a failure
 * puts the stake back (the server balance is refetched) and returns to beReady. A win chimes (a big
 * one is celebrated).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { BetView } from '@kasino/shared/games';
import { parseAmount, toWireAmount } from '@kasino/shared/money';
import { queryClient } from '../../../lib/api/query-client.ts';
import { holdBalance, releaseBalance, setShownBalance } from '../../../lib/balance-hold.ts';
import { userQueryKey, type UserView } from '../../../lib/auth/get-user.ts';
import { randomHex } from '../../../lib/random-id.ts';
import { WsCallError } from '../../../lib/ws/ws-client.ts';
import { betsKey } from '../../../lib/games/bets-key.ts';
import { startRollerRound, type RollerPlaced } from './roller-api.ts';
import { bumpNonce } from '../../../lib/games/seeds-api.ts';
import { sounds } from '../frame/sounds.ts';

export type RollerPhase = 'beReady' | 'processing';

/** How long a win waits before the balance shows it (SPEC §4). */
export const WIN_BALANCE_DELAY_MS = 2_500;
/** Upper bound of the balance hold if a reply never comes. */
const HOLD_SAFETY_MS = 15_000;

export interface RollerBetInput {
  amount: string;
  choose: number;
  isHigher: boolean;
}

export function useRollerPlay() {
  const [phase, setPhase] = useState<RollerPhase>('beReady');
  const [last, setLast] = useState<BetView | null>(null);
  const [session, setSession] = useState<BetView[]>([]);
  const seq = useRef(0);
  const winTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      // Leaving mid-delay: stop holding and show the server's balance now.
      if (winTimer.current) clearTimeout(winTimer.current);
      releaseBalance();
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
    [],
  );

  /** Places one bet; resolves with the reply or rejects with the WsCallError (already back in beReady). */
  const play = useCallback(async (input: RollerBetInput): Promise<RollerPlaced> => {
    const mine = ++seq.current;
    if (winTimer.current) clearTimeout(winTimer.current);
    setPhase('processing');
    holdBalance(HOLD_SAFETY_MS);
    const user = queryClient.getQueryData<UserView>(userQueryKey);
    const stake = parseAmount(input.amount);
    const before = user ? parseAmount(user.balance) : null;
    if (before !== null && stake !== null) setShownBalance(toWireAmount(before - stake));
    try {
      const placed = await startRollerRound({ uuid: `r-${randomHex(12)}`, ...input });
      setLast(placed.bet);
      setSession((list) => [placed.bet, ...list].slice(0, 30));
      if (placed.bet.win) sounds.win(placed.bet);
      bumpNonce(placed.bet.nonce + 1);
      void queryClient.invalidateQueries({ queryKey: [...betsKey, 'history'] });
      if (placed.bet.win) {
        winTimer.current = setTimeout(() => {
          if (seq.current === mine) releaseBalance(placed.balance);
        }, WIN_BALANCE_DELAY_MS);
      } else {
        releaseBalance(placed.balance);
      }
      setPhase('beReady');
      return placed;
    } catch (error) {
      // No answer: the stake shown as taken goes back at once (a bet that never left, e.g. offline,
      // took nothing); the server's balance follows when it can be fetched.
      releaseBalance(user?.balance);
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
      setPhase('beReady');
      throw error instanceof WsCallError ? error : new WsCallError(-1, String(error));
    }
  }, []);

  return { phase, last, session, play };
}
