/**
 * The fixed-length round games (Wingo per model, Roulette, Dice, Dingdong): timing, round ids, valid selections,
 * the committed result of a roundHash and the pay of a selection on it. Pure: no I/O here; the formulas
 * are the shared ones (packages/shared/src/fairness/games/rounds.ts).
 */
import { chunk } from '@kasino/shared/fairness/primitives';
import { dingdongPayX100, dingdongPools, dingdongSpin, type DingdongPool } from '@kasino/shared/fairness/games/dingdong';
import {
  diceFaces,
  dicePayX100,
  rouletteColourOf,
  roulettePayX100,
  roulettePools,
  rouletteSlot,
  wingoColours,
  wingoPayX100,
  wingoResult,
  wingoSelections,
  type RoulettePool,
  type WingoSelection,
} from '@kasino/shared/fairness/games/rounds';
import { wingoModels, type WingoModel } from '@kasino/shared/protocol/rounds';
import { poolTopics, roundResultTemplates, wingoTopics, type RoundTopicSet } from '@kasino/shared/protocol/ws-topics';

export { wingoModels, type WingoModel };
export type RoundGameName = 'wingo' | 'roulette' | 'dice' | 'dingdong';

export interface RoundOutcome {
  /** What the game shows: Wingo {result, colours}, Roulette {resultNumber, colour}, Dice {result: [d1, d2, d3]}. */
  result: Record<string, unknown>;
  /** The chunks the result was read from (published as `rand`). */
  rand: number[];
}

export interface RoundGame {
  /** The scheduler and chain key: `wingo:fastest`, `roulette`, `dice`. */
  readonly key: string;
  readonly game: RoundGameName;
  readonly model: WingoModel | null;
  readonly periodMs: number;
  /** Betting closes this long before the round ends (SPEC 712 "round about to end"). */
  readonly closeBeforeMs: number;
  /**
   * When the result is settled and revealed: at the round's `end`, or as soon as betting `close`s, so a
   * pool game's stage animation plays in the closed window and lands by the period change (issue 17 #4).
   * Revealing at close is safe because settling first moves the round out of `betting` in the same row
   * a bet updates, so no bet can join after the seed is out, whatever a node's clock says.
   */
  readonly revealAt: 'close' | 'end';
  /** Digit in round ids, so ids of different games never collide. */
  readonly idDigit: number;
  readonly selections: readonly string[];
  outcome(roundHash: string): RoundOutcome;
  /** Multiplier × 100 of a selection on an outcome (0 when it loses). */
  payX100(select: string, outcome: RoundOutcome): bigint;
  /**
   * Every result a round can show (once each; `rand` empty): what a set of bets returns whatever the
   * result is read from these (promotions count hedged bets as no turnover).
   */
  readonly outcomes: readonly RoundOutcome[];
  /** Push topics (the result one a template of `{userId}`). */
  readonly topics: RoundTopicSet;
}

const SECOND = 1000;
/** Roulette's wheel: slot 0 black, 1-7 red, 8-14 green (rouletteColourOf). */
const ROULETTE_SLOTS = 15;
const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);
const wingoPeriod: Record<WingoModel, number> = { fastest: 30 * SECOND, faster: 60 * SECOND, standard: 120 * SECOND };

function wingo(model: WingoModel, scale: number): RoundGame {
  return {
    key: `wingo:${model}`,
    game: 'wingo',
    model,
    periodMs: Math.round(wingoPeriod[model] * scale),
    closeBeforeMs: Math.round(5 * SECOND * scale),
    // The result at the period change, behind the last seconds' mask (SPEC §4 Wingo).
    revealAt: 'end',
    idDigit: wingoModels.indexOf(model) + 1,
    selections: wingoSelections,
    outcome(roundHash) {
      const result = wingoResult(roundHash);
      return { result: { result, colours: wingoColours(result) }, rand: [chunk(roundHash, 0)] };
    },
    payX100: (select, outcome) => wingoPayX100(select as WingoSelection, outcome.result.result as number),
    outcomes: range(10).map((n) => ({ result: { result: n, colours: wingoColours(n) }, rand: [] })),
    topics: { ...wingoTopics(model), result: roundResultTemplates.wingo },
  };
}

