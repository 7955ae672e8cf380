/**
 * The single-shot games played with one call (coin flip, eggs, colour wheel, cryptos) over the
 * websocket: curRound (range, seeds), startRound (one bet, `uuid` per click for idempotency), and the
 * shapes of their `bet.result`. Each game's public feed is `/ws/game/<id>/round/update`.
 */
import { useQuery } from '@tanstack/react-query';
import type { ColorwheelOutcome } from '@kasino/shared/fairness/games/colorwheel';
import type { CryptoCoin, CryptoHand } from '@kasino/shared/fairness/games/cryptos';
import type { EggRisk } from '@kasino/shared/fairness/games/eggs';
import type { BetView } from '@kasino/shared/games';
import { wsClient } from '../../../lib/ws/ws-instance.ts';
import type { SeedsView } from './seeds.ts';

export type InstantGame = 'coinflip' | 'eggs' | 'colorwheel' | 'cryptos';

export interface InstantRound {
  state: 'beReady';
  betAmountRange: { min: string; max: string };
  maxRate: string;
  seeds: SeedsView | null;
}

export interface InstantPlaced {
  bet: BetView;
  balance: string;
}

/** `bet.result` of eggs: every egg's prize, the picked one at `egg`. */
export interface EggsResult {
  risk: EggRisk;
  egg: number;
  prizes: string[];
  multiplier: string;
}

/** `bet.result` of the colour wheel. */
export type ColorwheelResult = Pick<ColorwheelOutcome, 'segment' | 'color' | 'pick' | 'multiplier'>;

/** `bet.result` of cryptos. */
export interface CryptosResult {
  coins: CryptoCoin[];
  hand: CryptoHand;
  multiplier: string;
}

export const instantRoundKey = (game: InstantGame, userKey: string) => [game, 'curRound', userKey] as const;

/** The table's state for this identity (seeds are null for visitors). */
export const useInstantRound = (game: InstantGame, userKey: string) =>
  useQuery({
    queryKey: instantRoundKey(game, userKey),
    queryFn: () => wsClient.call<InstantRound>(`/ws/game/${game}/curRound`, {}),
    staleTime: 60_000,
  });

/** Places one bet; rejects with WsCallError (code, catalogue message) on refusal. */
export const startInstantRound = (
  game: InstantGame,
  bet: { uuid: string; amount: string } & Record<string, unknown>,
): Promise<InstantPlaced> => wsClient.call<InstantPlaced>(`/ws/game/${game}/startRound`, bet);
