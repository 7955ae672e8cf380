/**
 * A Hilo, Mines or Stairs round (SPEC §4: ready → process → ready): restores an open round from curRound,
 * starts one (the stake leaves the shown balance at once), acts, cashes out. 20011 restores the open
 * round, 20013 reloads the table, every other refusal is toasted with its code. A won round chimes
 * (a big win is celebrated).
 */
import { useCallback, useEffect, useState } from 'react';
import { queryClient } from '../../../lib/api/query-client.ts';
import { setShownBalance } from '../../../lib/balance-hold.ts';
import { userQueryKey } from '../../../lib/auth/get-user.ts';
import { useSessionStore } from '../../../lib/auth/token-store.ts';
import { randomHex } from '../../../lib/random-id.ts';
import { notify } from '../../../lib/toast.ts';
import { WsCallError } from '../../../lib/ws/ws-client.ts';
import { betsKey } from '../../../lib/games/bets-key.ts';
import { bumpNonce, storeSeeds } from '../../../lib/games/seeds-api.ts';
import { sounds } from '../frame/sounds.ts';
import {
  cashSteppedRound,
  getSteppedCurrent,
  ROUND_ENDED,
  ROUND_OPEN,
  selectSteppedCard,
  startSteppedRound,
  useSteppedCurrent,
  type SteppedGame,
  type SteppedRound,
} from './stepped-api.ts';

export type SteppedPhase = 'ready' | 'process';

export function useSteppedRound<V>(game: SteppedGame, restoredText: string) {
  const identity = useSessionStore((s) => s.session);
  const current = useSteppedCurrent<V>(game, identity ?? 'visitor');
  const [round, setRound] = useState<SteppedRound<V> | null>(current.data?.round ?? null);
  const [busy, setBusy] = useState(false);

  // Restore an open round once the table answers (and whenever the identity changes).
  const loaded = current.data;
  const [restoredFrom, setRestoredFrom] = useState(loaded);
  if (loaded !== restoredFrom) {
    setRestoredFrom(loaded);
    setRound(loaded?.round ?? null);
  }
  useEffect(() => storeSeeds(loaded?.seeds), [loaded]);

  const accept = useCallback((next: SteppedRound<V>) => {
    setRound(next);
    setShownBalance(next.balance);
    if (next.state === 'ended') {
      void queryClient.invalidateQueries({ queryKey: betsKey });
      // A cash-out (or the last step, cashed by itself): the win chime, a big one celebrated.
      if (next.bet.win) sounds.win(next.bet);
    }
  }, []);

  const fail = useCallback(
    async (error: unknown) => {
      const failure = error instanceof WsCallError ? error : new WsCallError(-1, String(error));
      if (failure.code === ROUND_OPEN || failure.code === ROUND_ENDED) {
        const fresh = await getSteppedCurrent<V>(game).catch(() => null);
        setRound(fresh?.round ?? null);
        if (failure.code === ROUND_OPEN && fresh?.round) {
          notify.info(restoredText);
          return;
        }
      }
      notify.error(`${failure.message} (${failure.code})`);
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
    [game, restoredText],
  );

  const run = useCallback(
    async (call: () => Promise<SteppedRound<V>>) => {
      setBusy(true);
      try {
        accept(await call());
      } catch (error) {
        await fail(error);
      } finally {
        setBusy(false);
      }
    },
    [accept, fail],
  );

  const start = (amount: string, params: Record<string, unknown> = {}) =>
    run(async () => {
      const placed = await startSteppedRound<V>(game, { uuid: `${game}-${randomHex(12)}`, amount, ...params });
      bumpNonce(placed.bet.nonce + 1);
      return placed;
    });
  const act = (data: Record<string, unknown>) =>
    round ? run(() => selectSteppedCard<V>(game, { roundId: round.bet.id, ...data })) : Promise.resolve();
  const cash = () => (round ? run(() => cashSteppedRound<V>(game, round.bet.id)) : Promise.resolve());

  const phase: SteppedPhase = round?.state === 'process' ? 'process' : 'ready';
  return { current, round, phase, busy, start, act, cash };
}
