/**
 * The state machine of a one-call game (SPEC §4, Roller's): beReady → processing → beReady.
 * Starting deducts the stake from the shown balance; the reply fixes the result, which the screen
 * animates for `revealMs` (the coin in the air, the wheel spinning, the eggs cracking); a loss
 * reaches the balance when the animation ends, a win 2.5 s after the reply (or when it ends, if
 * later); a failure puts the stake back (the server balance is refetched) and returns to beReady.
 * A new bet placed while a win is still held (auto-bet) first shows that win. A win chimes when it
 * is shown (a big one is celebrated). Auto-bet at speed passes a shorter `revealMs` (0 in Turbo);
 * Roller passes 0 always: its result shows at once while its track travels.
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
import { startInstantRound, type InstantGame, type InstantPlaced } from './instant-api.ts';
import { bumpNonce } from '../../../lib/games/seeds-api.ts';
import { sounds } from '../frame/sounds.ts';

export type InstantPhase = 'beReady' | 'processing';

/** How long a win waits before the balance shows it (SPEC §4). */
export const WIN_BALANCE_DELAY_MS = 2_500;

/** Upper bound of the balance hold if a reply never comes. */
const HOLD_SAFETY_MS = 15_000;

/** `revealMs`: how long the screen animates a result before showing it (0 with reduced motion). */
export function useInstantPlay<P extends object>(game: InstantGame, revealMs: number) {
  const [phase, setPhase] = useState<InstantPhase>('beReady');
  /** The bet being revealed (or last revealed). */
  const [revealing, setRevealing] = useState<BetView | null>(null);
  /** Bets placed on this screen (each one restarts the animation). */
  const [plays, setPlays] = useState(0);
  /** The bet whose result is shown (after the animation). */
  const [last, setLast] = useState<BetView | null>(null);
  const [session, setSession] = useState<BetView[]>([]);
  /** A bet is on its way and its reply has not come yet. */
  const [waiting, setWaiting] = useState(false);
  const seq = useRef(0);
  const timers = useRef<Array<ReturnType<typeof setTimeout>>>([]);
  /** A won balance not shown yet (wire). */
  const heldWin = useRef<string | null>(null);

  const clearTimers = () => {
    for (const timer of timers.current) clearTimeout(timer);
    timers.current = [];
  };

  useEffect(
    () => () => {
      // Leaving mid-animation or mid-delay: stop holding and show the server's balance now.
      clearTimers();
      releaseBalance();
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
    [],
  );

  /** Places one bet; resolves with the reply or rejects with the WsCallError (already back in beReady). */
  const play = useCallback(
    async (input: { amount: string } & P): Promise<InstantPlaced> => {
      const mine = ++seq.current;
      clearTimers();
      if (heldWin.current !== null) setShownBalance(heldWin.current);
      heldWin.current = null;
      setPhase('processing');
      setWaiting(true);
      // The shown result gives way to the animation; without one (Turbo, reduced motion) it stays
      // until the next replaces it, so a fast series does not flicker.
      if (revealMs > 0) setLast(null);
      holdBalance(HOLD_SAFETY_MS);
      const user = queryClient.getQueryData<UserView>(userQueryKey);
      const stake = parseAmount(input.amount);
      const before = user ? parseAmount(user.balance) : null;
      if (before !== null && stake !== null) setShownBalance(toWireAmount(before - stake));
      try {
        const placed = await startInstantRound(game, { uuid: `${game.slice(0, 2)}-${randomHex(12)}`, ...input });
        setRevealing(placed.bet);
        setWaiting(false);
        setPlays((n) => n + 1);
        bumpNonce(placed.bet.nonce + 1);
        void queryClient.invalidateQueries({ queryKey: [...betsKey, 'history'] });
        const paysBack = (parseAmount(placed.bet.payout) ?? 0n) > 0n;
        if (paysBack) heldWin.current = placed.balance;
        const land = () => {
          if (seq.current !== mine) return;
          setLast(placed.bet);
          setSession((list) => [placed.bet, ...list].slice(0, 30));
          // Only now: my recent bets (strips, tabs) would otherwise tell the result before it is shown.
          void queryClient.invalidateQueries({ queryKey: [...betsKey, 'recent', game] });
          if (!paysBack) releaseBalance(placed.balance);
          if (placed.bet.win) sounds.win(placed.bet);
          setPhase('beReady');
        };
        if (revealMs > 0) timers.current.push(setTimeout(land, revealMs));
        else land();
        if (paysBack) {
          timers.current.push(
            setTimeout(
              () => {
                if (seq.current !== mine) return;
                heldWin.current = null;
                releaseBalance(placed.balance);
              },
              Math.max(WIN_BALANCE_DELAY_MS, revealMs),
            ),
          );
        }
        return placed;
      } catch (error) {
        // No answer: the stake shown as taken goes back at once (a bet that never left, e.g. offline,
        // took nothing); the server's balance follows when it can be fetched.
        releaseBalance(user?.balance);
        void queryClient.invalidateQueries({ queryKey: userQueryKey });
        setWaiting(false);
        setPhase('beReady');
        throw error instanceof WsCallError ? error : new WsCallError(-1, String(error));
      }
    },
    [game, revealMs],
  );

  return { phase, waiting, plays, revealing, last, session, play };
}
