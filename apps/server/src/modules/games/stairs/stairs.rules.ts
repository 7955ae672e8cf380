/**
 * Stairs as a stepped game: the state is the tile picked on each step climbed; traps come from the
 * round's stream and are shown only when the round ends. A trap ends the round (200, not an error);
 * the top step cashes out automatically; cash-out needs one safe step.
 */
import { MAX_RATE, payoutOf } from '@kasino/shared/fairness/games/limits';
import {
  isStairsLevel,
  stairsMultiplier,
  stairsMultiplierX100,
  stairsShapes,
  stairsTrapMap,
  stairsTraps,
  type StairsLevel,
} from '@kasino/shared/fairness/games/stairs';
import { AppError } from '../../../platform/http/app-error.ts';
import type { StairsView } from '@kasino/shared/protocol/ws-games';
import type { SteppedRules } from '../stepped.ts';

type StairsParams = { level: StairsLevel };
type StairsState = { picks: number[]; hit: number | null };

export const stairsRules: SteppedRules<StairsParams, StairsState, number, StairsView> = {
  game: 'stairs',
  parse(params) {
    const level = (params as { level?: unknown })?.level;
    if (!isStairsLevel(level)) throw AppError.invalid('level', 'easy | medium | hard | expert');
    return { level };
  },
  parseAction(data) {
    const tile = (data as { selectCard?: unknown })?.selectCard;
    if (typeof tile !== 'number' || !Number.isInteger(tile) || tile < 0 || tile > 3) throw AppError.invalid('selectCard', '0-3');
    return tile;
  },
  start: () => ({ picks: [], hit: null }),
  view(stream, params, state, ended) {
    const shape = stairsShapes[params.level];
    const climbed = state.picks.length;
    return {
      level: params.level,
      tiles: shape.tiles,
      traps: shape.traps,
      steps: shape.steps,
      picks: state.picks,
      hit: state.hit,
      multiplier: state.hit !== null ? '0.00' : stairsMultiplier(params.level, climbed),
      nextMultiplier: ended || climbed >= shape.steps ? null : stairsMultiplier(params.level, climbed + 1),
      maxRate: String(MAX_RATE),
      trapMap: ended ? stairsTrapMap(stream, params.level) : null,
    };
  },
  act(stream, params, state, tile, amount) {
    const shape = stairsShapes[params.level];
    if (tile >= shape.tiles) throw AppError.invalid('selectCard', `0-${shape.tiles - 1}`);
    const step = state.picks.length;
    if (stairsTraps(stream, params.level, step).includes(tile)) {
      return { state: { picks: state.picks, hit: tile }, end: { multiplier: '0.00', payout: 0n, win: false, result: null } };
    }
    const picks = [...state.picks, tile];
    if (picks.length === shape.steps) {
      const m = stairsMultiplierX100(params.level, picks.length);
      return {
        state: { picks, hit: null },
        end: { multiplier: stairsMultiplier(params.level, picks.length), payout: payoutOf(amount, m, 100n), win: true, result: null },
      };
    }
    return { state: { picks, hit: null } };
  },
  cashOut(_stream, params, state, amount) {
    if (state.picks.length < 1 || state.hit !== null) throw new AppError(20012);
    return {
      multiplier: stairsMultiplier(params.level, state.picks.length),
      payout: payoutOf(amount, stairsMultiplierX100(params.level, state.picks.length), 100n),
      win: true,
      result: null,
    };
  },
};
