/**
 * The sandbox provider's demo sportsbook: a few made-up football matches with 1X2 markets (home
 * win, draw, away win). Each outcome has a chance in basis points and decimal odds derived from it
 * with the book's margin: odds = ⌊95% ÷ chance⌋ to the cent, so no pick returns more than 95%.
 * A bet is settled at once by a simulated result: chunk 0 of the fairness stream picks the outcome
 * by the chances, chunks 1 and 2 a score that fits it. A win pays stake × odds (stake included).
 * Stakes are whole rupiah, so stake × odds is an exact number of sen. Pure and deterministic.
 */
import type { BetStream } from '@kasino/shared/fairness/stream';

export const sportsPicks = ['home', 'draw', 'away'] as const;
export type SportsPick = (typeof sportsPicks)[number];

/** The book's return on every pick, in basis points (its margin is the rest). */
export const SPORTS_RETURN_BPS = 9_500;

/** Stake bounds in minor units: Rp 1.000 … Rp 1.000.000, whole rupiah. */
export const SPORTS_MIN_STAKE = 100_000n;
export const SPORTS_MAX_STAKE = 100_000_000n;

interface MatchEntry {
  readonly id: string;
  readonly league: string;
  readonly home: string;
  readonly away: string;
  /** Chances of home win, draw and away win in basis points; they add up to 10 000. */
  readonly chances: Readonly<Record<SportsPick, number>>;
}

const matchEntries: readonly MatchEntry[] = [
  { id: 'm1', league: 'Liga Sandbox', home: 'Macan Jakarta', away: 'Maung Bandung', chances: { home: 4_500, draw: 2_700, away: 2_800 } },
  { id: 'm2', league: 'Liga Sandbox', home: 'Buaya Surabaya', away: 'Singo Malang', chances: { home: 3_800, draw: 3_000, away: 3_200 } },
  { id: 'm3', league: 'Laga Persahabatan', home: 'Garuda Muda', away: 'Naga Hanoi', chances: { home: 5_600, draw: 2_500, away: 1_900 } },
  { id: 'm4', league: 'Liga Sandbox', home: 'Hiu Bali', away: 'Harimau Medan', chances: { home: 3_300, draw: 2_900, away: 3_800 } },
];

/** Decimal odds in cents for a chance in basis points (2.11 → 211). */
export const oddsCentsFor = (chanceBps: number): number => Math.floor((SPORTS_RETURN_BPS * 100) / chanceBps);

export interface SandboxMatch extends MatchEntry {
  readonly oddsCents: Readonly<Record<SportsPick, number>>;
}

/** The matches on offer, each with its odds. */
export const sandboxMatches: readonly SandboxMatch[] = matchEntries.map((m) => ({
  ...m,
  oddsCents: { home: oddsCentsFor(m.chances.home), draw: oddsCentsFor(m.chances.draw), away: oddsCentsFor(m.chances.away) },
}));

export const matchById = (id: string): SandboxMatch | undefined => sandboxMatches.find((m) => m.id === id);

/** The highest odds on offer: the most one bet can return, as a multiple of its stake. */
export const SPORTS_MAX_MULTIPLIER = Math.max(...sandboxMatches.flatMap((m) => sportsPicks.map((p) => m.oddsCents[p]))) / 100;

export interface MatchResult {
  outcome: SportsPick;
  homeGoals: number;
  awayGoals: number;
}

/** The simulated full-time result of `match`. */
export function simulateMatch(stream: BetStream, match: MatchEntry): MatchResult {
  const draw = stream.index(0, 10_000);
  const outcome: SportsPick = draw < match.chances.home ? 'home' : draw < match.chances.home + match.chances.draw ? 'draw' : 'away';
  if (outcome === 'draw') {
    const goals = stream.index(1, 4); // 0-0 … 3-3
    return { outcome, homeGoals: goals, awayGoals: goals };
  }
  const winner = 1 + stream.index(1, 4); // 1 … 4 goals
  const loser = stream.index(2, winner); // fewer than the winner
  return outcome === 'home' ? { outcome, homeGoals: winner, awayGoals: loser } : { outcome, homeGoals: loser, awayGoals: winner };
}

/** What a bet of `stake` on `pick` at `oddsCents` returns after `result` (stake included; 0 when lost). */
export function sportsPayout(pick: SportsPick, oddsCents: number, stake: bigint, result: MatchResult): bigint {
  return pick === result.outcome ? (stake * BigInt(oddsCents)) / 100n : 0n;
}
