/**
 * The single-shot games played with one call (Roller, coin flip, eggs, colour wheel, cryptos) over the
 * websocket: curRound (range, seeds), startRound (one bet, `uuid` per click for idempotency), and the
 * shapes of their `bet.result`. Each game's public feed is `/ws/game/<id>/round/update`.
 */
import { useQuery } from '@tanstack/react-query';
import type {
  CoinflipResult,
  ColorwheelResult,
  CryptosResult,
  EggsResult,
  PlacedBet,
  SingleShotCurrent,
  SingleShotGame,
  SingleShotParams,
} from '@kasino/shared/protocol/ws-games';
import { wsClient } from '../../../lib/ws/ws-instance.ts';

export type InstantGame = SingleShotGame;
export type InstantRound = SingleShotCurrent;
export type InstantPlaced = PlacedBet;
// `bet.result` of each game, as the server builds it.
export type { CoinflipResult, ColorwheelResult, CryptosResult, EggsResult };

export const instantRoundKey = (game: InstantGame, userKey: string) => [game, 'curRound', userKey] as const;

/** The table's state for this identity (seeds are null for visitors). */
export const useInstantRound = (game: InstantGame, userKey: string) =>
  useQuery({
    queryKey: instantRoundKey(game, userKey),
    queryFn: () => wsClient.call(`/ws/game/${game}/curRound`, {}),
    staleTime: 60_000,
  });

/** Places one bet; rejects with WsCallError (code, catalogue message) on refusal. */
export const startInstantRound = <G extends InstantGame>(
  game: G,
  bet: { uuid: string; amount: string } & SingleShotParams[G],
): Promise<InstantPlaced> => wsClient.call(`/ws/game/${game}/startRound`, bet);
