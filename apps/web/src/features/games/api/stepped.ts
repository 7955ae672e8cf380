/**
 * Hilo, Mines and Stairs over the websocket (rounds played in steps): curRound (an open round to restore,
 * the range, seeds), startRound, selectCard, cashRound. Codes: 20011 a round is already open,
 * 20012 cash-out needs a correct guess / safe pick, 20013 the round already ended.
 */
import { useQuery } from '@tanstack/react-query';
import type { StairsLevel } from '@kasino/shared/fairness/games/stairs';
import type { BetView } from '@kasino/shared/games';
import { wsClient } from '../../../lib/ws/ws-instance.ts';
import type { SeedsView } from './seeds.ts';

export type SteppedGame = 'hilo' | 'mines' | 'stairs';

export interface SteppedRound<V> {
  bet: BetView;
  state: 'process' | 'ended';
  view: V;
  balance: string;
}

export interface SteppedCurrent<V> {
  gameState: 'ready' | 'process';
  round: SteppedRound<V> | null;
  betAmountRange: { min: string; max: string };
  seeds: SeedsView | null;
}

export interface HiloCardView {
  card: number;
  rank: number;
  suit: number;
}

export interface HiloView {
  cards: HiloCardView[];
  guesses: string[];
  correct: number;
  lost: boolean;
  multiplier: string;
  rule: { profitRate: string; maxRate: string };
  next: { higher: string | null; lower: string | null; same: string | null } | null;
}

export interface MinesView {
  mines: number;
  picks: number[];
  hit: number | null;
  multiplier: string;
  nextMultiplier: string | null;
  maxRate: string;
  mineTiles: number[] | null;
}

export interface StairsView {
  level: StairsLevel;
  tiles: number;
  traps: number;
  steps: number;
  /** The tile chosen on each step climbed, bottom step first. */
  picks: number[];
  /** The trap tile stepped on (the round is lost), or null. */
  hit: number | null;
  multiplier: string;
  nextMultiplier: string | null;
  maxRate: string;
  /** Every step's trap tiles, only once the round ended. */
  trapMap: number[][] | null;
}

export const ROUND_OPEN = 20011;
export const CASH_NEEDS_STEP = 20012;
export const ROUND_ENDED = 20013;

export const steppedCurrentKey = (game: SteppedGame, userKey: string) => [game, 'curRound', userKey] as const;

export const getSteppedCurrent = <V>(game: SteppedGame) => wsClient.call<SteppedCurrent<V>>(`/ws/game/${game}/curRound`, {});

/** The table for this identity, with the open round to continue (if any). */
export const useSteppedCurrent = <V>(game: SteppedGame, userKey: string) =>
  useQuery({
    queryKey: steppedCurrentKey(game, userKey),
    queryFn: () => getSteppedCurrent<V>(game),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

export const startSteppedRound = <V>(game: SteppedGame, data: { uuid: string; amount: string } & Record<string, unknown>) =>
  wsClient.call<SteppedRound<V>>(`/ws/game/${game}/startRound`, data);

export const selectSteppedCard = <V>(game: SteppedGame, data: { roundId: string } & Record<string, unknown>) =>
  wsClient.call<SteppedRound<V>>(`/ws/game/${game}/selectCard`, data);

export const cashSteppedRound = <V>(game: SteppedGame, roundId: string) =>
  wsClient.call<SteppedRound<V>>(`/ws/game/${game}/cashRound`, { roundId });
