/**
 * The server's clock for round countdowns. The ws store keeps the offset from every push's `ts` and the
 * setup's serverTime; a push whose `ts` is more than 2 s away from that clock means the page slept or the
 * link lagged, and the round must be reloaded (SPEC §4 Wingo: "if drift exceeds 2 s the round is reloaded").
 */
import { useEffect, useState } from 'react';
import { recordClockSample, serverNow } from '../../../lib/ws/ws-store.ts';

export const MAX_DRIFT_MS = 2_000;

/** Server time (epoch ms), re-read every `intervalMs`. */
export function useServerNow(intervalMs = 200): number {
  const [now, setNow] = useState(() => serverNow());
  useEffect(() => {
    const timer = setInterval(() => setNow(serverNow()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** True when a push stamped `ts` disagrees with our server clock by more than 2 s. */
export const drifted = (ts: number): boolean => Math.abs(ts - serverNow()) > MAX_DRIFT_MS;

/** Aligns the clock to a call's `curTime` (the ws store keeps the best sample). */
export function syncFromCurTime(curTime: number, sentAt: number): void {
  const rtt = Date.now() - sentAt;
  recordClockSample(curTime + rtt / 2 - Date.now());
}

/** Whole seconds left until `at` (never negative). */
export const secondsLeft = (at: number, now: number): number => Math.max(0, Math.ceil((at - now) / 1_000));
