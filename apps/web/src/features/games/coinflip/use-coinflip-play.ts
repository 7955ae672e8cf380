/**
 * Coin flip's state machine: the one-call game machine (use-instant-play) with the coin's words:
 * `flips` tosses so far, `flipping` the bet whose coin is in the air or has landed.
 */
import type { CoinSide } from '@kasino/shared/fairness/games/coinflip';
import { useInstantPlay } from '../instant/use-instant-play.ts';

export interface CoinflipBetInput {
  amount: string;
  side: CoinSide;
}

/** `flipMs`: how long the coin spins before it shows the result (0 with reduced motion). */
export function useCoinflipPlay(flipMs: number) {
  const machine = useInstantPlay<{ side: CoinSide }>('coinflip', flipMs);
  return { ...machine, flips: machine.plays, flipping: machine.revealing };
}
