/**
 * Hilo, Mines and Stairs over the websocket (rounds played in steps): curRound (an open round to restore,
 * the range, seeds), startRound, selectCard, cashRound. Codes: 20011 a round is already open,
 * 20012 cash-out needs a correct guess / safe pick, 20013 the round already ended.
 */
import { useQuery } from '@tanstack/react-query';
import type {
  HiloCardView,
  HiloView,
  MinesView,
  StairsView,
  SteppedCurrent,
  SteppedGame,
  SteppedParams,
  SteppedRoundView,
} from '@kasino/shared/protocol/ws-games';
import { wsClient } from '../../../lib/ws/ws-instance.ts';

// The wire shapes live in the shared protocol; re-exported for the screens.
export type { HiloCardView, HiloView, MinesView, SteppedCurrent, SteppedGame, StairsView };
export type SteppedRound<V> = SteppedRoundView<V>;

/**
 * The table types each game's answers with its own view; a screen names the view of the game it shows
 * (useSteppedRound<MinesView>('mines')), so the answers are read as that view here, in one place.
 */
const readAs = <T>(answer: Promise<unknown>) => answer as Promise<T>;

export const ROUND_OPEN = 20011;
export const CASH_NEEDS_STEP = 20012;
export const ROUND_ENDED = 20013;

export const steppedCurrentKey = (game: SteppedGame, userKey: string) => [game, 'curRound', userKey] as const;

export const getSteppedCurrent = <V>(game: SteppedGame) => readAs<SteppedCurrent<V>>(wsClient.call(`/ws/game/${game}/curRound`, {}));

/** The table for this identity, with the open round to continue (if any). */
export const useSteppedCurrent = <V>(game: SteppedGame, userKey: string) =>
  useQuery({
    queryKey: steppedCurrentKey(game, userKey),
    queryFn: () => getSteppedCurrent<V>(game),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

export const startSteppedRound = <V>(
  game: SteppedGame,
  data: { uuid: string; amount: string } & Partial<SteppedParams['mines' | 'stairs']>,
) => readAs<SteppedRound<V>>(wsClient.call(`/ws/game/${game}/startRound`, data));

export const selectSteppedCard = <V>(game: SteppedGame, data: { roundId: string; selectCard?: number; select?: string }) =>
  readAs<SteppedRound<V>>(wsClient.call(`/ws/game/${game}/selectCard`, data));

export const cashSteppedRound = <V>(game: SteppedGame, roundId: string) =>
  readAs<SteppedRound<V>>(wsClient.call(`/ws/game/${game}/cashRound`, { roundId }));
