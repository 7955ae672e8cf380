/**
 * Coin flip over the websocket: curRound (range, seeds) and startRound (one flip), as Roller does.
 */
import { useQuery } from '@tanstack/react-query';
import type { CoinSide } from '@kasino/shared/fairness/games/coinflip';
import type { BetView } from '@kasino/shared/games';
import { wsClient } from '../../../lib/ws/ws-instance.ts';
import type { SeedsView } from './seeds.ts';

export interface CoinflipRound {
  state: 'beReady';
  betAmountRange: { min: string; max: string };
  maxRate: string;
  seeds: SeedsView | null;
}

export interface CoinflipBetRequest {
  uuid: string;
  amount: string;
  side: CoinSide;
}

export interface CoinflipPlaced {
  bet: BetView;
  balance: string;
}

/** The `result` of a coin flip bet. */
export interface CoinflipResult {
  coin: CoinSide;
  side: CoinSide;
  multiplier: string;
}

export const coinflipRoundKey = (userKey: string) => ['coinflip', 'curRound', userKey] as const;

/** The table's state for this identity (seeds are null for visitors). */
export const useCoinflipRound = (userKey: string) =>
  useQuery({ queryKey: coinflipRoundKey(userKey), queryFn: () => wsClient.call<CoinflipRound>('/ws/game/coinflip/curRound', {}), staleTime: 60_000 });

/** Places one flip; rejects with WsCallError (code) on refusal. */
export const startCoinflipRound = (bet: CoinflipBetRequest): Promise<CoinflipPlaced> => wsClient.call<CoinflipPlaced>('/ws/game/coinflip/startRound', bet);
