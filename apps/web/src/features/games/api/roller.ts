/**
 * Roller over the websocket: curRound (range, seeds), startRound (one bet), and the public feed of
 * every player's bets (`/ws/game/roller/round/update`).
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

/** One row of the live feed. */
export interface RollerFeedRow {
  id: string;
  user: string;
  amount: string;
  multiplier: string;
  payout: string;
  win: boolean;
  createdAt: number;
}

export const ROLLER_FEED_TOPIC = '/ws/game/roller/round/update';

export const rollerRoundKey = (userKey: string) => ['roller', 'curRound', userKey] as const;

/** The table's state for this identity (seeds are null for visitors). */
export const useRollerRound = (userKey: string) =>
  useQuery({ queryKey: rollerRoundKey(userKey), queryFn: () => wsClient.call<RollerRound>('/ws/game/roller/curRound', {}), staleTime: 60_000 });

/** Places one bet; rejects with WsCallError (code) on refusal. */
export const startRollerRound = (bet: RollerBetRequest): Promise<RollerPlaced> => wsClient.call<RollerPlaced>('/ws/game/roller/startRound', bet);
