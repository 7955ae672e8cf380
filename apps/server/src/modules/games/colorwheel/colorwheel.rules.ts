/**
 * Colour wheel on the single-player engine: `color` grey | green | blue | gold (code 3 otherwise);
 * the segment comes from the shared formula and the published layout.
 */
import { isWheelColor, playColorwheel, type WheelColor } from '@kasino/shared/fairness/games/colorwheel';
import { AppError } from '../../../platform/http/app-error.ts';
import type { SinglePlayerRules } from '../single-player.service.ts';

export interface ColorwheelBet {
  color: WheelColor;
}

export const colorwheelRules: SinglePlayerRules<ColorwheelBet> = {
  game: 'colorwheel',
  parse(params) {
    const { color } = params as { color?: unknown };
    if (!isWheelColor(color)) throw AppError.invalid('color', 'grey | green | blue | gold');
    return { color };
  },
  play(stream, bet, amount) {
    const outcome = playColorwheel(stream, bet.color, amount);
    return {
      multiplier: outcome.multiplier,
      payout: outcome.payout,
      win: outcome.win,
      result: { segment: outcome.segment, color: outcome.color, pick: outcome.pick, multiplier: outcome.multiplier },
    };
  },
};
