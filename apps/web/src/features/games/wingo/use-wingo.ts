/**
 * The Wingo table of one model (SPEC §4 Wingo): step 0 loading, 1 betting, 2 after the result arrived.
 * Follows the model's start / end / update pushes and my personal results of every model. Bets placed
 * while betting is closed wait in a temporary log and go out when the next round starts. My result of
 * the model shows its popup 3 s later, a win or a loss; a win in another model flags that model's tab for 3 s.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
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
  BETTING_CLOSED,
  roundsKey,
  type BetRangeWire,
  type PersonalResult,
  type RoundBetView,
  type RoundOrder,
  type RoundView,
} from '../rounds/rounds-api.ts';
import { getWingoCurrent, placeWingoBet, wingoResultTopic, wingoTopics, type WingoModel } from './wingo-api.ts';
import { sounds } from '../frame/sounds.ts';
import { drifted, MAX_DRIFT_MS, syncFromCurTime } from '../rounds/use-server-clock.ts';

export type WingoStep = 0 | 1 | 2;

/** A bet waiting in the temporary log for the next round. */
export interface QueuedBet {
  key: string;
  model: WingoModel;
  select: string[];
  amount: string;
}

interface WingoState {
  step: WingoStep;
  phase: RoundView | null;
  /** The latest ended round of this model. */
  ended: RoundView | null;
  range: BetRangeWire | undefined;
  myOrders: RoundBetView[];
  orders: RoundOrder[];
  error: boolean;
}

const initial: WingoState = { step: 0, phase: null, ended: null, range: undefined, myOrders: [], orders: [], error: false };
export const WIN_POPUP_DELAY_MS = 3_000;
const FLAG_MS = 3_000;
/** A bet this close to the betting deadline waits for the next round rather than racing it. */
const CLOSE_MARGIN_MS = 300;

