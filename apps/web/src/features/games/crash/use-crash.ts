/**
 * The Crash table (SPEC §4 Crash: PREPARATION → GOUP → SQUIB): loads curGame, follows start / data / end /
 * betInfo / escapeInfo, keeps the flight's clock (the multiplier is animated locally from the published
 * rate(t) between the 100 ms data ticks), the players with their cash-outs, the latest targets, and my
 * bet: placed in preparation, or during a flight for the next round (joinedNext), cashed out by hand or
 * by the auto cash-out rate.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { parseAmount } from '@kasino/shared/money';
import { userQueryKey } from '../../../lib/auth/get-user.ts';
import { useIsLoggedIn } from '../../../lib/auth/token-store.ts';
import { setShownBalance } from '../../../lib/balance-hold.ts';
import { randomHex } from '../../../lib/random-id.ts';
import { notify } from '../../../lib/toast.ts';
import { WsCallError } from '../../../lib/ws/ws-client.ts';
import { useWsTopic } from '../../../lib/ws/ws-instance.ts';
import { serverNow, useWsStore } from '../../../lib/ws/ws-store.ts';
import {
  crashTopics,
  escapeCrash,
  getCrashCurrent,
  parseCrashTick,
  placeCrashBet,
  type CrashEnd,
  type CrashPlayer,
  type CrashRound,
} from './crash-api.ts';
import type { BetRangeWire } from '../rounds/rounds-api.ts';
import { sounds } from '../frame/sounds.ts';
import { drifted, syncFromCurTime } from '../rounds/use-server-clock.ts';

/** My bet as this screen knows it. */
export interface CrashMyBet {
  /** The round it plays in; null while it waits for the next round. */
  roundId: string | null;
  amount: string;
  autoRate: string | null;
  escapeRate: string | null;
  winAmount: string | null;
}

interface CrashState {
  round: CrashRound | null;
  /** The latest crash and when it happened (server ms): shown a moment into the next preparation. */
  lastEnd: (CrashEnd & { at: number; serverSeedHash: string }) | null;
  growth: number;
  maxRate: string;
  range: BetRangeWire | undefined;
  history: string[];
  players: CrashPlayer[];
  mine: CrashMyBet | null;
  /** My bet of the round that just ended, shown during the next preparation. */
  settled: CrashMyBet | null;
  loaded: boolean;
  error: boolean;
}

const initial: CrashState = {
  round: null,
  lastEnd: null,
  growth: 0.00006,
  maxRate: '200',
  range: undefined,
  history: [],
  players: [],
  mine: null,
  settled: null,
  loaded: false,
  error: false,
};
const HISTORY_KEEP = 20;
const STALL_MS = 3_000;

/** My bet from curGame's `my`. */
function mineFrom(my: NonNullable<Awaited<ReturnType<typeof getCrashCurrent>>['my']>, round: CrashRound | null): CrashMyBet | null {
  if (!my.isJoinCur && !my.joinedNext) return null;
  return {
    roundId: my.joinedNext ? null : (round?.roundId ?? null),
    amount: my.betAmount,
    autoRate: my.autoRate,
    escapeRate: my.isEscape ? (my.winAmount && my.betAmount ? rateOf(my.winAmount, my.betAmount) : null) : null,
    winAmount: my.isEscape ? my.winAmount : null,
  };
}

/** win / amount as a 2-decimal rate string. */
function rateOf(win: string, amount: string): string | null {
  const w = parseAmount(win);
  const a = parseAmount(amount);
  if (!w || !a) return null;
  const x100 = (w * 100n) / a;
  return `${x100 / 100n}.${String(x100 % 100n).padStart(2, '0')}`;
}

