/**
 * Coin flip over the websocket: curRound (range, seeds) and startRound (one flip), as every one-call
 * game (instant/instant-api.ts); here only its own names and the shape of its result.
 */
import type { CoinflipResult } from '@kasino/shared/protocol/ws-games';
import { useInstantRound } from '../instant/instant-api.ts';

/** The `result` of a coin flip bet. */
export type { CoinflipResult };

/** The table's state for this identity (seeds are null for visitors). */
export const useCoinflipRound = (userKey: string) => useInstantRound('coinflip', userKey);
