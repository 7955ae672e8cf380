/**
 * A Roulette, Dice or Dingdong table (SPEC §4: status -1 idle, 0 round started, 1 round ended; leaving
 * resets to -1). Loads curRound, follows start / end / update and my personal result, keeps each pool's
 * total and my stake, and places bets with a fresh uuid per click. The result of a round is revealed to
 * the stage at once and reaches the history strip and "my result" once the stage's animation landed
 * (`revealMs`), so nothing spoils the spin. The server reveals a pool round as betting closes; the
 * animation is fitted into what is left of the closed window, so it lands before the next period.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { parseAmount, toWireAmount } from '@kasino/shared/money';
import { userQueryKey } from '../../../lib/auth/get-user.ts';
import { useIsLoggedIn } from '../../../lib/auth/token-store.ts';
import { setShownBalance } from '../../../lib/balance-hold.ts';
import { randomHex } from '../../../lib/random-id.ts';
import { notify } from '../../../lib/toast.ts';
import { WsCallError } from '../../../lib/ws/ws-client.ts';
import { useWsTopic } from '../../../lib/ws/ws-instance.ts';
import { serverNow, useWsStore } from '../../../lib/ws/ws-store.ts';
import {
  getPoolCurrent,
  placePoolBet,
  poolResultTopic,
  poolTopics,
  roundsKey,
  type BetRangeWire,
  type PersonalResult,
  type PoolGame,
  type RoundView,
} from './rounds-api.ts';
import { sounds } from '../frame/sounds.ts';
import { drifted, MAX_DRIFT_MS, syncFromCurTime } from './use-server-clock.ts';

export type RoundStatus = -1 | 0 | 1;

export interface HistoryEntry {
  key: string;
  result: Record<string, unknown>;
}

interface PoolState {
  status: RoundStatus;
  round: RoundView | null;
  /** The latest ended round (its result drives the stage animation). */
  ended: RoundView | null;
  range: BetRangeWire | undefined;
  history: HistoryEntry[];
  pools: Record<string, string>;
  myPools: Record<string, string>;
  /** My result of the latest ended round, once its animation landed. */
  myResult: PersonalResult | null;
  /** How long the stage takes to land the latest result (fitted to the closed window). */
  revealMs: number;
  error: boolean;
}

/** The shortest reveal still readable as a spin, and the time left before the period change. */
const MIN_REVEAL_MS = 600;
const LAND_MARGIN_MS = 250;

/** The stage's natural animation, shortened to land `LAND_MARGIN_MS` before the round's end. */
export function fitReveal(naturalMs: number, endTime: number, now: number): number {
  return Math.max(MIN_REVEAL_MS, Math.min(naturalMs, endTime - now - LAND_MARGIN_MS));
}

const idle: PoolState = {
  status: -1,
  round: null,
  ended: null,
  range: undefined,
  history: [],
  pools: {},
  myPools: {},
  myResult: null,
  revealMs: 0,
  error: false,
};

const addWire = (a: string | undefined, b: string): string => toWireAmount((parseAmount(a ?? '0') ?? 0n) + (parseAmount(b) ?? 0n));