export function useCrash() {
  const queryClient = useQueryClient();
  const loggedIn = useIsLoggedIn();
  const linkUser = useWsStore((s) => s.userId);
  const ready = useWsStore((s) => s.state === 'ready');
  const userId = loggedIn ? linkUser : null;
  const [state, setState] = useState<CrashState>(initial);
  const [busy, setBusy] = useState(false);
  /** Local epoch ms at which the flight began (from the data ticks), for the animation. */
  const flightStart = useRef<number | null>(null);
  const lastTickRate = useRef(1);
  const lastHeard = useRef(0);
  const roundRef = useRef<CrashRound | null>(null);
  useEffect(() => {
    roundRef.current = state.round;
  }, [state.round]);

  const load = useCallback(async (onlyMine = false) => {
    const sentAt = Date.now();
    try {
      const cur = await getCrashCurrent();
      syncFromCurTime(cur.curTime, sentAt);
      if (onlyMine) {
        setState((s) =>
          s.round?.roundId === cur.round?.roundId
            ? { ...s, mine: cur.my ? mineFrom(cur.my, cur.round) : s.mine, players: cur.round?.bets ?? s.players }
            : s,
        );
        return;
      }
      if (cur.round?.status === 'GOUP' && cur.round.startTime !== null)
        flightStart.current = Date.now() - Math.max(0, serverNow() - cur.round.startTime);
      setState((s) => ({
        lastEnd: s.lastEnd,
        settled: s.settled,
        round: cur.round,
        growth: cur.growth,
        maxRate: cur.maxRate,
        range: cur.betAmountRange,
        history: cur.historyRate.slice(0, HISTORY_KEEP),
        players: cur.round?.bets ?? [],
        mine: cur.my ? mineFrom(cur.my, cur.round) : null,
        loaded: true,
        error: false,
      }));
    } catch {
      setState((s) => ({ ...s, error: true, loaded: true }));
    }
  }, []);

  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(() => void load(), 0);
    return () => clearTimeout(timer);
  }, [load, ready, userId]);

  // A flight silent for 3 s, or one that should have started 3 s ago: the pushes were lost, reload.
  useEffect(() => {
    const timer = setInterval(() => {
      const round = roundRef.current;
      if (!round || !ready) return;
      const late =
        round.status === 'PREPARATION' &&
        round.startTime !== null &&
        serverNow() > round.startTime + STALL_MS &&
        Date.now() - lastHeard.current > STALL_MS;
      const silent = round.status === 'GOUP' && lastHeard.current > 0 && Date.now() - lastHeard.current > STALL_MS;
      if (late || silent) {
        lastHeard.current = Date.now();
        void load();
      }
    }, 1_000);
    return () => clearInterval(timer);
  }, [load, ready]);

  useWsTopic(crashTopics.start, (start, push) => {
    lastHeard.current = Date.now();
    if (drifted(push.ts)) void load();
    flightStart.current = null;
    lastTickRate.current = 1;
    setState((s) => ({
      ...s,
      round: {
        roundId: start.roundId,
        status: 'PREPARATION',
        startTime: start.startTime,
        serverSeedHash: start.serverSeedHash,
        rate: null,
        target: null,
        endTime: null,
        serverSeed: null,
        roundHash: null,
        salt: null,
        rand: null,
        bets: [],
      },
      players: [],
      // A bet that waited for this round now plays in it; a settled one is done.
      mine: s.mine && s.mine.roundId === null ? { ...s.mine, roundId: start.roundId } : null,
      settled: s.mine && s.mine.roundId !== null && s.mine.roundId !== start.roundId ? s.mine : null,
    }));
    // The server knows best where a queued bet landed.
    void load(true);
  });

  useWsTopic(crashTopics.data, (data) => {
    const tick = parseCrashTick(data);
    if (!tick) return;
    lastHeard.current = Date.now();
    flightStart.current = Date.now() - tick.time;
    lastTickRate.current = tick.rate;
    setState((s) =>
      s.round && s.round.status !== 'GOUP' && s.round.status !== 'SQUIB' ? { ...s, round: { ...s.round, status: 'GOUP' } } : s,
    );
  });

  useWsTopic(crashTopics.end, (end) => {
    lastHeard.current = Date.now();
    sounds.crash();
    setState((s) => ({
      ...s,
      lastEnd: { ...end, at: serverNow(), serverSeedHash: s.round?.roundId === end.roundId ? s.round.serverSeedHash : '' },
      round:
        s.round && s.round.roundId === end.roundId
          ? { ...s.round, status: 'SQUIB', target: end.target, serverSeed: end.serverSeed, roundHash: end.roundHash, salt: end.salt }
          : s.round,
      history: [end.target, ...s.history].slice(0, HISTORY_KEEP),
    }));
    void queryClient.invalidateQueries({ queryKey: ['rounds', 'crash'] });
    void queryClient.invalidateQueries({ queryKey: userQueryKey });
    void load(true);
  });

  useWsTopic(crashTopics.betInfo, (bet) => {
    if (!bet || typeof bet !== 'object' || typeof bet.user !== 'string' || bet.joinedNext) return;
    setState((s) =>
      bet.roundId && s.round && bet.roundId !== s.round.roundId
        ? s
        : {
            ...s,
            players: [{ user: bet.user, amount: bet.amount, rate: bet.rate ?? null, escapeRate: null, winAmount: '0' }, ...s.players].slice(
              0,
              50,
            ),
          },
    );
  });

  useWsTopic(crashTopics.escapeInfo, (escape) => {
    setState((s) => {
      const i = s.players.findIndex((p) => p.user === escape.user && !p.escapeRate);
      if (i < 0) return s;
      const players = [...s.players];
      players[i] = { ...players[i]!, escapeRate: escape.rate, winAmount: escape.winAmount };
      return { ...s, players };
    });
  });

  const fail = (error: unknown) => {
    const failure = error instanceof WsCallError ? error : new WsCallError(-1, String(error));
    notify.error(`${failure.message} (${failure.code})`);
  };

  const bet = useCallback(async (amount: string, autoRate: string | null) => {
    const round = roundRef.current;
    setBusy(true);
    try {
      const inPreparation = round?.status === 'PREPARATION' && (round.startTime === null || serverNow() < round.startTime);
      const placed = await placeCrashBet({
        uuid: `crash-${randomHex(12)}`,
        amount,
        ...(autoRate ? { rate: autoRate } : {}),
        ...(inPreparation && round ? { roundId: round.roundId } : {}),
      });
      setShownBalance(placed.balance);
      sounds.chip();
      setState((s) => ({
        ...s,
        mine: {
          roundId: placed.joinedNext ? null : placed.bet.roundId,
          amount: placed.bet.amount,
          autoRate,
          escapeRate: null,
          winAmount: null,
        },
      }));
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }, []);

  const escape = useCallback(async () => {
    const round = roundRef.current;
    if (!round) return;
    setBusy(true);
    try {
      const done = await escapeCrash(round.roundId);
      setShownBalance(done.balance);
      sounds.win(done.bet);
      setState((s) => (s.mine ? { ...s, mine: { ...s.mine, escapeRate: done.rate, winAmount: done.bet.payout } } : s));
    } catch (error) {
      fail(error);
      void load(true);
    } finally {
      setBusy(false);
    }
  }, [load]);

  return { ...state, busy, bet, escape, flightStart, lastTickRate, reload: load };
}
