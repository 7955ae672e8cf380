/**
 * The live round games over the websocket (SPEC §7): Wingo per model (curRound, bet, pastRound, myHistory,
 * trend) and Roulette, Dice, Dingdong (curRound, bet, pastRound, myHistory), with their push topics.
 * Amounts are rupiah wire strings; every bet click carries a fresh `uuid` so a retry is placed once.
 */
import { useQuery } from '@tanstack/react-query';
import {
  poolGames,
  wingoModels,
  type PersonalResult,
  type PlacedBets,
  type PoolCurrent,
  type PoolGame,
  type RoundBetView,
  type RoundGameId,
  type RoundOrder,
  type RoundUpdate,
  type RoundView,
  type WingoCurrent,
  type WingoModel,
  type WingoTrend,
} from '@kasino/shared/protocol/rounds';
import type { BetRangeWire, Paged } from '@kasino/shared/protocol/ws-games';
import { poolTopics, roundResultTemplates, wingoTopics } from '@kasino/shared/protocol/ws-topics';
import { personalTopic } from '@kasino/shared/protocol/ws';
import { wsClient } from '../../../lib/ws/ws-instance.ts';

// The wire shapes live in the shared protocol; re-exported for the screens.
export {
  poolGames,
  poolTopics,
  wingoModels,
  wingoTopics,
  type BetRangeWire,
  type Paged,
  type PersonalResult,
  type PlacedBets,
  type PoolCurrent,
  type PoolGame,
  type RoundBetView,
  type RoundGameId,
  type RoundOrder,
  type RoundUpdate,
  type RoundView,
  type WingoCurrent,
  type WingoModel,
  type WingoTrend,
};

// ---- Wingo ----------------------------------------------------------------------------------------

export const getWingoCurrent = (model: WingoModel) => wsClient.call('/ws/game/wingo/curRound', { model });

export const placeWingoBet = (data: { uuid: string; model: WingoModel; select: string[]; amount: string; phaseNum: string }) =>
  wsClient.call('/ws/game/wingo/bet', data);

export const wingoResultTopic = (userId: number) => personalTopic(roundResultTemplates.wingo, userId);

export const roundsKey = ['rounds'] as const;

export const useWingoPast = (model: WingoModel, count = 20) =>
  useQuery({
    queryKey: [...roundsKey, 'wingo', model, 'past', count] as const,
    queryFn: () => wsClient.call('/ws/game/wingo/pastRound', { model, page: 1, count }),
    staleTime: 0,
  });

export const useWingoMine = (model: WingoModel, enabled: boolean) =>
  useQuery({
    queryKey: [...roundsKey, 'wingo', model, 'mine'] as const,
    queryFn: () => wsClient.call('/ws/game/wingo/myHistory', { model, page: 1, count: 20 }),
    enabled,
    staleTime: 0,
  });

export const useWingoTrend = (model: WingoModel) =>
  useQuery({
    queryKey: [...roundsKey, 'wingo', model, 'trend'] as const,
    queryFn: () => wsClient.call('/ws/game/wingo/trend', { model }),
    staleTime: 0,
  });

// ---- Roulette, Dice, Dingdong ---------------------------------------------------------------------

export const getPoolCurrent = (game: PoolGame) => wsClient.call(`/ws/game/${game}/curRound`, {});

export const placePoolBet = (game: PoolGame, data: { uuid: string; amount: string; pool: string; roundId: string }) =>
  wsClient.call(`/ws/game/${game}/bet`, data);

/** Each game names its personal result topic its own way (SPEC §7). */
export const poolResultTopic = (game: PoolGame, userId: number) => personalTopic(roundResultTemplates[game], userId);

export const usePoolPast = (game: PoolGame, count = 15) =>
  useQuery({
    queryKey: [...roundsKey, game, 'past', count] as const,
    queryFn: () => wsClient.call(`/ws/game/${game}/pastRound`, { page: 1, count }),
    staleTime: 0,
  });

export const usePoolMine = (game: PoolGame, enabled: boolean) =>
  useQuery({
    queryKey: [...roundsKey, game, 'mine'] as const,
    queryFn: () => wsClient.call(`/ws/game/${game}/myHistory`, { page: 1, count: 20 }),
    enabled,
    staleTime: 0,
  });

/** Round codes the screens treat specially (SPEC §8). */
export const BETTING_CLOSED = 712;
