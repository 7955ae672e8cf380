/**
 * Wire shapes of Crash (SPEC §4, §7): the round as curGame shows it, the player's bet, and the pushes
 * start / data ("rate|time" every 100 ms in flight) / end / betInfo / escapeInfo.
 */
import type { RoundBetView } from './rounds.ts';
import type { BetRangeWire, BetRequest } from './ws-games.ts';

/** SPEC §4: PREPARATION (about 8 s), GOUP (the multiplier rises), SQUIB (crashed at the target). */
export type CrashStatus = 'PREPARATION' | 'GOUP' | 'SQUIB';

/** A bet in the round's players list, name masked. */
export interface CrashPlayer {
  user: string;
  amount: string;
  /** Auto cash-out rate, or null. */
  rate: string | null;
  escapeRate: string | null;
  winAmount: string;
}

/** The seeds of a round, revealed once it has crashed. */
export interface CrashReveal {
  serverSeed: string;
  serverSeedHash: string;
  roundHash: string;
  salt: string;
  rand: number[];
}

export interface CrashRound {
  roundId: string;
  status: CrashStatus;
  /** When the flight starts (epoch ms); null while the round waits for its slot. */
  startTime: number | null;
  /** Current rate in GOUP ("1.23"). */
  rate: string | null;
  target: string | null;
  endTime: number | null;
  serverSeedHash: string;
  serverSeed: string | null;
  roundHash: string | null;
  salt: string | null;
  rand: number[] | null;
  bets: CrashPlayer[];
}

/** The player's bet in the current or the next round. */
export interface CrashMine {
  roundId: string;
  isJoinCur: boolean;
  joinedNext: boolean;
  betAmount: string;
  autoRate: string | null;
  isEscape: boolean;
  winAmount: string;
}

/** `/ws/game/crash/curGame`. */
export interface CrashCurrent {
  curTime: number;
  growth: number;
  profitRate: string;
  maxRate: string;
  betAmountRange: BetRangeWire;
  round: CrashRound | null;
  historyRate: string[];
  my: CrashMine | null;
}

/** A Crash bet: a round bet with its auto cash-out rate. */
export interface CrashBetView extends RoundBetView {
  rate: string | null;
}

export interface CrashBetRequest extends BetRequest {
  /** Auto cash-out rate ("2.00"); empty or 0 for none. */
  rate?: string | number;
  roundId?: string;
}

export interface CrashPlaced {
  bet: CrashBetView;
  joinedNext: boolean;
  balance: string;
}

export interface CrashEscaped {
  bet: CrashBetView;
  rate: string;
  balance: string;
}

/** A finished round in roundHistory. */
export interface CrashPastRound extends CrashReveal {
  roundId: string;
  startTime: number;
  endTime: number;
  target: string;
}

/** Push: a round is preparing. */
export interface CrashStart {
  roundId: string;
  status: 'PREPARATION';
  startTime: number;
  serverSeedHash: string;
}

/** Push: the round crashed at `target`; its seeds are revealed. */
export interface CrashEnd extends CrashReveal {
  roundId: string;
  status: 'SQUIB';
  target: string;
  endTime: number;
}

/** Push: a new bet (in this round, or the next when `joinedNext`). */
export interface CrashBetInfo {
  roundId: string;
  user: string;
  amount: string;
  rate: string | null;
  joinedNext: boolean;
}

/** Push: a player cashed out. */
export interface CrashEscape {
  roundId: string;
  user: string;
  rate: string;
  winAmount: string;
}

/** Push on `/ws/game/crash/data`: "rate|time" (rate with two decimals, ms since the flight started). */
export type CrashTick = string;
