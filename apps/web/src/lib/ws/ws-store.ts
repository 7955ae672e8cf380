/** What the UI reads about the websocket: link state (SPEC §4), identity from setup, server clock offset. */
import { create } from 'zustand';
import type { ConnectionState } from '@kasino/shared/protocol/ws';

interface WsState {
  state: ConnectionState;
  /** The user id the server bound to this link at setup (null for a visitor). */
  userId: number | null;
  node: string | null;
  /** serverEpochMs - localEpochMs, best estimate. */
  offsetMs: number;
  /** Last time the link went down (local epoch ms); null until the first loss. */
  lostAt: number | null;
  /** When the current state began (local epoch ms). */
  since: number;
  /** The browser reports no network (its offline/online events). */
  offline: boolean;
}

export const useWsStore = create<WsState>()(() => ({
  state: 'disconnect',
  userId: null,
  node: null,
  offsetMs: 0,
  lostAt: null,
  since: Date.now(),
  offline: typeof navigator !== 'undefined' && navigator.onLine === false,
}));

const SAMPLE_WINDOW = 12;
const samples: number[] = [];

/**
 * Adds a clock sample. A push's `ts` is stamped at publish, so `ts - now` underestimates the offset
 * by the delivery delay; the largest recent sample is the closest to the truth.
 */
export function recordClockSample(offsetMs: number): void {
  if (!Number.isFinite(offsetMs)) return;
  samples.push(offsetMs);
  if (samples.length > SAMPLE_WINDOW) samples.shift();
  const best = Math.round(Math.max(...samples));
  if (Math.abs(best - useWsStore.getState().offsetMs) >= 5) useWsStore.setState({ offsetMs: best });
}

/** Server time now, in epoch ms (for countdowns). */
export const serverNow = (): number => Date.now() + useWsStore.getState().offsetMs;
