/**
 * Rules of a single-player game played in steps (Hilo, Mines): all randomness comes from the round's
 * one nonce at the start; each action only reveals it. The stored state holds public facts only
 * (guesses, picks); hidden facts (next cards, mine tiles) are recomputed from the seed when needed.
 */
import type { BetStream } from '@kasino/shared/fairness/stream';
import type { SinglePlayerGame } from '@kasino/shared/games';
import type { Outcome } from './single-player.service.ts';

/** `V`: what the player sees of a round, the game's view in the shared protocol (ws-games.ts). */
export interface SteppedRules<P, S, A, V = unknown> {
  readonly game: SinglePlayerGame;
  /** Validates the start parameters; throws AppError when refused. */
  parse(params: unknown): P;
  /** Validates an action's data; throws AppError 3 when malformed. */
  parseAction(data: unknown): A;
  start(params: P): S;
  /** What the player may see of a round in progress (or the full result once ended). */
  view(stream: BetStream, params: P, state: S, ended: boolean): V;
  /** Applies an action; `end` is set when the round ends with it (a loss, or an automatic cash-out). */
  act(stream: BetStream, params: P, state: S, action: A, amount: bigint): { state: S; end?: Outcome };
  /** Cashes out at the current multiplier; throws AppError when not allowed yet. */
  cashOut(stream: BetStream, params: P, state: S, amount: bigint): Outcome;
}
