/**
 * Wire shapes of the round games (Wingo, Roulette, Dice, Dingdong; Crash adds its own phase names):
 * a round as every player sees it (seed, roundHash, salt, rand and result once it has ended) and a bet
 * in a round. Server and web both use these.
 */
import type { BetRangeWire, BetRequest } from './ws-games.ts';

export const wingoModels = ['fastest', 'faster', 'standard'] as const;
export type WingoModel = (typeof wingoModels)[number];

export interface RoundView {
  roundId: string;
  /** Wingo's name for the round id. */
  phaseNum: string;
  game: string;
  model: string | null;
  status: 'betting' | 'closed' | 'settled' | 'void';
  startTime: number;
  closeTime: number;
  endTime: number;
  serverSeedHash: string;
  /** Revealed once the round has ended. */
  serverSeed: string | null;
  roundHash: string | null;
  salt: string | null;
  rand: number[] | null;
  result: Record<string, unknown> | null;
}

export interface RoundBetView {
  id: string;
  uuid: string;
  roundId: string;
  game: string;
  model: string | null;
  select: string;
  amount: string;
  payout: string;
  multiplier: string;
  status: string;
  createdAt: number;
}

/** The pool round games beside Wingo. */
export const poolGames = ['roulette', 'dice', 'dingdong'] as const;
export type PoolGame = (typeof poolGames)[number];
export type RoundGameId = 'wingo' | PoolGame;

/** A bet in the live table and the round's update push: masked name, selection, amount. */
export interface RoundOrder {
  user: string;
  select: string;
  amount: string;
  createdAt: number;
}

/** `/ws/game/wingo/curRound`: the round now, the player's bets in it and everyone's. */
export interface WingoCurrent {
  model: WingoModel | null;
  curTime: number;
  phase: RoundView | null;
  betAmountRange: BetRangeWire;
  myOrders: RoundBetView[];
  orders: RoundOrder[];
}

/** `curRound` of Roulette, Dice, Dingdong; status 0 while the round takes bets, 1 once it has ended (SPEC §4). */
export interface PoolCurrent {
  curTime: number;
  status: 0 | 1;
  round: RoundView | null;
  betAmountRange: BetRangeWire;
  historyNumbers: Array<Record<string, unknown> | null>;
  myPoolAmount: Record<string, string> | null;
  pools: Record<string, string> | null;
}

/** `/ws/game/wingo/curOrders`: everyone's bets in the current round and the pool totals. */
export interface RoundOrders {
  roundId: string | null;
  list: RoundOrder[];
  pools: Record<string, string>;
}

/** The answer to a round bet: one bet per selection and the balance after them. */
export interface PlacedBets {
  bets: RoundBetView[];
  balance: string;
}

/** The personal result of a round: my bets settled and what they paid. */
export interface PersonalResult {
  roundId: string;
  model: string | null;
  game: string;
  bets: RoundBetView[];
  winAmount: string;
}

/** A new bet in a round, pushed on the round's update topic. */
export interface RoundUpdate {
  roundId: string;
  list: RoundOrder[];
}

/** Wingo's trend over the last rounds, per number 0..9. */
export interface WingoTrend {
  window: number;
  result: number[];
  missing: number[];
  avgMissing: number[];
  frequency: number[];
  maxContinued: number[];
}

export interface WingoBetRequest extends BetRequest {
  model?: WingoModel;
  select: string[];
  phaseNum?: string;
}

export interface PoolBetRequest extends BetRequest {
  pool: string | number;
  roundId?: string;
}

/** `GET /main/fair/chains`: a committed hash chain of a round game (its commitment, length, salt, rounds used). */
export interface ChainView {
  game: string;
  model: string | null;
  commitment: string;
  length: number;
  salt: string;
  createdAt: number;
  used: number;
}
