/**
 * The live round games over the websocket (SPEC §7): the shapes every round game shares, and Roulette,
 * Dice, Dingdong (curRound, bet, pastRound, myHistory) with their push topics; Wingo's calls are in
 * wingo/wingo-api.ts, Crash's in crash/crash-api.ts. Amounts are rupiah wire strings; every bet click
 * carries a fresh `uuid` so a retry is placed once.
 */
import { useQuery } from '@tanstack/react-query';
import type { PoolGame } from '@kasino/shared/protocol/rounds';
import { roundResultTemplates } from '@kasino/shared/protocol/ws-topics';
import { personalTopic } from '@kasino/shared/protocol/ws';
import { wsClient } from '../../../lib/ws/ws-instance.ts';

// The wire shapes live in the shared protocol; re-exported for the screens.
export {
  poolGames,
  type PersonalResult,
  type PlacedBets,
  type PoolCurrent,
  type PoolGame,
  type RoundBetView,
  type RoundGameId,
  type RoundOrder,
  type RoundUpdate,
  type RoundView,
} from '@kasino/shared/protocol/rounds';
export type { BetRangeWire, Paged } from '@kasino/shared/protocol/ws-games';
export { poolTopics } from '@kasino/shared/protocol/ws-topics';

export const roundsKey = ['rounds'] as const;

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