export function usePoolRound(game: PoolGame, { keep, revealMs }: { keep: number; revealMs: (round: RoundView) => number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const loggedIn = useIsLoggedIn();
  const linkUser = useWsStore((s) => s.userId);
  const ready = useWsStore((s) => s.state === 'ready');
  const userId = loggedIn ? linkUser : null;
  const [state, setState] = useState<PoolState>(idle);
  const [placing, setPlacing] = useState<string | null>(null);
  /** The round of my latest bet (the screen marks it; tests follow it). */
  const [lastBetRound, setLastBetRound] = useState<string | null>(null);
  const timers = useRef<number[]>([]);
  const pendingResult = useRef<PersonalResult | null>(null);
  const revealedRound = useRef<string | null>(null);

  const later = (fn: () => void, ms: number) => {
    timers.current.push(window.setTimeout(fn, ms));
  };

  const load = useCallback(async () => {
    const sentAt = Date.now();
    try {
      const cur = await getPoolCurrent(game);
      syncFromCurTime(cur.curTime, sentAt);
      setState((s) => ({
        ...s,
        status: cur.status,
        round: cur.round,
        range: cur.betAmountRange,
        history: cur.historyNumbers
          .flatMap((result, i) => (result ? [{ key: `h${i}-${JSON.stringify(result)}`, result }] : []))
          .slice(0, keep),
        pools: cur.pools ?? {},
        myPools: cur.myPoolAmount ?? {},
        error: false,
      }));
    } catch {
      setState((s) => ({ ...s, error: true }));
    }
  }, [game, keep]);

  // (Re)load on entry, after a reconnect and when the identity changes; leaving resets to -1.
  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(() => void load(), 0);
    return () => clearTimeout(timer);
  }, [load, ready, userId]);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((id) => clearTimeout(id));
  }, []);
  const current = useRef<RoundView | null>(null);
  useEffect(() => {
    current.current = state.round;
  }, [state.round]);

  const topics = poolTopics(game);
  useWsTopic(topics.start, (round, push) => {
    const previous = current.current;
    // A clock jump, or a gap between the last round and this one (pushes were missed): reload everything.
    if (drifted(push.ts) || (previous && previous.roundId !== round.roundId && Math.abs(round.startTime - previous.endTime) > MAX_DRIFT_MS))
      void load();
    setState((s) => ({ ...s, status: 0, round, pools: {}, myPools: {} }));
  });

  useWsTopic(topics.end, (round, push) => {
    if (drifted(push.ts)) void load();
    if (!round.result || revealedRound.current === round.roundId) return;
    revealedRound.current = round.roundId;
    const duration = fitReveal(revealMs(round), round.endTime, serverNow());
    setState((s) => ({
      ...s,
      status: 1,
      ended: round,
      myResult: null,
      revealMs: duration,
      round: s.round?.roundId === round.roundId ? round : s.round,
    }));
    later(() => {
      const mine = pendingResult.current?.roundId === round.roundId ? pendingResult.current : null;
      setState((s) => ({
        ...s,
        history: [{ key: round.roundId, result: round.result as Record<string, unknown> }, ...s.history].slice(0, keep),
        myResult: mine,
      }));
      void queryClient.invalidateQueries({ queryKey: [...roundsKey, game] });
      if (mine) {
        if ((parseAmount(mine.winAmount) ?? 0n) > 0n) sounds.win(mine);
        void queryClient.invalidateQueries({ queryKey: userQueryKey });
      }
    }, duration);
  });

  useWsTopic(topics.update, (update) => {
    setState((s) => {
      if (!s.round || update.roundId !== s.round.roundId) return s;
      const pools = { ...s.pools };
      for (const order of update.list) pools[order.select] = addWire(pools[order.select], order.amount);
      return { ...s, pools };
    });
  });

  useWsTopic(userId ? poolResultTopic(game, userId) : null, (result) => {
    pendingResult.current = result;
    // The result can arrive after the reveal (a slow link): show it at once then.
    setState((s) => (s.ended?.roundId === result.roundId && s.history[0]?.key === result.roundId ? { ...s, myResult: result } : s));
  });

  const bet = useCallback(
    async (pool: string, amount: string) => {
      const round = state.round;
      if (!round || state.status !== 0 || serverNow() >= round.closeTime) {
        notify.info(t('rounds.closedHint'));
        return false;
      }
      setPlacing(pool);
      try {
        const placed = await placePoolBet(game, { uuid: `${game}-${randomHex(12)}`, amount, pool, roundId: round.roundId });
        setShownBalance(placed.balance);
        setLastBetRound(placed.bets[0]?.roundId ?? round.roundId);
        sounds.chip();
        setState((s) => {
          if (s.round?.roundId !== round.roundId) return s;
          const myPools = { ...s.myPools };
          for (const b of placed.bets) myPools[b.select] = addWire(myPools[b.select], b.amount);
          return { ...s, myPools };
        });
        return true;
      } catch (error) {
        const failure = error instanceof WsCallError ? error : new WsCallError(-1, String(error));
        notify.error(`${failure.message} (${failure.code})`);
        return false;
      } finally {
        setPlacing(null);
      }
    },
    [game, state.round, state.status, t],
  );

  return { ...state, placing, lastBetRound, bet, reload: load };
}