export function useWingo(model: WingoModel) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const loggedIn = useIsLoggedIn();
  const linkUser = useWsStore((s) => s.userId);
  const ready = useWsStore((s) => s.state === 'ready');
  const userId = loggedIn ? linkUser : null;
  const [state, setState] = useState<WingoState>(initial);
  const [queued, setQueued] = useState<QueuedBet[]>([]);
  const [placing, setPlacing] = useState(false);
  const [outcome, setOutcome] = useState<PersonalResult | null>(null);
  const [flags, setFlags] = useState<Partial<Record<WingoModel, string>>>({});
  const phaseRef = useRef<RoundView | null>(null);
  const queuedRef = useRef<QueuedBet[]>([]);
  const timers = useRef<number[]>([]);
  useEffect(() => {
    phaseRef.current = state.phase;
  }, [state.phase]);
  useEffect(() => {
    queuedRef.current = queued;
  }, [queued]);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((id) => clearTimeout(id));
  }, []);
  const later = (fn: () => void, ms: number) => {
    timers.current.push(window.setTimeout(fn, ms));
  };

  const load = useCallback(async () => {
    const sentAt = Date.now();
    try {
      const cur = await getWingoCurrent(model);
      if (cur.model !== model) return;
      syncFromCurTime(cur.curTime, sentAt);
      const betting = cur.phase?.status === 'betting';
      setState((s) => ({
        ...s,
        step: betting ? 1 : 2,
        phase: cur.phase,
        range: cur.betAmountRange,
        myOrders: cur.myOrders,
        orders: cur.orders,
        error: false,
      }));
    } catch {
      setState((s) => ({ ...s, error: true }));
    }
  }, [model]);

  // A new model starts from nothing (its queued bets would never be sent: drop them).
  const [shownModel, setShownModel] = useState(model);
  if (shownModel !== model) {
    setShownModel(model);
    setState(initial);
    setQueued([]);
  }
  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(() => void load(), 0);
    return () => clearTimeout(timer);
  }, [load, ready, userId]);

  const send = useCallback(
    async (bet: Omit<QueuedBet, 'key'>, phaseNum: string): Promise<'sent' | 'closed' | 'failed'> => {
      try {
        const placed = await placeWingoBet({
          uuid: `wingo-${randomHex(12)}`,
          model: bet.model,
          select: bet.select,
          amount: bet.amount,
          phaseNum,
        });
        setShownBalance(placed.balance);
        sounds.chip();
        setState((s) => (s.phase?.roundId === phaseNum ? { ...s, myOrders: [...placed.bets, ...s.myOrders] } : s));
        void queryClient.invalidateQueries({ queryKey: [...roundsKey, 'wingo', bet.model, 'mine'] });
        return 'sent';
      } catch (error) {
        const failure = error instanceof WsCallError ? error : new WsCallError(-1, String(error));
        if (failure.code === BETTING_CLOSED) return 'closed';
        notify.error(`${failure.message} (${failure.code})`);
        return 'failed';
      }
    },
    [queryClient],
  );

  const enqueue = useCallback(
    (bet: Omit<QueuedBet, 'key'>) => {
      setQueued((q) => [...q, { ...bet, key: randomHex(6) }]);
      notify.info(t('rounds.wingo.queued'));
    },
    [t],
  );

  /** Places a bet now, or keeps it for the next round while betting is closed. */
  const bet = useCallback(
    async (select: string[], amount: string) => {
      const phase = phaseRef.current;
      const entry = { model, select, amount };
      if (!phase || phase.status !== 'betting' || serverNow() >= phase.closeTime - CLOSE_MARGIN_MS) {
        enqueue(entry);
        return true;
      }
      setPlacing(true);
      const outcome = await send(entry, phase.roundId);
      setPlacing(false);
      if (outcome === 'closed') enqueue(entry);
      return outcome !== 'failed';
    },
    [enqueue, model, send],
  );

  const topics = wingoTopics(model);
  useWsTopic(topics.start, (phase, push) => {
    const previous = phaseRef.current;
    if (drifted(push.ts) || (previous && previous.roundId !== phase.roundId && Math.abs(phase.startTime - previous.endTime) > MAX_DRIFT_MS))
      void load();
    setState((s) => ({ ...s, step: 1, phase, myOrders: [], orders: [] }));
    phaseRef.current = phase;
    // The temporary log goes out now, into the round that just started.
    const waiting = queuedRef.current.filter((q) => q.model === model);
    if (waiting.length > 0) {
      setQueued((q) => q.filter((x) => !waiting.includes(x)));
      void (async () => {
        for (const q of waiting) await send(q, phase.roundId);
      })();
    }
  });

  useWsTopic(topics.end, (ended, push) => {
    if (drifted(push.ts)) void load();
    setState((s) => ({ ...s, step: 2, ended, phase: s.phase?.roundId === ended.roundId ? ended : s.phase }));
    void queryClient.invalidateQueries({ queryKey: [...roundsKey, 'wingo', model] });
  });

  useWsTopic(topics.update, (update) => {
    setState((s) => (s.phase?.roundId === update.roundId ? { ...s, orders: [...update.list, ...s.orders].slice(0, 10) } : s));
  });

  useWsTopic(userId ? wingoResultTopic(userId) : null, (result) => {
    const paid = (parseAmount(result.winAmount) ?? 0n) > 0n;
    void queryClient.invalidateQueries({ queryKey: userQueryKey });
    void queryClient.invalidateQueries({ queryKey: [...roundsKey, 'wingo', result.model as WingoModel, 'mine'] });
    if (result.model === model) {
      setState((s) => ({ ...s, myOrders: s.myOrders.map((o) => result.bets.find((b) => b.id === o.id) ?? o) }));
      later(() => {
        setOutcome(result);
        if (paid) sounds.win(result);
      }, WIN_POPUP_DELAY_MS);
    } else if (paid && result.model) {
      const other = result.model as WingoModel;
      setFlags((f) => ({ ...f, [other]: result.winAmount }));
      later(() => setFlags((f) => ({ ...f, [other]: undefined })), FLAG_MS);
    }
  });

  const closeOutcome = useCallback(() => setOutcome(null), []);
  return { ...state, queued, placing, bet, outcome, closeOutcome, flags, reload: load };
}
