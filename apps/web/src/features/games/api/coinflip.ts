/**
 * Coin flip over the websocket: curRound (range, seeds) and startRound (one flip), as every one-call
 * game (api/instant.ts); here only its own names and the shape of its result.
 */
import type { CoinSide } from '@kasino/shared/fairness/games/coinflip';
import { useInstantRound } from './instant.ts';

/** The `result` of a coin flip bet. */
export interface CoinflipResult {
  coin: CoinSide;
  side: CoinSide;
  multiplier: string;
}

/** The table's state for this identity (seeds are null for visitors). */
export const useCoinflipRound = (userKey: string) => useInstantRound('coinflip', userKey);
