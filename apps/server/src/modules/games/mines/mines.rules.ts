/**
 * Mines as a stepped game: the state is the list of safe picks; mine tiles come from the round's
 * stream and are shown only when the round ends. Hitting a mine ends the round (200, not an error);
 * picking every safe tile or reaching maxRate cashes out automatically; cash-out needs one safe pick.
 */
import { MAX_RATE, MAX_RATE_X100, payoutOf } from '@kasino/shared/fairness/games/limits';
import { mineTiles, MINES_MAX, MINES_MIN, MINES_TILES, minesMultiplier, minesMultiplierX100 } from '@kasino/shared/fairness/games/mines';
import { AppError } from '../../../platform/http/app-error.ts';
import type { MinesView } from '@kasino/shared/protocol/ws-games';
import type { SteppedRules } from '../stepped.ts';

type MinesParams = { mines: number };
type MinesState = { picks: number[]; hit: number | null };

export const minesRules: SteppedRules<MinesParams, MinesState, number, MinesView> = {
  game: 'mines',
  parse(params) {
    const mines = (params as { mines?: unknown })?.mines;
    if (typeof mines !== 'number' || !Number.isInteger(mines) || mines < MINES_MIN || mines > MINES_MAX)
      throw AppError.invalid('mines', '1-24');
    return { mines };
  },
  parseAction(data) {
    const tile = (data as { selectCard?: unknown })?.selectCard;
    if (typeof tile !== 'number' || !Number.isInteger(tile) || tile < 0 || tile >= MINES_TILES)
      throw AppError.invalid('selectCard', '0-24');
    return tile;
  },
  start: () => ({ picks: [], hit: null }),
  view(stream, params, state, ended) {
    return {
      mines: params.mines,
      picks: state.picks,
      hit: state.hit,
      multiplier: state.hit !== null ? '0.00' : minesMultiplier(params.mines, state.picks.length),
      nextMultiplier: ended ? null : minesMultiplier(params.mines, state.picks.length + 1),
      maxRate: String(MAX_RATE),
      mineTiles: ended ? mineTiles(stream, params.mines) : null,
    };
  },
  act(stream, params, state, tile, amount) {
    if (state.picks.includes(tile)) throw AppError.invalid('selectCard', 'petak sudah dibuka');
    if (mineTiles(stream, params.mines).includes(tile)) {
      return { state: { picks: state.picks, hit: tile }, end: { multiplier: '0.00', payout: 0n, win: false, result: null } };
    }
    const picks = [...state.picks, tile];
    const m = minesMultiplierX100(params.mines, picks.length);
    if (picks.length === MINES_TILES - params.mines || m >= MAX_RATE_X100) {
      return {
        state: { picks, hit: null },
        end: { multiplier: minesMultiplier(params.mines, picks.length), payout: payoutOf(amount, m, 100n), win: true, result: null },
      };
    }
    return { state: { picks, hit: null } };
  },
  cashOut(_stream, params, state, amount) {
    if (state.picks.length < 1 || state.hit !== null) throw new AppError(20012);
    return {
      multiplier: minesMultiplier(params.mines, state.picks.length),
      payout: payoutOf(amount, minesMultiplierX100(params.mines, state.picks.length), 100n),
      win: true,
      result: null,
    };
  },
};
