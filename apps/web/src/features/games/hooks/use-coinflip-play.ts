/**
 * Coin flip's state machine, as Roller's (SPEC §4): beReady → processing → beReady. Starting deducts
 * the stake from the shown balance; the reply fixes the coin, which then flips for `flipMs` and
 * lands on it; a loss reaches the balance when the coin lands, a win 2.5 s after the reply; a
 * failure puts the stake back (the server balance is refetched) and returns to beReady.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CoinSide } from '@kasino/shared/fairness/games/coinflip';
import type { BetView } from '@kasino/shared/games';
import { parseAmount, toWireAmount } from '@kasino/shared/money';
import { queryClient } from '../../../lib/api/query-client.ts';
import { holdBalance, releaseBalance, setShownBalance } from '../../../lib/balance-hold.ts';
import { userQueryKey, type UserView } from '../../../lib/auth/get-user.ts';
import { randomHex } from '../../../lib/random-id.ts';
import { WsCallError } from '../../../lib/ws/ws-client.ts';
import { betsKey } from '../api/bets.ts';
import { startCoinflipRound, type CoinflipPlaced } from '../api/coinflip.ts';
import { bumpNonce } from '../api/seeds.ts';
import { WIN_BALANCE_DELAY_MS } from './use-roller-play.ts';

export type CoinflipPhase = 'beReady' | 'processing';

/** Upper bound of the balance hold if a reply never comes. */
const HOLD_SAFETY_MS = 15_000;

export interface CoinflipBetInput {
  amount: string;
  side: CoinSide;
}

/** `flipMs`: how long the coin spins before it shows the result (0 with reduced motion). */
export function useCoinflipPlay(flipMs: number) {
  const [phase, setPhase] = useState<CoinflipPhase>('beReady');
  /** The bet whose coin is in the air or has landed. */
  const [flipping, setFlipping] = useState<BetView | null>(null);
  /** Flips so far on this screen (each one tosses the coin again). */
  const [flips, setFlips] = useState(0);
  /** The bet whose result is shown (after the coin landed). */
  const [last, setLast] = useState<BetView | null>(null);
  const [session, setSession] = useState<BetView[]>([]);
  const seq = useRef(0);
  const timers = useRef<Array<ReturnType<typeof setTimeout>>>([]);

  const clearTimers = () => {
    for (const timer of timers.current) clearTimeout(timer);
    timers.current = [];
  };

  useEffect(
    () => () => {
      // Leaving mid-flip or mid-delay: stop holding and show the server's balance now.
      clearTimers();
      releaseBalance();
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
    [],
  );

  /** Places one flip; resolves with the reply or rejects with the WsCallError (already back in beReady). */
  const play = useCallback(
    async (input: CoinflipBetInput): Promise<CoinflipPlaced> => {
      const mine = ++seq.current;
      clearTimers();
      setPhase('processing');
      setLast(null);
      holdBalance(HOLD_SAFETY_MS);
      const user = queryClient.getQueryData<UserView>(userQueryKey);
      const stake = parseAmount(input.amount);
      const before = user ? parseAmount(user.balance) : null;
      if (before !== null && stake !== null) setShownBalance(toWireAmount(before - stake));
      try {
        const placed = await startCoinflipRound({ uuid: `c-${randomHex(12)}`, ...input });
        setFlipping(placed.bet);
        setFlips((n) => n + 1);
        bumpNonce(placed.bet.nonce + 1);
        void queryClient.invalidateQueries({ queryKey: [...betsKey, 'history'] });
        const land = () => {
          if (seq.current !== mine) return;
          setLast(placed.bet);
          setSession((list) => [placed.bet, ...list].slice(0, 30));
          if (!placed.bet.win) releaseBalance(placed.balance);
          setPhase('beReady');
        };
        if (flipMs > 0) timers.current.push(setTimeout(land, flipMs));
        else land();
        if (placed.bet.win) {
          timers.current.push(
            setTimeout(() => {
              if (seq.current === mine) releaseBalance(placed.balance);
            }, Math.max(WIN_BALANCE_DELAY_MS, flipMs)),
          );
        }
        return placed;
      } catch (error) {
        releaseBalance();
        void queryClient.invalidateQueries({ queryKey: userQueryKey });
        setPhase('beReady');
        throw error instanceof WsCallError ? error : new WsCallError(-1, String(error));
      }
    },
    [flipMs],
  );

  return { phase, flips, flipping, last, session, play };
}
