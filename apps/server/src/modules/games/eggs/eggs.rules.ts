/**
 * Eggs on the single-player engine: `risk` low | medium | high and `egg` 0..2 (code 3 otherwise);
 * the three prizes come from the shared formula and all three are shown in the result.
 */
import { isEggPick, isEggRisk, playEggs, type EggRisk } from '@kasino/shared/fairness/games/eggs';
import { AppError } from '../../../platform/http/app-error.ts';
import type { SinglePlayerRules } from '../single-player.service.ts';

export interface EggsBet {
  risk: EggRisk;
  egg: number;
}

export const eggsRules: SinglePlayerRules<EggsBet> = {
  game: 'eggs',
  parse(params) {
    const { risk, egg } = params as { risk?: unknown; egg?: unknown };
    if (!isEggRisk(risk)) throw AppError.invalid('risk', 'low | medium | high');
    if (!isEggPick(egg)) throw AppError.invalid('egg', '0-2');
    return { risk, egg };
  },
  play(stream, bet, amount) {
    const outcome = playEggs(stream, bet.risk, bet.egg, amount);
    return {
      multiplier: outcome.multiplier,
      payout: outcome.payout,
      win: outcome.win,
      result: { risk: outcome.risk, egg: outcome.pick, prizes: outcome.prizes, multiplier: outcome.multiplier },
    };
  },
};
