/**
 * Coin flip on the single-player engine: the formula is the shared one (coin = floor(f(stream, 0) × 2),
 * 0 heads / 1 tails, a match pays 1.98x). `side` must be 'heads' or 'tails' (code 3 otherwise).
 */
import { isCoinSide, playCoinflip, type CoinSide } from '@kasino/shared/fairness/games/coinflip';
import { AppError } from '../../../platform/http/app-error.ts';
import type { SinglePlayerRules } from '../single-player.service.ts';

export interface CoinflipBet {
  side: CoinSide;
}

export const coinflipRules: SinglePlayerRules<CoinflipBet> = {
  game: 'coinflip',
  parse(params) {
    const { side } = params as { side?: unknown };
    if (!isCoinSide(side)) throw AppError.invalid('side', 'heads atau tails');
    return { side };
  },
  play(stream, bet, amount) {
    const outcome = playCoinflip(stream, bet.side, amount);
    return {
      multiplier: outcome.multiplier,
      payout: outcome.payout,
      win: outcome.win,
      result: { coin: outcome.coin, side: outcome.side, multiplier: outcome.multiplier },
    };
  },
};
