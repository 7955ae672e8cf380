/**
 * Crash over the websocket (SPEC §7): curGame, bet {amount, rate?}, escape {roundId}, roundHistory, myHistory,
 * and the pushes start / data ("rate|time" every 100 ms in flight) / end / betInfo / escapeInfo.
 */
import { useQuery } from '@tanstack/react-query';
import { wsClient } from '../../../lib/ws/ws-instance.ts';
import type { BetRangeWire, Paged, RoundBetView } from './rounds.ts';

/** SPEC §4: PREPARATION (about 8 s), GOUP (the multiplier rises), SQUIB (crashed at the target). */
export type CrashStatus = 'PREPARATION' | 'GOUP' | 'SQUIB';

export interface CrashPlayer {
  user: string;
  amount: string;
  /** Auto cash-out rate, or null. */
  rate: string | null;
  escapeRate: string | null;
  winAmount: string;
}

export interface CrashRound {
  roundId: string;
  status: CrashStatus;
  /** When the flight starts (epoch ms); null while the round waits for its slot. */
  startTime: number | null;
  serverSeedHash: string;
  /** Current rate in GOUP ("1.23"). */
  rate?: string | null;
  target: string | null;
  serverSeed: string | null;
  roundHash: string | null;
  salt?: string | null;
  bets: CrashPlayer[];
}

export interface CrashMine {
  roundId?: string;
  isJoinCur: boolean;
  betAmount: string;
  isEscape: boolean;
  winAmount: string;
  autoRate: string | null;
  joinedNext: boolean;
}

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

export interface CrashStart {
  roundId: string;
  status: 'PREPARATION';
  startTime: number;
  serverSeedHash: string;
}

export interface CrashEnd {
  roundId: string;
  target: string;
  serverSeed: string;
  roundHash: string;
  salt: string;
  endTime: number;
}

export interface CrashEscape {
  roundId: string;
  user: string;
  rate: string;
  winAmount: string;
}

/** A finished Crash round in roundHistory. */
export interface CrashPastRound {
  roundId: string;
  target: string | null;
  serverSeed: string | null;
  serverSeedHash: string;
  roundHash: string | null;
  salt: string | null;
}

export const crashTopics = {
  start: '/ws/game/crash/start',
  data: '/ws/game/crash/data',
  end: '/ws/game/crash/end',
  betInfo: '/ws/game/crash/betInfo',
  escapeInfo: '/ws/game/crash/escapeInfo',
} as const;

export const getCrashCurrent = () => wsClient.call<CrashCurrent>('/ws/game/crash/curGame', {});

export const placeCrashBet = (data: { uuid: string; amount: string; rate?: string; roundId?: string }) =>
  wsClient.call<{ bet: RoundBetView; joinedNext: boolean; balance: string }>('/ws/game/crash/bet', data);

export const escapeCrash = (roundId: string) =>
  wsClient.call<{ bet: RoundBetView; rate: string; balance: string }>('/ws/game/crash/escape', { roundId });

export const useCrashPast = () =>
  useQuery({
    queryKey: ['rounds', 'crash', 'past'] as const,
    queryFn: () => wsClient.call<Paged<CrashPastRound>>('/ws/game/crash/roundHistory', { page: 1, count: 15 }),
    staleTime: 0,
  });

export const useCrashMine = (enabled: boolean) =>
  useQuery({
    queryKey: ['rounds', 'crash', 'mine'] as const,
    queryFn: () => wsClient.call<Paged<RoundBetView>>('/ws/game/crash/myHistory', { page: 1, count: 20 }),
    enabled,
    staleTime: 0,
  });

/** "rate|time" of a data push, or null when malformed. */
export function parseCrashTick(data: unknown): { rate: number; time: number } | null {
  if (typeof data !== 'string') return null;
  const [rate, time] = data.split('|').map(Number);
  return rate !== undefined && time !== undefined && Number.isFinite(rate) && Number.isFinite(time) ? { rate, time } : null;
}