/** A 30 s pool game (Roulette, Dice, Dingdong): bets on pools, one result per round. */
function poolGame(
  game: 'roulette' | 'dice' | 'dingdong',
  scale: number,
  rules: Pick<RoundGame, 'idDigit' | 'selections' | 'outcome' | 'payX100' | 'outcomes'>,
): RoundGame {
  return {
    key: game,
    game,
    model: null,
    periodMs: Math.round(30 * SECOND * scale),
    closeBeforeMs: Math.round(5 * SECOND * scale),
    revealAt: 'close',
    idDigit: rules.idDigit,
    selections: rules.selections,
    outcome: rules.outcome,
    payX100: rules.payX100,
    outcomes: rules.outcomes,
    topics: { ...poolTopics(game), result: roundResultTemplates[game] },
  };
}

const roulette = (scale: number) =>
  poolGame('roulette', scale, {
    idDigit: 4,
    selections: roulettePools,
    outcome(roundHash) {
      const slot = rouletteSlot(roundHash);
      return { result: { resultNumber: slot, colour: rouletteColourOf(slot) }, rand: [chunk(roundHash, 0)] };
    },
    payX100: (select, outcome) => roulettePayX100(select as RoulettePool, outcome.result.resultNumber as number),
    outcomes: range(ROULETTE_SLOTS).map((slot) => ({ result: { resultNumber: slot, colour: rouletteColourOf(slot) }, rand: [] })),
  });

const dice = (scale: number) =>
  poolGame('dice', scale, {
    idDigit: 5,
    selections: ['1', '2', '3', '4', '5', '6'],
    outcome: (roundHash) => ({ result: { result: diceFaces(roundHash) }, rand: [0, 1, 2].map((k) => chunk(roundHash, k)) }),
    payX100: (select, outcome) => dicePayX100(Number(select), outcome.result.result as number[]),
    outcomes: range(216).map((k) => ({ result: { result: [1 + (k % 6), 1 + (Math.floor(k / 6) % 6), 1 + Math.floor(k / 36)] }, rand: [] })),
  });

const dingdong = (scale: number) =>
  poolGame('dingdong', scale, {
    idDigit: 7,
    selections: dingdongPools,
    outcome(roundHash) {
      const spin = dingdongSpin(roundHash);
      return { result: { result: spin.result, draws: spin.draws }, rand: spin.draws.map((_, k) => chunk(roundHash, k)) };
    },
    payX100: (select, outcome) => dingdongPayX100(select as DingdongPool, outcome.result.result as DingdongPool),
    outcomes: [...dingdongPools, 'cherry'].map((fruit) => ({ result: { result: fruit }, rand: [] })),
  });

/** Every round game; `scale` shortens the clock for tests (1 in production). */
export const roundGames = (scale = 1): RoundGame[] => [
  ...wingoModels.map((m) => wingo(m, scale)),
  roulette(scale),
  dice(scale),
  dingdong(scale),
];

const WIB_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

/** The slot of the round running at `now`: aligned to the period, so every node agrees. */
export function slotAt(def: RoundGame, now: number): { startAt: number; closeAt: number; endAt: number; id: string } {
  const startAt = Math.floor(now / def.periodMs) * def.periodMs;
  const dayStart = Math.floor((startAt + WIB_OFFSET_MS) / DAY_MS) * DAY_MS - WIB_OFFSET_MS;
  const date = new Date(dayStart + WIB_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
  const index = Math.floor((startAt - dayStart) / def.periodMs) + 1;
  // WIB date, game digit, index of the round in the day: 20261122 1 0001 (Wingo's phaseNum).
  return {
    startAt,
    closeAt: startAt + def.periodMs - def.closeBeforeMs,
    endAt: startAt + def.periodMs,
    id: `${date}${def.idDigit}${String(index).padStart(5, '0')}`,
  };
}
