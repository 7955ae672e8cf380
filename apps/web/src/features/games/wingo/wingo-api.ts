/**
 * Wingo over the websocket (SPEC §7), per model (30 s, 1 min, 2 min): curRound, bet, pastRound, myHistory
 * and trend, with its push topics. Amounts are rupiah wire strings; every bet click carries a fresh
 * `uuid` so a retry is placed once. The round games' shared calls and shapes are in rounds/rounds-api.ts.
 */
import { useQuery } from '@tanstack/react-query';
import type { WingoModel } from '@kasino/shared/protocol/rounds';
import { roundResultTemplates } from '@kasino/shared/protocol/ws-topics';
import { personalTopic } from '@kasino/shared/protocol/ws';
import { wsClient } from '../../../lib/ws/ws-instance.ts';
import { roundsKey } from '../rounds/rounds-api.ts';

// Wingo's wire shapes live in the shared protocol; re-exported for its screen.
export { wingoModels, type WingoCurrent, type WingoModel, type WingoTrend } from '@kasino/shared/protocol/rounds';
export { wingoTopics } from '@kasino/shared/protocol/ws-topics';

export const getWingoCurrent = (model: WingoModel) => wsClient.call('/ws/game/wingo/curRound', { model });

export const placeWingoBet = (data: { uuid: string; model: WingoModel; select: string[]; amount: string; phaseNum: string }) =>
  wsClient.call('/ws/game/wingo/bet', data);

export const wingoResultTopic = (userId: number) => personalTopic(roundResultTemplates.wingo, userId);

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
