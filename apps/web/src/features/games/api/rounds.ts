/**
 * The live round games over the websocket (SPEC §7): Wingo per model (curRound, bet, pastRound, myHistory,
 * trend) and Roulette, Dice, Dingdong (curRound, bet, pastRound, myHistory), with their push topics.
 * Amounts are rupiah wire strings; every bet click carries a fresh `uuid` so a retry is placed once.
 */
import { useQuery } from '@tanstack/react-query';
import { wingoModels, type RoundBetView, type RoundView, type WingoModel } from '@kasino/shared/protocol/rounds';
import { wsClient } from '../../../lib/ws/ws-instance.ts';

// One round as the server shows it (seed, roundHash, salt and result once it ended), and a bet in it.
export { wingoModels, type RoundBetView, type RoundView, type WingoModel };

export const poolGames = ['roulette', 'dice', 'dingdong'] as const;
export type PoolGame = (typeof poolGames)[number];
export type RoundGameId = 'wingo' | PoolGame;

/** A bet in the live table: masked name, selection, amount. */
export interface RoundOrder {
  user: string;
  select: string;
  amount: string;
  createdAt: number;
}

export interface BetRangeWire {
  min: string;
  max: string;
}

export interface WingoCurrent {
  model: WingoModel;
  curTime: number;
  phase: RoundView | null;
  betAmountRange: BetRangeWire;
  myOrders: RoundBetView[];
  orders: RoundOrder[];
}

export interface PoolCurrent {
  curTime: number;
  status: 0 | 1;
  round: RoundView | null;
  betAmountRange: BetRangeWire;
  historyNumbers: Array<Record<string, unknown> | null>;
  myPoolAmount: Record<string, string> | null;
  pools: Record<string, string> | null;
}

export interface PlacedBets {
  bets: RoundBetView[];
  balance: string;
}

/** The personal result of a round: my bets settled and what they paid. */
export interface PersonalResult {
  roundId: string;
  model: string | null;
  game: string;
  bets: RoundBetView[];
  winAmount: string;
}

export interface RoundUpdate {
  roundId: string;
  list: RoundOrder[];
}

export interface Paged<T> {
  list: T[];
  total: number;
}

export interface WingoTrend {
  window: number;
  result: number[];
  missing: number[];
  avgMissing: number[];
  frequency: number[];
  maxContinued: number[];
}

// ---- Wingo ----------------------------------------------------------------------------------------

export const getWingoCurrent = (model: WingoModel) => wsClient.call<WingoCurrent>('/ws/game/wingo/curRound', { model });

export const placeWingoBet = (data: { uuid: string; model: WingoModel; select: string[]; amount: string; phaseNum: string }) =>
  wsClient.call<PlacedBets>('/ws/game/wingo/bet', data);

export const wingoTopics = (model: WingoModel) => ({
  start: `/ws/game/wingo/${model}/round/start`,
  end: `/ws/game/wingo/${model}/round/end`,
  update: `/ws/game/wingo/${model}/round/update`,
});
export const wingoResultTopic = (userId: number) => `/ws/game/wingo/${userId}/round/result`;

export const roundsKey = ['rounds'] as const;

export const useWingoPast = (model: WingoModel, count = 20) =>
  useQuery({
    queryKey: [...roundsKey, 'wingo', model, 'past', count] as const,
    queryFn: () => wsClient.call<Paged<RoundView>>('/ws/game/wingo/pastRound', { model, page: 1, count }),
    staleTime: 0,
  });

export const useWingoMine = (model: WingoModel, enabled: boolean) =>
  useQuery({
    queryKey: [...roundsKey, 'wingo', model, 'mine'] as const,
    queryFn: () => wsClient.call<Paged<RoundBetView>>('/ws/game/wingo/myHistory', { model, page: 1, count: 20 }),
    enabled,
    staleTime: 0,
  });

export const useWingoTrend = (model: WingoModel) =>
  useQuery({
    queryKey: [...roundsKey, 'wingo', model, 'trend'] as const,
    queryFn: () => wsClient.call<WingoTrend>('/ws/game/wingo/trend', { model }),
    staleTime: 0,
  });

// ---- Roulette, Dice, Dingdong ---------------------------------------------------------------------

export const getPoolCurrent = (game: PoolGame) => wsClient.call<PoolCurrent>(`/ws/game/${game}/curRound`, {});

export const placePoolBet = (game: PoolGame, data: { uuid: string; amount: string; pool: string; roundId: string }) =>
  wsClient.call<PlacedBets>(`/ws/game/${game}/bet`, data);

export const poolTopics = (game: PoolGame) => ({
  start: `/ws/game/${game}/round/start`,
  end: `/ws/game/${game}/round/end`,
  update: `/ws/game/${game}/round/update`,
});

/** Each game names its personal result topic its own way (SPEC §7). */
export const poolResultTopic = (game: PoolGame, userId: number): string =>
  game === 'dingdong' ? `/ws/game/dingdong/${userId}/result` : `/ws/game/${game}/round/result/${userId}`;

export const usePoolPast = (game: PoolGame, count = 15) =>
  useQuery({
    queryKey: [...roundsKey, game, 'past', count] as const,
    queryFn: () => wsClient.call<Paged<RoundView>>(`/ws/game/${game}/pastRound`, { page: 1, count }),
    staleTime: 0,
  });

export const usePoolMine = (game: PoolGame, enabled: boolean) =>
  useQuery({
    queryKey: [...roundsKey, game, 'mine'] as const,
    queryFn: () => wsClient.call<Paged<RoundBetView>>(`/ws/game/${game}/myHistory`, { page: 1, count: 20 }),
    enabled,
    staleTime: 0,
  });

/** Round codes the screens treat specially (SPEC §8). */
export const BETTING_CLOSED = 712;
