/**
 * Roller over the websocket: curRound (range, seeds) and startRound (one bet). The public feed of
 * every player's bets is the shared live-bets tab (`/ws/game/roller/round/update`).
 */
import { useQuery } from '@tanstack/react-query';
import type { BetView } from '@kasino/shared/games';
import { wsClient } from '../../../lib/ws/ws-instance.ts';
import type { SeedsView } from './seeds.ts';

export interface RollerRound {
  state: 'beReady';
  betAmountRange: { min: string; max: string };
  maxRate: string;
  seeds: SeedsView | null;
}

export interface RollerBetRequest {
  uuid: string;
  amount: string;
  choose: number;
  isHigher: boolean;
}

export interface RollerPlaced {
  bet: BetView;
  balance: string;
}

export const rollerRoundKey = (userKey: string) => ['roller', 'curRound', userKey] as const;

/** The table's state for this identity (seeds are null for visitors). */
export const useRollerRound = (userKey: string) =>
  useQuery({
    queryKey: rollerRoundKey(userKey),
    queryFn: () => wsClient.call<RollerRound>('/ws/game/roller/curRound', {}),
    staleTime: 60_000,
  });

/** Places one bet; rejects with WsCallError (code) on refusal. */
export const startRollerRound = (bet: RollerBetRequest): Promise<RollerPlaced> =>
  wsClient.call<RollerPlaced>('/ws/game/roller/startRound', bet);
