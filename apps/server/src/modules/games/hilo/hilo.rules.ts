/**
 * Hilo as a stepped game: the state is the list of guesses; cards come from the round's stream.
 * A loss ends the round; reaching maxRate cashes out automatically; cash-out needs one correct guess.
 */
import { hiloGuesses, hiloWinningRanks, HILO_PROFIT_RATE, replayHilo, type HiloGuess } from '@kasino/shared/fairness/games/hilo';
import { MAX_RATE, MAX_RATE_X100, payoutOf } from '@kasino/shared/fairness/games/limits';
import { fixed } from '@kasino/shared/fairness/primitives';
import { AppError } from '../../../platform/http/app-error.ts';
import type { HiloView } from '@kasino/shared/protocol/ws-games';
import type { SteppedRules } from '../stepped.ts';

type HiloState = { guesses: HiloGuess[] };

/** Step multiplier of a guess on a rank, for the buttons (null when the guess is not allowed). */
function stepMultiplier(rank: number, guess: 'higher' | 'lower' | 'same'): string | null {
  const n = hiloWinningRanks(rank, guess);
  return n === null ? null : fixed((BigInt(HILO_PROFIT_RATE * 13) * 100n) / (100n * BigInt(n)), 2);
}

export const hiloRules: SteppedRules<Record<string, never>, HiloState, HiloGuess, HiloView> = {
  game: 'hilo',
  parse: () => ({}),
  parseAction(data) {
    const select = (data as { select?: unknown })?.select;
    if (typeof select !== 'string' || !(hiloGuesses as readonly string[]).includes(select))
      throw AppError.invalid('select', 'higher | lower | same | skip');
    return select as HiloGuess;
  },
  start: () => ({ guesses: [] }),
  view(stream, _params, state, ended) {
    const replay = replayHilo(stream, state.guesses);
    const current = replay.cards[replay.cards.length - 1]!;
    return {
      cards: replay.cards,
      guesses: state.guesses,
      correct: replay.correct,
      lost: replay.lost,
      multiplier: replay.multiplier,
      rule: { profitRate: String(HILO_PROFIT_RATE), maxRate: String(MAX_RATE) },
      next: ended
        ? null
        : {
            higher: stepMultiplier(current.rank, 'higher'),
            lower: stepMultiplier(current.rank, 'lower'),
            same: stepMultiplier(current.rank, 'same'),
          },
    };
  },
  act(stream, _params, state, guess, amount) {
    const guesses = [...state.guesses, guess];
    const replay = replayHilo(stream, guesses);
    if (replay.refusedAt !== null) throw AppError.invalid('select', 'tebakan tidak tersedia untuk kartu ini');
    if (replay.lost) return { state: { guesses }, end: { multiplier: '0.00', payout: 0n, win: false, result: null } };
    if (replay.multiplierX100 >= MAX_RATE_X100) {
      return {
        state: { guesses },
        end: { multiplier: replay.multiplier, payout: payoutOf(amount, replay.multiplierX100, 100n), win: true, result: null },
      };
    }
    return { state: { guesses } };
  },
  cashOut(stream, _params, state, amount) {
    const replay = replayHilo(stream, state.guesses);
    if (replay.correct < 1 || replay.lost) throw new AppError(20012);
    return { multiplier: replay.multiplier, payout: payoutOf(amount, replay.multiplierX100, 100n), win: true, result: null };
  },
};
