/**
 * Crash over the websocket (SPEC §7): curGame, bet {amount, rate?}, escape {roundId}, roundHistory, myHistory,
 * and the pushes start / data ("rate|time" every 100 ms in flight) / end / betInfo / escapeInfo.
 */
import { useQuery } from '@tanstack/react-query';
import type {
  CrashBetInfo,
  CrashBetView,
  CrashCurrent,
  CrashEnd,
  CrashEscape,
  CrashMine,
  CrashPastRound,
  CrashPlayer,
  CrashRound,
  CrashStart,
  CrashStatus,
} from '@kasino/shared/protocol/crash';
import type { CrashBetRequest } from '@kasino/shared/protocol/crash';
import { crashTopics } from '@kasino/shared/protocol/ws-topics';
import { wsClient } from '../../../lib/ws/ws-instance.ts';

// The wire shapes live in the shared protocol; re-exported for the screens.
export {
  crashTopics,
  type CrashBetInfo,
  type CrashBetView,
  type CrashCurrent,
  type CrashEnd,
  type CrashEscape,
  type CrashMine,
  type CrashPastRound,
  type CrashPlayer,
  type CrashRound,
  type CrashStart,
  type CrashStatus,
};

export const getCrashCurrent = () => wsClient.call('/ws/game/crash/curGame', {});

export const placeCrashBet = (data: CrashBetRequest & { uuid: string; amount: string }) => wsClient.call('/ws/game/crash/bet', data);

export const escapeCrash = (roundId: string) => wsClient.call('/ws/game/crash/escape', { roundId });

export const useCrashPast = () =>
  useQuery({
    queryKey: ['rounds', 'crash', 'past'] as const,
    queryFn: () => wsClient.call('/ws/game/crash/roundHistory', { page: 1, count: 15 }),
    staleTime: 0,
  });

export const useCrashMine = (enabled: boolean) =>
  useQuery({
    queryKey: ['rounds', 'crash', 'mine'] as const,
    queryFn: () => wsClient.call('/ws/game/crash/myHistory', { page: 1, count: 20 }),
    enabled,
    staleTime: 0,
  });

/** "rate|time" of a data push, or null when malformed (a push is read as unknown until checked). */
export function parseCrashTick(data: unknown): { rate: number; time: number } | null {
  if (typeof data !== 'string') return null;
  const [rate, time] = data.split('|').map(Number);
  return rate !== undefined && time !== undefined && Number.isFinite(rate) && Number.isFinite(time) ? { rate, time } : null;
}
