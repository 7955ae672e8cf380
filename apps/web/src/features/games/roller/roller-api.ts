/**
 * Roller over the websocket: curRound (range, seeds) and startRound (one bet). The public feed of
 * every player's bets is the shared live-bets tab (`/ws/game/roller/round/update`).
 */
import { useQuery } from '@tanstack/react-query';
import type { PlacedBet, SingleShotCurrent, SingleShotParams } from '@kasino/shared/protocol/ws-games';
import { wsClient } from '../../../lib/ws/ws-instance.ts';

export type RollerRound = SingleShotCurrent;
export type RollerPlaced = PlacedBet;
export type RollerBetRequest = { uuid: string; amount: string } & SingleShotParams['roller'];

export const rollerRoundKey = (userKey: string) => ['roller', 'curRound', userKey] as const;

/** The table's state for this identity (seeds are null for visitors). */
export const useRollerRound = (userKey: string) =>
  useQuery({
    queryKey: rollerRoundKey(userKey),
    queryFn: () => wsClient.call('/ws/game/roller/curRound', {}),
    staleTime: 60_000,
  });

/** Places one bet; rejects with WsCallError (code) on refusal. */
export const startRollerRound = (bet: RollerBetRequest): Promise<RollerPlaced> => wsClient.call('/ws/game/roller/startRound', bet);
