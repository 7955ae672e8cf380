/**
 * Cryptos on the single-player engine: no choice beyond the stake; five coins roll from the shared
 * formula and the best combination pays. A pair pays back 0.40x and counts as a loss.
 */
import { playCryptos } from '@kasino/shared/fairness/games/cryptos';
import type { SinglePlayerRules } from '../single-player.service.ts';

export const cryptosRules: SinglePlayerRules<Record<string, never>> = {
  game: 'cryptos',
  parse: () => ({}),
  play(stream, _bet, amount) {
    const outcome = playCryptos(stream, amount);
    return {
      multiplier: outcome.multiplier,
      payout: outcome.payout,
      win: outcome.win,
      result: { coins: outcome.coins, hand: outcome.hand, multiplier: outcome.multiplier },
    };
  },
};
