/**
 * Everything a one-call table (Roller, coin flip, eggs, colour wheel, cryptos) holds besides its pick:
 * curRound (range, seeds stored for the fairness sheet), the stake, Manual / Otomatis and whether a
 * series runs, the reveal's length (shortened by the auto-bet speed, 0 with reduced motion), the bet
 * machine (use-instant-play.ts), my recent bets and `placeOne`, a manual bet whose refusal is toasted.
 * Roller shows its result at once (`resultAtOnce`): its track travels meanwhile, for `revealMs`.
 */
import { useReducedMotion } from 'motion/react';
import { useEffect, useState } from 'react';
import { useIsLoggedIn, useSessionStore } from '../../../lib/auth/token-store.ts';
import { storeSeeds } from '../../../lib/games/seeds-api.ts';
import { notify } from '../../../lib/toast.ts';
import type { WsCallError } from '../../../lib/ws/ws-client.ts';
import { useRevealMs } from '../auto-bet/use-auto-speed.ts';
import type { PlayMode } from '../controls/mode-tabs.tsx';
import { useStake } from '../controls/use-stake.ts';
import { useRecentBets } from '../frame/bets-api.ts';
import { useInstantRound, type InstantGame } from './instant-api.ts';
import { useInstantPlay } from './use-instant-play.ts';

interface TableOptions {
  /** The stage's whole animation of a result. */
  revealMs: number;
  /** How many of my bets the strip shows. */
  recent: number;
  /** The result is shown when the reply comes, not when the animation ends. */
  resultAtOnce?: boolean;
}

export function useInstantTable<P extends object>(
  game: InstantGame,
  { revealMs: fullRevealMs, recent, resultAtOnce = false }: TableOptions,
) {
  const reduced = useReducedMotion() ?? false;
  const loggedIn = useIsLoggedIn();
  const identity = useSessionStore((s) => s.session);
  const round = useInstantRound(game, identity ?? 'visitor');
  const roundSeeds = round.data?.seeds;
  useEffect(() => storeSeeds(roundSeeds), [roundSeeds]);
  const stake = useStake(round.data?.betAmountRange);
  const [mode, setMode] = useState<PlayMode>('manual');
  const [autoRunning, setAutoRunning] = useState(false);
  const fullMs = reduced ? 0 : fullRevealMs;
  const revealMs = useRevealMs(fullMs, autoRunning);
  const machine = useInstantPlay<P>(game, resultAtOnce ? 0 : revealMs);
  const recentBets = useRecentBets(game, recent, loggedIn);
  const busy = machine.phase === 'processing' || autoRunning;

  /** One manual bet of the typed stake on `pick`; a refusal is toasted with its code. */
  const placeOne = (pick: P) => {
    if (stake.error || stake.stake === null) return;
    machine.play({ amount: stake.stakeWire, ...pick }).catch((error: WsCallError) => notify.error(`${error.message} (${error.code})`));
  };

  return {
    ...machine,
    loggedIn,
    round,
    stake,
    mode,
    setMode,
    autoRunning,
    setAutoRunning,
    /** The reveal at full length (what auto-bet paces a series by). */
    fullRevealMs: fullMs,
    revealMs,
    recent: recentBets,
    busy,
    placeOne,
  };
}

export type InstantTable = ReturnType<typeof useInstantTable>;
