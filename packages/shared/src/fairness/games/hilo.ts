/**
 * Hilo: card_k = floor(f(stream, k) × 52) with replacement; rank = card mod 13 + 1 (A = 1 … K = 13),
 * suit = floor(card / 13) (0 ♦, 1 ♥, 2 ♠, 3 ♣). card_0 starts; each guess reveals the next card.
 * Guesses and their winning ranks n (of 13):
 *  1. 2 ≤ r ≤ 12: "higher" = higher or same (n = 14 − r), "lower" = lower or same (n = r);
 *  2. A: "higher" (n = 12) or "same" (n = 1); K: "lower" (n = 12) or "same" (n = 1);
 *  3. "skip" draws the next card at no change.
 * multiplier × 100 = floor(100 × Π(99 × 13) / Π(100 × n_i)), capped at 200.
 */
import { fixed } from '../primitives.ts';
import type { BetStream } from '../stream.ts';
import { MAX_RATE_X100 } from './limits.ts';

export const hiloGuesses = ['higher', 'lower', 'same', 'skip'] as const;
export type HiloGuess = (typeof hiloGuesses)[number];

export interface Card {
  card: number;
  rank: number;
  suit: number;
}

export const HILO_PROFIT_RATE = 99;

export const cardOf = (card: number): Card => ({ card, rank: (card % 13) + 1, suit: Math.floor(card / 13) });

/** The k-th card of a round's stream. */
export const hiloCard = (stream: BetStream, k: number): Card => cardOf(stream.index(k, 52));

/** Winning ranks of a guess on a rank (rules 1, 2); null when the guess is not allowed there. */
export function hiloWinningRanks(rank: number, guess: Exclude<HiloGuess, 'skip'>): number | null {
  if (rank === 1) return guess === 'higher' ? 12 : guess === 'same' ? 1 : null; // rule 2
  if (rank === 13) return guess === 'lower' ? 12 : guess === 'same' ? 1 : null; // rule 2
  if (guess === 'higher') return 14 - rank; // rule 1
  if (guess === 'lower') return rank; // rule 1
  return null;
}

/** Whether the next rank wins the guess made on `rank`. */
export function hiloWins(rank: number, guess: Exclude<HiloGuess, 'skip'>, next: number): boolean {
  if (rank === 1) return guess === 'higher' ? next > 1 : next === 1;
  if (rank === 13) return guess === 'lower' ? next < 13 : next === 13;
  return guess === 'higher' ? next >= rank : next <= rank;
}

/** multiplier × 100 from the winning-rank counts of the correct guesses, capped at 200.00. */
export function hiloMultiplierX100(odds: number[]): bigint {
  let num = 100n;
  let den = 1n;
  for (const n of odds) {
    num *= BigInt(HILO_PROFIT_RATE * 13);
    den *= 100n * BigInt(n);
  }
  const m = num / den;
  return m > MAX_RATE_X100 ? MAX_RATE_X100 : m;
}

export interface HiloReplay {
  cards: Card[];
  lost: boolean;
  correct: number;
  odds: number[];
  multiplierX100: bigint;
  multiplier: string;
  /** The guess index at which the round was refused (guess not allowed on that card), if any. */
  refusedAt: number | null;
}

/** Replays a sequence of guesses from the round's stream (what the server and the verify page do). */
export function replayHilo(stream: BetStream, guesses: HiloGuess[]): HiloReplay {
  const cards = [hiloCard(stream, 0)];
  const odds: number[] = [];
  let lost = false;
  let refusedAt: number | null = null;
  for (const [i, guess] of guesses.entries()) {
    const current = cards[cards.length - 1] as Card;
    const next = hiloCard(stream, cards.length);
    if (guess === 'skip') {
      cards.push(next); // rule 3
      continue;
    }
    const n = hiloWinningRanks(current.rank, guess);
    if (n === null) {
      refusedAt = i;
      break;
    }
    cards.push(next);
    if (!hiloWins(current.rank, guess, next.rank)) {
      lost = true;
      break;
    }
    odds.push(n);
  }
  const multiplierX100 = lost ? 0n : odds.length ? hiloMultiplierX100(odds) : 100n;
  return { cards, lost, correct: odds.length, odds, multiplierX100, multiplier: fixed(lost ? 0n : multiplierX100, 2), refusedAt };
}
