/**
 * Roller on the single-player engine: the formula is the shared one; the product limits of DESIGN
 * apply on top (win chance at most 98% → multiplier at least 1.0102, code 3; over 200x → 711).
 */
import {
  playRoller,
  rollerMultiplierX10000,
  ROLLER_CHOOSE_MAX,
  ROLLER_CHOOSE_MIN,
  type RollerBet,
} from '@kasino/shared/fairness/games/roller';
import { ROLLER_MIN_MULTIPLIER_X10000 } from '@kasino/shared/games';
import { AppError } from '../../../platform/http/app-error.ts';
import type { SinglePlayerRules } from '../single-player.service.ts';

export const rollerRules: SinglePlayerRules<RollerBet> = {
  game: 'roller',
  parse(params) {
    const { choose, isHigher } = params as { choose?: unknown; isHigher?: unknown };
    if (typeof choose !== 'number' || !Number.isInteger(choose) || choose < ROLLER_CHOOSE_MIN || choose > ROLLER_CHOOSE_MAX)
      throw AppError.invalid('choose', '1-99999');
    if (typeof isHigher !== 'boolean') throw AppError.invalid('isHigher');
    const bet = { choose, isHigher };
    const m = rollerMultiplierX10000(bet);
    if (m === null) throw new AppError(711, 'Pengali melebihi 200x');
    if (m < ROLLER_MIN_MULTIPLIER_X10000) throw AppError.invalid('choose', 'peluang menang maksimal 98%');
    return bet;
  },
  play(stream, bet, amount) {
    const outcome = playRoller(stream, bet, amount);
    if (!outcome) throw new AppError(711);
    return {
      multiplier: outcome.multiplier,
      payout: outcome.payout,
      win: outcome.win,
      result: { result: outcome.result, choose: bet.choose, isHigher: bet.isHigher, multiplier: outcome.multiplier },
    };
  },
};
